/** Superset's error objects, as they appear in `{"errors": [...]}` bodies and in query results. */

export type ErrorLevel = 'info' | 'warning' | 'error';

export interface IssueCode {
  code: number;
  message: string;
}

interface SupersetErrorExtra {
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
