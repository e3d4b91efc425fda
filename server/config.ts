import path from 'node:path';
import { parseRateLimit, type RateLimitRule } from './auth/loginThrottleRate';

/**
 * Every setting of the embedded server, read from the environment with Superset's names and
 * defaults. Numbers and booleans given as strings in the environment are parsed here; a value
 * that does not parse is a start-up error, never a silent default.
 */
export interface FeatureFlags {
  SQLLAB_BACKEND_PERSISTENCE: boolean;
  GLOBAL_ASYNC_QUERIES: boolean;
  ESTIMATE_QUERY_COST: boolean;
  ENABLE_TEMPLATE_PROCESSING: boolean;
  DASHBOARD_CROSS_FILTERS: boolean;
  DASHBOARD_RBAC: boolean;
  CONFIRM_DASHBOARD_DIFF: boolean;
  HORIZONTAL_FILTER_BAR: boolean;
  ESCAPE_MARKDOWN_HTML: boolean;
  SQLLAB_FORCE_RUN_ASYNC: boolean;
  [flag: string]: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Folder with the built SPA (index.html + assets). */
  distDir: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not set and the default is used (a warning is printed). */
  adminPasswordIsDefault: boolean;
  secretKey: string;
  /** Session lifetime in seconds (Superset: PERMANENT_SESSION_LIFETIME, 31 days). */
  sessionLifetimeSeconds: number;
  /** Set Secure on cookies (behind HTTPS). */
  cookieSecure: boolean;
  applicationRoot: string;
  featureFlags: FeatureFlags;
  DEFAULT_SQLLAB_LIMIT: number;
  SQL_MAX_ROW: number;
  DISPLAY_MAX_ROW: number;
  SQLLAB_DEFAULT_DBID: number | null;
  SQLLAB_TIMEOUT: number;
  SQLLAB_ASYNC_TIME_LIMIT_SEC: number;
  SQLLAB_QUERY_RESULT_TIMEOUT: number;
  SQLLAB_SAVE_WARNING_MESSAGE: string | null;
  RESULTS_BACKEND_EXPIRY_SECONDS: number;
  ASYNC_WORKERS: number;
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws';
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number;
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: string;
  CSV_STREAMING_ROW_THRESHOLD: number;
  SUPERSET_WEBSERVER_TIMEOUT: number;
  /** Chart data row limit when a query object asks for none (Superset: 50,000), capped by SQL_MAX_ROW. */
  ROW_LIMIT: number;
  /** Rows of a dataset's samples (Superset: 1,000). */
  SAMPLES_ROW_LIMIT: number;
  /** Chart data cache lifetime in seconds when neither chart, dataset nor database sets one. */
  CACHE_DEFAULT_TIMEOUT: number;
  /** Lifetime of explore form-data cache entries, in seconds (Superset: 7 days). */
  EXPLORE_FORM_DATA_CACHE_TIMEOUT: number;
  /** JSON schema + UI schema of the saved-query schedule form; null when scheduling is off. */
  SCHEDULED_QUERIES: Record<string, unknown> | null;
  DEFAULT_VIZ_TYPE: string;
  /** Throttle logins per client address and per username (Superset: AUTH_RATE_LIMITED, on). */
  AUTH_RATE_LIMITED: boolean;
  /** Login attempts allowed per client address (Superset: AUTH_RATE_LIMIT, "5 per second"). */
  AUTH_RATE_LIMIT: RateLimitRule[];
  /** Failed logins allowed per username before its further attempts wait ("5 per minute"). */
  AUTH_FAILED_LOGIN_LIMIT: RateLimitRule[];
  /** Log requests (off in tests). */
  logRequests: boolean;
  /**
   * SUPERSET_URL: a real Superset this server fronts (production proxy mode: the built app, the
   * API proxied, no embedded backend). Normalised without a trailing slash; null runs the embedded server.
   */
  supersetUrl: string | null;
  /**
   * SUPERSET_WEBSOCKET_URL: where `/ws` goes in proxy mode (Superset's separate websocket service
   * for global async queries); null sends it to SUPERSET_URL + `/ws`.
   */
  supersetWebsocketUrl: string | null;
}

export type Env = Record<string, string | undefined>;

const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  SQLLAB_BACKEND_PERSISTENCE: true,
  // Superset's default: off. On, chart data answers 202 and results arrive through /api/v1/async_event/.
  GLOBAL_ASYNC_QUERIES: false,
  ESTIMATE_QUERY_COST: true,
  ENABLE_TEMPLATE_PROCESSING: true,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_RBAC: false,
  CONFIRM_DASHBOARD_DIFF: false,
  HORIZONTAL_FILTER_BAR: true,
  ESCAPE_MARKDOWN_HTML: true,
  SQLLAB_FORCE_RUN_ASYNC: false,
};

function readInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function readRateLimit(env: Env, name: string, fallback: string): RateLimitRule[] {
  const raw = env[name];
  try {
    return parseRateLimit(raw === undefined || raw === '' ? fallback : raw);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

/** An absolute URL with one of `protocols`, without its trailing slash; null when unset. */
function readUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL such as http://127.0.0.1:8089, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(
      `${name} must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}, got "${raw}"`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must not carry a query, a fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** A JSON object from the environment, or null when unset. */
function readJsonObject(env: Env, name: string): Record<string, unknown> | null {
  const raw = env[name];
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON object`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${name} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

/** FEATURE_FLAGS='{"SQLLAB_BACKEND_PERSISTENCE": false}' overrides single flags. */
function readFeatureFlags(env: Env): FeatureFlags {
  const raw = env.FEATURE_FLAGS;
  if (!raw) return { ...DEFAULT_FEATURE_FLAGS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('FEATURE_FLAGS must be a JSON object of booleans');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('FEATURE_FLAGS must be a JSON object of booleans');
  }
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'boolean') throw new Error(`FEATURE_FLAGS.${name} must be a boolean`);
    flags[name] = value;
  }
  return flags;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const SQL_MAX_ROW = readInt(env, 'SQL_MAX_ROW', 100_000);
  const adminPasswordIsDefault = !env.ADMIN_PASSWORD;
  const transport = env.GLOBAL_ASYNC_QUERIES_TRANSPORT ?? 'polling';
  if (transport !== 'polling' && transport !== 'ws') {
    throw new Error('GLOBAL_ASYNC_QUERIES_TRANSPORT must be "polling" or "ws"');
  }
  const port = readInt(env, 'PORT', 8088);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.TESSERA_DATA_DIR ?? './.data'),
    distDir: path.resolve(env.TESSERA_DIST_DIR ?? './dist'),
    adminPassword: env.ADMIN_PASSWORD || 'admin',
    adminPasswordIsDefault,
    secretKey: env.SECRET_KEY ?? '',
    sessionLifetimeSeconds: readInt(env, 'PERMANENT_SESSION_LIFETIME', 31 * 24 * 3600),
    cookieSecure: readBool(env, 'SESSION_COOKIE_SECURE', false),
    applicationRoot: env.APPLICATION_ROOT ?? '/',
    featureFlags: readFeatureFlags(env),
    DEFAULT_SQLLAB_LIMIT: readInt(env, 'DEFAULT_SQLLAB_LIMIT', 1000),
    SQL_MAX_ROW,
    // Superset stops at 10,000; Tessera's grid shows every row it receives.
    DISPLAY_MAX_ROW: readInt(env, 'DISPLAY_MAX_ROW', SQL_MAX_ROW),
    SQLLAB_DEFAULT_DBID: env.SQLLAB_DEFAULT_DBID ? readInt(env, 'SQLLAB_DEFAULT_DBID', 0) : null,
    SQLLAB_TIMEOUT: readInt(env, 'SQLLAB_TIMEOUT', 30),
    SQLLAB_ASYNC_TIME_LIMIT_SEC: readInt(env, 'SQLLAB_ASYNC_TIME_LIMIT_SEC', 6 * 3600),
    SQLLAB_QUERY_RESULT_TIMEOUT: readInt(env, 'SQLLAB_QUERY_RESULT_TIMEOUT', 0),
    SQLLAB_SAVE_WARNING_MESSAGE: env.SQLLAB_SAVE_WARNING_MESSAGE ?? null,
    RESULTS_BACKEND_EXPIRY_SECONDS: readInt(env, 'RESULTS_BACKEND_EXPIRY_SECONDS', 24 * 3600),
    ASYNC_WORKERS: readInt(env, 'ASYNC_WORKERS', 4),
    GLOBAL_ASYNC_QUERIES_TRANSPORT: transport,
    GLOBAL_ASYNC_QUERIES_POLLING_DELAY: readInt(env, 'GLOBAL_ASYNC_QUERIES_POLLING_DELAY', 500),
    GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: env.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL ?? `ws://127.0.0.1:${port}/ws`,
    CSV_STREAMING_ROW_THRESHOLD: readInt(env, 'CSV_STREAMING_ROW_THRESHOLD', 100_000),
    SUPERSET_WEBSERVER_TIMEOUT: readInt(env, 'SUPERSET_WEBSERVER_TIMEOUT', 60),
    ROW_LIMIT: readInt(env, 'ROW_LIMIT', 50_000),
    SAMPLES_ROW_LIMIT: readInt(env, 'SAMPLES_ROW_LIMIT', 1000),
    CACHE_DEFAULT_TIMEOUT: readInt(env, 'CACHE_DEFAULT_TIMEOUT', 24 * 3600),
    EXPLORE_FORM_DATA_CACHE_TIMEOUT: readInt(env, 'EXPLORE_FORM_DATA_CACHE_TIMEOUT', 7 * 24 * 3600),
    SCHEDULED_QUERIES: readJsonObject(env, 'SCHEDULED_QUERIES'),
    DEFAULT_VIZ_TYPE: env.DEFAULT_VIZ_TYPE ?? 'table',
    AUTH_RATE_LIMITED: readBool(env, 'AUTH_RATE_LIMITED', true),
    AUTH_RATE_LIMIT: readRateLimit(env, 'AUTH_RATE_LIMIT', '5 per second'),
    AUTH_FAILED_LOGIN_LIMIT: readRateLimit(env, 'AUTH_FAILED_LOGIN_LIMIT', '5 per minute'),
    logRequests: readBool(env, 'TESSERA_LOG_REQUESTS', false),
    supersetUrl: readUrl(env, 'SUPERSET_URL', ['http:', 'https:']),
    supersetWebsocketUrl: readUrl(env, 'SUPERSET_WEBSOCKET_URL', ['ws:', 'wss:', 'http:', 'https:']),
  };
}
