/**
 * A query object as it arrives → the PreparedQuery the compiler reads: Superset's
 * QueryObjectFactory and QueryContextFactory fix-ups and QueryObject.validate, i.e.
 *
 * - legacy aliases renamed (groupby, granularity_sqla, timeseries_limit[_metric], where/having);
 * - defaults: is_timeseries (iff `__timestamp` is a column), series_columns, order_desc = true;
 * - row_limit: missing or 0 → ROW_LIMIT (SAMPLES_ROW_LIMIT for samples), capped by SQL_MAX_ROW;
 * - `time_range` replaces every TEMPORAL_RANGE filter's value; a native time-column filter
 *   (`granularity`) takes the x-axis's place; the query's [from, to) comes from `time_range` or the
 *   TEMPORAL_RANGE filter on the x-axis (else the first one);
 * - checks: series columns within columns, unique labels, columns and metric columns that exist.
 */
import { QueryObjectValidationError, pythonListRepr } from './queryErrors';
import type { QueryDataset } from './queryDataset';
import { getColumnLabel, getMetricLabel } from '../../common/labels';
import { DTTM_ALIAS, isAdhocColumn, isAdhocMetric } from '../../common/queryObject';
import { NO_TIME_RANGE } from '../../common/timeRange';
import type {
  IncomingQueryObject,
  PostProcessingRule,
  PreparedQuery,
  QueryColumn,
  QueryFormDataHints,
  QueryMetric,
  QueryObjectFilter,
} from './queryObjectTypes';
import { resolveQueryTimeRange, type TimeRangeClock } from './queryTimeRange';

export interface RowLimitConfig {
  ROW_LIMIT: number;
  SAMPLES_ROW_LIMIT: number;
  SQL_MAX_ROW: number;
}

export interface PrepareOptions {
  config: RowLimitConfig;
  /** The query's result type; `samples` defaults the row limit to SAMPLES_ROW_LIMIT. */
  resultType?: string;
  /** The chart's form data (its `x_axis` drives the granularity fix-up). */
  formData?: QueryFormDataHints;
  clock?: TimeRangeClock;
}

/** Superset's apply_max_row_limit over the default: 0 or missing → default; capped by SQL_MAX_ROW. */
export function resolveRowLimit(
  rowLimit: number | null | undefined,
  resultType: string | undefined,
  config: RowLimitConfig,
): number {
  const fallback = resultType === 'samples' ? config.SAMPLES_ROW_LIMIT : config.ROW_LIMIT;
  const limit = rowLimit || fallback;
  return limit !== 0 ? Math.min(config.SQL_MAX_ROW, limit) : config.SQL_MAX_ROW;
}

function normaliseMetrics(metrics: IncomingQueryObject['metrics']): QueryMetric[] | null {
  if (metrics === undefined || metrics === null) return null;
  return metrics.map((metric) =>
    typeof metric === 'object' && metric !== null && !isAdhocMetric(metric) ? metric.label : metric,
  );
}

/** The label of the x-axis column (Superset's get_x_axis_label), if any. */
export function xAxisLabel(columns: readonly QueryColumn[]): string | null {
  const axis = columns.find((column) => isAdhocColumn(column) && column.columnType === 'BASE_AXIS');
  return axis ? getColumnLabel(axis) : null;
}

function findDuplicates(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const label of labels) {
    if (seen.has(label) && !duplicates.includes(label)) duplicates.push(label);
    seen.add(label);
  }
  return duplicates;
}

function validate(query: PreparedQuery, dataset: QueryDataset): void {
  const columnLabels = query.columns.map(getColumnLabel);
  const missingSeries = query.seriesColumns.map(getColumnLabel).filter((label) => !columnLabels.includes(label));
  if (missingSeries.length) {
    throw new QueryObjectValidationError(
      `The following entries in \`series_columns\` are missing in \`columns\`: ${missingSeries.map((label) => `"${label}"`).join(', ')}. `,
    );
  }
  const duplicates = findDuplicates([...(query.metrics ?? []).map(getMetricLabel), ...columnLabels]);
  if (duplicates.length) {
    throw new QueryObjectValidationError(
      `Duplicate column/metric labels: ${duplicates.map((label) => `"${label}"`).join(', ')}. Please make sure all columns and metrics have a unique label.`,
    );
  }
  const referenced = [
    ...query.columns.flatMap((column) =>
      typeof column === 'string' ? [column] : column.isColumnReference ? [column.sqlExpression] : [],
    ),
    ...(query.metrics ?? []).flatMap((metric) =>
      isAdhocMetric(metric) && metric.expressionType === 'SIMPLE' ? [String(metric.column?.column_name ?? '')] : [],
    ),
  ];
  const missing = referenced.filter((name) => name !== DTTM_ALIAS && !dataset.columnsByName.has(name));
  if (missing.length) throw new QueryObjectValidationError(`Columns missing in dataset: ${pythonListRepr(missing)}`);
  for (const offset of query.timeOffsets) {
    if (/^\s*\d{4}-\d{2}-\d{2}\s*:\s*\d{4}-\d{2}-\d{2}\s*$/.test(offset)) {
      throw new QueryObjectValidationError(
        'Date range timeshifts are not enabled. Please contact your administrator to enable the DATE_RANGE_TIMESHIFTS_ENABLED feature flag.',
      );
    }
  }
}

/** QueryContextFactory._apply_granularity: a granularity replaces the temporal x-axis and its filter. */
function applyGranularity(query: PreparedQuery, dataset: QueryDataset, formData: QueryFormDataHints | undefined): void {
  const granularity = query.granularity;
  if (!granularity) return;
  const xAxis = typeof formData?.x_axis === 'string' ? formData.x_axis : null;
  let filterToRemove: string | null = null;
  if (xAxis && dataset.temporalColumnNames.includes(xAxis)) {
    filterToRemove = xAxis;
    query.columns = query.columns.map((column) => {
      if (column === xAxis) return granularity;
      if (isAdhocColumn(column) && column.sqlExpression === xAxis)
        return { ...column, sqlExpression: granularity, label: granularity };
      return column;
    });
  }
  if (!filterToRemove) {
    const temporal = query.filters.find((filter) => filter.op === 'TEMPORAL_RANGE');
    if (temporal) filterToRemove = getColumnLabel(temporal.col);
  }
  if (xAxis && filterToRemove === xAxis) {
    query.postProcessing = query.postProcessing.map((rule) =>
      rule.operation === 'pivot' ? { ...rule, options: { ...(rule.options ?? {}), index: [granularity] } } : rule,
    );
  }
  if (filterToRemove) query.filters = query.filters.filter((filter) => getColumnLabel(filter.col) !== filterToRemove);
}

/** QueryObjectFactory._process_time_range: time_range, else the x-axis's (or first) temporal filter. */
function processedTimeRange(
  timeRange: string | null,
  filters: readonly QueryObjectFilter[],
  columns: readonly QueryColumn[],
): string {
  if (timeRange !== null) return timeRange;
  const temporal = filters.filter((filter) => filter.op === 'TEMPORAL_RANGE');
  if (!temporal.length) return NO_TIME_RANGE;
  const axis = xAxisLabel(columns);
  const match = temporal.find((filter) => getColumnLabel(filter.col) === axis) ?? temporal[0];
  return typeof match.val === 'string' ? match.val : NO_TIME_RANGE;
}

export function prepareQuery(raw: IncomingQueryObject, dataset: QueryDataset, options: PrepareOptions): PreparedQuery {
  const columns = [...(raw.columns?.length ? raw.columns : (raw.groupby ?? []))];
  const metrics = normaliseMetrics(raw.metrics);
  const extras = { ...(raw.extras ?? {}) };
  if (raw.where) extras.where = raw.where;
  if (raw.having) extras.having = raw.having;
  const isTimeseries = raw.is_timeseries ?? columns.includes(DTTM_ALIAS);
  const timeRange = raw.time_range ?? null;
  const filters = (raw.filters ?? []).map((filter) =>
    timeRange && filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: timeRange } : { ...filter },
  );
  const query: PreparedQuery = {
    columns,
    metrics,
    filters,
    extras,
    granularity: raw.granularity || raw.granularity_sqla || null,
    isTimeseries,
    orderby: (raw.orderby ?? []).map(([target, ascending]) => [target, ascending]),
    orderDesc: raw.order_desc ?? true,
    rowLimit: resolveRowLimit(raw.row_limit, options.resultType ?? raw.result_type, options.config),
    rowOffset: raw.row_offset ?? 0,
    seriesColumns: raw.series_columns?.length
      ? [...raw.series_columns]
      : isTimeseries && metrics?.length
        ? [...columns]
        : [],
    seriesLimit: raw.series_limit ?? raw.timeseries_limit ?? 0,
    seriesLimitMetric: raw.series_limit_metric ?? raw.timeseries_limit_metric ?? null,
    timeRange,
    timeShift: raw.time_shift ?? null,
    fromDttm: null,
    toDttm: null,
    innerFromDttm: null,
    innerToDttm: null,
    timeOffsets: [...(raw.time_offsets ?? [])],
    appliedTimeExtras: { ...(raw.applied_time_extras ?? {}) },
    isRowcount: raw.is_rowcount ?? false,
    applyFetchValuesPredicate: raw.apply_fetch_values_predicate ?? false,
    urlParams: { ...(raw.url_params ?? {}) },
    postProcessing: (raw.post_processing ?? [])
      .filter((rule): rule is PostProcessingRule => Boolean(rule))
      .map((rule) => ({ ...rule })),
  };
  applyGranularity(query, dataset, options.formData);
  const range = resolveQueryTimeRange(
    processedTimeRange(timeRange, query.filters, query.columns),
    extras,
    query.timeShift,
    options.clock ?? {},
  );
  query.fromDttm = range.since;
  query.toDttm = range.until;
  validate(query, dataset);
  return query;
}
