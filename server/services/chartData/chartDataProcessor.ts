/**
 * Runs a chart query context (Superset's ChartDataCommand + QueryContextProcessor): resolves and
 * checks the datasource, then each query object by its result type — `full`/`results`/
 * `post_processed` through the query engine with the data cache, `query` (the SQL only),
 * `samples`, `drill_detail`, `columns` and `timegrains`.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { EngineError, EngineInterruptedError, EngineTimeoutError } from '../../engines/types';
import { HttpError, notFound, SupersetErrorsException } from '../../errors';
import { cacheKeyOf } from '../../jobs/chartDataCache';
import {
  compileQuery,
  PostProcessingError,
  prepareQuery,
  QueryDataset,
  QueryObjectValidationError,
  runChartQuery,
  TIME_GRAINS,
  type IncomingQueryObject,
} from '../../query';
import { canAccessDatasource, DatasourceResolver, type ChartDatasource } from '../chart/chartAccess';
import { datasourceAccessDenied } from '../dataset/datasetAccess';
import { annotationDataOf } from './annotationData';
import { dashboardGrantsDatasource } from './dashboardDataAccess';
import { parsePathId } from '../../http/storedIntegers';

type ChartDataResultType =
  'full' | 'results' | 'query' | 'samples' | 'columns' | 'drill_detail' | 'timegrains' | 'post_processed';
type ChartDataResultFormat = 'json' | 'csv';

export interface QueryContextBody {
  datasource: { id: number | string; type: string };
  queries: IncomingQueryObject[];
  force?: boolean;
  result_type?: ChartDataResultType;
  result_format?: ChartDataResultFormat;
  form_data?: Record<string, unknown>;
  custom_cache_timeout?: number | null;
}

/** One entry of the reply's `result`. */
export type QueryPayload = Record<string, unknown>;

/** Superset's ChartDataQueryFailedError: any failed query fails the whole call with 400. */
class ChartDataQueryFailedError extends HttpError {
  constructor(error: string) {
    super(400, `Error: ${error}`);
  }
}

interface ProcessContext {
  app: FastifyInstance;
  user: AuthenticatedUser;
  datasource: ChartDatasource;
  dataset: QueryDataset;
  body: QueryContextBody;
  /** The chart's own cache timeout, when the context belongs to a saved chart. */
  chartCacheTimeout?: number | null;
  /** Answer only from the data cache (async mode's first look): a miss throws CacheMiss. */
  cacheOnly?: boolean;
}

/** A query of a cache-only look was not in the data cache. */
class CacheMiss extends Error {}

/** The datasource of a query context, checked for access (404 missing, 403 denied). */
async function resolveQueryContextDatasource(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: QueryContextBody,
): Promise<ChartDatasource> {
  // A string id is read as marshmallow's Integer reads one: decimal digits ("0x1" names nothing).
  const id =
    typeof body.datasource.id === 'number' ? body.datasource.id : parsePathId(String(body.datasource.id).trim());
  const type = body.datasource.type === 'dataset' ? 'table' : body.datasource.type;
  const datasource = Number.isInteger(id) ? await new DatasourceResolver(app).resolve(id, type) : null;
  if (!datasource) throw notFound();
  if (
    !canAccessDatasource(user, datasource) &&
    !(await dashboardGrantsDatasource(app, user, body.form_data, datasource))
  )
    throw datasourceAccessDenied(datasource.dataset);
  return datasource;
}

function cacheTimeoutOf(context: ProcessContext): number {
  const { body, datasource, app } = context;
  return (
    body.custom_cache_timeout ??
    context.chartCacheTimeout ??
    datasource.dataset.cache_timeout ??
    app.config.CACHE_DEFAULT_TIMEOUT
  );
}

function errorText(error: unknown): string {
  if (error instanceof SupersetErrorsException) return error.errors[0]?.message ?? error.message;
  if (error instanceof QueryObjectValidationError || error instanceof PostProcessingError) return error.message;
  if (error instanceof EngineError || error instanceof EngineTimeoutError || error instanceof EngineInterruptedError)
    return error.message;
  throw error;
}

/** A query object of the `samples` or `drill_detail` kind: every column, no metrics, no post-processing. */
function rawRowsQuery(
  query: IncomingQueryObject,
  dataset: QueryDataset,
  kind: 'samples' | 'drill_detail',
): IncomingQueryObject {
  const columns = dataset.columnNames;
  const base: IncomingQueryObject = {
    ...query,
    columns,
    metrics: null,
    post_processing: [],
    time_offsets: [],
    series_limit: 0,
    orderby: kind === 'drill_detail' && columns[0] ? [[columns[0], true]] : [],
  };
  // Superset 6.1's samples keep the query's filters; only the legacy granularity time range goes.
  if (kind === 'samples') base.granularity = undefined;
  return base;
}

async function runDataQuery(
  context: ProcessContext,
  query: IncomingQueryObject,
  resultType: ChartDataResultType,
): Promise<QueryPayload> {
  const { app, dataset, datasource, body } = context;
  const engine = datasource.database ? app.engines.get(datasource.database.id) : undefined;
  if (!engine) throw notFound();
  const cache = app.chartDataCache;
  const cacheKey = cacheKeyOf({
    query,
    resultType,
    datasource: `${datasource.id}__table`,
    changedOn: dataset.record.changed_on.toISOString(),
    user: dataset.record.sql && /\{\{|\{%/.test(dataset.record.sql) ? context.user.id : null,
  });
  const cached = body.force ? null : cache.get(cacheKey);
  if (cached) {
    return {
      ...cached.value,
      cache_key: cacheKey,
      cached_dttm: cached.cachedAt.toISOString().slice(0, 19),
      is_cached: true,
    };
  }
  const queriedDttm = `${new Date().toISOString().slice(0, 19)}+00:00`;
  if (context.cacheOnly) throw new CacheMiss();
  const timeout = cacheTimeoutOf(context);
  try {
    const result = await runChartQuery(query, dataset, {
      engine,
      config: app.config,
      resultType: resultType === 'samples' ? 'samples' : undefined,
      formData: body.form_data as Parameters<typeof prepareQuery>[2]['formData'],
      run: { timeoutMs: app.config.SUPERSET_WEBSERVER_TIMEOUT * 1000 },
    });
    const payload: QueryPayload = {
      // When the query ran, zone included (Superset's QueryCacheManager); the cache keeps it.
      queried_dttm: queriedDttm,
      cache_timeout: timeout,
      status: 'success',
      error: null,
      stacktrace: null,
      query: result.query,
      applied_template_filters: [],
      annotation_data: {},
      colnames: result.colnames,
      // The frame's index after post-processing, which always leaves a plain range.
      indexnames: result.data.map((_row, index) => index),
      coltypes: result.coltypes,
      data: result.data,
      rowcount: result.rowcount,
      sql_rowcount: result.sqlRowcount,
      from_dttm: result.fromDttm,
      to_dttm: result.toDttm,
      applied_filters: result.appliedFilters,
      rejected_filters: result.rejectedFilters,
      label_map: result.labelMap,
      result_format: body.result_format ?? 'json',
      // No currency formats on the embedded server's datasets, so none is ever detected.
      detected_currency: null,
    };
    cache.set(cacheKey, payload, timeout);
    // Superset's is_cached stays null for a result that did not come from the cache.
    return { ...payload, cache_key: cacheKey, cached_dttm: null, is_cached: null };
  } catch (error) {
    return {
      cache_key: cacheKey,
      status: 'failed',
      error: errorText(error),
      errors: errorList(error),
      data: [],
      colnames: [],
      coltypes: [],
      rowcount: 0,
    };
  }
}

function errorList(error: unknown): unknown[] {
  if (error instanceof SupersetErrorsException) return error.errors;
  return [];
}

function queryOnly(context: ProcessContext, query: IncomingQueryObject): QueryPayload {
  try {
    const prepared = prepareQuery(query, context.dataset, {
      config: context.app.config,
      formData: context.body.form_data as Parameters<typeof prepareQuery>[2]['formData'],
    });
    return { language: 'sql', query: compileQuery(prepared, context.dataset).sql };
  } catch (error) {
    return { language: 'sql', query: null, error: errorText(error) };
  }
}

function onlyResults(payload: QueryPayload): QueryPayload {
  const { data, colnames, coltypes, rowcount, sql_rowcount, detected_currency, error, status } = payload;
  return status === 'failed'
    ? { error, status }
    : { data, colnames, coltypes, rowcount, sql_rowcount, detected_currency };
}

async function processQuery(context: ProcessContext, query: IncomingQueryObject): Promise<QueryPayload> {
  const resultType = query.result_type ?? context.body.result_type ?? 'full';
  const { dataset } = context;
  switch (resultType) {
    case 'columns':
      return {
        data: dataset.record.columns.map((column) => ({
          column_name: column.column_name,
          verbose_name: column.verbose_name,
          dtype: column.type,
        })),
      };
    case 'timegrains':
      return {
        data: TIME_GRAINS.map((grain) => ({ name: grain.name, function: grain.function, duration: grain.duration })),
      };
    case 'query':
      return queryOnly(context, query);
    case 'samples':
    case 'drill_detail':
      return runDataQuery(context, rawRowsQuery(query, dataset, resultType), resultType);
    case 'results':
      return onlyResults(await runDataQuery(context, query, resultType));
    default:
      return withAnnotationData(context, query, await runDataQuery(context, query, resultType));
  }
}

/** A successful full result gets its annotation layers' data; a layer that cannot load fails the query. */
async function withAnnotationData(
  context: ProcessContext,
  query: IncomingQueryObject,
  payload: QueryPayload,
): Promise<QueryPayload> {
  if (payload.status === 'failed' || !query.annotation_layers?.length) return payload;
  try {
    const annotationData = await annotationDataOf(context.app, query.annotation_layers, {
      force: context.body.force === true,
      run: (body) => processWith(context.app, context.user, body, {}),
    });
    return { ...payload, annotation_data: annotationData };
  } catch (error) {
    return { ...payload, status: 'failed', error: errorText(error), errors: errorList(error) };
  }
}

/**
 * Every query of the context, in order. Throws ChartDataQueryFailedError (400 'Error: …') when a
 * query failed, as Superset's sync path does.
 */
export async function processQueryContext(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: QueryContextBody,
  options: { chartCacheTimeout?: number | null } = {},
): Promise<QueryPayload[]> {
  return processWith(app, user, body, options);
}

/**
 * The results when every query is in the data cache, else null (after the same datasource checks
 * as a real run, so that a missing or forbidden datasource still fails at once).
 */
export async function cachedQueryContext(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: QueryContextBody,
): Promise<QueryPayload[] | null> {
  if (body.force) {
    await resolveQueryContextDatasource(app, user, body);
    return null;
  }
  try {
    return await processWith(app, user, body, { cacheOnly: true });
  } catch (error) {
    if (error instanceof CacheMiss) return null;
    throw error;
  }
}

async function processWith(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: QueryContextBody,
  options: { chartCacheTimeout?: number | null; cacheOnly?: boolean },
): Promise<QueryPayload[]> {
  const datasource = await resolveQueryContextDatasource(app, user, body);
  const dataset = new QueryDataset(datasource.dataset, {
    enabled: app.config.featureFlags.ENABLE_TEMPLATE_PROCESSING,
    user: { id: user.id, username: user.username, email: user.email ?? '' },
  });
  const context: ProcessContext = {
    app,
    user,
    datasource,
    dataset,
    body,
    chartCacheTimeout: options.chartCacheTimeout,
    cacheOnly: options.cacheOnly,
  };
  const results: QueryPayload[] = [];
  for (const query of body.queries) results.push(await processQuery(context, query));
  const failed = results.find((result) => typeof result.error === 'string' && result.error);
  if (failed) throw new ChartDataQueryFailedError(String(failed.error));
  return results;
}
