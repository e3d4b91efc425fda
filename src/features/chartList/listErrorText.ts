/** The text of an RTK Query error: our ClientError (from the base query) or a serialized exception. */
export function listErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { error: text, message } = error as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}

/** The ClientError inside an RTK Query error, when it is one (it has the `error` text). */
export function asClientError<T extends { error: string }>(error: unknown): T | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string'
    ? (error as T)
    : undefined;
}
