/**
 * CSV and TEXT content: the chart's data through the app's own chart data API (POST
 * /api/v1/chart/data with the chart's saved query context, post-processed, as Superset's report
 * runs do), called as the report's executor so their rights apply.
 */
import type { FastifyInstance } from 'fastify';
import type { QueryFormData } from '../../../../common/queryObject';
import { buildChartQueryContext } from '../../chart/chartQueryContext';
import type { ChartRecord } from '../../../store/charts';
import type { ReportExecutor } from './reportExecutor';
import { htmlTable, type TableRow } from './htmlTable';
import { ReportContentError } from './types';

type QueryContextJson = Record<string, unknown>;

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The saved query context, else the one Explore would save for the chart's form data. */
function chartQueryContext(chart: ChartRecord): QueryContextJson {
  const saved = parseObject(chart.query_context);
  if (saved) return saved;
  const params = parseObject(chart.params) ?? {};
  const formData: QueryFormData = {
    ...params,
    datasource:
      typeof params.datasource === 'string' ? params.datasource : `${chart.datasource_id}__${chart.datasource_type}`,
    viz_type: typeof params.viz_type === 'string' ? params.viz_type : (chart.viz_type ?? ''),
    slice_id: chart.id,
  };
  const built = buildChartQueryContext(formData);
  if (!built) {
    throw new ReportContentError(
      'Unable to fetch data because the chart has no query context saved. Please try loading the chart and saving it again.',
    );
  }
  return built as unknown as QueryContextJson;
}

interface DataRequest {
  format: 'csv' | 'json';
  force: boolean;
}

function dataRequestBody(chart: ChartRecord, request: DataRequest): QueryContextJson {
  const context = chartQueryContext(chart);
  const body: QueryContextJson = {
    ...context,
    result_format: request.format,
    result_type: 'post_processed',
    force: request.force,
  };
  const formData = context.form_data;
  if (typeof formData === 'object' && formData !== null && !Array.isArray(formData)) {
    body.form_data = {
      ...formData,
      result_format: request.format,
      result_type: 'post_processed',
      force: request.force,
    };
  }
  return body;
}

/** The failure the chart data API answered, in its own words. */
function replyError(statusCode: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown }[] };
    if (typeof parsed.message === 'string') return parsed.message;
    const first = parsed.errors?.[0]?.message;
    if (typeof first === 'string') return first;
  } catch {
    // Not JSON: the status says enough.
  }
  return `the chart data API answered ${statusCode}`;
}

async function fetchChartData(
  app: FastifyInstance,
  executor: ReportExecutor,
  chart: ChartRecord,
  request: DataRequest,
): Promise<{ body: Buffer; contentType: string }> {
  const label = request.format === 'csv' ? 'csv' : 'dataframe';
  const payload = dataRequestBody(chart, request);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: { authorization: executor.authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  if (reply.statusCode !== 200) {
    throw new ReportContentError(`Failed generating ${label}: ${replyError(reply.statusCode, reply.body)}`);
  }
  return { body: reply.rawPayload, contentType: String(reply.headers['content-type'] ?? '') };
}

/** Data lines of a CSV text: records, not lines, since a quoted field may hold a line break. */
function csvRecordCount(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) records += 1;
  }
  if (csv.length > 0 && !csv.endsWith('\n')) records += 1;
  return Math.max(0, records - 1);
}

interface CsvData {
  content: Buffer;
  /** `text/csv`, or `application/zip` when the chart runs several queries (one CSV each). */
  contentType: string;
  extension: 'csv' | 'zip';
  rows: number | undefined;
}

export async function chartCsv(
  app: FastifyInstance,
  executor: ReportExecutor,
  chart: ChartRecord,
  force: boolean,
): Promise<CsvData> {
  const { body, contentType } = await fetchChartData(app, executor, chart, { format: 'csv', force });
  if (contentType.startsWith('application/zip')) {
    return { content: body, contentType: 'application/zip', extension: 'zip', rows: undefined };
  }
  if (body.length === 0) throw new ReportContentError('Report Schedule execution failed when generating a csv.');
  return { content: body, contentType: 'text/csv', extension: 'csv', rows: csvRecordCount(body.toString('utf8')) };
}

/** Epoch milliseconds of temporal columns as `YYYY-MM-DD HH:MM:SS`, as the CSV export writes them. */
function displayCell(value: unknown, temporal: boolean): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (temporal && typeof value === 'number') {
    return new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The chart's (first query's) data as an HTML table, for TEXT reports. */
export async function chartTextTable(
  app: FastifyInstance,
  executor: ReportExecutor,
  chart: ChartRecord,
  force: boolean,
): Promise<{ table: string; rows: number }> {
  const { body } = await fetchChartData(app, executor, chart, { format: 'json', force });
  const reply = JSON.parse(body.toString('utf8')) as { result?: Record<string, unknown>[] };
  const first = reply.result?.[0];
  if (!first) throw new ReportContentError('Report Schedule execution failed when generating a dataframe.');
  const colnames = Array.isArray(first.colnames) ? first.colnames.map(String) : [];
  const coltypes = Array.isArray(first.coltypes) ? first.coltypes : [];
  const data = Array.isArray(first.data) ? (first.data as Record<string, unknown>[]) : [];
  // GenericDataType.TEMPORAL is 2.
  const temporal = colnames.map((_, index) => coltypes[index] === 2);
  const rows: TableRow[] = data.map((row) => colnames.map((name, index) => displayCell(row[name], temporal[index])));
  return { table: htmlTable(colnames, rows), rows: rows.length };
}
