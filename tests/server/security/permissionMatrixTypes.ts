/**
 * The permission matrix's vocabulary: the callers (one user per built-in role, a deactivated admin,
 * anonymous), how a row calls its route, and what it expects of each caller. Shared by the matrix
 * test (the embedded server through `inject`) and the probe that read the answers off Superset.
 */

/** The callers, in the order of every expectation tuple. */
export const MATRIX_CALLERS = ['admin', 'alpha', 'gamma', 'sqllab', 'gammaSqllab', 'deactivated', 'anonymous'] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];
/** Callers with a user (all but anonymous). */
export type MatrixUserCaller = Exclude<MatrixCaller, 'anonymous'>;

/** Each user's name and built-in roles; the deactivated one holds Admin to show deactivation wins. */
export const MATRIX_USERS: Record<MatrixUserCaller, { username: string; roles: string[] }> = {
  admin: { username: 'matrix_admin', roles: ['Admin'] },
  alpha: { username: 'matrix_alpha', roles: ['Alpha'] },
  gamma: { username: 'matrix_gamma', roles: ['Gamma'] },
  sqllab: { username: 'matrix_sqllab', roles: ['sql_lab'] },
  gammaSqllab: { username: 'matrix_gamma_sqllab', roles: ['Gamma', 'sql_lab'] },
  deactivated: { username: 'matrix_deactivated', roles: ['Admin'] },
};
export const MATRIX_PASSWORD = 'matrix-Password-1';

/** [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated Admin, anonymous]. */
export type Expectation = readonly [number, number, number, number, number, number, number];

export type MatrixMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MatrixRequest {
  method: MatrixMethod;
  url: string;
  /** A JSON body. */
  json?: unknown;
  /** A url-encoded form body (the legacy Flask views read `request.form`). */
  form?: Record<string, string>;
  /** Asks for a page, as a browser does (`Accept: text/html`). */
  page?: boolean;
}

export interface MatrixResponse {
  status: number;
  body: string;
  location: string | null;
  contentType: string | null;
}

/** A logged-in browser: its cookies and CSRF token. */
export interface MatrixSession {
  cookie: string;
  csrfToken: string;
}

/** How the matrix talks to a server: `inject` for the embedded server, `fetch` for Superset. */
export interface MatrixClient {
  login(username: string, password: string): Promise<MatrixSession>;
  send(session: MatrixSession | null, request: MatrixRequest): Promise<MatrixResponse>;
}

/** Objects one user owns (or the admin's, where the user could not make their own). */
export interface OwnedObjects {
  chartId: number;
  datasetId: number;
  dashboardId: number;
  savedQueryId: number;
  tabStateId: number;
  tableSchemaId: number;
  queryId: number;
  queryClientId: string;
  formDataKey: string;
  explorePermalinkKey: string;
  sqllabPermalinkKey: string;
  /** A report schedule on the admin's chart. */
  reportId: number;
}

export interface MatrixFixtures {
  databaseId: number;
  /** The physical dataset of `sales.orders` (every example chart's kind of dataset). */
  ordersDatasetId: number;
  userIds: Record<MatrixUserCaller, number>;
  /** A user no caller is, for the security API's rows. */
  victimUserId: number;
  /** A custom role, for the security API's rows. */
  victimRoleId: number;
  gammaRoleId: number;
  /** Objects owned by the built-in `admin` user. */
  admin: OwnedObjects;
  /** Objects owned by each caller (the admin's for anonymous, and where a role cannot create its own). */
  own: Record<MatrixCaller, OwnedObjects>;
  /** A fresh value for names that must be unique. */
  unique(prefix: string): string;
}

/** Makes objects for rows that use them up (deletes); owned by the admin or by the caller. */
export interface FreshObjects {
  chart(owner: 'admin' | 'own'): Promise<number>;
  dataset(owner: 'admin' | 'own'): Promise<number>;
  dashboard(owner: 'admin' | 'own'): Promise<number>;
  savedQuery(owner: 'admin' | 'own'): Promise<number>;
  tabState(owner: 'admin' | 'own'): Promise<number>;
  tableSchema(owner: 'admin' | 'own'): Promise<number>;
  /** A query run in one of the owner's tabs: the tab's id and the query's client id. */
  queryInTab(owner: 'admin' | 'own'): Promise<{ tabStateId: number; clientId: string }>;
  formDataKey(owner: 'admin' | 'own'): Promise<string>;
  /** An entry of the legacy key-value store (0 where the server has no such store). */
  kvEntry(): Promise<number>;
  reportSchedule(owner: 'admin' | 'own'): Promise<number>;
  /** An entry of the usage log (Log), logged by the admin. */
  logEntry(): Promise<number>;
  user(): Promise<number>;
  role(): Promise<number>;
}

export interface RowContext {
  caller: MatrixCaller;
  fx: MatrixFixtures;
  /** The objects the row's case is about: the admin's, or the caller's own. */
  target: OwnedObjects;
  fresh: FreshObjects;
}

/**
 * Refusal bodies by status, or worked out per caller and status (undefined: not checked), for
 * routes whose refusals differ by who is refused (a missing permission, someone else's object).
 */
export type RefusalBodies = Partial<Record<number, unknown>> | ((caller: MatrixCaller, status: number) => unknown);

export interface MatrixRow {
  /** `METHOD url` exactly as in `app.routeCatalog`. */
  route: string;
  /** Whose object the row acts on, when it acts on one. */
  target?: 'admin' | 'own';
  /** What else sets this row apart from others of the same route. */
  label?: string;
  request(context: RowContext): MatrixRequest | Promise<MatrixRequest>;
  /**
   * Bodies expected with some statuses, on top of the defaults (401 and 403 of `/api/` routes:
   * FAB's `{"message": "Not authorized"}` and `{"message": "Forbidden"}`); null for an empty body.
   */
  bodies?: RefusalBodies;
  /** The call ends the caller's session (logout): run after every other row. */
  endsSessions?: boolean;
}

/** A body in Superset's errors shape (`{"errors": [error]}`, or the error alone) of this error type. */
export class SupersetErrorBody {
  constructor(readonly errorType: string) {}
}

/**
 * 403 bodies of a route whose refusals come from two places: FAB's `{"message": "Forbidden"}` for
 * the callers lacking the route's pair, `otherwise` for the others (refused by a later check).
 */
export function refusals(lacking: readonly MatrixCaller[], otherwise: unknown): RefusalBodies {
  return (caller, status) => (status === 403 ? (lacking.includes(caller) ? FORBIDDEN : otherwise) : undefined);
}

export const NOT_AUTHORIZED = { message: 'Not authorized' };
export const FORBIDDEN = { message: 'Forbidden' };
/** Flask-AppBuilder's `has_access_api` refusal (legacy views). */
export const ACCESS_DENIED = { message: 'Access is Denied', severity: 'danger' };

/**
 * The expected statuses of each row, by row name (see rowName): the tuple as Superset 6.1 answered,
 * or, with `why`, as decided where Superset's answer is a bug or the route is not Superset's.
 */
export type ExpectationTable = Record<string, Expectation | { expect: Expectation; why: string }>;

/** `METHOD url` of a row or catalog entry. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}
