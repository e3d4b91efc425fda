// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { parseOrderByCols } from '../../../src/features/charts/plugins/table';

registerAllChartPlugins();

const size = { datasource: null, width: 400, height: 300 };

describe('table', () => {
  const base = { datasource: '1__table', viz_type: 'table' };

  it('aggregate mode groups by dimensions, orders by the first metric, adds percent metrics as contribution', () => {
    const query = getChartPlugin('table')!.buildQuery({
      ...base,
      groupby: ['name'],
      metrics: ['sum__num'],
      percent_metrics: ['count'],
      row_limit: 10,
    }).queries[0]!;
    expect(query).toMatchObject({
      columns: ['name'],
      metrics: ['sum__num', 'count'],
      orderby: [['sum__num', false]],
      row_limit: 10,
    });
    expect(query.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['count'], rename_columns: ['%count'] } },
    ]);
  });

  it('raw mode selects columns without metrics and orders by the parsed order_by_cols', () => {
    const query = getChartPlugin('table')!.buildQuery({
      ...base,
      query_mode: 'raw',
      all_columns: ['name', 'num'],
      order_by_cols: ['["num", false]', 'not json'],
    }).queries[0]!;
    expect(query.columns).toEqual(['name', 'num']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toEqual([['num', false]]);
    expect(parseOrderByCols(['["a", true]', '["b"]'])).toEqual([['a', true]]);
  });

  it('formats temporal cells and keeps the column order', () => {
    const result: ChartDataQueryResult = {
      colnames: ['ds', 'n'],
      coltypes: [2, 0],
      data: [{ ds: Date.UTC(2020, 0, 2), n: 3 }],
      rowcount: 1,
    };
    const props = getChartPlugin('table')!.transformProps({ ...size, formData: base, queriesData: [result] }) as {
      columns: { column_name: string }[];
      rows: Record<string, unknown>[];
    };
    expect(props.columns.map((column) => column.column_name)).toEqual(['ds', 'n']);
    expect(props.rows[0]).toEqual({ ds: '2020-01-02 00:00:00', n: 3 });
  });
});

describe('big numbers', () => {
  it('big_number_total shows the formatted metric', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'big_number_total',
      metric: 'count',
      y_axis_format: ',d',
      subheader: 'orders',
    };
    expect(getChartPlugin('big_number_total')!.buildQuery(formData).queries[0]).toMatchObject({
      metrics: ['count'],
      columns: [],
    });
    const result: ChartDataQueryResult = {
      colnames: ['count'],
      coltypes: [0],
      data: [{ count: 1000000 }],
      rowcount: 1,
    };
    expect(getChartPlugin('big_number_total')!.transformProps({ ...size, formData, queriesData: [result] })).toEqual({
      headline: '1,000,000',
      subheader: 'orders',
      trendline: null,
    });
  });

  it('big_number shows the latest value with a trendline and the change against the lag', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'big_number',
      metric: 'count',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      compare_lag: 1,
      compare_suffix: 'DoD',
    };
    const query = getChartPlugin('big_number')!.buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        isColumnReference: true,
        columnType: 'BASE_AXIS',
        timeGrain: 'P1D',
      },
    ]);
    const result: ChartDataQueryResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [
        { ds: 2, count: 150 },
        { ds: 1, count: 100 },
      ],
      rowcount: 2,
    };
    const props = getChartPlugin('big_number')!.transformProps({ ...size, formData, queriesData: [result] }) as {
      headline: string;
      subheader: string;
      trendline: unknown;
    };
    expect(props.headline).toBe('150');
    expect(props.subheader).toBe('+50.0% DoD');
    expect(props.trendline).not.toBeNull();
  });
});

describe('pie', () => {
  it('splits the metric by the dimensions, sorted by the metric', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'pie',
      groupby: ['gender'],
      metric: 'sum__num',
      label_type: 'key_percent',
    };
    expect(getChartPlugin('pie')!.buildQuery(formData).queries[0]).toMatchObject({
      columns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
    });
    const result: ChartDataQueryResult = {
      colnames: ['gender', 'sum__num'],
      coltypes: [1, 0],
      data: [
        { gender: 'boy', sum__num: 60 },
        { gender: 'girl', sum__num: 40 },
      ],
      rowcount: 2,
    };
    const { option } = getChartPlugin('pie')!.transformProps({ ...size, formData, queriesData: [result] }) as {
      option: { series: { data: { name: string; value: number }[]; label: { formatter: (p: unknown) => string } }[] };
    };
    expect(option.series[0]!.data.map((d) => [d.name, d.value])).toEqual([
      ['boy', 60],
      ['girl', 40],
    ]);
    expect(option.series[0]!.label.formatter({ name: 'boy', value: 60, percent: 60 })).toBe('boy: 60.00%');
  });
});
