/**
 * How the browser turns a chart's form data into a query context (reference §1.6): the shared
 * query object every viz type starts from, adhoc filters, native/cross filter extras, the x-axis
 * as a BASE_AXIS column, order-by normalisation and the context around the queries.
 */
import type {
  ExtraFormData,
  FilterOperator,
  FilterValue,
  QueryColumn,
  QueryContext,
  QueryFormData,
  QueryMetric,
  QueryObject,
  QueryObjectFilter,
  DatasourceType,
} from '../../api/chartDataTypes';
import { getColumnLabel } from '../../../common/labels';
import { NO_TIME_RANGE } from '../../../common/timeRange';

export { getColumnLabel, getMetricLabel } from '../../../common/labels';
export { isAdhocColumn } from '../../../common/queryObject';

export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  subject?: string;
  operator?: FilterOperator | string;
  operatorId?: string;
  comparator?: FilterValue | FilterValue[];
  sqlExpression?: string;
  isExtra?: boolean;
  filterOptionName?: string;
}

/** '7__table' → { id: 7, type: 'table' }. */
export function parseDatasourceUid(uid: string): { id: number; type: DatasourceType } {
  const [id, type] = uid.split('__');
  return { id: Number(id), type: (type || 'table') as DatasourceType };
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

/** Wraps a SQL clause in parentheses; a clause with `--` gets a newline so the comment ends inside. */
function wrapClause(sql: string): string {
  return sql.includes('--') ? `(${sql}\n)` : `(${sql})`;
}

/** Adhoc filters → simple `filters` plus `extras.where` / `extras.having` (reference §1.4). */
export function processFilters(adhocFilters: readonly AdhocFilter[] | undefined): {
  filters: QueryObjectFilter[];
  where?: string;
  having?: string;
} {
  const filters: QueryObjectFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters ?? []) {
    const clause = filter.clause ?? 'WHERE';
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (!sql) continue;
      (clause === 'HAVING' ? having : where).push(wrapClause(sql));
      continue;
    }
    if (clause !== 'WHERE' || !filter.subject || !filter.operator) continue;
    const op = filter.operator as FilterOperator;
    if (UNARY_OPERATORS.has(op)) {
      filters.push({ col: filter.subject, op, ...(filter.isExtra ? { isExtra: true } : {}) });
      continue;
    }
    const comparator = filter.comparator;
    if (comparator === undefined || comparator === null || (Array.isArray(comparator) && comparator.length === 0))
      continue;
    const val = MULTI_OPERATORS.has(op) ? asArray(comparator) : Array.isArray(comparator) ? comparator[0]! : comparator;
    filters.push({ col: filter.subject, op, val, ...(filter.isExtra ? { isExtra: true } : {}) });
  }
  return {
    filters,
    ...(where.length ? { where: where.join(' AND ') } : {}),
    ...(having.length ? { having: having.join(' AND ') } : {}),
  };
}

/** The column the time range applies to: the x-axis when it is temporal-ish, else granularity_sqla. */
function timeColumnOf(formData: QueryFormData): string | undefined {
  const xAxis = formData.x_axis;
  if (typeof xAxis === 'string' && xAxis) return xAxis;
  const granularity = formData.granularity_sqla ?? formData.granularity;
  return typeof granularity === 'string' && granularity ? granularity : undefined;
}

/**
 * The query object every viz type starts from (buildQueryObject + processFilters + extra form data):
 * time range, granularity, limits, series limit, order direction, filters and extras.
 */
export function buildQueryObject(formData: QueryFormData): QueryObject {
  const extraFormData = (formData.extra_form_data ?? {}) as ExtraFormData;
  const adhocFilters = [
    ...((formData.adhoc_filters as AdhocFilter[] | undefined) ?? []),
    ...(extraFormData.adhoc_filters ?? []).map((filter) => ({ ...filter, isExtra: true })),
  ];
  const { filters, where, having } = processFilters(adhocFilters);
  const extraFilters = extraFormData.filters ?? [];

  const timeRange = (extraFormData.time_range ?? formData.time_range) as string | undefined;
  const granularity = (extraFormData.granularity_sqla ??
    extraFormData.granularity ??
    formData.granularity_sqla ??
    formData.granularity) as string | undefined;
  const timeGrain = (extraFormData.time_grain_sqla ?? formData.time_grain_sqla) as string | undefined;
  const seriesLimit = toNumber(formData.series_limit ?? formData.limit ?? formData.timeseries_limit);
  const seriesLimitMetric = (formData.series_limit_metric ?? formData.timeseries_limit_metric) as
    QueryMetric | undefined;

  const queryObject: QueryObject = {
    // Only a real range is sent: the server gives it to every TEMPORAL_RANGE filter, so a default
    // 'No filter' would wipe out a time filter the user added.
    ...(timeRange && timeRange !== NO_TIME_RANGE ? { time_range: timeRange } : {}),
    ...(granularity ? { granularity } : {}),
    filters: [...filters, ...extraFilters],
    extras: {
      having: having ?? '',
      where: where ?? '',
      ...(timeGrain ? { time_grain_sqla: timeGrain } : {}),
      ...(extraFormData.relative_start ? { relative_start: extraFormData.relative_start } : {}),
      ...(extraFormData.relative_end ? { relative_end: extraFormData.relative_end } : {}),
    },
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
  if (
    timeColumn &&
    timeRange &&
    timeRange !== NO_TIME_RANGE &&
    !queryObject.filters!.some((filter) => filter.op === 'TEMPORAL_RANGE')
  ) {
    queryObject.filters!.push({ col: timeColumn, op: 'TEMPORAL_RANGE', val: timeRange });
  }
  return queryObject;
}

/**
 * The x-axis column becomes an adhoc BASE_AXIS column truncated to the time grain (reference §1.6
 * step 6); `is_timeseries` is dropped.
 */
export function normalizeTimeColumn(formData: QueryFormData, queryObject: QueryObject): QueryObject {
  const xAxis = formData.x_axis;
  if (typeof xAxis !== 'string' || !xAxis) return queryObject;
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
    (entry) =>
      Array.isArray(entry) &&
      entry.length === 2 &&
      entry[0] !== '' &&
      entry[0] !== null &&
      typeof entry[1] === 'boolean',
  );
  if (valid.length > 0) return { ...queryObject, orderby: valid };
  const ascending = queryObject.order_desc === false;
  const first = queryObject.series_limit_metric ?? queryObject.metrics?.[0];
  return first ? { ...queryObject, orderby: [[first, ascending]] } : { ...queryObject, orderby: [] };
}

/**
 * The context around a viz type's queries: `buildQueries` gets the base query object and returns
 * the query objects to send.
 */
export function buildQueryContext(
  formData: QueryFormData,
  buildQueries: (base: QueryObject) => QueryObject[] = (base) => [base],
): QueryContext {
  return {
    datasource: parseDatasourceUid(formData.datasource),
    force: Boolean(formData.force),
    queries: buildQueries(buildQueryObject(formData)),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

/** Form data's metric list (`metrics`, or the single `metric`), dropping empties. */
export function metricsOf(
  formData: QueryFormData,
  key: 'metrics' | 'metric' | 'percent_metrics' = 'metrics',
): QueryMetric[] {
  return asArray(formData[key] as QueryMetric | QueryMetric[] | undefined).filter(
    (metric) => metric !== '' && metric !== null,
  );
}

/** Form data's columns of a key (`groupby`, `columns`…), dropping empties. */
export function columnsOf(formData: QueryFormData, key: string): QueryColumn[] {
  return asArray(formData[key] as QueryColumn | QueryColumn[] | undefined).filter(
    (column) => column !== '' && column !== null,
  );
}
