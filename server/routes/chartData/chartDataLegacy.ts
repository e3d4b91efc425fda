/**
 * The legacy chart endpoint, /superset/explore_json/ (GET or POST, `form_data` as a query
 * argument or a form field), mapped onto the same query engine: the form data becomes one query
 * object the way Superset's generic build does it, and the flags `csv`, `query`, `results` and
 * `samples` pick the reply (the chart payload, the CSV file, the SQL, the rows or the samples).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notAuthorized } from '../../errors';
import type { IncomingQueryObject } from '../../query';
import { processQueryContext, type QueryContextBody } from '../../services/chartData/chartDataProcessor';
import { sendChartData } from './chartDataReply';
import { prepareLegacyScope, requireLegacyPermission } from '../../http/legacyForm';
import { parseJsonText } from '../../http/jsonDepth';
import { NO_TIME_RANGE } from '../../../common/timeRange';

type FormData = Record<string, unknown>;
type AdhocFilter = {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
};

interface LegacyRoute {
  Querystring: Record<string, string | undefined>;
  Body: Record<string, string | undefined> | undefined;
}

const FLAGS = ['csv', 'query', 'results', 'samples', 'force'] as const;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The query object Superset's generic buildQuery makes of a chart's form data. */
function queryObjectFromFormData(formData: FormData): IncomingQueryObject {
  const raw = formData.query_mode === 'raw';
  const xAxis =
    typeof formData.x_axis === 'string' || (typeof formData.x_axis === 'object' && formData.x_axis)
      ? [formData.x_axis]
      : [];
  const columns = raw
    ? list(formData.all_columns ?? formData.columns)
    : [...xAxis, ...list(formData.groupby), ...list(formData.columns)];
  const metrics = raw
    ? null
    : list(formData.metrics).length
      ? list(formData.metrics)
      : formData.metric
        ? [formData.metric]
        : [];
  const filters: NonNullable<IncomingQueryObject['filters']> = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of list(formData.adhoc_filters) as AdhocFilter[]) {
    if (filter.expressionType === 'SQL' && filter.sqlExpression) {
      (filter.clause === 'HAVING' ? having : where).push(`(${filter.sqlExpression})`);
    } else if (filter.expressionType === 'SIMPLE' && filter.clause !== 'HAVING' && filter.operator) {
      filters.push({
        col: filter.subject as string,
        op: filter.operator,
        val: filter.comparator as string,
      } as NonNullable<IncomingQueryObject['filters']>[number]);
    }
  }
  return {
    columns: columns as IncomingQueryObject['columns'],
    metrics: metrics as IncomingQueryObject['metrics'],
    filters,
    extras: {
      ...(where.length ? { where: where.join(' AND ') } : {}),
      ...(having.length ? { having: having.join(' AND ') } : {}),
      ...(typeof formData.time_grain_sqla === 'string' ? { time_grain_sqla: formData.time_grain_sqla } : {}),
    },
    time_range: typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE,
    granularity: typeof formData.granularity_sqla === 'string' ? formData.granularity_sqla : undefined,
    row_limit: typeof formData.row_limit === 'number' ? formData.row_limit : Number(formData.row_limit) || undefined,
    order_desc: formData.order_desc !== false,
    series_limit: Number(formData.series_limit ?? formData.limit ?? 0) || 0,
  };
}

function readFormData(request: FastifyRequest<LegacyRoute>): FormData {
  const text = request.body?.form_data ?? request.query.form_data;
  if (!text) throw new HttpError(400, 'Missing form_data');
  try {
    const parsed: unknown = parseJsonText(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as FormData;
  } catch {
    throw new HttpError(400, 'Invalid form_data: it must be a JSON object');
  }
}

function datasourceOf(formData: FormData): { id: number; type: string } {
  const match = /^(\d+)__(\w+)$/.exec(String(formData.datasource ?? ''));
  if (!match) throw new HttpError(400, 'The datasource of form_data must look like "<id>__<type>"');
  return { id: Number(match[1]), type: match[2] };
}

export async function registerLegacyExploreJsonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    const flagSchema = Object.fromEntries(FLAGS.map((flag) => [flag, { type: 'string', enum: ['true', 'false'] }]));
    const options = {
      schema: {
        querystring: {
          type: 'object',
          properties: { form_data: { type: 'string' }, slice_id: { type: 'string' }, ...flagSchema },
        },
      },
      // Superset's legacy view: has_access_api on can_explore_json (401/403 "Access is Denied").
      config: { public: true },
      onRequest: requireLegacyPermission('can_explore_json', 'Superset'),
    };
    const handler = async (request: FastifyRequest<LegacyRoute>, reply: Parameters<typeof sendChartData>[0]) => {
      if (!request.user) throw notAuthorized();
      const formData = readFormData(request);
      const flag = (name: (typeof FLAGS)[number]) => request.query[name] === 'true' || request.body?.[name] === 'true';
      const resultType = flag('query') ? 'query' : flag('samples') ? 'samples' : flag('results') ? 'results' : 'full';
      const body: QueryContextBody = {
        datasource: datasourceOf(formData),
        queries: [queryObjectFromFormData(formData)],
        force: flag('force'),
        result_type: resultType,
        result_format: flag('csv') ? 'csv' : 'json',
        form_data: formData,
      };
      const [result] = await processQueryContext(app, request.user, body);
      if (body.result_format === 'csv') return sendChartData(reply, body, [result]);
      return reply.send(resultType === 'full' ? { ...result, form_data: formData } : result);
    };
    scope.get<LegacyRoute>('/superset/explore_json/', options, handler);
    scope.post<LegacyRoute>('/superset/explore_json/', options, handler);
  });
}
