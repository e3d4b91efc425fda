/**
 * Every (permission, view menu) pair the embedded server knows, with Superset's names: only pairs
 * Superset 6.1 has too (its `superset init` roles are what the built-in roles must match). The
 * built-in roles are derived from this list by the rules in builtinRoles.ts.
 */
export type PermissionView = readonly [permission: string, viewMenu: string];

const PERMISSIONS_BY_VIEW: Record<string, readonly string[]> = {
  Chart: ['can_read', 'can_write', 'can_export'],
  Dashboard: ['can_read', 'can_write', 'can_export', 'can_get_embedded', 'can_set_embedded'],
  Dataset: ['can_read', 'can_write', 'can_export', 'can_get_or_create_dataset', 'can_duplicate'],
  Database: ['can_read', 'can_write', 'can_export', 'can_upload'],
  Datasource: [
    'can_get',
    'can_external_metadata',
    'can_external_metadata_by_name',
    'can_save',
    'can_get_column_values',
    'can_samples',
  ],
  SavedQuery: ['can_read', 'can_write', 'can_export'],
  Query: ['can_read'],
  ReportSchedule: ['can_read', 'can_write'],
  Log: ['can_read', 'can_write'],
  Annotation: ['can_read', 'can_write'],
  CssTemplate: ['can_read', 'can_write'],
  Explore: ['can_read'],
  ExploreFormDataRestApi: ['can_read', 'can_write'],
  ExplorePermalinkRestApi: ['can_read', 'can_write'],
  DashboardFilterStateRestApi: ['can_read', 'can_write'],
  DashboardPermalinkRestApi: ['can_read', 'can_write'],
  SqlLabPermalinkRestApi: ['can_read', 'can_write'],
  SQLLab: [
    'can_read',
    'can_execute_sql_query',
    'can_get_results',
    'can_estimate_query_cost',
    'can_export_csv',
    'can_format_sql',
  ],
  Superset: [
    'can_csv',
    'can_share_dashboard',
    'can_share_chart',
    'can_explore',
    'can_explore_json',
    'can_sqllab',
    'can_sqllab_history',
    'can_dashboard',
    'can_dashboard_permalink',
    'can_slice',
    'can_log',
    'can_fetch_datasource_metadata',
    'can_warm_up_cache',
  ],
  TabStateView: [
    'can_post',
    'can_get',
    'can_put',
    'can_delete',
    'can_activate',
    'can_migrate_query',
    'can_delete_query',
  ],
  TableSchemaView: ['can_post', 'can_delete', 'can_expanded'],
  AsyncEventsRestApi: ['can_list'],
  CurrentUserRestApi: ['can_read'],
  Api: ['can_query', 'can_query_form_data', 'can_time_range'],
  Tag: ['can_read', 'can_write'],
  'Row Level Security': ['can_read', 'can_write'],
  // Flask-AppBuilder's security API names a permission after each method (no read/write merging).
  Role: [
    'can_get',
    'can_info',
    'can_post',
    'can_put',
    'can_delete',
    'can_list_role_permissions',
    'can_add_role_permissions',
    'can_update_role_users',
    'can_update_role_groups',
  ],
  RoleRestAPI: ['can_list_roles'],
  User: ['can_get', 'can_info', 'can_post', 'can_put', 'can_delete'],
  Group: ['can_get', 'can_info', 'can_post', 'can_put', 'can_delete'],
  Permission: ['can_get', 'can_info'],
  ViewMenu: ['can_get', 'can_info', 'can_post', 'can_put', 'can_delete'],
  PermissionViewMenu: ['can_get', 'can_info', 'can_post', 'can_put', 'can_delete'],
  SecurityRestApi: ['can_grant_guest_token'],
  all_database_access: ['all_database_access'],
  all_datasource_access: ['all_datasource_access'],
  all_query_access: ['all_query_access'],
};

const MENU_ACCESS = [
  'Home',
  'Dashboards',
  'Charts',
  'Datasets',
  'Databases',
  'Data',
  'SQL Lab',
  'SQL Editor',
  'Saved Queries',
  'Query Search',
  'Manage',
  'Alerts & Report',
  'Annotation Layers',
  'CSS Templates',
  'Security',
  'List Users',
  'List Roles',
  'Row Level Security',
];

export const PERMISSION_CATALOG: readonly PermissionView[] = [
  ...Object.entries(PERMISSIONS_BY_VIEW).flatMap(([view, permissions]) =>
    permissions.map((permission): PermissionView => [permission, view]),
  ),
  ...MENU_ACCESS.map((menu): PermissionView => ['menu_access', menu]),
];

/** The data-access permissions granted per object (database, schema, dataset), never by a built-in role. */
export const OBJECT_PERMISSIONS = new Set(['database_access', 'catalog_access', 'schema_access', 'datasource_access']);

/** Superset's view-menu name for access to one database: `[name].(id:N)`. */
export function databasePermissionView(databaseName: string, databaseId: number): string {
  return `[${databaseName}].(id:${databaseId})`;
}
