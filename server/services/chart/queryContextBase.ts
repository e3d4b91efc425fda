/**
 * The server's side of "form data → query context" (reference §1.6), for the charts the server
 * creates itself (examples, imports): they must carry the query context Explore would save for
 * the same form data, so that GET /api/v1/chart/{id}/data/ answers them. This file holds what every
 * viz type shares: the base query object, adhoc filters, the x-axis as a BASE_AXIS column and the
 * order-by rule. A test compares the result with the app's own builders.
 */
import { getColumnLabel } from '../../../common/labels';
import type {
  DatasourceType,
  FilterOperator,
  FilterValue,
  QueryColumn,
  QueryContext,
  QueryFormData,
  QueryMetric,
  QueryObject,
  QueryObjectFilter,
} from '../../../common/queryObject';
import { NO_TIME_RANGE } from '../../../common/timeRange';

/** An adhoc filter of the form data (`adhoc_filters`). */
interface FormAdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  subject?: string;
  operator?: string;
  comparator?: FilterValue | FilterValue[];
  sqlExpression?: string;
  isExtra?: boolean;
}

const DATASOURCE_TYPES: readonly DatasourceType[] = ['table', 'query', 'saved_query', 'view', 'dataset'];

/** '7__table' → { id: 7, type: 'table' }. */
function parseDatasourceUid(uid: string): { id: number; type: DatasourceType } {
  const [id, type] = uid.split('__');
  const known = DATASOURCE_TYPES.find((candidate) => candidate === type);
  return { id: Number(id), type: known ?? 'table' };
}

function asArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const UNARY_OPERATORS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const MULTI_OPERATORS = new Set(['IN', 'NOT IN']);

/** A clause in parentheses; one with `--` gets a newline so that the comment ends inside. */
function wrapClause(sql: string): string {
  return sql.includes('--') ? `(${sql}\n)` : `(${sql})`;
}

/** Adhoc filters → simple `filters` plus `extras.where` / `extras.having` (reference §1.4). */
function processFilters(adhocFilters: readonly FormAdhocFilter[]): {
  filters: QueryObjectFilter[];
  where?: string;
  having?: string;
} {
  const filters: QueryObjectFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters) {
    const clause = filter.clause ?? 'WHERE';
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (sql) (clause === 'HAVING' ? having : where).push(wrapClause(sql));
      continue;
    }
    if (clause !== 'WHERE' || !filter.subject || !filter.operator) continue;
    const op = filter.operator as FilterOperator;
    const extra = filter.isExtra ? { isExtra: true } : {};
    if (UNARY_OPERATORS.has(op)) {
      filters.push({ col: filter.subject, op, ...extra });
      continue;
    }
    const comparator = filter.comparator;
    if (comparator === undefined || comparator === null || (Array.isArray(comparator) && comparator.length === 0))
      continue;
    const single = Array.isArray(comparator) ? (comparator[0] ?? null) : comparator;
    filters.push({ col: filter.subject, op, val: MULTI_OPERATORS.has(op) ? asArray(comparator) : single, ...extra });
  }
  return {
    filters,
    ...(where.length ? { where: where.join(' AND ') } : {}),
    ...(having.length ? { having: having.join(' AND ') } : {}),
  };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The column the time range applies to: the x-axis, else the legacy time column. */
function timeColumnOf(formData: QueryFormData): string | undefined {
  return optionalString(formData.x_axis) ?? optionalString(formData.granularity_sqla ?? formData.granularity);
}

/**
 * The query object every viz type starts from: time range, granularity, limits, series limit,
 * order direction, filters and extras. Server-made charts have no dashboard filters, so the
 * form's `extra_form_data` plays no part.
 */
function buildBaseQueryObject(formData: QueryFormData): QueryObject {
  const adhocFilters = Array.isArray(formData.adhoc_filters) ? (formData.adhoc_filters as FormAdhocFilter[]) : [];
  const { filters, where, having } = processFilters(adhocFilters);
  const timeRange = optionalString(formData.time_range);
  const granularity = optionalString(formData.granularity_sqla ?? formData.granularity);
  const timeGrain = optionalString(formData.time_grain_sqla);
  const seriesLimit = toNumber(formData.series_limit ?? formData.limit ?? formData.timeseries_limit);
  const seriesLimitMetric = (formData.series_limit_metric ?? formData.timeseries_limit_metric) as
    QueryMetric | undefined;
  const realRange = timeRange !== undefined && timeRange !== NO_TIME_RANGE ? timeRange : undefined;

  const queryObject: QueryObject = {
    // Only a real range is sent: the server applies it to every TEMPORAL_RANGE filter.
    ...(realRange ? { time_range: realRange } : {}),
    ...(granularity ? { granularity } : {}),
    filters,
    extras: { having: having ?? '', where: where ?? '', ...(timeGrain ? { time_grain_sqla: timeGrain } : {}) },
    applied_time_extras: {},
    columns: [],
    metrics: [],
    orderby: [],
    row_limit: toNumber(formData.row_limit),
    row_offset: toNumber(formData.row_offset),
    series_columns: [],
    ...(seriesLimit !== undefined ? { series_limit: seriesLimit } : {}),
    ...(seriesLimitMetric ? { series_limit_metric: seriesLimitMetric } : {}),
    order_desc: formData.order_desc === undefined ? true : Boolean(formData.order_desc),
    url_params: (formData.url_params as Record<string, string> | undefined) ?? {},
  };

  const timeColumn = timeColumnOf(formData);
  if (timeColumn && realRange && !filters.some((filter) => filter.op === 'TEMPORAL_RANGE')) {
    filters.push({ col: timeColumn, op: 'TEMPORAL_RANGE', val: realRange });
  }
  return queryObject;
}

/** The x-axis column becomes an adhoc BASE_AXIS column truncated to the time grain; `is_timeseries` goes. */
export function normalizeTimeColumn(formData: QueryFormData, queryObject: QueryObject): QueryObject {
  const xAxis = optionalString(formData.x_axis);
  if (!xAxis) return queryObject;
  const timeGrain = queryObject.extras?.time_grain_sqla;
  const columns = (queryObject.columns ?? []).map((column): QueryColumn =>
    getColumnLabel(column) === xAxis
      ? {
          sqlExpression: xAxis,
          label: xAxis,
          expressionType: 'SQL',
          isColumnReference: true,
          columnType: 'BASE_AXIS',
          ...(timeGrain ? { timeGrain } : {}),
        }
      : column,
  );
  const normalized: QueryObject = { ...queryObject, columns };
  delete normalized.is_timeseries;
  return normalized;
}

/** A missing or invalid `orderby` becomes `[[series_limit_metric or the first metric, !order_desc]]`. */
export function normalizeOrderBy(queryObject: QueryObject): QueryObject {
  const valid = (queryObject.orderby ?? []).filter(
    (entry) => Array.isArray(entry) && entry.length === 2 && entry[0] !== '' && typeof entry[1] === 'boolean',
  );
  if (valid.length > 0) return { ...queryObject, orderby: valid };
  const first = queryObject.series_limit_metric ?? queryObject.metrics?.[0];
  return { ...queryObject, orderby: first ? [[first, queryObject.order_desc === false]] : [] };
}

/** The context around a viz type's queries, which `buildQueries` makes from the base query object. */
export function buildQueryContextFrom(
  formData: QueryFormData,
  buildQueries: (base: QueryObject) => QueryObject[],
): QueryContext {
  return {
    datasource: parseDatasourceUid(formData.datasource),
    force: Boolean(formData.force),
    queries: buildQueries(buildBaseQueryObject(formData)),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

/** The form's metric list (`metrics`, or the single `metric`…), without empties. */
export function metricsOf(formData: QueryFormData, key: string): QueryMetric[] {
  return asArray(formData[key] as QueryMetric | QueryMetric[] | undefined).filter(
    (metric) => metric !== '' && metric !== null,
  );
}

/** The form's columns of a key (`groupby`, `columns`…), without empties. */
export function columnsOf(formData: QueryFormData, key: string): QueryColumn[] {
  return asArray(formData[key] as QueryColumn | QueryColumn[] | undefined).filter(
    (column) => column !== '' && column !== null,
  );
}
