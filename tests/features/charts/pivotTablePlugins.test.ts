import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import type { DatasourceMeta } from '../../../src/api/datasourceTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { aggregateFunctionOf } from '../../../src/features/charts/plugins/pivot_table_v2/aggregators';
import type { PivotCell, PivotTableLayout } from '../../../src/features/charts/plugins/pivot_table_v2/pivotLayout';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';

registerAllChartPlugins();

const plugin = () => getChartPlugin('pivot_table_v2')!;
const base: QueryFormData = { datasource: '4__table', viz_type: 'pivot_table_v2' };

function result(
  colnames: string[],
  coltypes: ChartDataQueryResult['coltypes'],
  data: ChartDataQueryResult['data'],
): ChartDataQueryResult {
  return { colnames, coltypes, data, rowcount: data.length };
}

function layoutOf(
  formData: Partial<QueryFormData>,
  queryResult: ChartDataQueryResult,
  datasource: DatasourceMeta | null = null,
): PivotTableLayout {
  return plugin().transformProps({
    formData: { ...base, ...formData },
    queriesData: [queryResult],
    datasource,
    width: 600,
    height: 400,
  }) as PivotTableLayout;
}

/** Cells as compact strings: kind:text, plus spans. */
function show(rows: PivotCell[][]): string[][] {
  return rows.map((row) =>
    row.map(
      (cell) =>
        `${cell.kind}:${cell.text}${cell.colSpan ? `|c${cell.colSpan}` : ''}${cell.rowSpan ? `|r${cell.rowSpan}` : ''}`,
    ),
  );
}

const salesByRegionAndYear = result(
  ['region', 'year', 'sum__num', 'count'],
  [1, 0, 0, 0],
  [
    { region: 'EMEA', year: 2023, sum__num: 10, count: 1 },
    { region: 'EMEA', year: 2024, sum__num: 20, count: 2 },
    { region: 'APAC', year: 2023, sum__num: 5, count: null },
  ],
);
const byRegionAndYear = { groupbyRows: ['region'], groupbyColumns: ['year'], metrics: ['sum__num', 'count'] };

describe('pivot_table_v2 buildQuery', () => {
  it('groups by the column then the row dimensions once each and orders by the first metric descending', () => {
    const context = plugin().buildQuery({
      ...base,
      groupbyColumns: ['year'],
      groupbyRows: ['region', 'year'],
      metrics: ['sum__num', 'count'],
      row_limit: 1000,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'paid' },
      ],
    });
    expect(context.datasource).toEqual({ id: 4, type: 'table' });
    const query = context.queries[0]!;
    expect(query.columns).toEqual(['year', 'region']);
    expect(query.metrics).toEqual(['sum__num', 'count']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.row_limit).toBe(1000);
    expect(query.filters).toEqual([{ col: 'status', op: '==', val: 'paid' }]);
    expect(query.post_processing).toBeUndefined();
  });

  it('orders by the series limit metric, ascending when order_desc is off', () => {
    const query = plugin().buildQuery({
      ...base,
      groupbyRows: ['region'],
      metrics: ['sum__num'],
      series_limit: 10,
      series_limit_metric: 'count',
      order_desc: false,
    }).queries[0]!;
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.series_limit).toBe(10);
  });

  it('truncates a temporal dimension to the time grain as a BASE_AXIS column', () => {
    const query = plugin().buildQuery({
      ...base,
      groupbyRows: ['order_date', 'region'],
      metrics: ['count'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { order_date: true },
    }).queries[0]!;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'region',
    ]);
  });

  it('sends no ordering without metrics', () => {
    expect(plugin().buildQuery({ ...base, groupbyRows: ['region'], metrics: [] }).queries[0]!.orderby).toEqual([]);
  });
});

describe('pivot_table_v2 transformProps', () => {
  it('puts metrics first on the columns, sorts keys a-z and leaves cells without records empty (null values dropped)', () => {
    const layout = layoutOf(byRegionAndYear, salesByRegionAndYear);
    expect(show(layout.headerRows)).toEqual([
      ['axisLabel:Metric', 'colLabel:sum__num|c2', 'colLabel:count|c2'],
      ['axisLabel:year', 'colLabel:2023', 'colLabel:2024', 'colLabel:2023', 'colLabel:2024'],
      ['axisLabel:region', 'corner:|c4'],
    ]);
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:APAC', 'value:5', 'value:', 'value:', 'value:'],
      ['rowLabel:EMEA', 'value:10', 'value:20', 'value:1', 'value:2'],
    ]);
  });

  it('adds the totals column and row labelled with the aggregation', () => {
    const layout = layoutOf({ ...byRegionAndYear, rowTotals: true, colTotals: true }, salesByRegionAndYear);
    expect(show(layout.headerRows)[0]).toEqual([
      'axisLabel:Metric',
      'colLabel:sum__num|c2',
      'colLabel:count|c2',
      'totalLabel:Total (Sum)|r3',
    ]);
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:APAC', 'value:5', 'value:', 'value:', 'value:', 'total:5'],
      ['rowLabel:EMEA', 'value:10', 'value:20', 'value:1', 'value:2', 'total:33'],
      ['totalLabel:Total (Sum)', 'total:15', 'total:20', 'total:1', 'total:2', 'grandTotal:38'],
    ]);
  });

  it('puts metrics on the rows, combined after the dimensions, with the totals column when there are no column dimensions', () => {
    const layout = layoutOf(
      {
        groupbyRows: ['region'],
        groupbyColumns: [],
        metrics: ['sum__num', 'count'],
        metricsLayout: 'ROWS',
        combineMetric: true,
      },
      salesByRegionAndYear,
    );
    expect(show(layout.headerRows)).toEqual([['axisLabel:region', 'axisLabel:Metric', 'totalLabel:Total (Sum)']]);
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:APAC', 'rowLabel:sum__num', 'total:5'],
      ['rowLabel:EMEA|r2', 'rowLabel:sum__num', 'total:30'],
      ['rowLabel:count', 'total:3'],
    ]);
  });

  it('swaps rows and columns when transposed', () => {
    const layout = layoutOf({ ...byRegionAndYear, metrics: ['sum__num'], transposePivot: true }, salesByRegionAndYear);
    expect(show(layout.headerRows)).toEqual([
      ['axisLabel:Metric', 'colLabel:sum__num|c2'],
      ['axisLabel:region', 'colLabel:APAC', 'colLabel:EMEA'],
      ['axisLabel:year', 'corner:|c2'],
    ]);
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:2023', 'value:5', 'value:10'],
      ['rowLabel:2024', 'value:', 'value:20'],
    ]);
  });

  const byRegionAndCountry = result(
    ['region', 'country', 'n'],
    [1, 1, 0],
    [
      { region: 'EMEA', country: 'FR', n: 3 },
      { region: 'EMEA', country: 'DE', n: 4 },
      { region: 'APAC', country: 'JP', n: 5 },
    ],
  );

  it('shows row subtotals below their group, merging the group header over them', () => {
    const layout = layoutOf(
      { groupbyRows: ['region', 'country'], metrics: ['n'], rowSubTotals: true, colTotals: true },
      byRegionAndCountry,
    );
    expect(show(layout.headerRows)).toEqual([
      ['corner:', 'axisLabel:Metric', 'colLabel:n'],
      ['axisLabel:region', 'axisLabel:country', 'corner:'],
    ]);
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:APAC|r2', 'rowLabel:JP', 'value:5'],
      ['subtotalLabel:Subtotal', 'subtotal:5'],
      ['rowLabel:EMEA|r3', 'rowLabel:DE', 'value:4'],
      ['rowLabel:FR', 'value:3'],
      ['subtotalLabel:Subtotal', 'subtotal:7'],
      ['totalLabel:Total (Sum)|c2', 'total:12'],
    ]);
  });

  it('shows row subtotals on top when asked, and column subtotals spanning the remaining header rows', () => {
    const top = layoutOf(
      { groupbyRows: ['region', 'country'], metrics: ['n'], rowSubTotals: true, rowSubtotalPosition: true },
      byRegionAndCountry,
    );
    expect(show(top.bodyRows).slice(0, 2)).toEqual([
      ['rowLabel:APAC|r2', 'subtotalLabel:Subtotal', 'subtotal:5'],
      ['rowLabel:JP', 'value:5'],
    ]);
    const columns = layoutOf(
      { groupbyColumns: ['region', 'country'], metrics: ['n'], colSubTotals: true },
      byRegionAndCountry,
    );
    expect(show(columns.headerRows)).toEqual([
      ['axisLabel:Metric', 'colLabel:n|c6'],
      ['axisLabel:region', 'colLabel:APAC|c2', 'colLabel:EMEA|c3', 'subtotalLabel:Subtotal|r2'],
      [
        'axisLabel:country',
        'colLabel:JP',
        'subtotalLabel:Subtotal',
        'colLabel:DE',
        'colLabel:FR',
        'subtotalLabel:Subtotal',
      ],
    ]);
    expect(show(columns.bodyRows)).toEqual([
      ['totalLabel:Total (Sum)', 'total:5', 'total:5', 'total:4', 'total:3', 'total:7', 'total:12'],
    ]);
  });

  it('sorts rows by value descending when asked', () => {
    const layout = layoutOf(
      { groupbyRows: ['region', 'country'], metrics: ['n'], rowOrder: 'value_z_to_a' },
      byRegionAndCountry,
    );
    expect(show(layout.bodyRows)).toEqual([
      ['rowLabel:EMEA|r2', 'rowLabel:DE', 'value:4'],
      ['rowLabel:FR', 'value:3'],
      ['rowLabel:APAC', 'rowLabel:JP', 'value:5'],
    ]);
    const reversed = layoutOf(
      { groupbyRows: ['region', 'country'], metrics: ['n'], rowOrder: 'key_z_to_a' },
      byRegionAndCountry,
    );
    expect(show(reversed.bodyRows).map((row) => row.filter((cell) => cell.startsWith('rowLabel')))).toEqual([
      ['rowLabel:EMEA|r2', 'rowLabel:FR'],
      ['rowLabel:DE'],
      ['rowLabel:APAC', 'rowLabel:JP'],
    ]);
  });

  it('aggregates with the chosen function, fractions formatted with the value format', () => {
    const fraction = layoutOf(
      {
        groupbyRows: ['region'],
        metrics: ['n'],
        aggregateFunction: 'Sum as Fraction of Total',
        valueFormat: ',.1%',
        colTotals: true,
      },
      byRegionAndCountry,
    );
    expect(show(fraction.bodyRows)).toEqual([
      ['rowLabel:APAC', 'value:41.7%'],
      ['rowLabel:EMEA', 'value:58.3%'],
      ['totalLabel:Total (Sum as Fraction of Total)', 'total:100.0%'],
    ]);
    const count = layoutOf({ groupbyRows: ['region'], metrics: ['n'], aggregateFunction: 'Count' }, byRegionAndCountry);
    expect(show(count.bodyRows).map((row) => row[1])).toEqual(['value:1', 'value:2']);
    const average = layoutOf(
      { groupbyRows: ['region'], metrics: ['n'], aggregateFunction: 'Average' },
      byRegionAndCountry,
    );
    expect(show(average.bodyRows).map((row) => row[1])).toEqual(['value:5', 'value:3.5']);
  });

  it('implements every aggregation function of the control', () => {
    const valuesOf = (name: string, values: (number | string | null)[]) => {
      const aggregator = aggregateFunctionOf(name).definition.create();
      values.forEach((value) => aggregator.push(value));
      return aggregator.value();
    };
    const sample = [4, 1, 3, 1, 'x'];
    expect(valuesOf('Count', sample)).toBe(5);
    expect(valuesOf('Count Unique Values', sample)).toBe(4);
    expect(valuesOf('List Unique Values', sample)).toBe('4, 1, 3, x');
    expect(valuesOf('Sum', sample)).toBe(9);
    expect(valuesOf('Average', sample)).toBe(2.25);
    expect(valuesOf('Median', sample)).toBe(2);
    expect(valuesOf('Sample Variance', [2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(4.571, 3);
    expect(valuesOf('Sample Standard Deviation', [2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(valuesOf('Minimum', sample)).toBe(1);
    expect(valuesOf('Maximum', sample)).toBe(4);
    expect(valuesOf('First', [3, 1, 2])).toBe(1);
    expect(valuesOf('Last', [3, 1, 2])).toBe(3);
    expect(aggregateFunctionOf('no such function').name).toBe('Sum');
  });

  it('formats temporal headers by the time grain, metric names with their verbose names, metric values with their own format', () => {
    const datasource = {
      id: 4,
      uid: '4__table',
      type: 'table',
      name: 'sales',
      columns: [],
      metrics: [],
      verbose_map: { sum__num: 'Total', region: 'Region' },
      column_formats: { sum__num: '$,.2f' },
    } as DatasourceMeta;
    const dated = result(
      ['month', 'region', 'sum__num'],
      [2, 1, 0],
      [{ month: Date.UTC(2024, 2, 1), region: null, sum__num: 1234.5 }],
    );
    const layout = layoutOf(
      { groupbyRows: ['month'], groupbyColumns: ['region'], metrics: ['sum__num'], time_grain_sqla: 'P1M' },
      dated,
      datasource,
    );
    expect(show(layout.headerRows)).toEqual([
      ['axisLabel:Metric', 'colLabel:Total'],
      ['axisLabel:Region', 'colLabel:<NULL>'],
      ['axisLabel:month', 'corner:'],
    ]);
    expect(show(layout.bodyRows)).toEqual([['rowLabel:Mar 2024', 'value:$1,234.50']]);
    const explicit = layoutOf({ groupbyRows: ['month'], metrics: ['sum__num'], date_format: '%Y-%m-%d' }, dated);
    expect(show(explicit.bodyRows)[0]![0]).toBe('rowLabel:2024-03-01');
  });

  it('renders only headers for an empty result', () => {
    const layout = layoutOf(byRegionAndYear, result(['region', 'year', 'sum__num', 'count'], [1, 0, 0, 0], []));
    expect(show(layout.headerRows)).toEqual([['axisLabel:Metric'], ['axisLabel:year'], ['axisLabel:region']]);
    expect(layout.bodyRows).toEqual([]);
    expect(layoutOf(byRegionAndYear, undefined as unknown as ChartDataQueryResult).bodyRows).toEqual([]);
  });
});

describe('pivot_table_v2 renderer', () => {
  it('draws the layout as an HTML table with header cells, spans and values, and reports it rendered', async () => {
    const layout = layoutOf({ ...byRegionAndYear, rowTotals: true }, salesByRegionAndYear);
    const { default: PivotTableChart } = (await plugin().loadRenderer()) as unknown as {
      default: typeof import('../../../src/features/charts/plugins/pivot_table_v2/PivotTableChart').default;
    };
    const onRendered = vi.fn();
    const { container } = render(createElement(PivotTableChart, { ...layout, width: 500, height: 300, onRendered }));
    expect(screen.getByRole('columnheader', { name: 'sum__num' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('columnheader', { name: 'Total (Sum)' })).toHaveAttribute('rowspan', '3');
    expect(screen.getByRole('rowheader', { name: 'EMEA' })).toBeInTheDocument();
    const emeaCells = [...container.querySelectorAll('tbody tr')][1]!.querySelectorAll('td');
    expect([...emeaCells].map((cell) => cell.textContent)).toEqual(['10', '20', '1', '2', '33']);
    await waitFor(() => expect(onRendered).toHaveBeenCalled());
  });
});
