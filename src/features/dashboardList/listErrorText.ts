import type { ClientError } from '../../api/types';

/** The text of an RTK Query error: our ClientError (from the base query) or a serialized exception. */
export function listErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { error: text, message } = error as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}

/** The ClientError inside an RTK Query error, when it is one. */
export function asClientError(error: unknown): ClientError | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string'
    ? (error as ClientError)
    : undefined;
}
