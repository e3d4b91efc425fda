/** Errors of a SQL Lab run in Superset's shapes: engine failures, timeouts, DML and CTAS refusals. */
import { EngineError } from '../engines/types';
import { supersetError, type SupersetError } from '../errors';

const ENGINE_NAMES: Record<string, string> = {
  duckdb: 'DuckDB',
  postgresql: 'PostgreSQL',
  sqlite: 'SQLite',
  mysql: 'MySQL',
};

const ERROR_TYPES: Record<EngineError['kind'], string> = {
  syntax: 'SYNTAX_ERROR',
  table_missing: 'TABLE_DOES_NOT_EXIST_ERROR',
  column_missing: 'COLUMN_DOES_NOT_EXIST_ERROR',
  schema_missing: 'SCHEMA_DOES_NOT_EXIST_ERROR',
  not_allowed: 'GENERIC_DB_ENGINE_ERROR',
  dml_not_allowed: 'DML_NOT_ALLOWED_ERROR',
  internal: 'GENERIC_DB_ENGINE_ERROR',
  generic: 'GENERIC_DB_ENGINE_ERROR',
};

export const DML_NOT_ALLOWED_MESSAGE =
  'This database does not allow for DDL/DML, but the query mutates data. Please contact your administrator for more assistance.';
export const INVALID_CTAS_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const INVALID_CVAS_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/** Superset's engine_name for a backend (DuckDBEngineSpec.engine_name is "DuckDB"). */
function engineNameOf(backend: string): string {
  return ENGINE_NAMES[backend] ?? backend;
}

/** A database error as Superset's extract_errors reports it, typed by the engine's error kind. */
export function engineFailure(error: unknown, backend: string): SupersetError {
  const message = error instanceof Error ? error.message : String(error);
  const kind = error instanceof EngineError ? error.kind : 'generic';
  return supersetError(message, ERROR_TYPES[kind], 'error', { engine_name: engineNameOf(backend) });
}

/** The sync timeout (SQLLAB_TIMEOUT): Superset's SupersetTimeoutException, HTTP 408. */
export function syncTimeoutFailure(seconds: number): SupersetError {
  return supersetError(`The query exceeded the ${seconds} seconds timeout.`, 'BACKEND_TIMEOUT_ERROR', 'error', {
    timeout: seconds,
  });
}

/** The async time limit (SQLLAB_ASYNC_TIME_LIMIT_SEC). */
export function asyncTimeoutFailure(seconds: number): SupersetError {
  return supersetError(
    `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`,
    'SQLLAB_TIMEOUT_ERROR',
  );
}

export function dmlNotAllowedFailure(): SupersetError {
  return supersetError(DML_NOT_ALLOWED_MESSAGE, 'DML_NOT_ALLOWED_ERROR');
}

/**
 * The status of a run refused or failed because of the user's own SQL (DML, CTAS rules, anything
 * the engine rejects). Superset answers these with 500; the SQL is the client's input, so 400 here.
 */
export const USER_SQL_FAILURE_STATUS = 400;

/** The status of an engine failure: the user's SQL (400), unless the engine itself broke (500). */
export function engineFailureStatus(error: unknown): number {
  return error instanceof EngineError && error.kind === 'internal' ? 500 : USER_SQL_FAILURE_STATUS;
}
