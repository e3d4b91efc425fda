// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { parseWhiskerOptions } from '../../../src/features/charts/plugins/box_plot/buildQuery';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { resolveControl } from '../../../src/features/charts/controlPanel/sharedControls';
import { getSequentialScheme } from '../../../src/utils/colorSchemes';

registerAllChartPlugins();

const size = { datasource: null, width: 600, height: 400 };

describe('heatmap_v2', () => {
  const plugin = () => getChartPlugin('heatmap_v2')!;
  const formData: QueryFormData = {
    datasource: '6__table',
    viz_type: 'heatmap_v2',
    x_axis: 'day',
    time_grain_sqla: 'P1D',
    groupby: 'region',
    metric: 'count',
    row_limit: 10000,
    normalize_across: 'heatmap',
  };

  it('groups by the x-axis (truncated to the grain) and the y dimension, ranks the metric across the heatmap', () => {
    const query = plugin().buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'day',
        label: 'day',
        expressionType: 'SQL',
        isColumnReference: true,
        columnType: 'BASE_AXIS',
        timeGrain: 'P1D',
      },
      'region',
    ]);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([]);
    expect(query.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count' } }]);
  });

  it('orders each axis by its label or by the metric, and ranks within each x or y when normalising across it', () => {
    const byX = plugin().buildQuery({
      ...formData,
      groupby: ['region'],
      sort_x_axis: 'alpha_desc',
      sort_y_axis: 'value_asc',
      normalize_across: 'x',
    }).queries[0]!;
    expect(byX.orderby).toEqual([
      ['day', false],
      ['count', true],
    ]);
    expect(byX.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count', group_by: 'day' } }]);
    const byY = plugin().buildQuery({ ...formData, normalize_across: 'y' }).queries[0]!;
    expect(byY.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count', group_by: 'region' } }]);
  });

  const cells: ChartDataQueryResult = {
    colnames: ['day', 'region', 'count', 'rank'],
    coltypes: [2, 1, 0, 0],
    data: [
      { day: Date.UTC(2024, 0, 1), region: 'EMEA', count: 10, rank: 1 },
      { day: Date.UTC(2024, 0, 1), region: null, count: 30, rank: 0.5 },
      { day: Date.UTC(2024, 0, 2), region: 'EMEA', count: null, rank: null },
    ],
    rowcount: 3,
  };
  type Option = {
    xAxis: { data: string[] };
    yAxis: { data: string[] };
    series: { type: string; data: unknown[]; label: { show: boolean } }[];
    visualMap: { min: number; max: number; dimension: number; inRange: { color: string[] }; type: string };
    tooltip: { formatter: (p: unknown) => string };
  };
  const transform = (extra: Partial<QueryFormData>, result: ChartDataQueryResult = cells) =>
    (
      plugin().transformProps({ ...size, formData: { ...formData, ...extra }, queriesData: [result] }) as {
        option: Option;
      }
    ).option;

  it('lays cells on category axes in query order, dates formatted, nulls as <NULL>, missing values empty', () => {
    const option = transform({ x_axis_time_format: '%Y-%m-%d' });
    expect(option.xAxis.data).toEqual(['2024-01-01', '2024-01-02']);
    expect(option.yAxis.data).toEqual(['EMEA', '<NULL>']);
    expect(option.series[0]!.type).toBe('heatmap');
    expect(option.series[0]!.data).toEqual([
      [0, 0, 10, 1],
      [0, 1, 30, 0.5],
      [1, 0, null, null],
    ]);
    expect(option.visualMap).toMatchObject({ type: 'continuous', min: 10, max: 30, dimension: 2 });
    expect(option.visualMap.inRange.color).toEqual([...getSequentialScheme(null).colors]);
  });

  it('colours by rank when normalised, within hard value bounds when given', () => {
    expect(transform({ normalized: true }).visualMap).toMatchObject({ min: 0.5, max: 1, dimension: 3 });
    expect(transform({ value_bounds: [0, 100] }).visualMap).toMatchObject({ min: 0, max: 100 });
    expect(transform({}, { ...cells, data: [] }).visualMap).toMatchObject({ min: 0, max: 200 });
  });

  it("gives the cell's share of its column, row or the whole heatmap in the tooltip", () => {
    expect(transform({ x_axis_time_format: '%Y-%m-%d' }).tooltip.formatter({ value: [0, 0, 10, 1] })).toBe(
      '<div style="font-weight: 700">2024-01-01 (EMEA)</div><div>count: 10 25.00% (heatmap)</div>',
    );
    expect(
      transform({ normalize_across: 'y', x_axis_time_format: '%Y-%m-%d' }).tooltip.formatter({ value: [0, 0, 10, 1] }),
    ).toContain('100.00% (EMEA)');
    expect(transform({ show_percentage: false }).tooltip.formatter({ value: [0, 1, 30, 0.5] })).toContain(
      '<div>count: 30</div>',
    );
  });

  it('declares the y-axis as a single required dimension', () => {
    const yControl = plugin()
      .controlPanel.sections[0]!.controlSetRows.flat()
      .map(resolveControl)
      .find((control) => control?.name === 'groupby');
    expect(yControl?.config).toMatchObject({ label: 'Y-Axis', multi: false });
    expect(yControl?.config.validators?.[0]?.(null, formData)).toBe('cannot be empty');
  });
});

describe('box_plot', () => {
  const plugin = () => getChartPlugin('box_plot')!;
  const formData: QueryFormData = {
    datasource: '6__table',
    viz_type: 'box_plot',
    columns: ['order_id'],
    groupby: ['region'],
    metrics: ['sum__amount'],
    whiskerOptions: 'Tukey',
    series_limit: 10,
  };

  it('aggregates per distributed column and dimension, then summarises with the boxplot operation', () => {
    const query = plugin().buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual(['order_id', 'region']);
    expect(query.series_columns).toEqual(['region']);
    expect(query.metrics).toEqual(['sum__amount']);
    expect(query.series_limit).toBe(10);
    expect(query.post_processing).toEqual([
      { operation: 'boxplot', options: { whisker_type: 'tukey', groupby: ['region'], metrics: ['sum__amount'] } },
    ]);
  });

  it('reads the whisker options: min/max, percentiles, and refuses others', () => {
    const percentiles = plugin().buildQuery({ ...formData, whiskerOptions: '9/91 percentiles' }).queries[0]!;
    expect(percentiles.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: { whisker_type: 'percentile', percentiles: [9, 91], groupby: ['region'], metrics: ['sum__amount'] },
      },
    ]);
    expect(parseWhiskerOptions('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(parseWhiskerOptions('median')).toBeNull();
    const whiskers = plugin()
      .controlPanel.sections[0]!.controlSetRows.flat()
      .map(resolveControl)
      .find((control) => control?.name === 'whiskerOptions');
    expect(whiskers?.config.validators?.[0]?.('median', formData)).toBe('Unsupported whisker type: median');
    expect(whiskers?.config.validators?.[0]?.('5/95 percentiles', formData)).toBe(false);
  });

  it('distributes across the time column when no column is chosen, truncating a temporal one to the grain', () => {
    expect(plugin().buildQuery({ ...formData, columns: [], granularity_sqla: 'ds' }).queries[0]!.columns).toEqual([
      'ds',
      'region',
    ]);
    const query = plugin().buildQuery({
      ...formData,
      columns: ['ds'],
      time_grain_sqla: 'P1W',
      temporal_columns_lookup: { ds: true },
    }).queries[0]!;
    expect(query.columns).toEqual([
      { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'region',
    ]);
  });

  const summary: ChartDataQueryResult = {
    colnames: [
      'region',
      'sum__amount__min',
      'sum__amount__q1',
      'sum__amount__median',
      'sum__amount__q3',
      'sum__amount__max',
      'sum__amount__mean',
      'sum__amount__count',
      'sum__amount__outliers',
    ],
    coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 1],
    data: [
      {
        region: 'EMEA',
        sum__amount__min: 1,
        sum__amount__q1: 2,
        sum__amount__median: 3,
        sum__amount__q3: 4,
        sum__amount__max: 5,
        sum__amount__mean: 3,
        sum__amount__count: 9,
        sum__amount__outliers: [40, 50] as unknown as null,
      },
      {
        region: null,
        sum__amount__min: null,
        sum__amount__q1: null,
        sum__amount__median: null,
        sum__amount__q3: null,
        sum__amount__max: null,
        sum__amount__mean: null,
        sum__amount__count: 0,
        sum__amount__outliers: null,
      },
    ],
    rowcount: 2,
  };
  type Option = {
    xAxis: { data: string[] };
    series: {
      type: string;
      name: string;
      data: { name?: string; value?: unknown }[] | unknown[];
      tooltip?: { formatter: (p: unknown) => string };
    }[];
  };
  const transform = (extra: Partial<QueryFormData>, result: ChartDataQueryResult = summary) =>
    (
      plugin().transformProps({ ...size, formData: { ...formData, ...extra }, queriesData: [result] }) as {
        option: Option;
      }
    ).option;

  it('draws one box per group from the summary columns, outliers as scatter points, nulls kept empty', () => {
    const option = transform({});
    expect(option.xAxis.data).toEqual(['EMEA', '<NULL>']);
    const [boxes, emeaOutliers, nullOutliers] = option.series;
    expect(boxes!.type).toBe('boxplot');
    expect((boxes!.data as { value: unknown }[]).map((box) => box.value)).toEqual([
      [1, 2, 3, 4, 5],
      [null, null, null, null, null],
    ]);
    expect(emeaOutliers).toMatchObject({
      type: 'scatter',
      name: 'outlier',
      data: [
        ['EMEA', 40],
        ['EMEA', 50],
      ],
    });
    expect(nullOutliers!.data).toEqual([]);
    expect(boxes!.tooltip!.formatter({ dataIndex: 0 })).toBe(
      '<p><strong>EMEA</strong></p>Max: 5<br/>3rd Quartile: 4<br/>Mean: 3<br/>Median: 3<br/>1st Quartile: 2<br/>Min: 1<br/># Observations: 9<br/># Outliers: 2',
    );
  });

  it('names boxes by group and metric with several metrics', () => {
    const two: ChartDataQueryResult = { ...summary, data: [{ region: 'EMEA', a__median: 1, b__median: 2 }] };
    const option = transform({ metrics: ['a', 'b'] }, two);
    expect(option.xAxis.data).toEqual(['EMEA, a', 'EMEA, b']);
  });

  it('draws no boxes for an empty result', () => {
    const option = transform({}, { ...summary, data: [] });
    expect(option.series).toHaveLength(1);
    expect(option.series[0]!.data).toEqual([]);
  });
});
