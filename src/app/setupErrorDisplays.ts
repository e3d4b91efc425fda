/**
 * Which display ErrorBox uses for each Superset error type; called once at start-up. Types not
 * listed keep ErrorBox's own alert.
 */
import type { ComponentType } from 'react';
import {
  AccessErrorDisplay,
  DatabaseErrorDisplay,
  ParameterErrorDisplay,
  registerErrorDisplay,
  TimeoutErrorDisplay,
  type ErrorDisplayProps,
} from '../components/ErrorBox';

const TIMEOUT_ERROR_TYPES = ['FRONTEND_TIMEOUT_ERROR', 'BACKEND_TIMEOUT_ERROR'];

const PARAMETER_ERROR_TYPES = ['MISSING_TEMPLATE_PARAMS_ERROR', 'INVALID_TEMPLATE_PARAMS_ERROR'];

const ACCESS_ERROR_TYPES = [
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'TABLE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'DASHBOARD_SECURITY_ACCESS_ERROR',
  'MISSING_OWNERSHIP_ERROR',
];

/** Errors raised by (or about reaching) the database engine, each shown with the engine's message. */
const DATABASE_ERROR_TYPES = [
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'SYNTAX_ERROR',
  'RESULTS_BACKEND_NOT_CONFIGURED_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_INVALID_PORT_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_MISSING_PARAMETERS_ERROR',
];

const ERROR_DISPLAYS_BY_TYPE: ReadonlyArray<readonly [string[], ComponentType<ErrorDisplayProps>]> = [
  [TIMEOUT_ERROR_TYPES, TimeoutErrorDisplay],
  [PARAMETER_ERROR_TYPES, ParameterErrorDisplay],
  [ACCESS_ERROR_TYPES, AccessErrorDisplay],
  [DATABASE_ERROR_TYPES, DatabaseErrorDisplay],
];

export function setupErrorDisplays(): void {
  for (const [errorTypes, display] of ERROR_DISPLAYS_BY_TYPE) {
    for (const errorType of errorTypes) registerErrorDisplay(errorType, display);
  }
}
