/**
 * The app's areas in the order a user lands on them: after login, and on `/`, a user goes to the
 * first area their roles open (admins and SQL Lab users to SQL Lab, Gamma to the chart list).
 */
import { canReadCharts, canReadDashboards, canReadSavedQueries, canUseSqlLab } from '../../utils/permissionRules';
import type { UserWithRoles } from '../../utils/permissions';

interface AppArea {
  path: string;
  label: string;
  canUse: (user: UserWithRoles) => boolean;
}

const SQL_LAB_AREA: AppArea = { path: '/sqllab/', label: 'SQL Lab', canUse: canUseSqlLab };
const CHARTS_AREA: AppArea = { path: '/chart/list/', label: 'Charts', canUse: canReadCharts };
const SAVED_QUERIES_AREA: AppArea = {
  path: '/savedqueryview/list/',
  label: 'Saved queries',
  canUse: canReadSavedQueries,
};
const DASHBOARDS_AREA: AppArea = { path: '/dashboard/list/', label: 'Dashboards', canUse: canReadDashboards };

/** Where users land, first usable first (the dashboard list last: it has no content yet). */
const LANDING_AREAS: readonly AppArea[] = [SQL_LAB_AREA, CHARTS_AREA, SAVED_QUERIES_AREA, DASHBOARDS_AREA];

/** The first area the user may use; null when their roles open none. */
export function landingAreaFor(user: UserWithRoles): AppArea | null {
  return LANDING_AREAS.find((area) => area.canUse(user)) ?? null;
}
