import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseRateLimit, type RateLimitRule } from './auth/loginThrottleRate';
import { NO_TIME_RANGE } from '../common/timeRange';

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
  ALERT_REPORTS: boolean;
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
  /** How long an async execute waits for a quick run to end, to answer with it ended (0: never waits). */
  SQLLAB_ASYNC_REPLY_WAIT_MS: number;
  SQLLAB_QUERY_RESULT_TIMEOUT: number;
  SQLLAB_SAVE_WARNING_MESSAGE: string | null;
  RESULTS_BACKEND_EXPIRY_SECONDS: number;
  ASYNC_WORKERS: number;
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws';
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number;
  /** Empty: the page's own host and scheme (`ws(s)://<host>/ws`), filled in per request. */
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
  /** The time range a new chart starts with (Superset's DEFAULT_TIME_FILTER, default 'No filter'). */
  DEFAULT_TIME_FILTER: string;
  /** Usage events older than this many days are deleted (on start, then daily); 0 keeps them all. */
  LOG_RETENTION_DAYS: number;
  /**
   * Superset's GUEST_TOKEN_JWT_SECRET: the HS256 key of embedded guests' tokens (`guest_token` on
   * `/superset/log/`). Null (the default, as EMBEDDED_SUPERSET off) honours no guest token.
   */
  GUEST_TOKEN_JWT_SECRET: string | null;
  /** The `aud` a guest token must carry; null checks none. */
  GUEST_TOKEN_JWT_AUDIENCE: string | null;
  /** Shortest allowed time between two runs of an alert's crontab, in seconds (0: no minimum). */
  ALERT_MINIMUM_INTERVAL: number;
  /** The same for reports (Superset's REPORT_MINIMUM_INTERVAL). */
  REPORT_MINIMUM_INTERVAL: number;
  /** Bounds of a report's custom screenshot width, in pixels. */
  ALERT_REPORTS_MIN_CUSTOM_SCREENSHOT_WIDTH: number;
  ALERT_REPORTS_MAX_CUSTOM_SCREENSHOT_WIDTH: number;
  /** Throttle logins per client address and per username (Superset: AUTH_RATE_LIMITED, on). */
  AUTH_RATE_LIMITED: boolean;
  /** Run due reports and alerts on a timer (tests tick the scheduler by hand instead). */
  REPORT_SCHEDULER_ENABLED: boolean;
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
  /** Reports: the SMTP server mail goes through; null writes each message to `<dataDir>/outbox/` as a .eml file. */
  SMTP_HOST: string | null;
  SMTP_PORT: number;
  SMTP_USER: string | null;
  SMTP_PASSWORD: string | null;
  SMTP_MAIL_FROM: string;
  SMTP_STARTTLS: boolean;
  SMTP_SSL: boolean;
  /** Check the SMTP server's certificate (Superset: off). */
  SMTP_SSL_SERVER_AUTH: boolean;
  /** Prefix of every report and alert email's subject. */
  EMAIL_REPORTS_SUBJECT_PREFIX: string;
  /** Text of the link to the chart or dashboard in report emails. */
  EMAIL_REPORTS_CTA: string;
  /** The Chromium that takes report screenshots; null when none was found. */
  REPORT_CHROMIUM_PATH: string | null;
  /** Where the screenshot browser opens the app; null: http://127.0.0.1:<port>. */
  WEBDRIVER_BASEURL: string | null;
  /** The app's address in report links; null: WEBDRIVER_BASEURL. */
  WEBDRIVER_BASEURL_USER_FRIENDLY: string | null;
  /** Seconds a report screenshot waits for the page and its charts. */
  SCREENSHOT_LOAD_WAIT: number;
  /** Seconds a report screenshot waits after the charts drew, for their animations. */
  SCREENSHOT_SELENIUM_ANIMATION_WAIT: number;
}

export type Env = Record<string, string | undefined>;

/** Debian's Chromium package: report screenshots use it when no other is named. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
  // Superset's default: off. The embedded server ships with reports and alerts on.
  ALERT_REPORTS: true,
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
    SQLLAB_ASYNC_REPLY_WAIT_MS: readInt(env, 'SQLLAB_ASYNC_REPLY_WAIT_MS', 1000),
    SQLLAB_QUERY_RESULT_TIMEOUT: readInt(env, 'SQLLAB_QUERY_RESULT_TIMEOUT', 0),
    SQLLAB_SAVE_WARNING_MESSAGE: env.SQLLAB_SAVE_WARNING_MESSAGE ?? null,
    RESULTS_BACKEND_EXPIRY_SECONDS: readInt(env, 'RESULTS_BACKEND_EXPIRY_SECONDS', 24 * 3600),
    ASYNC_WORKERS: readInt(env, 'ASYNC_WORKERS', 4),
    GLOBAL_ASYNC_QUERIES_TRANSPORT: transport,
    GLOBAL_ASYNC_QUERIES_POLLING_DELAY: readInt(env, 'GLOBAL_ASYNC_QUERIES_POLLING_DELAY', 500),
    GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: env.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL ?? '',
    CSV_STREAMING_ROW_THRESHOLD: readInt(env, 'CSV_STREAMING_ROW_THRESHOLD', 100_000),
    SUPERSET_WEBSERVER_TIMEOUT: readInt(env, 'SUPERSET_WEBSERVER_TIMEOUT', 60),
    ROW_LIMIT: readInt(env, 'ROW_LIMIT', 50_000),
    SAMPLES_ROW_LIMIT: readInt(env, 'SAMPLES_ROW_LIMIT', 1000),
    CACHE_DEFAULT_TIMEOUT: readInt(env, 'CACHE_DEFAULT_TIMEOUT', 24 * 3600),
    EXPLORE_FORM_DATA_CACHE_TIMEOUT: readInt(env, 'EXPLORE_FORM_DATA_CACHE_TIMEOUT', 7 * 24 * 3600),
    SCHEDULED_QUERIES: readJsonObject(env, 'SCHEDULED_QUERIES'),
    DEFAULT_VIZ_TYPE: env.DEFAULT_VIZ_TYPE ?? 'table',
    DEFAULT_TIME_FILTER: env.DEFAULT_TIME_FILTER?.trim() || NO_TIME_RANGE,
    LOG_RETENTION_DAYS: readInt(env, 'LOG_RETENTION_DAYS', 90),
    GUEST_TOKEN_JWT_SECRET: env.GUEST_TOKEN_JWT_SECRET || null,
    GUEST_TOKEN_JWT_AUDIENCE: env.GUEST_TOKEN_JWT_AUDIENCE || null,
    ALERT_MINIMUM_INTERVAL: readInt(env, 'ALERT_MINIMUM_INTERVAL', 0),
    REPORT_MINIMUM_INTERVAL: readInt(env, 'REPORT_MINIMUM_INTERVAL', 0),
    ALERT_REPORTS_MIN_CUSTOM_SCREENSHOT_WIDTH: 600,
    ALERT_REPORTS_MAX_CUSTOM_SCREENSHOT_WIDTH: 2400,
    AUTH_RATE_LIMITED: readBool(env, 'AUTH_RATE_LIMITED', true),
    REPORT_SCHEDULER_ENABLED: readBool(env, 'REPORT_SCHEDULER_ENABLED', true),
    AUTH_RATE_LIMIT: readRateLimit(env, 'AUTH_RATE_LIMIT', '5 per second'),
    AUTH_FAILED_LOGIN_LIMIT: readRateLimit(env, 'AUTH_FAILED_LOGIN_LIMIT', '5 per minute'),
    logRequests: readBool(env, 'TESSERA_LOG_REQUESTS', false),
    supersetUrl: readUrl(env, 'SUPERSET_URL', ['http:', 'https:']),
    supersetWebsocketUrl: readUrl(env, 'SUPERSET_WEBSOCKET_URL', ['ws:', 'wss:', 'http:', 'https:']),
    SMTP_HOST: env.SMTP_HOST || null,
    SMTP_PORT: readInt(env, 'SMTP_PORT', 25),
    SMTP_USER: env.SMTP_USER || null,
    SMTP_PASSWORD: env.SMTP_PASSWORD || null,
    SMTP_MAIL_FROM: env.SMTP_MAIL_FROM || 'superset@superset.com',
    SMTP_STARTTLS: readBool(env, 'SMTP_STARTTLS', true),
    SMTP_SSL: readBool(env, 'SMTP_SSL', false),
    SMTP_SSL_SERVER_AUTH: readBool(env, 'SMTP_SSL_SERVER_AUTH', false),
    EMAIL_REPORTS_SUBJECT_PREFIX: env.EMAIL_REPORTS_SUBJECT_PREFIX ?? '[Report] ',
    EMAIL_REPORTS_CTA: env.EMAIL_REPORTS_CTA ?? 'Explore in Superset',
    REPORT_CHROMIUM_PATH:
      env.REPORT_CHROMIUM_PATH || env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null),
    WEBDRIVER_BASEURL: readUrl(env, 'WEBDRIVER_BASEURL', ['http:', 'https:']),
    WEBDRIVER_BASEURL_USER_FRIENDLY: readUrl(env, 'WEBDRIVER_BASEURL_USER_FRIENDLY', ['http:', 'https:']),
    SCREENSHOT_LOAD_WAIT: readInt(env, 'SCREENSHOT_LOAD_WAIT', 60),
    SCREENSHOT_SELENIUM_ANIMATION_WAIT: readInt(env, 'SCREENSHOT_SELENIUM_ANIMATION_WAIT', 5),
  };
}
