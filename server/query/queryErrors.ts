/**
 * Errors of the chart query engine. Each carries Superset's message; the chart data route turns
 * them into a 400 reply (Superset's QueryObjectValidationError / InvalidPostProcessingError).
 */

/** A query object that cannot be compiled (Superset's QueryObjectValidationError). */
export class QueryObjectValidationError extends Error {
  readonly status = 400;

  constructor(message: string) {
    super(message);
    this.name = 'QueryObjectValidationError';
  }
}

/**
 * A custom SQL fragment (metric, column, WHERE/HAVING, order by) that is not one clean expression.
 * `errorType` is Superset's error type for the SIP-40 reply shape.
 */
export class SqlFragmentError extends QueryObjectValidationError {
  constructor(
    message: string,
    readonly errorType: 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR' | 'INVALID_SQL_ERROR' = 'INVALID_SQL_ERROR',
  ) {
    super(message);
    this.name = 'SqlFragmentError';
  }
}

/** Python's repr() of a list of strings, as Superset's messages print them: ['a', 'b']. */
export function pythonListRepr(values: readonly string[]): string {
  return `[${values.map(pythonStringRepr).join(', ')}]`;
}

/** Python's repr() of a string: single quotes unless the text has a single quote and no double one. */
function pythonStringRepr(value: string): string {
  const useDouble = value.includes("'") && !value.includes('"');
  const quote = useDouble ? '"' : "'";
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(useDouble ? /"/g : /'/g, `\\${quote}`)
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t');
  return `${quote}${escaped}${quote}`;
}
