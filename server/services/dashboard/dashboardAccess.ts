/**
 * Who may see, list and change a dashboard, as Superset's security manager decides:
 * - read (raise_for_access): admins and owners always; with DASHBOARD_RBAC and roles on the
 *   dashboard, published and one of the user's roles among them; otherwise a draft, a dashboard
 *   without datasets, or one with at least one dataset the user may access;
 * - list (DashboardAccessFilter): everything for admins; otherwise owned, published with a chart
 *   on an accessible dataset (without roles when DASHBOARD_RBAC is on), or published with one of
 *   the user's roles (DASHBOARD_RBAC);
 * - change: admins and owners (dashboard roles never grant editing).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, notFound } from '../../errors';
import type { DashboardRecord } from '../../store/dashboards';
import {
  isDatasourceListed,
  isOwnerOrAdmin,
  type ChartDatasource,
  type DatasourceResolver,
} from '../chart/chartAccess';

/** The datasets the dashboard's charts are built on (each once). */
export async function dashboardDatasources(
  app: FastifyInstance,
  dashboard: DashboardRecord,
  resolver: DatasourceResolver,
): Promise<ChartDatasource[]> {
  const found = new Map<number, ChartDatasource>();
  for (const chart of await app.store.charts.findByIds(dashboard.slice_ids)) {
    const datasource = await resolver.resolve(chart.datasource_id, chart.datasource_type);
    if (datasource) found.set(datasource.id, datasource);
  }
  return [...found.values()];
}

/** Whether one of the user's roles is among the dashboard's (roles are unique by name). */
async function holdsDashboardRole(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dashboard: DashboardRecord,
): Promise<boolean> {
  if (dashboard.role_ids.length === 0) return false;
  const names = new Set(
    (await app.store.roles.listRoleRefs()).filter((role) => dashboard.role_ids.includes(role.id)).map((r) => r.name),
  );
  return user.roles.some((role) => names.has(role.name));
}

function rbacOn(app: FastifyInstance): boolean {
  return app.config.featureFlags.DASHBOARD_RBAC;
}

/** Superset's raise_for_access(dashboard=…) as a yes/no. */
export async function canReadDashboard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dashboard: DashboardRecord,
  resolver: DatasourceResolver,
): Promise<boolean> {
  if (isOwnerOrAdmin(user, dashboard.owner_ids)) return true;
  if (rbacOn(app) && dashboard.role_ids.length > 0)
    return dashboard.published && (await holdsDashboardRole(app, user, dashboard));
  if (!dashboard.published) return true;
  const datasources = await dashboardDatasources(app, dashboard, resolver);
  return datasources.length === 0 || datasources.some((datasource) => isDatasourceListed(user, datasource));
}

/** Superset's DashboardAccessFilter for one dashboard. */
export async function canListDashboard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dashboard: DashboardRecord,
  resolver: DatasourceResolver,
): Promise<boolean> {
  if (isOwnerOrAdmin(user, dashboard.owner_ids)) return true;
  if (!dashboard.published) return false;
  if (rbacOn(app) && (await holdsDashboardRole(app, user, dashboard))) return true;
  if (rbacOn(app) && dashboard.role_ids.length > 0) return false;
  const datasources = await dashboardDatasources(app, dashboard, resolver);
  return datasources.some((datasource) => isDatasourceListed(user, datasource));
}

export function canEditDashboard(user: AuthenticatedUser, dashboard: DashboardRecord): boolean {
  return isOwnerOrAdmin(user, dashboard.owner_ids);
}

/** DashboardDAO.get_by_id_or_slug: 404 when there is none, 403 when the user may not read it. */
export async function readableDashboard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  idOrSlug: string,
  resolver: DatasourceResolver,
): Promise<DashboardRecord> {
  const dashboard = await app.store.dashboards.findByIdOrSlug(idOrSlug);
  if (!dashboard) throw notFound();
  if (!(await canReadDashboard(app, user, dashboard, resolver))) throw forbidden();
  return dashboard;
}

/** The dashboards among `ids` the list filter lets the user reach (DashboardDAO.find_by_ids with its base filter). */
export async function listedDashboards(
  app: FastifyInstance,
  user: AuthenticatedUser,
  ids: readonly number[],
  resolver: DatasourceResolver,
): Promise<DashboardRecord[]> {
  const listed: DashboardRecord[] = [];
  for (const dashboard of await app.store.dashboards.findByIds(ids))
    if (await canListDashboard(app, user, dashboard, resolver)) listed.push(dashboard);
  return listed;
}

/** One dashboard by id through the list filter (404 when missing or filtered out). */
export async function listedDashboard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  id: number,
  resolver: DatasourceResolver,
): Promise<DashboardRecord> {
  const [dashboard] = await listedDashboards(app, user, [id], resolver);
  if (!dashboard) throw notFound();
  return dashboard;
}
