/**
 * The queries of the viz types that are not over time: table, pie, the one-metric-by-dimensions
 * charts (funnel, gauge, treemap, sunburst), heatmap, pivot table and box plot — as the app's
 * plugins build them from the base query object.
 */
import { getColumnLabel, getMetricLabel } from '../../../common/labels';
import type {
  AdhocColumn,
  PostProcessingRule,
  QueryColumn,
  QueryFormData,
  QueryMetric,
  QueryObject,
} from '../../../common/queryObject';
import { columnsOf, metricsOf, normalizeTimeColumn } from './queryContextBase';

/** `order_by_cols` entries are JSON strings `["column", ascending]`; invalid ones are dropped. */
function parseOrderByCols(value: unknown): [QueryColumn, boolean][] {
  const parsed: [QueryColumn, boolean][] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    try {
      const pair: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'boolean')
        parsed.push([pair[0], pair[1]]);
    } catch {
      // Not a pair: Explore's validator reports it; the query leaves it out.
    }
  }
  return parsed;
}

/** Table: raw records (columns, order by) or aggregates with percentage metrics. */
export function tableQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  if (formData.query_mode === 'raw') {
    return {
      ...base,
      columns: columnsOf(formData, 'all_columns'),
      metrics: undefined,
      orderby: parseOrderByCols(formData.order_by_cols),
      post_processing: [],
    };
  }
  const metrics = metricsOf(formData, 'metrics');
  const percentMetrics = metricsOf(formData, 'percent_metrics');
  const metricLabels = new Set(metrics.map(getMetricLabel));
  const allMetrics = [...metrics, ...percentMetrics.filter((metric) => !metricLabels.has(getMetricLabel(metric)))];
  const sortMetric = (formData.timeseries_limit_metric ?? formData.series_limit_metric) as QueryMetric | undefined;
  const orderMetric = sortMetric || allMetrics[0];
  const orderDesc = formData.order_desc === undefined ? true : Boolean(formData.order_desc);
  const contribution: PostProcessingRule = {
    operation: 'contribution',
    options: {
      columns: percentMetrics.map(getMetricLabel),
      rename_columns: percentMetrics.map((metric) => `%${getMetricLabel(metric)}`),
    },
  };
  return {
    ...base,
    columns: columnsOf(formData, 'groupby'),
    metrics: allMetrics,
    orderby: orderMetric ? [[orderMetric, !orderDesc]] : [],
    post_processing: percentMetrics.length ? [contribution] : [],
  };
}

/** Pie: the metric by the dimensions, largest first unless `sort_by_metric` is off. */
export function pieQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const metrics = metricsOf(formData, 'metric');
  const [first] = metrics;
  return {
    ...base,
    columns: columnsOf(formData, 'groupby'),
    metrics,
    orderby: formData.sort_by_metric !== false && first ? [[first, false]] : [],
  };
}

/** One metric (and a distinct secondary one) by dimensions, largest first when `sort_by_metric` is on. */
export function metricByDimensionsQuery(
  formData: QueryFormData,
  base: QueryObject,
  dimensionsKey: 'groupby' | 'columns',
  secondaryMetricKey?: string,
): QueryObject {
  const [metric] = metricsOf(formData, 'metric');
  const secondary = secondaryMetricKey ? (formData[secondaryMetricKey] as QueryMetric | null | undefined) : undefined;
  const metrics: QueryMetric[] = metric ? [metric] : [];
  if (secondary && !metrics.some((existing) => getMetricLabel(existing) === getMetricLabel(secondary)))
    metrics.push(secondary);
  return {
    ...base,
    columns: columnsOf(formData, dimensionsKey),
    metrics,
    ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
  };
}

function axisOrder(
  sort: unknown,
  metricLabel: string,
  column: QueryColumn | undefined,
): [QueryMetric | QueryColumn, boolean] | null {
  if (typeof sort !== 'string' || !sort) return null;
  const key = sort.includes('value') ? metricLabel : column;
  return key === undefined ? null : [key, sort.includes('asc')];
}

/** Heatmap: x-axis and y dimension, each ordered as `sort_x_axis`/`sort_y_axis` say, then ranked. */
export function heatmapQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const xAxis = typeof formData.x_axis === 'string' && formData.x_axis ? formData.x_axis : undefined;
  const [yColumn] = columnsOf(formData, 'groupby');
  const columns: QueryColumn[] = [...(xAxis ? [xAxis] : []), ...(yColumn !== undefined ? [yColumn] : [])];
  const orderby = [
    axisOrder(formData.sort_x_axis, metricLabel, columns[0]),
    axisOrder(formData.sort_y_axis, metricLabel, columns[1]),
  ].filter((entry): entry is [QueryMetric | QueryColumn, boolean] => entry !== null);
  const across = formData.normalize_across;
  const groupBy =
    across === 'x' && xAxis ? xAxis : across === 'y' && yColumn !== undefined ? getColumnLabel(yColumn) : undefined;
  const query: QueryObject = {
    ...base,
    columns,
    metrics: metric ? [metric] : [],
    orderby,
    post_processing: [
      { operation: 'rank', options: { metric: metricLabel, ...(groupBy ? { group_by: groupBy } : {}) } },
    ],
  };
  return normalizeTimeColumn(formData, query);
}

/** A temporal column truncated to the time grain, as a BASE_AXIS adhoc column. */
function truncatedColumn(column: string, timeGrain: string): AdhocColumn {
  return { timeGrain, columnType: 'BASE_AXIS', sqlExpression: column, label: column, expressionType: 'SQL' };
}

function temporalLookup(formData: QueryFormData): Record<string, boolean> {
  return (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
}

/** Pivot table: column then row dimensions (each once), ordered by the series-limit or first metric. */
export function pivotTableQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const grain = formData.time_grain_sqla;
  const timeGrain = typeof grain === 'string' && grain ? grain : undefined;
  const lookup = temporalLookup(formData);
  const seen = new Set<string>();
  const columns: QueryColumn[] = [];
  for (const column of [...columnsOf(formData, 'groupbyColumns'), ...columnsOf(formData, 'groupbyRows')]) {
    const label = getColumnLabel(column);
    if (seen.has(label)) continue;
    seen.add(label);
    const temporal = typeof column === 'string' && (lookup[column] || formData.granularity_sqla === column);
    columns.push(typeof column === 'string' && timeGrain && temporal ? truncatedColumn(column, timeGrain) : column);
  }
  const metrics = metricsOf(formData, 'metrics');
  const orderMetric: QueryMetric | undefined = base.series_limit_metric ?? metrics[0];
  return { ...base, columns, metrics, orderby: orderMetric ? [[orderMetric, base.order_desc === false]] : [] };
}

const PERCENTILES_PATTERN = /^(\d+)\/(\d+) percentiles$/;

function whiskerSettings(whiskerOptions: string): Record<string, unknown> | null {
  if (whiskerOptions === 'Tukey') return { whisker_type: 'tukey' };
  if (whiskerOptions === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = PERCENTILES_PATTERN.exec(whiskerOptions);
  return match ? { whisker_type: 'percentile', percentiles: [Number(match[1]), Number(match[2])] } : null;
}

/** Box plot: metrics per "distribute across" column and dimension, then the `boxplot` summary. */
export function boxPlotQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const distributeAcross = columnsOf(formData, 'columns');
  const granularity =
    typeof formData.granularity_sqla === 'string' && formData.granularity_sqla ? formData.granularity_sqla : undefined;
  const distribution = distributeAcross.length === 0 && granularity ? [granularity] : distributeAcross;
  const lookup = temporalLookup(formData);
  const timeGrain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined;
  const groupby = columnsOf(formData, 'groupby');
  const metrics = metricsOf(formData, 'metrics');
  const whiskers = typeof formData.whiskerOptions === 'string' ? whiskerSettings(formData.whiskerOptions) : null;
  const boxplot: PostProcessingRule | null = whiskers
    ? {
        operation: 'boxplot',
        options: { ...whiskers, groupby: groupby.map(getColumnLabel), metrics: metrics.map(getMetricLabel) },
      }
    : null;
  return {
    ...base,
    columns: [
      ...distribution.map((column) =>
        typeof column === 'string' && timeGrain && lookup[column] ? truncatedColumn(column, timeGrain) : column,
      ),
      ...groupby,
    ],
    series_columns: groupby,
    metrics,
    post_processing: boxplot ? [boxplot] : [],
  };
}
