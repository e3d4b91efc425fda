/**
 * Charts as ChartRestApi shows them: the list item (every list column, dotted ones nested) and
 * the single chart (show columns), with their owners, dashboards and datasource resolved.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChartRecord, UserSummary } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import {
  datasourceExploreUrl,
  datasourceNameText,
  type ChartDatasource,
  type DatasourceResolver,
} from '../../services/chart/chartAccess';
import { humanizeDelta } from '../../http/humanize';
import { chartFormData } from '../../services/chart/chartFormData';
import { chartSliceUrl, descriptionMarkeddown, fullName, isoformat } from '../../services/chart/chartPresentation';

/** What serialising a set of charts needs besides the charts. */
interface ChartViewContext {
  users: Map<number, UserSummary>;
  dashboards: Map<number, DashboardRecord>;
  /** By datasource id (datasets). */
  datasources: Map<number, ChartDatasource | null>;
  now: Date;
}

export async function loadChartViewContext(
  app: FastifyInstance,
  charts: ChartRecord[],
  resolver: DatasourceResolver,
): Promise<ChartViewContext> {
  const userIds = charts.flatMap((chart) =>
    [...chart.owner_ids, chart.created_by_fk, chart.changed_by_fk, chart.last_saved_by_fk].filter(
      (id): id is number => id !== null,
    ),
  );
  const dashboardIds = [...new Set(charts.flatMap((chart) => chart.dashboard_ids))];
  const datasources = new Map<number, ChartDatasource | null>();
  for (const chart of charts) {
    if (chart.datasource_id !== null && !datasources.has(chart.datasource_id)) {
      datasources.set(chart.datasource_id, await resolver.resolve(chart.datasource_id, chart.datasource_type));
    }
  }
  const dashboards = await app.store.dashboards.findByIds(dashboardIds);
  return {
    users: await app.store.charts.userSummaries(userIds),
    dashboards: new Map(dashboards.map((dashboard) => [dashboard.id, dashboard])),
    datasources,
    now: new Date(),
  };
}

/** `changed_on_utc`: the UTC time with an explicit offset. */
function utcString(date: Date): string {
  return `${isoformat(date)}+00:00`;
}

function person(
  context: ChartViewContext,
  id: number | null,
): { id: number; first_name: string; last_name: string } | null {
  const user = id === null ? undefined : context.users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

/** An owner as the chart's show columns list them (owners.email among them). */
function owner(
  context: ChartViewContext,
  id: number,
): { id: number; first_name: string; last_name: string; email: string | null } | null {
  const user = context.users.get(id);
  return user
    ? { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email ?? null }
    : null;
}

function chartUrl(chartId: number): string {
  return `/explore/?slice_id=${chartId}`;
}

/** A digest of what the chart shows (SHA-256, Superset's default HASH_ALGORITHM), naming its thumbnail. */
function chartThumbnailUrl(chart: ChartRecord): string {
  const digest = createHash('sha256')
    .update(`${chart.params ?? ''}${chart.query_context ?? ''}${chart.viz_type ?? ''}`)
    .digest('hex');
  return `/api/v1/chart/${chart.id}/thumbnail/${digest}/`;
}

function datasourceOf(chart: ChartRecord, context: ChartViewContext): ChartDatasource | null {
  return chart.datasource_id === null ? null : (context.datasources.get(chart.datasource_id) ?? null);
}

/** One row of GET /api/v1/chart/ with every list column. */
export function chartListItem(chart: ChartRecord, context: ChartViewContext): Record<string, unknown> {
  const changedBy = context.users.get(chart.changed_by_fk ?? -1);
  const createdBy = context.users.get(chart.created_by_fk ?? -1);
  const datasource = datasourceOf(chart, context);
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    url: chartUrl(chart.id),
    slice_url: chartSliceUrl(chart.id),
    edit_url: `/chart/edit/${chart.id}`,
    thumbnail_url: chartThumbnailUrl(chart),
    description: chart.description,
    description_markeddown: descriptionMarkeddown(chart.description),
    params: chart.params,
    form_data: chartFormData(chart),
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: chart.is_managed_externally,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: datasource ? datasourceNameText(datasource) : null,
    datasource_url: datasource ? datasourceExploreUrl(datasource) : null,
    table: datasource
      ? { default_endpoint: datasource.dataset.default_endpoint, table_name: datasource.dataset.table_name }
      : null,
    changed_by: person(context, chart.changed_by_fk),
    changed_by_name: changedBy ? fullName(changedBy) : '',
    changed_on_delta_humanized: humanizeDelta(chart.changed_on, context.now),
    changed_on_dttm: chart.changed_on.getTime(),
    changed_on_utc: utcString(chart.changed_on),
    created_by: person(context, chart.created_by_fk),
    created_by_name: createdBy ? fullName(createdBy) : '',
    created_on_delta_humanized: humanizeDelta(chart.created_on, context.now),
    last_saved_at: chart.last_saved_at ? isoformat(chart.last_saved_at) : null,
    last_saved_by: person(context, chart.last_saved_by_fk),
    owners: chart.owner_ids.flatMap((id) => {
      const user = context.users.get(id);
      return user ? [{ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email }] : [];
    }),
    dashboards: chart.dashboard_ids.flatMap((id) => {
      const dashboard = context.dashboards.get(id);
      return dashboard ? [{ id: dashboard.id, dashboard_title: dashboard.dashboard_title }] : [];
    }),
    // No tagging system here (TAGGING_SYSTEM is off); Superset lists the column all the same.
    tags: [],
  };
}

/** GET /api/v1/chart/<id>: the show columns (classic) plus the datasource fields of newer versions. */
export function chartShowItem(chart: ChartRecord, context: ChartViewContext): Record<string, unknown> {
  const datasource = datasourceOf(chart, context);
  return {
    id: chart.id,
    uuid: chart.uuid,
    url: chartUrl(chart.id),
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    params: chart.params,
    query_context: chart.query_context,
    cache_timeout: chart.cache_timeout,
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    changed_on_delta_humanized: humanizeDelta(chart.changed_on, context.now),
    thumbnail_url: chartThumbnailUrl(chart),
    is_managed_externally: chart.is_managed_externally,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: datasource ? datasourceNameText(datasource) : null,
    datasource_url: datasource ? datasourceExploreUrl(datasource) : null,
    datasource_uuid: datasource ? datasource.dataset.uuid : null,
    owners: chart.owner_ids.flatMap((id) => {
      const user = owner(context, id);
      return user ? [user] : [];
    }),
    dashboards: chart.dashboard_ids.flatMap((id) => {
      const dashboard = context.dashboards.get(id);
      return dashboard
        ? [{ id: dashboard.id, dashboard_title: dashboard.dashboard_title, json_metadata: dashboard.json_metadata }]
        : [];
    }),
    tags: [],
  };
}
