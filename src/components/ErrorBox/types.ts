import type { ErrorLevel, SupersetError } from '../../api/types';

/** Where an error is shown; explore and the SQL editor have room to show it inline. */
export type ErrorSource = 'sqllab' | 'explore' | 'dashboard' | 'crud';

/** What a display registered for one error type receives. */
export interface ErrorDisplayProps {
  error: SupersetError;
  source?: ErrorSource;
  /** The title the caller asked for, if any. */
  title?: string;
}

type AlertType = 'error' | 'warning' | 'info';

export function alertTypeForLevel(level: ErrorLevel | undefined): AlertType {
  switch (level) {
    case 'error':
      return 'error';
    case 'info':
      return 'info';
    default:
      return 'warning';
  }
}
