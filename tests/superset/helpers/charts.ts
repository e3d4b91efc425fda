/**
 * Charts as the SPA builds them: form data per viz type (with the dataset's uid on each side), the
 * query context the viz type's own buildQuery makes of it, and the body Explore's save sends.
 */
import type { QueryContext, QueryFormData } from '../../../src/api/chartDataTypes';
import type { ChartWriteBody } from '../../../src/api/charts';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import type { Side } from '../harness/differentialRun';
import { datasetId, type ExampleTable } from './examples';

const sum = (column: string, label?: string) => ({
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: column },
  label: label ?? `SUM(${column})`,
  hasCustomLabel: label !== undefined,
  optionName: `metric_sum_${column}`,
});

const countStar = {
  expressionType: 'SQL' as const,
  sqlExpression: 'COUNT(*)',
  label: 'COUNT(*)',
  hasCustomLabel: false,
  optionName: 'metric_count',
};

const where = (subject: string, operator: string, comparator: unknown) => ({
  expressionType: 'SIMPLE' as const,
  clause: 'WHERE' as const,
  subject,
  operator,
  operatorId: operator === '==' ? 'EQUALS' : operator === 'IN' ? 'IN' : 'GREATER_THAN',
  comparator,
  filterOptionName: `filter_${subject}`,
});

export interface ChartCase {
  name: string;
  table: ExampleTable;
  formData: Omit<QueryFormData, 'datasource'>;
}

/** Form data of the viz types and controls the suite runs (each as Explore would hold it). */
export const CHART_CASES: readonly ChartCase[] = [
  {
    name: 'table, raw records with a filter and ordering',
    table: 'birthNames',
    formData: {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['ds', 'name', 'gender', 'state', 'num'],
      order_by_cols: ['["num", false]', '["name", true]'],
      adhoc_filters: [where('state', '==', 'CA'), where('ds', '>', '2010-01-01')],
      time_range: 'No filter',
      row_limit: 25,
    },
  },
  {
    name: 'table, aggregate with percentage metric',
    table: 'orders',
    formData: {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['channel', 'status'],
      metrics: [countStar, sum('revenue', 'Revenue')],
      percent_metrics: [countStar],
      adhoc_filters: [where('region', 'IN', ['Europe', 'North America'])],
      time_range: 'No filter',
      row_limit: 100,
      order_desc: true,
    },
  },
  {
    name: 'line, monthly grain over a time range, by platform',
    table: 'dailyMetrics',
    formData: {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1M',
      metrics: [sum('visits', 'Visits')],
      groupby: ['platform'],
      adhoc_filters: [],
      time_range: '2019-01-01 : 2019-07-01',
      row_limit: 10000,
      order_desc: true,
    },
  },
  {
    name: 'bar, weekly grain with a rolling mean',
    table: 'dailyMetrics',
    formData: {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'ds',
      time_grain_sqla: 'P1W',
      metrics: [sum('signups')],
      groupby: [],
      adhoc_filters: [],
      time_range: '2019-03-01 : 2019-05-01',
      rolling_type: 'mean',
      rolling_periods: 2,
      min_periods: 0,
      row_limit: 10000,
    },
  },
  {
    name: 'pie, by status, sorted by the metric',
    table: 'orders',
    formData: {
      viz_type: 'pie',
      groupby: ['status'],
      metric: countStar,
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
      sort_by_metric: true,
    },
  },
  {
    name: 'big number total with a filter',
    table: 'orders',
    formData: {
      viz_type: 'big_number_total',
      metric: sum('revenue'),
      adhoc_filters: [where('channel', '==', 'Online')],
      time_range: 'No filter',
    },
  },
  {
    name: 'big number with trend line, weekly',
    table: 'dailyMetrics',
    formData: {
      viz_type: 'big_number',
      x_axis: 'ds',
      time_grain_sqla: 'P1W',
      metric: sum('visits'),
      adhoc_filters: [],
      time_range: '2019-01-01 : 2019-03-01',
    },
  },
  {
    name: 'pivot table, states by gender',
    table: 'birthNames',
    formData: {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['state'],
      groupbyColumns: ['gender'],
      metrics: [sum('num')],
      adhoc_filters: [where('ds', '>', '2015-01-01')],
      time_range: 'No filter',
      row_limit: 1000,
      aggregateFunction: 'Sum',
    },
  },
];

export function formDataOf(side: Side, chart: ChartCase): QueryFormData {
  return { ...chart.formData, datasource: `${datasetId(side, chart.table)}__table` } as QueryFormData;
}

/** The query context the viz type's plugin builds (what Explore posts to /api/v1/chart/data). */
export function queryContextOf(formData: QueryFormData): QueryContext {
  registerAllChartPlugins();
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) throw new Error(`No plugin for ${formData.viz_type}`);
  return plugin.buildQuery(formData);
}

/** POST /api/v1/chart/'s body, as Explore's "Save as" builds it. */
export function chartWriteBody(side: Side, chart: ChartCase, sliceName: string, dashboards?: number[]): ChartWriteBody {
  const params = formDataOf(side, chart);
  return {
    slice_name: sliceName,
    viz_type: params.viz_type,
    params: JSON.stringify(params),
    query_context: JSON.stringify({ ...queryContextOf(params), result_type: 'full', result_format: 'json' }),
    datasource_id: datasetId(side, chart.table),
    datasource_type: 'table',
    ...(dashboards ? { dashboards } : {}),
  };
}
