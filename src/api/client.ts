/**
 * The one request function: the only place in the app that calls fetch. It adds the app root,
 * JSON or multipart bodies, the rison `q` parameter, the CSRF header (fetched once, refreshed
 * once on a CSRF failure), timeouts and 401 redirects, and throws every failure as a ClientError.
 */
import rison from 'rison';
import { getClientErrorObject, isAbortError, timeoutClientError } from './errors';
import type { ClientError } from './types';
import { normalizeAppRoot, withAppRoot } from '../utils/urls';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type ParseMethod = 'json' | 'text' | 'raw';
type SearchParamValue = string | number | boolean | undefined;

interface ClientConfig {
  /** `common.application_root` from the bootstrap payload, e.g. '/superset'. Default '/'. */
  appRoot?: string;
  /** Called with the login URL on a 401. Default: `window.location.assign`. */
  onUnauthorized?: (loginUrl: string) => void;
  /** Default timeout for every request, in ms. Default: none. */
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: HttpMethod;
  endpoint: string;
  /** Sent as a JSON body. */
  jsonPayload?: unknown;
  /**
   * Sent as multipart/form-data with every value JSON.stringify-ed: the legacy /tabstateview/,
   * /tableschemaview/ and /kv/ views json.loads each field. Undefined values are left out.
   */
  postPayload?: Record<string, unknown>;
  /** Sent as multipart/form-data as it is (file uploads). */
  formData?: FormData;
  /** Rison-encoded into `?q=`. */
  rison?: unknown;
  searchParams?: Record<string, SearchParamValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  parseMethod?: ParseMethod;
  /** No redirect to the login page on a 401 (the error is still thrown). */
  ignoreUnauthorized?: boolean;
  headers?: Record<string, string>;
}

interface JsonResult<T> {
  json: T;
  response: Response;
}

interface TextResult {
  text: string;
  response: Response;
}

export const CSRF_TOKEN_ENDPOINT = '/api/v1/security/csrf_token/';
export const CSRF_HEADER = 'X-CSRFToken';

interface ResolvedConfig {
  appRoot: string;
  onUnauthorized: (loginUrl: string) => void;
  timeoutMs?: number;
}

function defaultConfig(): ResolvedConfig {
  return {
    appRoot: '',
    onUnauthorized: (loginUrl) => window.location.assign(loginUrl),
    timeoutMs: undefined,
  };
}

let config: ResolvedConfig = defaultConfig();
let csrfToken: Promise<string> | null = null;
/**
 * The token once it has arrived, so a write can send it without awaiting: an await hands the turn
 * to whatever rendering a state change queued just before, and the request would leave after it.
 */
let arrivedCsrfToken: string | null = null;

/** Sets the app root, the 401 handler and the default timeout. Also forgets the CSRF token. */
export function configureClient(options: ClientConfig = {}): void {
  config = {
    appRoot: options.appRoot !== undefined ? normalizeAppRoot(options.appRoot) : config.appRoot,
    onUnauthorized: options.onUnauthorized ?? config.onUnauthorized,
    timeoutMs: 'timeoutMs' in options ? options.timeoutMs : config.timeoutMs,
  };
  forgetCsrfToken();
}

function forgetCsrfToken(): void {
  csrfToken = null;
  arrivedCsrfToken = null;
}

/** Back to the defaults (app root '/', no timeout, redirect on 401) with no cached token. */
export function resetClient(): void {
  config = defaultConfig();
  forgetCsrfToken();
}

/** A path under the configured app root, e.g. makeUrl('/sqllab/') → '/superset/sqllab/'. */
export function makeUrl(path: string): string {
  return withAppRoot(path, config.appRoot);
}

/** Where a 401 sends the user: the login page, coming back to the current page. */
export function loginUrl(): string {
  const next = `${window.location.pathname}${window.location.search}`;
  return `${config.appRoot}/login/?next=${encodeURIComponent(next)}`;
}

function buildUrl(options: RequestOptions): string {
  const base = withAppRoot(options.endpoint, config.appRoot);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.searchParams ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const parts: string[] = [];
  const encoded = params.toString();
  if (encoded) parts.push(encoded);
  if (options.rison !== undefined) parts.push(`q=${rison.encode_uri(options.rison)}`);
  if (parts.length === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

function buildBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.jsonPayload !== undefined) {
    return { body: JSON.stringify(options.jsonPayload), contentType: 'application/json' };
  }
  if (options.formData) return { body: options.formData };
  if (options.postPayload) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.postPayload)) {
      if (value !== undefined) form.append(key, JSON.stringify(value));
    }
    // The browser sets multipart/form-data with its boundary itself.
    return { body: form };
  }
  return {};
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(withAppRoot(CSRF_TOKEN_ENDPOINT, config.appRoot), {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await getClientErrorObject(response);
  const payload: unknown = await response.json();
  const token =
    typeof payload === 'object' && payload !== null && 'result' in payload
      ? (payload as { result: unknown }).result
      : undefined;
  if (typeof token !== 'string') {
    throw await getClientErrorObject('The CSRF token reply has no result');
  }
  return token;
}

/**
 * Starts fetching the CSRF token ahead of the first write that needs it (a dashboard's chart data
 * posts), so that write does not wait one round trip more. A failure here is the write's to report.
 */
export function prefetchCsrfToken(): void {
  getCsrfToken().catch(() => undefined);
}

/** The CSRF token, fetched once and shared by concurrent callers; a failed fetch is not kept. */
function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    const pending = fetchCsrfToken();
    csrfToken = pending;
    pending.then(
      (token) => {
        if (csrfToken === pending) arrivedCsrfToken = token;
      },
      () => {
        if (csrfToken === pending) csrfToken = null;
      },
    );
  }
  return csrfToken;
}

interface Deadline {
  signal: AbortSignal;
  timedOut: () => boolean;
  clear: () => void;
}

/** One signal that aborts on the caller's signal or when the timeout elapses. */
function startDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('Request timed out', 'AbortError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function abortErrorFrom(signal: AbortSignal | undefined, caught: unknown): unknown {
  if (isAbortError(caught)) return caught;
  const reason: unknown = signal?.reason;
  return isAbortError(reason) ? reason : new DOMException('The request was aborted', 'AbortError');
}

async function mentionsCsrf(response: Response): Promise<boolean> {
  try {
    return /csrf/i.test(await response.clone().text());
  } catch {
    return false;
  }
}

async function send(options: RequestOptions, deadline: Deadline, isRetry: boolean): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { body, contentType } = buildBody(options);
  if (contentType) headers['Content-Type'] = contentType;
  if (method !== 'GET') {
    try {
      headers[CSRF_HEADER] = arrivedCsrfToken ?? (await getCsrfToken());
    } catch (caught) {
      // A request that may run signed out (the login form) goes without a token: only
      // signed-in users can get one. Every other request fails with the token's error.
      if (!options.ignoreUnauthorized) throw caught;
    }
  }
  Object.assign(headers, options.headers);

  const response = await fetch(buildUrl(options), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: deadline.signal,
  });
  if (!response.ok && method !== 'GET' && !isRetry && (await mentionsCsrf(response))) {
    forgetCsrfToken();
    return send(options, deadline, true);
  }
  return response;
}

async function failWith(response: Response, options: RequestOptions): Promise<never> {
  if (response.status === 401 && !options.ignoreUnauthorized) {
    config.onUnauthorized(loginUrl());
  }
  const error: ClientError = await getClientErrorObject(response);
  throw { ...error, status: response.status };
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

export function request<T>(options: RequestOptions & { parseMethod?: 'json' }): Promise<JsonResult<T>>;
export function request(options: RequestOptions & { parseMethod: 'text' }): Promise<TextResult>;
export function request(options: RequestOptions & { parseMethod: 'raw' }): Promise<Response>;
export function request<T>(options: RequestOptions): Promise<JsonResult<T> | TextResult | Response>;
/**
 * Sends one request. Resolves with the parsed body (`json`, or `text`) and the Response, or the
 * Response itself for 'raw'. Rejects with a ClientError for every failure, except a caller's
 * abort, which rejects with the AbortError (callers ignore those).
 */
export async function request<T>(options: RequestOptions): Promise<JsonResult<T> | TextResult | Response> {
  const deadline = startDeadline(options.signal, options.timeoutMs ?? config.timeoutMs);
  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? 0;
  try {
    const response = await send(options, deadline, false);
    if (!response.ok) return await failWith(response, options);
    const parseMethod = options.parseMethod ?? 'json';
    if (parseMethod === 'raw') return response;
    if (parseMethod === 'text') return { text: await response.text(), response };
    return { json: (await parseJson(response)) as T, response };
  } catch (caught) {
    if (deadline.timedOut()) throw timeoutClientError(timeoutMs);
    if (options.signal?.aborted) throw abortErrorFrom(options.signal, caught);
    throw await getClientErrorObject(caught);
  } finally {
    deadline.clear();
  }
}
