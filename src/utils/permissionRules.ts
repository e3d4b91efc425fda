/**
 * What a user may do, area by area, from the role pairs the server enforces (Superset 6.1's view
 * and API permissions; reference charts-dashboards §7, sql-lab §0.3). Admins pass every rule
 * (userHasPermission). The app hides what a rule refuses; the server still has the last word.
 */
import { userHasPermission, type UserWithRoles } from './permissions';

type User = UserWithRoles | null | undefined;

/** SQL Lab's pages: `can_read` on SQLLab (servers before the SQLLab view: `can_sqllab` on Superset). */
export function canUseSqlLab(user: User): boolean {
  return userHasPermission(user, 'can_read', 'SQLLab') || userHasPermission(user, 'can_sqllab', 'Superset');
}

/** The SQL Lab menu entry: its pages, and their `menu_access` pair. */
export function canSeeSqlLabMenu(user: User): boolean {
  return canUseSqlLab(user) && userHasPermission(user, 'menu_access', 'SQL Lab');
}

/** 'Download to CSV' and 'Copy to clipboard' under a SQL Lab result. */
export function canExportSqlLabResults(user: User): boolean {
  return userHasPermission(user, 'can_export_csv', 'SQLLab');
}

/** The saved query list, and opening a saved query. */
export function canReadSavedQueries(user: User): boolean {
  return userHasPermission(user, 'can_read', 'SavedQuery');
}

/** The Saved queries menu entry: the list, and its `menu_access` pair. */
export function canSeeSavedQueriesMenu(user: User): boolean {
  return canReadSavedQueries(user) && userHasPermission(user, 'menu_access', 'Saved Queries');
}

/** Saving, updating, scheduling and deleting saved queries. */
export function canWriteSavedQueries(user: User): boolean {
  return userHasPermission(user, 'can_write', 'SavedQuery');
}

/** SQL Lab's 'Copy link': a SQL Lab permalink. */
export function canShareSqlLabQuery(user: User): boolean {
  return userHasPermission(user, 'can_write', 'SqlLabPermalinkRestApi');
}

/** Creating or overwriting a dataset (SQL Lab's 'Save dataset', a CTAS result's 'Explore'). */
export function canWriteDatasets(user: User): boolean {
  return userHasPermission(user, 'can_write', 'Dataset');
}

/** Listing and searching datasets (Explore's 'Change dataset' picker). */
export function canReadDatasets(user: User): boolean {
  return userHasPermission(user, 'can_read', 'Dataset');
}

/** The chart list, chart favourites. */
export function canReadCharts(user: User): boolean {
  return userHasPermission(user, 'can_read', 'Chart');
}

/** The Charts menu entry. */
export function canSeeChartsMenu(user: User): boolean {
  return canReadCharts(user) && userHasPermission(user, 'menu_access', 'Charts');
}

/** Creating charts ('Save as…'); overwriting and deleting also need ownership. */
export function canWriteCharts(user: User): boolean {
  return userHasPermission(user, 'can_write', 'Chart');
}

/** Explore's pages. */
export function canOpenExplore(user: User): boolean {
  return userHasPermission(user, 'can_read', 'Explore');
}

/** Explore's 'Download' (CSV and image): spec charts §6, can_download from can_csv on Superset. */
export function canDownloadChartData(user: User): boolean {
  return userHasPermission(user, 'can_csv', 'Superset');
}

/** Explore's 'Copy permalink to clipboard': sharing charts, and writing explore permalinks. */
export function canShareChart(user: User): boolean {
  return (
    userHasPermission(user, 'can_share_chart', 'Superset') &&
    userHasPermission(user, 'can_write', 'ExplorePermalinkRestApi')
  );
}

/** The dashboard list and dashboard pages. */
export function canReadDashboards(user: User): boolean {
  return userHasPermission(user, 'can_read', 'Dashboard');
}

/** The Dashboards menu entry. */
export function canSeeDashboardsMenu(user: User): boolean {
  return canReadDashboards(user) && userHasPermission(user, 'menu_access', 'Dashboards');
}
