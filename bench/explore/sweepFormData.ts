/** Form data for one chart of each viz type, on the example datasets (sales.orders unless named). */
export interface SweepChart {
  vizType: string;
  table: 'sales.orders' | 'main.daily_metrics';
  formData: Record<string, unknown>;
}

const monthlyAxis = { x_axis: 'order_date', time_grain_sqla: 'P1M', time_range: 'No filter' };

export const SWEEP_CHARTS: readonly SweepChart[] = [
  {
    vizType: 'table',
    table: 'sales.orders',
    formData: {
      query_mode: 'aggregate',
      groupby: ['channel', 'status'],
      metrics: ['count', 'sum__revenue'],
      row_limit: 1000,
    },
  },
  {
    vizType: 'pivot_table_v2',
    table: 'sales.orders',
    formData: {
      groupbyRows: ['channel'],
      groupbyColumns: ['status'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      row_limit: 10000,
    },
  },
  { vizType: 'big_number_total', table: 'sales.orders', formData: { metric: 'sum__revenue' } },
  { vizType: 'big_number', table: 'sales.orders', formData: { ...monthlyAxis, metric: 'count' } },
  {
    vizType: 'echarts_timeseries_line',
    table: 'sales.orders',
    formData: { ...monthlyAxis, metrics: ['count'], groupby: ['channel'], row_limit: 10000 },
  },
  {
    vizType: 'echarts_timeseries_bar',
    table: 'sales.orders',
    formData: { ...monthlyAxis, metrics: ['count'], groupby: ['channel'], row_limit: 10000 },
  },
  {
    vizType: 'echarts_area',
    table: 'sales.orders',
    formData: { ...monthlyAxis, metrics: ['sum__revenue'], groupby: ['status'], row_limit: 10000 },
  },
  {
    vizType: 'echarts_timeseries_scatter',
    table: 'sales.orders',
    formData: { ...monthlyAxis, metrics: ['count'], groupby: [], row_limit: 10000 },
  },
  {
    vizType: 'mixed_timeseries',
    table: 'sales.orders',
    formData: {
      ...monthlyAxis,
      metrics: ['count'],
      groupby: ['channel'],
      metrics_b: ['sum__revenue'],
      groupby_b: [],
      row_limit: 10000,
      row_limit_b: 10000,
    },
  },
  { vizType: 'pie', table: 'sales.orders', formData: { groupby: ['status'], metric: 'count', row_limit: 100 } },
  { vizType: 'funnel', table: 'sales.orders', formData: { groupby: ['status'], metric: 'count', row_limit: 10 } },
  {
    vizType: 'gauge_chart',
    table: 'sales.orders',
    formData: { groupby: ['channel'], metric: 'count', row_limit: 10, min_val: 0 },
  },
  {
    vizType: 'treemap_v2',
    table: 'sales.orders',
    formData: { groupby: ['channel', 'status'], metric: 'count', row_limit: 1000 },
  },
  {
    vizType: 'sunburst_v2',
    table: 'sales.orders',
    formData: { columns: ['channel', 'status'], metric: 'count', row_limit: 1000 },
  },
  {
    vizType: 'heatmap_v2',
    table: 'sales.orders',
    formData: { x_axis: 'channel', groupby: 'status', metric: 'count', row_limit: 1000, normalize_across: 'heatmap' },
  },
  {
    vizType: 'box_plot',
    table: 'main.daily_metrics',
    formData: {
      columns: ['ds'],
      groupby: ['platform'],
      metrics: ['sum__visits'],
      whiskerOptions: 'Tukey',
      row_limit: 10000,
    },
  },
];
