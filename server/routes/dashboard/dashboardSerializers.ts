/**
 * Dashboards as DashboardRestApi shows them: the single dashboard (DashboardGetResponseSchema),
 * its charts (ChartEntityResponseSchema) and its datasets (DashboardDatasetSchema).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { ChartRecord, UserSummary } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import { isDatasourceListed, type DatasourceResolver } from '../../services/chart/chartAccess';
import { chartFormData } from '../../services/chart/chartFormData';
import { chartSliceUrl, descriptionMarkeddown, fullName, isoformat } from '../../services/chart/chartPresentation';
import { dashboardDatasources } from '../../services/dashboard/dashboardAccess';
import { dashboardDatasetPayload } from '../../services/dashboard/dashboardDatasets';
import { datasourcePayload } from '../../services/datasource/datasourcePayload';
import { humanizeDelta } from '../../http/humanize';
import { dashboardThumbnailUrl, dashboardUrl } from './dashboardList';

type Person = { id: number; first_name: string; last_name: string };

function person(users: Map<number, UserSummary>, id: number | null): Person | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

/** GET /api/v1/dashboard/{id_or_slug}'s result. */
export async function dashboardShowItem(
  app: FastifyInstance,
  dashboard: DashboardRecord,
): Promise<Record<string, unknown>> {
  const users = await app.store.dashboards.userSummaries(
    [...dashboard.owner_ids, dashboard.created_by_fk, dashboard.changed_by_fk].filter(
      (id): id is number => id !== null,
    ),
  );
  const roles = (await app.store.roles.listRoleRefs()).filter((role) => dashboard.role_ids.includes(role.id));
  const charts = await app.store.charts.findByIds(dashboard.slice_ids);
  const changedBy = dashboard.changed_by_fk === null ? undefined : users.get(dashboard.changed_by_fk);
  const now = new Date();
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    dashboard_title: dashboard.dashboard_title,
    thumbnail_url: dashboardThumbnailUrl(dashboard),
    published: dashboard.published,
    css: dashboard.css,
    json_metadata: dashboard.json_metadata,
    position_json: dashboard.position_json,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    changed_on: isoformat(dashboard.changed_on),
    changed_on_delta_humanized: humanizeDelta(dashboard.changed_on, now),
    created_on_delta_humanized: humanizeDelta(dashboard.created_on, now),
    changed_by_name: changedBy ? fullName(changedBy) : '',
    changed_by: person(users, dashboard.changed_by_fk),
    created_by: person(users, dashboard.created_by_fk),
    // Superset 6.1's dashboard themes; there are none here.
    theme: null,
    charts: charts.map((chart) => chart.slice_name),
    owners: dashboard.owner_ids.flatMap((id) => person(users, id) ?? []),
    roles,
    tags: [],
    is_managed_externally: dashboard.is_managed_externally,
  };
}

/** One item of GET /api/v1/dashboard/{id_or_slug}/charts. */
export function dashboardChartItem(chart: ChartRecord): Record<string, unknown> {
  return {
    id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chartSliceUrl(chart.id),
    form_data: chartFormData(chart),
    description: chart.description,
    description_markeddown: descriptionMarkeddown(chart.description),
    cache_timeout: chart.cache_timeout,
    changed_on: isoformat(chart.changed_on),
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
  };
}

/**
 * GET /api/v1/dashboard/{id_or_slug}/datasets: the payload of each dataset its charts use, trimmed
 * to what those charts need (services/dashboard/dashboardDatasets.ts). A dataset the user may not access keeps its identity but not its schema (no columns,
 * metrics or SQL), as newer Superset strips it.
 */
export async function dashboardDatasetItems(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dashboard: DashboardRecord,
  resolver: DatasourceResolver,
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  const charts = await app.store.charts.findByIds(dashboard.slice_ids);
  for (const datasource of await dashboardDatasources(app, dashboard, resolver)) {
    if (!datasource.database) continue;
    const payload = dashboardDatasetPayload(
      { ...datasourcePayload(datasource.dataset, datasource.database) },
      charts.filter((chart) => chart.datasource_id === datasource.id),
    );
    if (!isDatasourceListed(user, datasource)) {
      Object.assign(payload, {
        columns: [],
        metrics: [],
        column_names: [],
        column_types: [],
        column_formats: {},
        currency_formats: {},
        verbose_map: {},
        order_by_choices: [],
        granularity_sqla: [],
        sql: null,
        select_star: null,
        owners: [],
      });
    }
    items.push(payload);
  }
  return items;
}
