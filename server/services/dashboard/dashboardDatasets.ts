/**
 * One item of GET /api/v1/dashboard/{id_or_slug}/datasets, as Superset's
 * Dashboard.datasets_trimmed_for_slices gives it: the dataset's payload cut down to the metrics and
 * columns the dashboard's charts on it use (SqlaTable.data_for_slices, to keep the dashboard's
 * payload small), then dumped through DashboardDatasetSchema, which keeps only its own fields.
 */
import type { ChartRecord } from '../../store/charts';
import { chartFormData } from '../chart/chartFormData';

type Json = Record<string, unknown>;

/** Form data keys holding metrics, and holding columns (Superset's METRIC_/COLUMN_FORM_DATA_PARAMS). */
const METRIC_PARAMS = [
  'metric',
  'metric_2',
  'metrics',
  'metrics_b',
  'percent_metrics',
  'secondary_metric',
  'size',
  'timeseries_limit_metric',
  'x',
  'y',
];
const COLUMN_PARAMS = ['all_columns', 'all_columns_x', 'columns', 'entity', 'groupby', 'order_by_cols', 'series'];

/** DashboardDatasetSchema's fields, and its nested DatabaseSchema's. */
const DATASET_FIELDS = [
  'id',
  'uid',
  'column_formats',
  'database',
  'default_endpoint',
  'filter_select',
  'filter_select_enabled',
  'is_sqllab_view',
  'name',
  'datasource_name',
  'table_name',
  'type',
  'schema',
  'offset',
  'cache_timeout',
  'params',
  'perm',
  'edit_url',
  'sql',
  'select_star',
  'main_dttm_col',
  'currency_code_column',
  'health_check_message',
  'fetch_values_predicate',
  'template_params',
  'owners',
  'columns',
  'column_types',
  'column_names',
  'metrics',
  'order_by_choices',
  'verbose_map',
  'time_grain_sqla',
  'granularity_sqla',
  'normalize_columns',
  'always_filter_main_dttm',
];
const DATABASE_FIELDS = [
  'id',
  'name',
  'backend',
  'allows_subquery',
  'allows_cost_estimate',
  'allows_virtual_table_explore',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'explore_database_id',
];

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asList(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function isAdhocMetric(metric: unknown): metric is Json {
  if (!isRecord(metric)) return false;
  if (metric.expressionType === 'SIMPLE') return isRecord(metric.column) && Boolean(metric.aggregate);
  return metric.expressionType === 'SQL' && Boolean(metric.sqlExpression);
}

/** utils.get_metric_name: an adhoc metric's label, a saved metric by its verbose name. */
function metricName(metric: unknown, verboseMap: Json): string | null {
  if (isAdhocMetric(metric)) {
    if (typeof metric.label === 'string' && metric.label) return metric.label;
    if (metric.expressionType === 'SQL') return String(metric.sqlExpression);
    const column = metric.column as Json;
    return `${String(metric.aggregate)}(${String(column.column_name)})`;
  }
  if (typeof metric === 'string')
    return typeof verboseMap[metric] === 'string' ? (verboseMap[metric] as string) : metric;
  return null;
}

/** utils.get_column_name: an adhoc column's label or expression, a name as is. */
function columnName(column: unknown): string | null {
  if (isRecord(column)) {
    if (typeof column.label === 'string' && column.label) return column.label;
    if (typeof column.sqlExpression === 'string' && column.sqlExpression) return column.sqlExpression;
    return null;
  }
  return typeof column === 'string' ? column : null;
}

/** The columns of the chart's saved query context, or null when it has none to read. */
function queryContextColumns(chart: ChartRecord): string[] | null {
  if (!chart.query_context) return null;
  try {
    const context: unknown = JSON.parse(chart.query_context);
    const queries = isRecord(context) && Array.isArray(context.queries) ? context.queries : [];
    return queries.flatMap((query) => {
      const columns = isRecord(query) ? asList(query.columns ?? query.groupby) : [];
      return columns.map(columnName).filter((name): name is string => name !== null);
    });
  } catch {
    return null;
  }
}

/** The metric and column names the charts need (data_for_slices). */
function namesUsedBy(charts: readonly ChartRecord[], verboseMap: Json): { metrics: Set<string>; columns: Set<string> } {
  const metrics = new Set<string>();
  const columns = new Set<string>();
  for (const chart of charts) {
    const formData = chartFormData(chart) as Json;
    for (const param of METRIC_PARAMS) {
      for (const metric of asList(formData[param])) {
        const name = metricName(metric, verboseMap);
        if (name !== null) metrics.add(name);
        const column = isAdhocMetric(metric) && isRecord(metric.column) ? metric.column.column_name : undefined;
        if (typeof column === 'string' && column) columns.add(column);
      }
    }
    for (const filter of asList(formData.adhoc_filters)) {
      if (isRecord(filter) && filter.clause === 'WHERE' && typeof filter.subject === 'string' && filter.subject)
        columns.add(filter.subject);
    }
    for (const config of asList(formData.filter_configs)) {
      if (isRecord(config) && typeof config.column === 'string') columns.add(config.column);
    }
    const fromContext = queryContextColumns(chart);
    const used =
      fromContext ??
      COLUMN_PARAMS.flatMap((param) => asList(formData[param]))
        .map(columnName)
        .filter((name): name is string => name !== null);
    for (const name of used) columns.add(name);
  }
  return { metrics, columns };
}

function pick(source: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

/** The dataset payload trimmed for `charts` (the dashboard's charts on it) and cut to the schema's fields. */
export function dashboardDatasetPayload(payload: Json, charts: readonly ChartRecord[]): Json {
  const verboseMap = isRecord(payload.verbose_map) ? payload.verbose_map : {};
  const used = namesUsedBy(charts, verboseMap);
  const metrics = asList(payload.metrics).filter(
    (metric): metric is Json =>
      isRecord(metric) &&
      (used.metrics.has(String(metric.metric_name)) || used.metrics.has(String(metric.verbose_name))),
  );
  const allColumns = asList(payload.columns).filter(isRecord);
  const columns = allColumns.filter((column) => used.columns.has(String(column.column_name)));
  const columnTypes = [
    ...new Set(allColumns.map((column) => column.type_generic).filter((type) => typeof type === 'number')),
  ].sort((a, b) => Number(a) - Number(b));
  const labels = new Map(
    columns.map((column) => [String(column.column_name), String(column.verbose_name || column.column_name)]),
  );
  const trimmed: Json = {
    currency_code_column: null,
    ...payload,
    metrics,
    columns,
    column_types: columnTypes,
    verbose_map: {
      __timestamp: 'Time',
      ...Object.fromEntries(
        metrics.map((metric) => [String(metric.metric_name), String(metric.verbose_name || metric.metric_name)]),
      ),
      ...Object.fromEntries(labels),
    },
    // A set in Superset (no order): sorted here.
    column_names: [...new Set([...labels.values(), ...asList(payload.column_names).map(String)])].sort(),
  };
  const item = pick(trimmed, DATASET_FIELDS);
  if (isRecord(item.database)) item.database = pick(item.database, DATABASE_FIELDS);
  return item;
}
