/** Shapes shared by the whole client: Superset's error objects and the normalised client error. */

export type ErrorLevel = 'info' | 'warning' | 'error';

export interface IssueCode {
  code: number;
  message: string;
}

export interface SupersetErrorExtra {
  issue_codes?: IssueCode[];
  link?: string;
  engine_name?: string;
  timeout?: number;
  owners?: string[];
  [key: string]: unknown;
}

/** One entry of a Superset `{"errors": [...]}` body. Every key but `message` may be missing. */
export interface SupersetError {
  message: string;
  error_type?: string;
  level?: ErrorLevel;
  extra?: SupersetErrorExtra | null;
}

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
