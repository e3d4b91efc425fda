/**
 * SQL templating for SQL Lab (ENABLE_TEMPLATE_PROCESSING), a safe subset of Superset's Jinja:
 * `{{ name }}` and `{{ name.field }}` from the template parameters, and the user macros
 * `current_username()`, `current_user_id()`, `current_user_email()`. `{# comments #}` are removed.
 * Anything else in braces (statements, filters, expressions) is refused as malformed rather than
 * evaluated.
 */
import { SupersetErrorsException, supersetError } from '../errors';
import { parseJsonText } from '../http/jsonDepth';

export interface TemplateUser {
  id: number;
  username: string;
  email: string;
}

const PARAMETER_MISSING_HELP =
  'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.';
const MALFORMED_MESSAGE =
  'The query contains one or more malformed template parameters. Please check your query and confirm that all template parameters are surround by double braces, for example, "{{ ds }}". Then, try running your query again.';

const EXPRESSION = /\{\{([\s\S]*?)\}\}/g;
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const MACRO = /^(current_username|current_user_id|current_user_email)\(\s*\)$/;

/** `templateParams` of an execute request: a JSON object encoded as a string; anything else is {}. */
export function parseTemplateParams(raw: string | null | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = parseJsonText(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Jinja's rendering of a value: Python's str() for scalars, JSON for lists and objects. */
function renderValue(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function lookup(params: Record<string, unknown>, path: string): { found: boolean; value: unknown } {
  let value: unknown = params;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, key)) {
      return { found: false, value: undefined };
    }
    value = (value as Record<string, unknown>)[key];
  }
  return { found: true, value };
}

function macroValue(name: string, user: TemplateUser): string {
  if (name === 'current_username') return user.username;
  if (name === 'current_user_id') return String(user.id);
  return user.email;
}

/** Superset's utils.format_list: each name quoted, joined by ", ". */
function formatList(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

function missingParametersError(names: readonly string[], params: Record<string, unknown>): SupersetErrorsException {
  const reason =
    names.length === 1
      ? `The parameter ${formatList(names)} in your query is undefined.`
      : `The following parameters in your query are undefined: ${formatList(names)}.`;
  return new SupersetErrorsException(400, [
    supersetError(`${reason} ${PARAMETER_MISSING_HELP}`, 'MISSING_TEMPLATE_PARAMS_ERROR', 'error', {
      undefined_parameters: [...names],
      template_parameters: params,
    }),
  ]);
}

function malformedError(): SupersetErrorsException {
  return new SupersetErrorsException(400, [supersetError(MALFORMED_MESSAGE, 'INVALID_TEMPLATE_PARAMS_ERROR')]);
}

/** Renders the template; throws MISSING_ or INVALID_TEMPLATE_PARAMS_ERROR (400). */
export function renderSqlTemplate(sql: string, params: Record<string, unknown>, user: TemplateUser): string {
  const withoutComments = sql.replace(/\{#[\s\S]*?#\}/g, '');
  if (/\{%/.test(withoutComments)) throw malformedError();
  const missing: string[] = [];
  const rendered = withoutComments.replace(EXPRESSION, (_match, inner: string) => {
    const expression = inner.trim();
    const macro = MACRO.exec(expression);
    if (macro) return macroValue(macro[1], user);
    if (!PATH.test(expression)) throw malformedError();
    const { found, value } = lookup(params, expression);
    if (!found) {
      const root = expression.split('.')[0];
      if (!missing.includes(root)) missing.push(root);
      return '';
    }
    return renderValue(value);
  });
  if (missing.length) throw missingParametersError([...missing].sort(), params);
  if (/\{\{|\}\}/.test(rendered)) throw malformedError();
  return rendered;
}
