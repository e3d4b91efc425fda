/**
 * Chart data through a dashboard (Superset's raise_for_access on a query context): a user without
 * access to a dataset may still query it for a dashboard when DASHBOARD_RBAC is on and the
 * dashboard has roles, the user may read that dashboard, and the query's form data names either
 * a chart on it built on that dataset (`slice_id`) or a native filter of it targeting the dataset
 * (`type: NATIVE_FILTER`, `native_filter_id`). `form_data.dashboardId` names the dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { DatasourceResolver, type ChartDatasource } from '../chart/chartAccess';
import { canReadDashboard } from '../dashboard/dashboardAccess';

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

function nativeFilterTargets(jsonMetadata: string | null, filterId: unknown, datasetId: number): boolean {
  if (!jsonMetadata || typeof filterId !== 'string') return false;
  try {
    const metadata = JSON.parse(jsonMetadata) as { native_filter_configuration?: unknown };
    const filters = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
    return filters.some((filter: { id?: unknown; targets?: unknown }) => {
      if (filter?.id !== filterId || !Array.isArray(filter.targets)) return false;
      return filter.targets.some((target: { datasetId?: unknown }) => target?.datasetId === datasetId);
    });
  } catch {
    return false;
  }
}

/** Whether the form data's dashboard grants the user this datasource. */
export async function dashboardGrantsDatasource(
  app: FastifyInstance,
  user: AuthenticatedUser,
  formData: Record<string, unknown> | undefined,
  datasource: ChartDatasource,
): Promise<boolean> {
  if (!formData || !app.config.featureFlags.DASHBOARD_RBAC) return false;
  const dashboardId = asId(formData.dashboardId);
  const dashboard = dashboardId === null ? null : await app.store.dashboards.findById(dashboardId);
  if (!dashboard || dashboard.role_ids.length === 0) return false;
  let onDashboard: boolean;
  if (formData.type === 'NATIVE_FILTER') {
    onDashboard = nativeFilterTargets(dashboard.json_metadata, formData.native_filter_id, datasource.id);
  } else {
    const sliceId = asId(formData.slice_id);
    const chart =
      sliceId !== null && dashboard.slice_ids.includes(sliceId) ? await app.store.charts.findById(sliceId) : null;
    onDashboard = chart !== null && chart.datasource_id === datasource.id && chart.datasource_type === datasource.type;
  }
  return onDashboard && canReadDashboard(app, user, dashboard, new DatasourceResolver(app));
}
