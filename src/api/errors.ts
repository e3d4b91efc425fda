/**
 * Turns any failed call (a Response, a fetch TypeError, a timeout, a string, a thrown Error)
 * into one ClientError, following Superset's getClientErrorObject rules (reference §8.6) and
 * the specification's texts (error catalogue, "Normalisation of a failed reply").
 */
import type { ClientError, SupersetError } from './types';

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const TIMEOUT_ERROR_MESSAGE = 'Request timed out';
export const SESSION_TIMED_OUT_MESSAGE = 'Your session timed out, please refresh your page and try again.';
export const INVALID_INPUT_MESSAGE = 'Invalid input';
const UNEXPECTED_ERROR_PREFIX = 'Unexpected error: ';
const NO_STACKTRACE_DESCRIPTION = '(no description, click to see stack trace)';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
const ISSUE_1000_MESSAGE = 'Issue 1000 - The dataset is too large to query.';
const ISSUE_1001_MESSAGE = 'Issue 1001 - The database is under an unusual load.';
export const SAVE_ERROR_TEMPLATE = 'Sorry, there was an error saving this %s: %s';
const UNKNOWN_SAVE_ERROR_MESSAGE = 'Sorry, an unknown error occurred.';
export const NO_EDIT_PERMISSION_TEMPLATE = 'You do not have permission to edit this %s';
/** The message of a reply refusing the user's permission (Flask-AppBuilder's 403 body). */
export const FORBIDDEN_MESSAGE = 'Forbidden';

/** Error types the client itself produces (Superset's FRONTEND_* codes). */
export const FRONTEND_CSRF_ERROR = 'FRONTEND_CSRF_ERROR';
export const FRONTEND_NETWORK_ERROR = 'FRONTEND_NETWORK_ERROR';
export const FRONTEND_TIMEOUT_ERROR = 'FRONTEND_TIMEOUT_ERROR';

/** What the client hands to getClientErrorObject when a request ran out of time. */
interface TimeoutFailure {
  statusText: 'timeout';
  /** Milliseconds the request was allowed. */
  timeout: number;
}

/** HTTP status phrases, as Superset words them. */
const HTTP_STATUS_PHRASES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  407: 'Proxy authentication required',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length required',
  412: 'Precondition failed',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  417: 'Expectation failed',
  418: "I'm a teapot",
  500: 'Server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  505: 'HTTP version not supported',
  506: 'Variant also negotiates',
  507: 'Insufficient storage',
  508: 'Loop detected',
  510: 'Not extended',
  511: 'Network authentication required',
  599: 'Network error',
};

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True for text that is an HTML page or fragment rather than a message. */
function looksLikeHtml(text: string): boolean {
  if (isJsonText(text)) return false;
  return /<(!doctype\s+html|html|head|body|title|h1|p|div|pre)[\s>]/i.test(text);
}

function statusPhrase(status: number | undefined): string | undefined {
  return status === undefined ? undefined : HTTP_STATUS_PHRASES[status];
}

/** A plain string as is; an HTML page reduced to the first HTTP phrase it mentions. */
function parseStringResponse(text: string): string {
  if (!looksLikeHtml(text)) return text;
  for (const [code, phrase] of Object.entries(HTTP_STATUS_PHRASES)) {
    if (new RegExp(`\\b${code}\\b|${escapeRegExp(phrase)}`, 'i').test(text)) return phrase;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** True for anything that already went through getClientErrorObject (or has its shape). */
export function isClientError(value: unknown): value is ClientError {
  return isObject(value) && typeof value.error === 'string' && !(value instanceof Response);
}

export function isAbortError(value: unknown): boolean {
  return (value instanceof DOMException || value instanceof Error) && value.name === 'AbortError';
}

function isTimeoutFailure(value: unknown): value is TimeoutFailure {
  return isObject(value) && value.statusText === 'timeout' && typeof value.timeout === 'number';
}

function isNetworkFailure(value: unknown): value is TypeError {
  // Browsers say "Failed to fetch" / "NetworkError when attempting…"; Node's fetch "fetch failed".
  return value instanceof TypeError && /fetch|network/i.test(value.message);
}

function frontendError(errorType: string, message: string): SupersetError {
  return { error_type: errorType, level: 'error', message, extra: null };
}

export function timeoutClientError(timeoutMs: number): ClientError {
  return {
    error: TIMEOUT_ERROR_MESSAGE,
    statusText: 'timeout',
    errors: [
      {
        error_type: FRONTEND_TIMEOUT_ERROR,
        level: 'error',
        message: TIMEOUT_ERROR_MESSAGE,
        extra: {
          timeout: timeoutMs / 1000,
          issue_codes: [
            { code: 1000, message: ISSUE_1000_MESSAGE },
            { code: 1001, message: ISSUE_1001_MESSAGE },
          ],
        },
      },
    ],
  };
}

function networkClientError(): ClientError {
  return {
    error: NETWORK_ERROR_MESSAGE,
    errors: [frontendError(FRONTEND_NETWORK_ERROR, NETWORK_ERROR_MESSAGE)],
  };
}

function supersetErrorsOf(body: JsonObject): SupersetError[] | undefined {
  if (!Array.isArray(body.errors)) return undefined;
  const errors = body.errors.filter(
    (entry): entry is SupersetError => isObject(entry) && typeof entry.message === 'string',
  );
  return errors.length > 0 ? errors : undefined;
}

function firstFieldMessage(message: JsonObject): string | undefined {
  const firstField = Object.values(message)[0];
  if (Array.isArray(firstField) && typeof firstField[0] === 'string') return firstField[0];
  if (typeof firstField === 'string') return firstField;
  if (isObject(firstField)) return firstFieldMessage(firstField);
  return undefined;
}

/** The rules for a JSON reply body, in Superset's order. */
function fromJsonBody(body: unknown, responseText: string, status?: number, statusText?: string) {
  const object = isObject(body) ? body : {};
  const result: ClientError = { error: '', body, status, statusText };
  if (typeof object.description === 'string') result.description = object.description;
  if (typeof object.link === 'string') result.link = object.link;
  if (typeof object.message === 'string') result.message = object.message;

  const errors = supersetErrorsOf(object);
  if (errors) {
    result.errors = errors;
    result.error = errors[0].message;
    result.description = errors[0].message;
    const link = errors[0].extra?.link;
    if (typeof link === 'string') result.link = link;
  } else if (typeof object.error === 'string' && object.error) {
    result.error = object.error;
  } else if (isObject(object.message)) {
    result.error = firstFieldMessage(object.message) ?? INVALID_INPUT_MESSAGE;
  } else if (typeof object.message === 'string' && object.message) {
    result.error = looksLikeHtml(object.message)
      ? (statusPhrase(status) ?? parseStringResponse(object.message))
      : object.message;
  }

  if (typeof object.stack === 'string' && object.stack) {
    result.error = UNEXPECTED_ERROR_PREFIX + (result.description || NO_STACKTRACE_DESCRIPTION);
    result.stacktrace = object.stack;
  } else if (/csrf/i.test(responseText)) {
    result.error = SESSION_TIMED_OUT_MESSAGE;
    result.errors = [frontendError(FRONTEND_CSRF_ERROR, SESSION_TIMED_OUT_MESSAGE)];
  }

  if (!result.error) result.error = statusText || statusPhrase(status) || GENERIC_ERROR_MESSAGE;
  return result;
}

/** A reply whose body is not JSON: the status phrase when known, else the (reduced) body text. */
function fromTextBody(text: string, status: number, statusText: string): ClientError {
  if (/csrf/i.test(text)) {
    return {
      error: SESSION_TIMED_OUT_MESSAGE,
      errors: [frontendError(FRONTEND_CSRF_ERROR, SESSION_TIMED_OUT_MESSAGE)],
      status,
      statusText,
    };
  }
  const error = statusPhrase(status) || parseStringResponse(text) || statusText;
  return { error: error || GENERIC_ERROR_MESSAGE, status, statusText };
}

async function fromResponse(response: Response): Promise<ClientError> {
  const { status, statusText } = response;
  if (response.bodyUsed) {
    return { error: statusText || statusPhrase(status) || GENERIC_ERROR_MESSAGE, status, statusText };
  }
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return { error: statusText || statusPhrase(status) || GENERIC_ERROR_MESSAGE, status, statusText };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fromTextBody(text, status, statusText);
  }
  return fromJsonBody(body, text, status, statusText);
}

/**
 * Normalises any failure into a ClientError. Accepts what fetch and the client produce: a
 * Response (or `{response}`), a TypeError from a failed fetch, a timeout, a string, an Error,
 * or a ClientError (returned unchanged, so normalising twice is harmless).
 */
export async function getClientErrorObject(input: unknown): Promise<ClientError> {
  if (typeof input === 'string') return { error: parseStringResponse(input) };
  if (isNetworkFailure(input)) return networkClientError();
  if (isTimeoutFailure(input)) return timeoutClientError(input.timeout);
  if (input instanceof Response) return fromResponse(input);
  if (isObject(input) && input.response instanceof Response) return fromResponse(input.response);
  if (isClientError(input)) return input;

  const statusText = isObject(input) && typeof input.statusText === 'string' ? input.statusText : '';
  const message =
    input instanceof Error ? input.message : isObject(input) && typeof input.message === 'string' ? input.message : '';
  const text = statusText || message;
  return { error: text ? parseStringResponse(text) : GENERIC_ERROR_MESSAGE };
}

/** Whether the server refused for want of permission: a 403, or Flask-AppBuilder's 'Forbidden'. */
export function isPermissionRefusal(error: Pick<ClientError, 'status' | 'message' | 'error'>): boolean {
  return error.status === 403 || error.message === FORBIDDEN_MESSAGE || error.error === FORBIDDEN_MESSAGE;
}

/**
 * The save-failure toast text: 'You do not have permission to edit this %s' when the server refused
 * the user, else 'Sorry, there was an error saving this %s: %s', or the fallback.
 */
export async function getErrorText(input: unknown, source: string): Promise<string> {
  const clientError = await getClientErrorObject(input);
  if (isPermissionRefusal(clientError)) return NO_EDIT_PERMISSION_TEMPLATE.replace('%s', source);
  if (!clientError.error) return UNKNOWN_SAVE_ERROR_MESSAGE;
  return SAVE_ERROR_TEMPLATE.replace('%s', source).replace('%s', clientError.error);
}
