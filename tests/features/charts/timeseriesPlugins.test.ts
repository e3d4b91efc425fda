// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';

registerAllChartPlugins();

const formData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'Revenue' }],
  groupby: ['region'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'paid' }],
  time_range: 'No filter',
  rolling_type: 'mean',
  rolling_periods: 7,
  min_periods: 1,
  row_limit: 10000,
};

describe('timeseries family', () => {
  it('registers line, bar, area and scatter', () => {
    for (const vizType of [
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'echarts_timeseries_scatter',
    ]) {
      expect(getChartPlugin(vizType)?.vizType).toBe(vizType);
    }
  });

  it('builds a query grouped by the x-axis (BASE_AXIS, grain) and series, pivoted, rolled and flattened', () => {
    const context = getChartPlugin('echarts_timeseries_line')!.buildQuery(formData);
    const query = context.queries[0]!;
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(query.columns).toEqual([
      {
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        isColumnReference: true,
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
      },
      'region',
    ]);
    expect(query.series_columns).toEqual(['region']);
    expect(query.filters).toEqual([{ col: 'status', op: '==', val: 'paid' }]);
    expect(query.orderby).toEqual([[formData.metrics[0], false]]);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['region'],
          aggregates: { Revenue: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 1, columns: { Revenue: 'Revenue' } },
      },
      { operation: 'flatten' },
    ]);
  });

  it('adds time offsets and a compare step for a time comparison', () => {
    const context = getChartPlugin('echarts_timeseries_line')!.buildQuery({
      ...formData,
      rolling_type: null,
      groupby: [],
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
    });
    const query = context.queries[0]!;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toContainEqual({
      operation: 'compare',
      options: {
        source_columns: ['Revenue'],
        compare_columns: ['Revenue__1 year ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
  });

  it('uses cum for a cumulative sum and resample with zero filling', () => {
    const query = getChartPlugin('echarts_area')!.buildQuery({
      ...formData,
      rolling_type: 'cumsum',
      resample_rule: '1D',
      resample_method: 'zerofill',
    }).queries[0]!;
    expect(query.post_processing).toContainEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { Revenue: 'Revenue' } },
    });
    expect(query.post_processing).toContainEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
  });

  it('turns flattened results into one series per column on a time axis', () => {
    const result: ChartDataQueryResult = {
      colnames: ['order_date', 'EMEA', 'APAC'],
      coltypes: [2, 0, 0],
      data: [
        { order_date: Date.UTC(2024, 0, 1), EMEA: 10, APAC: 5 },
        { order_date: Date.UTC(2024, 1, 1), EMEA: 12, APAC: null },
      ],
      rowcount: 2,
    };
    const { option } = getChartPlugin('echarts_timeseries_bar')!.transformProps({
      formData: { ...formData, viz_type: 'echarts_timeseries_bar' },
      queriesData: [result],
      datasource: null,
      width: 400,
      height: 300,
    }) as { option: Record<string, unknown> };
    const series = option.series as { type: string; name: string; data: unknown[] }[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'EMEA'],
      ['bar', 'APAC'],
    ]);
    expect(series[1]!.data).toEqual([
      [Date.UTC(2024, 0, 1), 5],
      [Date.UTC(2024, 1, 1), null],
    ]);
    expect((option.xAxis as { type: string }).type).toBe('time');
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect(formatter(12345)).toBe('12.3k');
  });

  it('stacks an area chart by default', () => {
    const result: ChartDataQueryResult = {
      colnames: ['order_date', 'a'],
      coltypes: [2, 0],
      data: [{ order_date: 0, a: 1 }],
      rowcount: 1,
    };
    const { option } = getChartPlugin('echarts_area')!.transformProps({
      formData: { ...formData, viz_type: 'echarts_area', stack: true },
      queriesData: [result],
      datasource: null,
      width: 1,
      height: 1,
    }) as { option: { series: { stack?: string; areaStyle?: unknown }[] } };
    expect(option.series[0]).toMatchObject({ stack: 'total', areaStyle: { opacity: 0.2 } });
  });
});
