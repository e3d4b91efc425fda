import type { ClientError, ErrorLevel, SupersetError } from '../../api/types';
import { DefaultErrorAlert } from './DefaultErrorAlert';
import { describeError } from './describeError';
import { shouldDisplayInline } from './displayMode';
import { getErrorDisplay } from './errorDisplayRegistry';
import type { ErrorSource } from './types';

const DEFAULT_ERROR_TITLE = 'Unexpected error';

interface ErrorBoxProps {
  /** A normalised client error or one Superset error; omit it to show `message` alone. */
  error?: ClientError | SupersetError;
  /** Replaces the error's message, or is the message when there is no error. */
  message?: string;
  /** Replaces the error's description (shown behind 'See more'). */
  description?: string;
  /** Replaces the request-access link taken from the error. */
  link?: string;
  /** Defaults to 'Unexpected error'. */
  title?: string;
  /** Replaces the error's level; the alert is a warning when neither says. */
  level?: ErrorLevel;
  source?: ErrorSource;
  /** Forces the compact (modal) display on or off; by default it follows `source`. */
  compact?: boolean;
}

/**
 * Shows an error the user can act on: a display registered for its error type, or an alert
 * with the message, a '(Request Access)' link when it applies and 'See more' for the details.
 */
export function ErrorBox({ error, message, description, link, title, level, source, compact }: ErrorBoxProps) {
  const details = describeError({ error, message, description, link });

  const RegisteredDisplay = details.errorType ? getErrorDisplay(details.errorType) : undefined;
  if (RegisteredDisplay && details.supersetError) {
    return (
      <RegisteredDisplay
        error={details.supersetError}
        source={source}
        title={title}
        link={details.requestAccessUrl}
        compact={compact}
      />
    );
  }

  return (
    <DefaultErrorAlert
      title={title ?? DEFAULT_ERROR_TITLE}
      details={details}
      level={level ?? details.level}
      inline={shouldDisplayInline(source, compact)}
    />
  );
}
