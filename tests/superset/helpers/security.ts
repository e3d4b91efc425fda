/** Reading users, roles and permissions from either backend, by name (ids differ). */
import { loadConfig } from '../../../server/config';
import type { Side } from '../harness/differentialRun';

export const BUILT_IN_ROLES = ['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab'];

/** The (permission, view) pairs the SPA looks for in the user's roles (src/utils/permissions.ts callers). */
export const SPA_CHECKED_PERMISSIONS: ReadonlyArray<[string, string]> = [
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'Saved Queries'],
  ['can_write', 'Chart'],
  ['can_write', 'Dashboard'],
  ['can_csv', 'Superset'],
  ['can_export_csv', 'SQLLab'],
];

/** The `common.conf` keys the SPA reads (src/constants.ts DEFAULT_COMMON_CONF and its other `conf.` reads). */
const SPA_READ_CONF_KEYS = [
  'DEFAULT_SQLLAB_LIMIT',
  'SQL_MAX_ROW',
  'DISPLAY_MAX_ROW',
  'SQLLAB_DEFAULT_DBID',
  'SQLLAB_SAVE_WARNING_MESSAGE',
  'SQLLAB_SCHEDULE_WARNING_MESSAGE',
  'SQLLAB_QUERY_RESULT_TIMEOUT',
  'GLOBAL_ASYNC_QUERIES_TRANSPORT',
  'GLOBAL_ASYNC_QUERIES_POLLING_DELAY',
  'GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL',
  'CSV_STREAMING_ROW_THRESHOLD',
  'SUPERSET_WEBSERVER_TIMEOUT',
  'DEFAULT_VIZ_TYPE',
  'SCHEDULED_QUERIES',
];

function pick(object: unknown, keys: readonly string[]): Record<string, unknown> {
  const source = (object ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(source, key)).map((key) => [key, source[key]]));
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What the SPA reads from a page's `data-bootstrap`: the user, the root, the flags it knows, its conf keys. */
export function pageBootstrap(html: string): unknown {
  const raw = /data-bootstrap="([^"]*)"/.exec(html)?.[1];
  if (raw === undefined) return { '(no data-bootstrap)': html.slice(0, 300) };
  const payload = JSON.parse(unescapeHtml(raw)) as { user?: Record<string, unknown>; common?: Record<string, unknown> };
  const flags = Object.keys(loadConfig({}).featureFlags);
  const common = payload.common ?? {};
  const { roles: _roles, ...user } = payload.user ?? {};
  return {
    user: { ...user, roles: Object.keys((payload.user?.roles ?? {}) as object).sort() },
    common: {
      ...pick(common, ['application_root', 'static_assets_prefix', 'locale']),
      feature_flags: pick(common.feature_flags, flags),
      conf: pick(common.conf, SPA_READ_CONF_KEYS),
    },
  };
}

interface Page<Item> {
  count: number;
  result: Item[];
}

async function allPages<Item>(side: Side, endpoint: string): Promise<Item[]> {
  const rows: Item[] = [];
  for (let page = 0; ; page += 1) {
    const reply = await side.send({ method: 'GET', endpoint, rison: { page, page_size: 100 } });
    if (reply.status !== 200) throw new Error(`${side.name} ${endpoint}: ${reply.status} ${reply.text.slice(0, 300)}`);
    const { count, result } = reply.json as Page<Item>;
    rows.push(...result);
    if (result.length === 0 || rows.length >= count) return rows;
  }
}

/** Every permission/view pair by id, as `permission on view` (the admin roles page's read). */
export async function permissionNames(side: Side): Promise<Map<number, string>> {
  const pairs = await allPages<{ id: number; permission: { name: string }; view_menu: { name: string } }>(
    side,
    '/api/v1/security/permissions-resources/',
  );
  return new Map(pairs.map((pair) => [pair.id, `${pair.permission.name} on ${pair.view_menu.name}`]));
}

/** Each role's pairs by name, from the roles search the roles page reads. */
export async function rolePermissionNames(side: Side, names: Map<number, string>): Promise<Map<string, Set<string>>> {
  const roles = await allPages<{ name: string; permission_ids: number[] }>(side, '/api/v1/security/roles/search/');
  return new Map(roles.map((role) => [role.name, new Set(role.permission_ids.map((id) => names.get(id) ?? `#${id}`))]));
}
