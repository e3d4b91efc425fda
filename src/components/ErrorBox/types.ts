import type { ErrorLevel, SupersetError } from '../../api/types';

/** Where an error is shown; explore and the SQL editor have room to show it inline. */
export type ErrorSource = 'sqllab' | 'explore' | 'dashboard' | 'crud';

/** What a display registered for one error type receives. */
export interface ErrorDisplayProps {
  error: SupersetError;
  source?: ErrorSource;
  /** The title the caller asked for, if any. */
  title?: string;
  /** Where to ask for access, when the caller or the error gives one. */
  link?: string;
  /** Forces the compact (modal) display on or off; by default it follows `source`. */
  compact?: boolean;
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

/** Charts (in Explore or on a dashboard) rather than query results or lists. */
export function isVisualizationSource(source: ErrorSource | undefined): boolean {
  return source === 'explore' || source === 'dashboard';
}
