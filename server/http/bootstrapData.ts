import type { AuthenticatedUser } from '../auth/types';
import { viewMenusWithPermission } from '../auth/permissions';
import type { FeatureFlags, ServerConfig } from '../config';

/**
 * Superset's page bootstrap payload (views/base.py common data + views/utils.py user data), the
 * JSON a page finds in `data-bootstrap` and `/api/v1/me/roles/` returns as its result.
 */
interface BootstrapUser {
  username?: string;
  firstName?: string;
  lastName?: string;
  userId?: number;
  isActive?: boolean;
  isAnonymous: boolean;
  createdOn?: string;
  email?: string;
  loginCount?: number | null;
  roles: Record<string, Array<[string, string]>>;
  permissions: { database_access?: string[]; datasource_access?: string[] };
}

interface BootstrapConf {
  DEFAULT_SQLLAB_LIMIT: number;
  SQL_MAX_ROW: number;
  DISPLAY_MAX_ROW: number;
  SQLLAB_DEFAULT_DBID: number | null;
  SQLLAB_SAVE_WARNING_MESSAGE: string | null;
  SQLLAB_QUERY_RESULT_TIMEOUT: number;
  SQL_VALIDATORS_BY_ENGINE: Record<string, string>;
  SCHEDULED_QUERIES: Record<string, unknown>;
  DEFAULT_VIZ_TYPE: string;
  DEFAULT_TIME_FILTER: string;
  ROW_LIMIT: number;
  SAMPLES_ROW_LIMIT: number;
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws';
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number;
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: string;
  CSV_STREAMING_ROW_THRESHOLD: number;
  SUPERSET_WEBSERVER_TIMEOUT: number;
  /** Flask-AppBuilder's AUTH_DB. */
  AUTH_TYPE: number;
}

interface BootstrapCommon {
  application_root: string;
  static_assets_prefix: string;
  locale: string;
  feature_flags: FeatureFlags;
  conf: BootstrapConf;
  menu_data: Record<string, unknown>;
  d3_format: Record<string, unknown>;
  theme: Record<string, unknown>;
}

interface BootstrapPayload {
  user: BootstrapUser;
  common: BootstrapCommon;
}

const AUTH_DB = 1;

/** Python's datetime.isoformat() for a naive UTC timestamp (no zone suffix). */
export function pythonIsoFormat(date: Date): string {
  return date.toISOString().replace('Z', '000');
}

export function bootstrapUser(user: AuthenticatedUser | null): BootstrapUser {
  if (!user) return { isAnonymous: true, roles: {}, permissions: {} };
  const roles: BootstrapUser['roles'] = {};
  for (const role of user.roles) {
    roles[role.name] = role.permissions.map(([permission, view]): [string, string] => [permission, view]);
  }
  return {
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    userId: user.id,
    isActive: user.active,
    isAnonymous: false,
    createdOn: pythonIsoFormat(user.created_on),
    email: user.email,
    loginCount: user.login_count,
    roles,
    permissions: dataPermissions(user),
  };
}

/** Superset's get_permissions: a key only for the kinds of data access the user holds some of. */
function dataPermissions(user: AuthenticatedUser): BootstrapUser['permissions'] {
  const permissions: BootstrapUser['permissions'] = {};
  for (const kind of ['database_access', 'datasource_access'] as const) {
    const views = viewMenusWithPermission(user, kind);
    if (views.length > 0) permissions[kind] = views;
  }
  return permissions;
}

function bootstrapCommon(config: ServerConfig): BootstrapCommon {
  return {
    application_root: config.applicationRoot,
    static_assets_prefix: '',
    locale: 'en',
    feature_flags: { ...config.featureFlags },
    conf: {
      DEFAULT_SQLLAB_LIMIT: config.DEFAULT_SQLLAB_LIMIT,
      SQL_MAX_ROW: config.SQL_MAX_ROW,
      DISPLAY_MAX_ROW: config.DISPLAY_MAX_ROW,
      SQLLAB_DEFAULT_DBID: config.SQLLAB_DEFAULT_DBID,
      SQLLAB_SAVE_WARNING_MESSAGE: config.SQLLAB_SAVE_WARNING_MESSAGE,
      SQLLAB_QUERY_RESULT_TIMEOUT: config.SQLLAB_QUERY_RESULT_TIMEOUT,
      SQL_VALIDATORS_BY_ENGINE: {},
      SCHEDULED_QUERIES: config.SCHEDULED_QUERIES ?? {},
      DEFAULT_VIZ_TYPE: config.DEFAULT_VIZ_TYPE,
      DEFAULT_TIME_FILTER: config.DEFAULT_TIME_FILTER,
      ROW_LIMIT: config.ROW_LIMIT,
      SAMPLES_ROW_LIMIT: config.SAMPLES_ROW_LIMIT,
      GLOBAL_ASYNC_QUERIES_TRANSPORT: config.GLOBAL_ASYNC_QUERIES_TRANSPORT,
      GLOBAL_ASYNC_QUERIES_POLLING_DELAY: config.GLOBAL_ASYNC_QUERIES_POLLING_DELAY,
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: config.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL,
      CSV_STREAMING_ROW_THRESHOLD: config.CSV_STREAMING_ROW_THRESHOLD,
      SUPERSET_WEBSERVER_TIMEOUT: config.SUPERSET_WEBSERVER_TIMEOUT,
      AUTH_TYPE: AUTH_DB,
    },
    menu_data: {},
    d3_format: {},
    theme: {},
  };
}

export function bootstrapPayload(config: ServerConfig, user: AuthenticatedUser | null): BootstrapPayload {
  return { user: bootstrapUser(user), common: bootstrapCommon(config) };
}
