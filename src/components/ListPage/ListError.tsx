import type { ClientError } from '../../api/types';
import { ErrorBox } from '../ErrorBox';

interface ListErrorProps {
  /** Whether the list's request failed. */
  failed: boolean;
  error?: ClientError;
  /** The text when the failure is not a client error. */
  message?: string;
}

/** Why a list could not be loaded, above the table. */
export function ListError({ failed, error, message }: ListErrorProps) {
  if (!failed) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <ErrorBox error={error} message={message} source="crud" />
    </div>
  );
}
