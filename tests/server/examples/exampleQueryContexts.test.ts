/**
 * The query contexts the server builds for the charts it creates equal what the app's own chart
 * plugins (Explore's save) build for the same form data — for every example chart, and for form
 * data that exercises the builders' branches (time range, filters, analytics, raw tables…).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../common/queryObject';
import { EXAMPLE_CHARTS, exampleFormData, exampleQueryContext } from '../../../server/examples/charts';
import { buildChartQueryContext, canBuildQueryContext } from '../../../server/services/chart/chartQueryContext';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin, listChartPlugins } from '../../../src/features/charts/plugins/registry';

/** What the app would save: the plugin's query context, as JSON (undefined keys dropped). */
function appQueryContext(formData: QueryFormData): unknown {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) throw new Error(`The app has no plugin for ${formData.viz_type}`);
  return JSON.parse(JSON.stringify({ ...plugin.buildQuery(formData), result_type: 'full', result_format: 'json' }));
}

function serverQueryContext(formData: QueryFormData): unknown {
  const text = exampleQueryContext(formData);
  return text === null ? null : JSON.parse(text);
}

const FILTERS = [
  {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: 'status',
    operator: 'IN',
    comparator: ['Shipped', 'Delivered'],
  },
  { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'notes', operator: 'IS NOT NULL' },
  { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'quantity', operator: '>', comparator: [2] },
  { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 10 -- big ones' },
  { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 1' },
  { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: [] },
];

/** Form data with most branches on, per viz type: filters and a time range on every one of them. */
const BRANCHY_FORMS: QueryFormData[] = [
  ...['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area', 'echarts_timeseries_scatter'].flatMap(
    (vizType) => [
      {
        datasource: '3__table',
        viz_type: vizType,
        x_axis: 'order_date',
        time_grain_sqla: 'P1W',
        metrics: ['count', 'sum__revenue'],
        groupby: ['channel'],
        adhoc_filters: FILTERS,
        time_range: 'Last year',
        series_limit: 3,
        series_limit_metric: 'count',
        order_desc: false,
        row_limit: 500,
        truncate_metric: true,
        rolling_type: 'cumsum',
        time_compare: ['1 year ago', '1 week ago'],
        comparison_type: 'ratio',
        resample_rule: '1W',
        resample_method: 'zerofill',
        contributionMode: 'row',
      },
      {
        datasource: '3__table',
        viz_type: vizType,
        granularity_sqla: 'order_date',
        metrics: ['count'],
        groupby: [],
        time_range: '2020-01-01 : 2021-01-01',
        rolling_type: 'std',
        rolling_periods: '4',
        min_periods: 2,
        time_compare: '1 year ago',
        comparison_type: 'values',
        resample_rule: '1D',
        resample_method: 'ffill',
        show_empty_columns: false,
      },
    ],
  ),
  {
    datasource: '3__table',
    viz_type: 'big_number',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metric: 'count',
    adhoc_filters: FILTERS,
    time_range: 'Last quarter',
    rolling_type: 'sum',
    rolling_periods: 3,
  },
  {
    datasource: '3__table',
    viz_type: 'big_number',
    granularity_sqla: 'order_date',
    metric: 'count',
    rolling_type: 'cumsum',
  },
  {
    datasource: '3__table',
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: ['order_id', 'status'],
    order_by_cols: ['["order_id", false]', 'not json', '["status", true]'],
    adhoc_filters: FILTERS,
    row_limit: 50,
    time_range: 'Last week',
    granularity_sqla: 'order_date',
  },
  {
    datasource: '3__table',
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['status'],
    metrics: ['count'],
    percent_metrics: ['count', 'sum__revenue'],
    timeseries_limit_metric: 'sum__revenue',
    order_desc: false,
  },
  {
    datasource: '3__table',
    viz_type: 'big_number_total',
    metric: 'count',
    adhoc_filters: FILTERS,
    granularity_sqla: 'order_date',
    time_range: 'Last month',
  },
  { datasource: '3__table', viz_type: 'pie', groupby: ['status'], metric: 'count', sort_by_metric: false },
  { datasource: '3__table', viz_type: 'funnel', groupby: ['status'], metric: 'count', sort_by_metric: false },
  { datasource: '3__table', viz_type: 'gauge_chart', groupby: ['status'], metric: 'count', adhoc_filters: FILTERS },
  {
    datasource: '3__table',
    viz_type: 'treemap_v2',
    groupby: ['region', 'country'],
    metric: 'count',
    sort_by_metric: true,
  },
  {
    datasource: '3__table',
    viz_type: 'sunburst_v2',
    columns: ['region', 'country'],
    metric: 'count',
    secondary_metric: 'sum__revenue',
    sort_by_metric: true,
  },
  { datasource: '3__table', viz_type: 'sunburst_v2', columns: ['region'], metric: 'count', secondary_metric: 'count' },
  ...['x', 'y', 'heatmap'].map((across): QueryFormData => ({
    datasource: '3__table',
    viz_type: 'heatmap_v2',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    groupby: ['channel'],
    metric: 'count',
    sort_x_axis: 'value_desc',
    sort_y_axis: 'alpha_asc',
    normalize_across: across,
  })),
  {
    datasource: '3__table',
    viz_type: 'pivot_table_v2',
    groupbyColumns: ['order_date', 'channel'],
    groupbyRows: ['channel', 'status'],
    temporal_columns_lookup: { order_date: true },
    time_grain_sqla: 'P1Y',
    metrics: ['count', 'sum__revenue'],
    series_limit_metric: 'sum__revenue',
    order_desc: false,
  },
  ...['Tukey', 'Min/max (no outliers)', '2/98 percentiles', 'nonsense', ''].map((whiskerOptions): QueryFormData => ({
    datasource: '3__table',
    viz_type: 'box_plot',
    columns: ['order_date'],
    temporal_columns_lookup: { order_date: true },
    time_grain_sqla: 'P1M',
    groupby: ['channel'],
    metrics: ['count'],
    whiskerOptions,
  })),
  {
    datasource: '3__table',
    viz_type: 'box_plot',
    granularity_sqla: 'order_date',
    groupby: ['channel'],
    metrics: ['count'],
  },
  {
    datasource: '3__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: 'Last year',
    metrics: ['count'],
    groupby: ['channel'],
    adhoc_filters: FILTERS,
    limit: 2,
    metrics_b: ['sum__revenue'],
    groupby_b: [],
    adhoc_filters_b: [FILTERS[0]],
    row_limit_b: 100,
    rolling_type_b: 'mean',
    rolling_periods_b: 3,
    order_desc_b: false,
  },
];

describe('query contexts of server-made charts', () => {
  beforeAll(() => registerAllChartPlugins());

  it('can be built for every viz type the app has', () => {
    const vizTypes = listChartPlugins().map((plugin) => plugin.vizType);
    expect(vizTypes.length).toBeGreaterThanOrEqual(12);
    for (const vizType of vizTypes) expect(canBuildQueryContext(vizType), vizType).toBe(true);
    expect(canBuildQueryContext('toString')).toBe(false);
    expect(buildChartQueryContext({ datasource: '1__table', viz_type: 'no_such_viz' })).toBeNull();
  });

  it.each(EXAMPLE_CHARTS.map((example) => [example.slice_name, example] as const))(
    'equal what Explore saves for the example "%s"',
    (_name, example) => {
      const formData = exampleFormData(example, 7);
      expect(serverQueryContext(formData)).toEqual(appQueryContext(formData));
    },
  );

  it.each(BRANCHY_FORMS.map((formData, index) => [index, formData.viz_type, formData] as const))(
    'equal what Explore saves for branchy form data #%i (%s)',
    (_index, _vizType, formData) => {
      expect(serverQueryContext(formData)).toEqual(appQueryContext(formData));
    },
  );

  it('cover every viz type the app has in the branchy forms', () => {
    const covered = new Set(BRANCHY_FORMS.map((formData) => formData.viz_type));
    for (const plugin of listChartPlugins()) expect(covered.has(plugin.vizType), plugin.vizType).toBe(true);
  });
});
