import { PERMISSION_CATALOG, type PermissionView } from './permissionCatalog';

/**
 * The built-in roles, derived from the permission catalog by the same kind of rules Superset's
 * security manager applies: Admin gets everything; Alpha everything but admin-only and SQL Lab-only
 * pairs; Gamma additionally loses alpha-only pairs and writes on read-only model views; sql_lab gets
 * the SQL Lab pairs plus a few it needs to work.
 */
export const ADMIN_ROLE = 'Admin';
export const BUILTIN_ROLE_NAMES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRoleName = (typeof BUILTIN_ROLE_NAMES)[number];

// The sets below mirror superset/security/manager.py (6.1); names of views this server does not
// have are kept so that the rules stay Superset's when such a view arrives.

/** Model views whose only non-admin permissions are the read-only ones. */
const READ_ONLY_MODEL_VIEWS = new Set(['Database', 'DynamicPlugin']);
/** Model views Gamma may only read. */
const GAMMA_READ_ONLY_MODEL_VIEWS = new Set(['CssTemplate', 'Dataset', 'Datasource', ...READ_ONLY_MODEL_VIEWS]);
const READ_ONLY_PERMISSIONS = new Set([
  'can_show',
  'can_list',
  'can_get',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'can_read',
  'can_get_drill_info',
]);

const USER_MODEL_VIEWS = [
  'RegisterUserModelView',
  'UserDBModelView',
  'UserLDAPModelView',
  'UserInfoEditView',
  'UserOAuthModelView',
  'UserOIDModelView',
  'UserRemoteUserModelView',
];
const ADMIN_ONLY_VIEW_MENUS = new Set([
  'Access Requests',
  'Action Logs',
  'Extensions',
  'Log',
  'List Users',
  'UsersListView',
  'List Roles',
  'List Groups',
  'ResetPasswordView',
  'RoleModelView',
  'UserGroupModelView',
  'Row Level Security',
  'Row Level Security Filters',
  'Security',
  'SQL Lab',
  'User Registrations',
  "User's Statistics",
  // Flask-AppBuilder's security API.
  'RoleRestAPI',
  'Group',
  'Role',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'User',
  ...USER_MODEL_VIEWS,
]);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'update_roles_users',
  'list_roles',
  'can_update_role',
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);

const ALPHA_ONLY_VIEW_MENUS = new Set([
  'Alerts & Report',
  'Annotation Layers',
  'Annotation',
  'CSS Templates',
  'ColumnarToDatabaseView',
  'ExcelToDatabaseView',
  'Import dashboards',
  'ImportExportRestApi',
  'Manage',
  'Queries',
  'ReportSchedule',
]);
const ALPHA_ONLY_PERMISSIONS = new Set(['muldelete', 'all_database_access', 'all_datasource_access']);
/** Pairs Alpha gets although their view is otherwise admin-only. */
const ALPHA_ONLY_PAIRS = new Set(['can_upload|Database']);

/** Granted to every role, whatever else applies. */
const ACCESSIBLE_PERMISSIONS = new Set(['can_userinfo', 'resetmypassword', 'can_recent_activity']);

const SQLLAB_ONLY_PAIRS = new Set(
  [
    ['can_read', 'SavedQuery'],
    ['can_write', 'SavedQuery'],
    ['can_export', 'SavedQuery'],
    ['can_read', 'Query'],
    ['can_export_csv', 'Query'],
    ['can_read', 'SQLLab'],
    ['can_execute_sql_query', 'SQLLab'],
    ['can_get_results', 'SQLLab'],
    ['can_estimate_query_cost', 'SQLLab'],
    ['can_export_csv', 'SQLLab'],
    ['can_format_sql', 'SQLLab'],
    ['can_sqllab', 'Superset'],
    ['can_sqllab_history', 'Superset'],
    ['can_test_conn', 'Superset'],
    ['can_activate', 'TabStateView'],
    ['can_get', 'TabStateView'],
    ['can_post', 'TabStateView'],
    ['can_put', 'TabStateView'],
    ['can_delete', 'TabStateView'],
    ['can_delete_query', 'TabStateView'],
    ['can_migrate_query', 'TabStateView'],
    ['can_post', 'TableSchemaView'],
    ['can_delete', 'TableSchemaView'],
    ['can_expanded', 'TableSchemaView'],
    ['can_read', 'SqlLabPermalinkRestApi'],
    ['can_write', 'SqlLabPermalinkRestApi'],
    ['menu_access', 'SQL Lab'],
    ['menu_access', 'SQL Editor'],
    ['menu_access', 'Saved Queries'],
    ['menu_access', 'Query Search'],
  ].map(([permission, view]) => `${permission}|${view}`),
);
/** What sql_lab gets besides its own pairs: the database list, and CSV export. */
const SQLLAB_EXTRA_PAIRS = new Set(['can_csv|Superset', 'can_read|Superset', 'can_read|Database']);

function key([permission, view]: PermissionView): string {
  return `${permission}|${view}`;
}

function isAdminOnly(pair: PermissionView): boolean {
  const [permission, view] = pair;
  if (ALPHA_ONLY_PAIRS.has(key(pair))) return false;
  if (READ_ONLY_MODEL_VIEWS.has(view) && !READ_ONLY_PERMISSIONS.has(permission)) return true;
  return ADMIN_ONLY_VIEW_MENUS.has(view) || ADMIN_ONLY_PERMISSIONS.has(permission);
}

function isAlphaOnly(pair: PermissionView): boolean {
  const [permission, view] = pair;
  if (GAMMA_READ_ONLY_MODEL_VIEWS.has(view) && !READ_ONLY_PERMISSIONS.has(permission)) return true;
  if (ALPHA_ONLY_PAIRS.has(key(pair))) return true;
  return ALPHA_ONLY_VIEW_MENUS.has(view) || ALPHA_ONLY_PERMISSIONS.has(permission);
}

function isSqlLabOnly(pair: PermissionView): boolean {
  return SQLLAB_ONLY_PAIRS.has(key(pair));
}

function isAccessibleToAll(pair: PermissionView): boolean {
  return ACCESSIBLE_PERMISSIONS.has(pair[0]);
}

const ROLE_RULES: Record<BuiltinRoleName, (pair: PermissionView) => boolean> = {
  Admin: () => true,
  Alpha: (pair) => !(isAdminOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  Gamma: (pair) => !(isAdminOnly(pair) || isAlphaOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  sql_lab: (pair) => isSqlLabOnly(pair) || SQLLAB_EXTRA_PAIRS.has(key(pair)),
  Public: () => false,
};

/** The (permission, view) pairs of one built-in role. */
export function builtinRolePermissions(role: BuiltinRoleName): PermissionView[] {
  return PERMISSION_CATALOG.filter(ROLE_RULES[role]);
}

/** Superset treats a role named like AUTH_ROLE_ADMIN, in any letter case, as all-powerful. */
export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === ADMIN_ROLE.toLowerCase();
}
