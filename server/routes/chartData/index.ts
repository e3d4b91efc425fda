/**
 * The chart data API: POST /api/v1/chart/data (a query context from the browser),
 * GET /api/v1/chart/{id}/data/ (the query context saved with a chart) and POST /datasource/samples.
 * JSON replies are `{result: [...]}`; `result_format: csv` answers a CSV file (a ZIP of
 * `query_N.csv` for several queries). Any failed query fails the call: 400 `{"message": "Error: …"}`.
 * Also registered here: the legacy explore_json view (chartDataLegacy.ts) and the results of async
 * jobs by cache key (chartDataFromCache.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, HttpError, notAuthorized, notFound } from '../../errors';
import type { IncomingQueryObject } from '../../query';
import { canSeeChart, DatasourceResolver } from '../../services/chart/chartAccess';
import { chartDataQuerySchema, queryContextSchema, samplesQuerySchema, samplesBodySchema } from './chartDataSchemas';
import {
  cachedQueryContext,
  processQueryContext,
  type QueryContextBody,
  type QueryPayload,
} from '../../services/chartData/chartDataProcessor';
import { asyncChannelOf } from '../../auth/asyncTokenCookie';
import { submitChartDataJob } from '../../jobs/asyncEvents';
import { cacheKeyOf } from '../../jobs/chartDataCache';
import { registerChartDataFromCacheRoutes } from './chartDataFromCache';
import { registerLegacyExploreJsonRoutes } from './chartDataLegacy';
import { sendChartData } from './chartDataReply';
import { requireLegacyPermission } from '../../http/legacyForm';
import { NO_TIME_RANGE } from '../../../common/timeRange';

function requestUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthorized();
  return request.user;
}

function checkCsvAllowed(user: AuthenticatedUser, body: QueryContextBody): void {
  if (body.result_format === 'csv' && !hasPermission(user, 'can_csv', 'Superset')) throw forbidden();
}

export async function registerChartDataRoutes(app: FastifyInstance): Promise<void> {
  const canReadChart = requirePermission('can_read', 'Chart');

  app.post<{ Body: QueryContextBody }>(
    '/api/v1/chart/data',
    { schema: { body: queryContextSchema, querystring: chartDataQuerySchema }, onRequest: canReadChart },
    async (request, reply) => {
      const user = requestUser(request);
      const body = request.body;
      checkCsvAllowed(user, body);
      const asyncRun =
        app.config.featureFlags.GLOBAL_ASYNC_QUERIES &&
        body.result_format !== 'csv' &&
        (body.result_type ?? 'full') === 'full';
      if (asyncRun) {
        // Superset's classic global async queries: cached results at once, else a job and 202.
        const cached = await cachedQueryContext(app, user, body);
        if (cached) return sendChartData(reply, body, cached);
        const channelId = asyncChannelOf(app, request);
        if (!channelId) throw notAuthorized();
        const resultKey = `qc-${cacheKeyOf({ body, user: user.id })}`;
        const job = submitChartDataJob(app, {
          userId: user.id,
          channelId,
          resultKey,
          run: () => processQueryContext(app, user, body),
        });
        return reply.status(202).send(job);
      }
      const results = await processQueryContext(app, user, body);
      return sendChartData(reply, body, results);
    },
  );

  app.get<{
    Params: { pk: number };
    Querystring: { format?: 'json' | 'csv'; type?: QueryContextBody['result_type']; force?: boolean | string };
  }>(
    '/api/v1/chart/:pk/data/',
    {
      schema: {
        params: { type: 'object', required: ['pk'], properties: { pk: { type: 'integer' } } },
        querystring: {
          type: 'object',
          properties: {
            format: { type: 'string', enum: ['json', 'csv'] },
            type: {
              type: 'string',
              enum: ['full', 'results', 'query', 'samples', 'columns', 'drill_detail', 'timegrains', 'post_processed'],
            },
            force: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
      onRequest: canReadChart,
    },
    async (request, reply) => {
      const user = requestUser(request);
      const chart = await app.store.charts.findById(request.params.pk);
      if (!chart || !(await canSeeChart(user, chart, new DatasourceResolver(app)))) throw notFound();
      if (!chart.query_context)
        throw new HttpError(400, 'Chart has no query context saved. Please save the chart again.');
      let saved: QueryContextBody;
      try {
        saved = JSON.parse(chart.query_context) as QueryContextBody;
      } catch {
        throw new HttpError(400, 'Chart has no query context saved. Please save the chart again.');
      }
      const body: QueryContextBody = {
        ...saved,
        result_format: request.query.format ?? saved.result_format ?? 'json',
        result_type: request.query.type ?? saved.result_type ?? 'full',
        force: request.query.force === 'true' || saved.force === true,
      };
      checkCsvAllowed(user, body);
      const results = await processQueryContext(app, user, body, { chartCacheTimeout: chart.cache_timeout });
      return sendChartData(reply, body, results, chart.slice_name);
    },
  );

  app.post<{
    Querystring: { datasource_type: string; datasource_id: number; force?: string; per_page?: number; page?: number };
    Body: SamplesBody | undefined;
  }>(
    '/datasource/samples',
    // Superset's Datasource view checks has_access_api (401/403 "Access is Denied"), not the API's protect.
    {
      schema: { querystring: samplesQuerySchema, body: samplesBodySchema },
      config: { public: true },
      onRequest: requireLegacyPermission('can_samples', 'Datasource'),
    },
    async (request) => {
      const user = requestUser(request);
      const { datasource_type, datasource_id, force, per_page, page } = request.query;
      const perPage = Math.min(per_page ?? app.config.SAMPLES_ROW_LIMIT, app.config.SAMPLES_ROW_LIMIT);
      const pageNumber = page ?? 1;
      const filters = request.body ?? {};
      const query: IncomingQueryObject = {
        filters: filters.filters ?? [],
        extras: filters.extras ?? {},
        time_range: filters.time_range ?? NO_TIME_RANGE,
        granularity: filters.granularity ?? undefined,
        row_limit: perPage,
        row_offset: (pageNumber - 1) * perPage,
      };
      const body: QueryContextBody = {
        datasource: { id: datasource_id, type: datasource_type },
        queries: [query],
        result_type: 'drill_detail',
        force: force === 'true',
      };
      const [result] = await processQueryContext(app, user, body);
      const countBody: QueryContextBody = {
        ...body,
        queries: [{ ...query, row_limit: app.config.SQL_MAX_ROW, row_offset: 0, is_rowcount: true }],
      };
      const total = await totalCount(app, user, countBody, result);
      // The whole drill-detail result, as Superset's get_samples, with the paging added.
      return { result: { ...result, page: pageNumber, per_page: perPage, total_count: total } };
    },
  );

  await registerLegacyExploreJsonRoutes(app);
  await registerChartDataFromCacheRoutes(app);
}

interface SamplesBody {
  filters?: IncomingQueryObject['filters'];
  extras?: IncomingQueryObject['extras'];
  time_range?: string;
  granularity?: string | null;
}

/** The row count of the samples' query (without paging); the page's own count when it cannot be had. */
async function totalCount(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: QueryContextBody,
  page: QueryPayload,
): Promise<number> {
  try {
    const [counted] = await processQueryContext(app, user, body);
    const row = (counted.data as Record<string, unknown>[] | undefined)?.[0];
    const value = row ? Object.values(row)[0] : null;
    return typeof value === 'number' ? value : Number(page.rowcount ?? 0);
  } catch {
    return Number(page.rowcount ?? 0);
  }
}
