/**
 * "This user calls this route": the one way server tests send requests as somebody.
 *
 *   const admin = await callerFor(app, 'admin');                          // the admin, logged in
 *   const gamma = await callerFor(app, 'gamma', { roles: ['Gamma'] });   // a user made on the spot
 *   const reader = await callerFor(app, 'ana', {
 *     roles: ['Gamma'],
 *     grants: { ana_reader: [['datasource_access', perm]] },            // custom roles, made with their pairs
 *   });
 *   const api = await callerFor(app, 'admin', { auth: 'bearer' });       // an API client instead of a browser
 *   const nobody = anonymousCaller(app);
 *
 *   const reply = await admin.post<{ id: number }>('/api/v1/chart/', { slice_name: 'x' });
 *   expect(reply.statusCode).toBe(201);
 *   reply.data.id;                                                       // the parsed JSON body
 *
 * A browser caller (the default) logs in through the login form and sends its session cookie on
 * every request and its CSRF token on writes, as Superset's frontend does; a bearer caller logs in
 * through `/api/v1/security/login` and sends `Authorization: Bearer`. Per request, `headers` add to
 * or replace those headers and `csrf: false` leaves the token out (to test the check itself).
 * A user named with `roles` (or `grants`) is created unless it exists already (a restarted app on
 * the same data folder keeps its users); its password is `<username>-password` unless given.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PermissionView } from '../../../server/auth/permissionCatalog';
import { ADMIN_PASSWORD, bearerLogin, createUser, loginSession, type BrowserSession } from './testApp';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** A request body: an object or array (sent as JSON), or a string or Buffer sent as it is. */
type Body = object | string | Buffer;

export interface RequestOptions {
  /** Headers added to (or replacing) the caller's own. */
  headers?: Record<string, string>;
  /** `false` leaves the CSRF token out of a browser caller's write. */
  csrf?: boolean;
}

/** One multipart file part. */
export interface MultipartFile {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export type MultipartFields = Record<string, string | MultipartFile>;

/** The inject response, with its body parsed as JSON on first read of `data` (throws when it is not JSON). */
export type CallResponse<T = unknown> = LightMyRequestResponse & { readonly data: T };

export interface Caller {
  readonly username: string;
  /** The user's id; 0 for the anonymous caller. */
  readonly id: number;
  readonly auth: 'session' | 'bearer' | 'anonymous';
  /** The browser session (cookie and CSRF token) of a session caller, else null. */
  readonly session: BrowserSession | null;
  /** The access token of a bearer caller, else null. */
  readonly token: string | null;
  /** The headers that authenticate a request of this method. */
  headers(method: Method, options?: RequestOptions): Record<string, string>;
  request<T = unknown>(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<CallResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<CallResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<CallResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<CallResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<CallResponse<T>>;
  /** A `multipart/form-data` POST (or `method`) of text fields and files. */
  multipart<T = unknown>(
    url: string,
    fields: MultipartFields,
    options?: RequestOptions & { method?: Method },
  ): Promise<CallResponse<T>>;
  /** An `application/x-www-form-urlencoded` POST (or `method`), as an HTML form sends it. */
  form<T = unknown>(
    url: string,
    fields: Record<string, string>,
    options?: RequestOptions & { method?: Method },
  ): Promise<CallResponse<T>>;
}

export interface CallerOptions {
  /** Built-in or existing roles of a user made on the spot. */
  roles?: string[];
  /** Custom roles made (or replaced) with these permission pairs and given to the user. */
  grants?: Record<string, readonly PermissionView[]>;
  password?: string;
  /** `session` (a browser, the default) or `bearer` (an API client). */
  auth?: 'session' | 'bearer';
  profile?: { first_name?: string; last_name?: string; email?: string };
}

const WRITE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const MULTIPART_BOUNDARY = '----tessera-test-boundary';

/** A multipart/form-data body of the fields, with its content type. */
export function multipartBody(
  fields: MultipartFields,
  boundary = MULTIPART_BOUNDARY,
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(typeof value === 'string' ? value : value.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function withData<T>(response: LightMyRequestResponse): CallResponse<T> {
  let parsed: { value: T } | null = null;
  return Object.defineProperty(response, 'data', {
    get(): T {
      parsed ??= { value: response.json<T>() };
      return parsed.value;
    },
  }) as CallResponse<T>;
}

function makeCaller(
  app: FastifyInstance,
  identity: Pick<Caller, 'username' | 'id' | 'auth' | 'session' | 'token'>,
): Caller {
  const headers = (method: Method, options: RequestOptions = {}): Record<string, string> => {
    const own: Record<string, string> = {};
    if (identity.session) {
      own.cookie = identity.session.cookie;
      if (WRITE_METHODS.has(method) && options.csrf !== false) own['x-csrftoken'] = identity.session.csrfToken;
    }
    if (identity.token) own.authorization = `Bearer ${identity.token}`;
    return { ...own, ...options.headers };
  };
  const request = async <T>(
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<CallResponse<T>> => {
    const response = await app.inject({
      method,
      url,
      headers: headers(method, options),
      // Bodies are test data of any shape: inject sends objects as JSON and strings and Buffers as they are.
      ...(body === undefined ? {} : { payload: body as Body }),
    });
    return withData<T>(response);
  };
  return {
    ...identity,
    headers,
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    multipart: (url, fields, options = {}) => {
      const body = multipartBody(fields);
      return request(options.method ?? 'POST', url, body.payload, {
        ...options,
        headers: { 'content-type': body.contentType, ...options.headers },
      });
    },
    form: (url, fields, options = {}) =>
      request(options.method ?? 'POST', url, new URLSearchParams(fields).toString(), {
        ...options,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      }),
  };
}

/** The user, logged in (made first when `roles` or `grants` are given and it does not exist). */
export async function callerFor(app: FastifyInstance, username: string, options: CallerOptions = {}): Promise<Caller> {
  const password = options.password ?? (username === 'admin' ? ADMIN_PASSWORD : `${username}-password`);
  let user = await app.store.users.findByUsername(username);
  if (!user && (options.roles || options.grants)) {
    const grants = Object.entries(options.grants ?? {});
    for (const [role, pairs] of grants) await app.store.roles.upsertRole(role, pairs);
    const roles = [...(options.roles ?? []), ...grants.map(([role]) => role)];
    user = await createUser(app, username, roles, password, options.profile);
  }
  if (!user) throw new Error(`No user ${username}: give roles to make one`);
  if (options.auth === 'bearer') {
    const token = await bearerLogin(app, username, password);
    return makeCaller(app, { username, id: user.id, auth: 'bearer', session: null, token });
  }
  const session = await loginSession(app, username, password);
  return makeCaller(app, { username, id: user.id, auth: 'session', session, token: null });
}

/** Nobody logged in: requests carry no cookie and no token. */
export function anonymousCaller(app: FastifyInstance): Caller {
  return makeCaller(app, { username: '', id: 0, auth: 'anonymous', session: null, token: null });
}
