// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import {
  removeFormDataSuffix,
  retainFormDataSuffix,
} from '../../../src/features/charts/plugins/mixed_timeseries/buildQuery';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';

registerAllChartPlugins();

const plugin = () => getChartPlugin('mixed_timeseries')!;
const revenue = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'Revenue',
} as const;
const baseAxis = {
  sqlExpression: 'order_date',
  label: 'order_date',
  expressionType: 'SQL',
  isColumnReference: true,
  columnType: 'BASE_AXIS',
  timeGrain: 'P1D',
};

const formData: QueryFormData = {
  datasource: '9__table',
  viz_type: 'mixed_timeseries',
  slice_id: 12,
  x_axis: 'order_date',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metrics: ['count'],
  groupby: ['region'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'paid' }],
  row_limit: 100,
  metrics_b: [revenue],
  groupby_b: [],
  adhoc_filters_b: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: 'IN', comparator: ['EMEA'] },
  ],
  row_limit_b: 50,
  limit_b: 5,
  timeseries_limit_metric_b: 'count',
  order_desc_b: false,
  rolling_type_b: 'cumsum',
};

function result(colnames: string[], data: ChartDataQueryResult['data']): ChartDataQueryResult {
  return { colnames, coltypes: colnames.map((name) => (name === 'order_date' ? 2 : 0)), data, rowcount: data.length };
}

describe('mixed_timeseries buildQuery', () => {
  it("splits the form: query A without the '_b' controls, query B with them in place of their counterparts", () => {
    expect(
      removeFormDataSuffix({ datasource: 'd', viz_type: 'v', metrics: ['a'], metrics_b: ['b'], limit: 1 }, '_b'),
    ).toEqual({ datasource: 'd', viz_type: 'v', metrics: ['a'], limit: 1 });
    expect(
      retainFormDataSuffix({ datasource: 'd', viz_type: 'v', metrics: ['a'], metrics_b: ['b'], limit: 1 }, '_b'),
    ).toEqual({ datasource: 'd', viz_type: 'v', metrics: ['b'], limit: 1 });
  });

  it('sends two timeseries queries with their own metrics, dimensions, filters, limits and post-processing', () => {
    const context = plugin().buildQuery(formData);
    expect(context.datasource).toEqual({ id: 9, type: 'table' });
    expect(context.queries).toHaveLength(2);
    const [queryA, queryB] = context.queries;

    expect(queryA!.columns).toEqual([baseAxis, 'region']);
    expect(queryA!.series_columns).toEqual(['region']);
    expect(queryA!.metrics).toEqual(['count']);
    expect(queryA!.filters).toEqual([{ col: 'status', op: '==', val: 'paid' }]);
    expect(queryA!.row_limit).toBe(100);
    expect(queryA!.orderby).toEqual([['count', false]]);
    expect(queryA!.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['region'],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
    ]);

    expect(queryB!.columns).toEqual([baseAxis]);
    expect(queryB!.metrics).toEqual([revenue]);
    expect(queryB!.filters).toEqual([{ col: 'region', op: 'IN', val: ['EMEA'] }]);
    expect(queryB!.row_limit).toBe(50);
    expect(queryB!.series_limit).toBe(5);
    expect(queryB!.series_limit_metric).toBe('count');
    expect(queryB!.orderby).toEqual([['count', true]]);
    expect(queryB!.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: [],
          aggregates: { Revenue: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'cum', options: { operator: 'sum', columns: { Revenue: 'Revenue' } } },
      { operation: 'flatten' },
    ]);
    expect(context.form_data).not.toHaveProperty('metrics_b');
    expect(context.form_data).toMatchObject({ slice_id: 12, metrics: ['count'] });
  });
});

describe('mixed_timeseries transformProps', () => {
  const resultA = result(
    ['order_date', 'EMEA', 'APAC'],
    [
      { order_date: Date.UTC(2024, 0, 1), EMEA: 3, APAC: null },
      { order_date: Date.UTC(2024, 0, 2), EMEA: 4, APAC: 1 },
    ],
  );
  const resultB = result(
    ['order_date', 'EMEA'],
    [
      { order_date: Date.UTC(2024, 0, 1), EMEA: 1500 },
      { order_date: Date.UTC(2024, 0, 2), EMEA: 2500 },
    ],
  );
  type Option = {
    series: {
      type: string;
      name: string;
      yAxisIndex: number;
      data: unknown[];
      stack?: string;
      step?: string;
      tooltip: { valueFormatter: (v: number | null) => string };
    }[];
    yAxis: { type: string; axisLabel: { formatter: (v: number) => string }; alignTicks: boolean }[];
    xAxis: { type: string };
    legend: { data: string[] };
  };
  const transform = (extra: Partial<QueryFormData>, queriesData: ChartDataQueryResult[]) =>
    (
      plugin().transformProps({
        formData: { ...formData, ...extra },
        queriesData,
        datasource: null,
        width: 600,
        height: 400,
      }) as { option: Option }
    ).option;

  it('draws query A and B series on their own axes, renaming a B series that repeats an A name', () => {
    const option = transform(
      { seriesType: 'line', seriesTypeB: 'bar', yAxisIndexB: 1, y_axis_format: ',d', y_axis_format_secondary: '$,.0f' },
      [resultA, resultB],
    );
    expect(option.series.map((series) => [series.type, series.name, series.yAxisIndex])).toEqual([
      ['line', 'EMEA', 0],
      ['line', 'APAC', 0],
      ['bar', 'EMEA (1)', 1],
    ]);
    expect(option.series[1]!.data).toEqual([
      [Date.UTC(2024, 0, 1), null],
      [Date.UTC(2024, 0, 2), 1],
    ]);
    expect(option.legend.data).toEqual(['EMEA', 'APAC', 'EMEA (1)']);
    expect(option.xAxis.type).toBe('time');
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[0]!.axisLabel.formatter(1234)).toBe('1,234');
    expect(option.yAxis[1]!.axisLabel.formatter(1234)).toBe('$1,234');
    expect(option.yAxis[0]!.alignTicks).toBe(true);
    expect(option.series[2]!.tooltip.valueFormatter(2500)).toBe('$2,500');
    expect(option.series[0]!.tooltip.valueFormatter(null)).toBe('N/A');
  });

  it('stacks each query within itself and draws step lines and log axes as asked', () => {
    const option = transform({ stack: true, stackB: true, seriesTypeB: 'start', logAxisSecondary: true }, [
      resultA,
      resultB,
    ]);
    expect(option.series.map((series) => series.stack)).toEqual(['query_a', 'query_a', 'query_b']);
    expect(option.series[2]!.step).toBe('start');
    expect(option.yAxis.map((axis) => axis.type)).toEqual(['value', 'log']);
    expect(option.yAxis[0]!.alignTicks).toBe(false);
  });

  it('draws whatever came back when a query is empty or missing', () => {
    const onlyA = transform({}, [resultA]);
    expect(onlyA.series.map((series) => series.name)).toEqual(['EMEA', 'APAC']);
    const onlyB = transform({}, [result([], []), resultB]);
    expect(onlyB.series.map((series) => series.name)).toEqual(['EMEA']);
    expect(onlyB.xAxis.type).toBe('time');
    expect(transform({}, []).series).toEqual([]);
  });
});
