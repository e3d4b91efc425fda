/**
 * ChartRestApi (/api/v1/chart/) except the data endpoints: list, show, create, update, delete
 * (one or a rison id list); favourites and related users are in their own files. Reads need
 * `can_read` on Chart, writes `can_write` on Chart; charts on datasources the user cannot access
 * answer as missing (404), as Superset's base filter does.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { parsePathId } from '../../http/storedIntegers';
import type { ChartRecord } from '../../store/charts';
import { canSeeChart, DatasourceResolver } from '../../services/chart/chartAccess';
import { registerChartExportImportRoutes } from './chartExportImport';
import { registerChartFavoriteRoutes } from './chartFavorites';
import { chartListReply } from './chartList';
import { chartListSchema, type ChartListQuery } from './chartListSpec';
import { registerChartRelatedRoutes } from './chartRelated';
import {
  chartPkParamsSchema,
  decodeIdList,
  idListQuerySchema,
  type ChartPkParams,
  type IdListQuery,
} from './chartSchemas';
import {
  chartPostBodySchema,
  chartPutBodySchema,
  type ChartPostBody,
  type ChartPutBody,
} from '../../services/chart/chartBodies';
import { createChart, deleteCharts, updateChart } from '../../services/chart/chartCommands';
import { chartListItem, chartShowItem, loadChartViewContext } from './chartSerializers';
import { chartWriteContext, requestUser } from './chartWrites';

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

const CHART_SHOW_COLUMNS = [
  'id',
  'uuid',
  'url',
  'slice_name',
  'viz_type',
  'params',
  'query_context',
  'cache_timeout',
  'description',
  'certified_by',
  'certification_details',
  'changed_on_delta_humanized',
  'thumbnail_url',
  'is_managed_externally',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'datasource_uuid',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'dashboards.id',
  'dashboards.dashboard_title',
  'dashboards.json_metadata',
  'tags.id',
  'tags.name',
  'tags.type',
] as const;

const showSchema = {
  params: { type: 'object', required: ['pk'], properties: { pk: { type: 'string' } } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        additionalProperties: false,
        properties: {
          columns: { type: 'array', items: { type: 'string', enum: [...CHART_SHOW_COLUMNS] } },
          keys: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

async function findChart(app: FastifyInstance, idOrUuid: string): Promise<ChartRecord | null> {
  if (/^\d+$/.test(idOrUuid)) {
    const id = parsePathId(idOrUuid);
    return id === null ? null : app.store.charts.findById(id);
  }
  return UUID_PATTERN.test(idOrUuid) ? app.store.charts.findByUuid(idOrUuid.toLowerCase()) : null;
}

function registerChartReadRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Chart');

  app.get<{ Querystring: ChartListQuery }>(
    '/api/v1/chart/',
    { schema: chartListSchema, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const resolver = new DatasourceResolver(app);
      const visible: ChartRecord[] = [];
      for (const chart of await app.store.charts.list())
        if (await canSeeChart(user, chart, resolver)) visible.push(chart);
      const context = await loadChartViewContext(app, visible, resolver);
      const favouriteIds = new Set(await app.store.favourites.idsOf(user.id, 'slice'));
      return chartListReply(
        visible,
        visible.map((chart) => chartListItem(chart, context)),
        request.query.q ?? {},
        {
          userId: user.id,
          favouriteIds,
          tableNameOf: (chart) =>
            chart.datasource_id === null
              ? ''
              : (context.datasources.get(chart.datasource_id)?.dataset.table_name ?? ''),
        },
      );
    },
  );

  app.get<RouteTypes<typeof showSchema>>(
    '/api/v1/chart/:pk',
    { schema: showSchema, onRequest: canRead },
    async (request) => {
      const resolver = new DatasourceResolver(app);
      const chart = await findChart(app, request.params.pk);
      if (!chart || !(await canSeeChart(requestUser(request), chart, resolver))) throw notFound();
      // Superset 6.1's ChartRestApi.get dumps the whole chart and answers no top-level id: a `q`
      // (the SPA asks `columns:!(dashboards.id)`) is accepted and changes nothing.
      return { result: chartShowItem(chart, await loadChartViewContext(app, [chart], resolver)) };
    },
  );
}

function registerChartWriteRoutes(app: FastifyInstance): void {
  const canWrite = requirePermission('can_write', 'Chart');

  app.post<{ Body: ChartPostBody }>(
    '/api/v1/chart/',
    { schema: { body: chartPostBodySchema }, onRequest: canWrite },
    async (request, reply) => {
      const chart = await createChart(chartWriteContext(app, request), request.body);
      return reply.status(201).send({ id: chart.id, result: request.body });
    },
  );

  app.put<{ Params: ChartPkParams; Body: ChartPutBody }>(
    '/api/v1/chart/:pk',
    { schema: { params: chartPkParamsSchema, body: chartPutBodySchema }, onRequest: canWrite },
    async (request) => {
      const chart = await updateChart(chartWriteContext(app, request), request.params.pk, request.body);
      return { id: chart.id, result: request.body };
    },
  );

  app.delete<{ Params: ChartPkParams }>(
    '/api/v1/chart/:pk',
    { schema: { params: chartPkParamsSchema }, onRequest: canWrite },
    async (request) => {
      await deleteCharts(chartWriteContext(app, request), [request.params.pk]);
      return { message: 'OK' };
    },
  );

  app.delete<{ Querystring: IdListQuery }>(
    '/api/v1/chart/',
    { schema: { querystring: idListQuerySchema }, onRequest: canWrite },
    async (request) => {
      const ids = decodeIdList(request.query.q);
      await deleteCharts(chartWriteContext(app, request), ids);
      return { message: ids.length === 1 ? 'Deleted 1 chart' : `Deleted ${ids.length} charts` };
    },
  );
}

/** Registers ChartRestApi's routes (the chart data routes are the chartData area's). */
export async function registerChartRoutes(app: FastifyInstance): Promise<void> {
  registerChartReadRoutes(app);
  registerChartWriteRoutes(app);
  registerChartFavoriteRoutes(app);
  registerChartRelatedRoutes(app);
  await registerChartExportImportRoutes(app);
}
