/**
 * Errors a route can throw, rendered in Superset's shapes by the app's error handler:
 * `{"message": "text"}`, `{"message": {"field": ["text"]}}` or `{"errors": [SupersetError]}`.
 */

/** Field errors as marshmallow reports them: field → messages, or nested fields. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

/** A reply `{"message": …}` with the given status. */
export class HttpError extends Error {
  readonly body: { message: string | FieldErrors };

  constructor(
    readonly status: number,
    message: string | FieldErrors,
  ) {
    super(typeof message === 'string' ? message : JSON.stringify(message));
    this.name = 'HttpError';
    this.body = { message };
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Not found');
export const notAuthorized = (): HttpError => new HttpError(401, 'Not authorized');
export const forbidden = (): HttpError => new HttpError(403, 'Forbidden');

export type ErrorLevel = 'info' | 'warning' | 'error';

interface IssueCode {
  code: number;
  message: string;
}

/** Superset's error object (superset/errors.py), the SIP-40 shape. */
export interface SupersetError {
  message: string;
  error_type: string;
  level: ErrorLevel;
  extra: Record<string, unknown> | null;
}

/** Issue codes Superset attaches to each error type (superset/errors.py). */
const ISSUE_CODES: Record<string, IssueCode[]> = {
  BACKEND_TIMEOUT_ERROR: [
    { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
    { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
  ],
  GENERIC_DB_ENGINE_ERROR: [{ code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' }],
  COLUMN_DOES_NOT_EXIST_ERROR: [
    {
      code: 1003,
      message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    },
    { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
  ],
  TABLE_DOES_NOT_EXIST_ERROR: [
    {
      code: 1003,
      message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    },
    { code: 1005, message: 'Issue 1005 - The table was deleted or renamed in the database.' },
  ],
  SCHEMA_DOES_NOT_EXIST_ERROR: [
    {
      code: 1003,
      message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    },
    { code: 1016, message: 'Issue 1005 - The schema was deleted or renamed in the database.' },
  ],
  MISSING_TEMPLATE_PARAMS_ERROR: [
    { code: 1006, message: 'Issue 1006 - One or more parameters specified in the query are missing.' },
  ],
  INVALID_TEMPLATE_PARAMS_ERROR: [
    { code: 1028, message: 'Issue 1028 - One or more parameters specified in the query are malformatted.' },
  ],
  RESULTS_BACKEND_ERROR: [
    { code: 1031, message: 'Issue 1031 - The results backend no longer has the data from the query.' },
    { code: 1032, message: 'Issue 1032 - The query associated with the results was deleted.' },
    {
      code: 1033,
      message:
        'Issue 1033 - The results stored in the backend were stored in a different format, and no longer can be deserialized.',
    },
  ],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [
    { code: 1021, message: 'Issue 1021 - Results backend needed for asynchronous queries is not configured.' },
  ],
  DML_NOT_ALLOWED_ERROR: [{ code: 1022, message: 'Issue 1022 - Database does not allow data manipulation.' }],
  GENERIC_COMMAND_ERROR: [
    { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
  ],
  GENERIC_BACKEND_ERROR: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }],
  INVALID_PAYLOAD_FORMAT_ERROR: [
    { code: 1019, message: 'Issue 1019 - The submitted payload has the incorrect format.' },
  ],
  INVALID_PAYLOAD_SCHEMA_ERROR: [
    { code: 1020, message: 'Issue 1020 - The submitted payload has the incorrect schema.' },
  ],
  INVALID_CTAS_QUERY_ERROR: [
    {
      code: 1023,
      message:
        "Issue 1023 - The CTAS (create table as select) doesn't have a SELECT statement at the end. Please make sure your query has a SELECT as its last statement. Then, try running your query again.",
    },
  ],
  INVALID_CVAS_QUERY_ERROR: [
    { code: 1024, message: 'Issue 1024 - CVAS (create view as select) query has more than one statement.' },
    { code: 1025, message: 'Issue 1025 - CVAS (create view as select) query is not a SELECT statement.' },
  ],
  SQLLAB_TIMEOUT_ERROR: [
    { code: 1026, message: 'Issue 1026 - Query is too complex and takes too long to run.' },
    { code: 1027, message: 'Issue 1027 - The database is currently running too many queries.' },
  ],
  OBJECT_DOES_NOT_EXIST_ERROR: [
    { code: 1029, message: 'Issue 1029 - The object does not exist in the given database.' },
  ],
  SYNTAX_ERROR: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }],
};

/** Builds a SupersetError, filling in `extra.issue_codes` for error types that have them. */
export function supersetError(
  message: string,
  errorType: string,
  level: ErrorLevel = 'error',
  extra: Record<string, unknown> | null = null,
): SupersetError {
  const issueCodes = ISSUE_CODES[errorType];
  return {
    message,
    error_type: errorType,
    level,
    extra: issueCodes ? { ...(extra ?? {}), issue_codes: issueCodes } : extra,
  };
}

/** A reply `{"errors": [SupersetError, …]}` with the given status. */
export class SupersetErrorsException extends Error {
  constructor(
    readonly status: number,
    readonly errors: SupersetError[],
  ) {
    super(errors[0]?.message ?? 'Error');
    this.name = 'SupersetErrorsException';
  }

  get body(): { errors: SupersetError[] } {
    return { errors: this.errors };
  }
}
