/** Shapes shared by the whole client: Superset's error objects (common/) and the normalised client error. */
import type { SupersetError } from '../../common/supersetError';

export type { ErrorLevel, IssueCode, SupersetError } from '../../common/supersetError';

/**
 * What every failed call becomes (Superset's getClientErrorObject output): always `error`,
 * the rest when the reply had it.
 */
export interface ClientError {
  error: string;
  errors?: SupersetError[];
  message?: string;
  description?: string;
  link?: string;
  stacktrace?: string;
  status?: number;
  statusText?: string;
  /** The parsed reply body, when it was JSON. */
  body?: unknown;
}
