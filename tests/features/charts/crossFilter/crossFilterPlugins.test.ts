// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../../src/api/chartDataTypes';
import type { CrossFilterState } from '../../../../src/features/charts';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import type { EChartsClickDatum, EChartsRenderProps } from '../../../../src/features/charts/plugins/echartsTypes';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import type { TableRenderProps } from '../../../../src/features/charts/plugins/table/TableChart';

registerAllChartPlugins();

const size = { datasource: null, width: 600, height: 400 };

function transform(formData: QueryFormData, result: ChartDataQueryResult, filterState?: CrossFilterState) {
  return getChartPlugin(formData.viz_type)!.transformProps({
    ...size,
    formData,
    queriesData: [result],
    emitCrossFilters: true,
    filterState,
  }) as EChartsRenderProps;
}

type Series = { name?: string; data: { name?: string; itemStyle?: { opacity?: number } }[] } & Record<string, unknown>;
const seriesOf = (props: EChartsRenderProps) => (props.option as { series: Series[] }).series;
const click = (props: EChartsRenderProps, datum: EChartsClickDatum) => props.crossFilterOf!(datum);

const byRegion: ChartDataQueryResult = {
  colnames: ['region', 'count'],
  coltypes: [1, 0],
  data: [
    { region: 'EMEA', count: 3 },
    { region: null, count: 1 },
  ],
  rowcount: 2,
};

describe('pie and funnel', () => {
  for (const vizType of ['pie', 'funnel']) {
    const formData: QueryFormData = { datasource: '1__table', viz_type: vizType, groupby: ['region'], metric: 'count' };

    it(`${vizType}: a slice filters on its raw groupby value, labelled by its name`, () => {
      const props = transform(formData, byRegion);
      expect(click(props, { name: 'EMEA' })).toEqual({
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
        filterState: { value: [['EMEA']], selectedValues: ['EMEA'], label: 'EMEA' },
      });
      expect(click(props, { name: '<NULL>' })!.extraFormData.filters).toEqual([
        { col: 'region', op: 'IN', val: [null] },
      ]);
      expect(click(props, { name: 'unknown' })).toBeNull();
    });

    it(`${vizType}: dims the slices the selection leaves out; nothing without groupby`, () => {
      const [series] = seriesOf(transform(formData, byRegion, { selectedValues: ['EMEA'] }));
      expect(series!.data.map((item) => item.itemStyle?.opacity)).toEqual([undefined, 0.3]);
      const plain = seriesOf(transform(formData, byRegion))[0]!;
      expect(plain.data.every((item) => item.itemStyle?.opacity === undefined)).toBe(true);
      expect(transform({ ...formData, groupby: [] }, byRegion).crossFilterOf).toBeUndefined();
    });
  }
});

describe('timeseries family', () => {
  const result: ChartDataQueryResult = {
    colnames: ['ds', 'EMEA', 'APAC'],
    coltypes: [2, 0, 0],
    data: [{ ds: 0, EMEA: 1, APAC: 2 }],
    rowcount: 1,
  };
  for (const vizType of [
    'echarts_timeseries_line',
    'echarts_timeseries_bar',
    'echarts_area',
    'echarts_timeseries_scatter',
  ]) {
    const formData: QueryFormData = {
      datasource: '1__table',
      viz_type: vizType,
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['region'],
    };
    it(`${vizType}: a series filters on its groupby values; others dimmed; nothing without groupby`, () => {
      const props = transform(formData, result);
      expect(click(props, { seriesName: 'APAC', name: '1970-01-01' })).toEqual({
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['APAC'] }] },
        filterState: { value: [['APAC']], selectedValues: ['APAC'], label: 'APAC' },
      });
      const dimmed = seriesOf(transform(formData, result, { selectedValues: ['APAC'] }));
      expect(dimmed.map((series) => (series.lineStyle as { opacity?: number } | undefined)?.opacity)).toEqual([
        0.3,
        undefined,
      ]);
      expect(dimmed.map((series) => (series.itemStyle as { opacity?: number }).opacity)).toEqual([0.3, undefined]);
      expect(transform({ ...formData, groupby: [] }, result).crossFilterOf).toBeUndefined();
    });
  }

  it('takes the groupby values from the end of a flattened name (metric first), label_map first', () => {
    const formData: QueryFormData = {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      metrics: ['count', 'sum'],
      groupby: ['region', 'tier'],
    };
    const props = transform(formData, {
      colnames: ['ds', 'count, EMEA, gold'],
      coltypes: [2, 0],
      data: [{ ds: 0, 'count, EMEA, gold': 1 }],
      rowcount: 1,
    });
    expect(click(props, { seriesName: 'count, EMEA, gold' })!.extraFormData.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA'] },
      { col: 'tier', op: 'IN', val: ['gold'] },
    ]);
    expect(seriesOf(props)[0]!.triggerLineEvent).toBe(true);
  });
});

describe('heatmap_v2', () => {
  const formData: QueryFormData = {
    datasource: '1__table',
    viz_type: 'heatmap_v2',
    x_axis: 'day',
    time_grain_sqla: 'P1D',
    groupby: 'region',
    metric: 'count',
  };
  const result: ChartDataQueryResult = {
    colnames: ['day', 'region', 'count', 'rank'],
    coltypes: [2, 1, 0, 0],
    data: [
      { day: 86_400_000, region: 'EMEA', count: 1, rank: 1 },
      { day: 86_400_000, region: 'APAC', count: 2, rank: 0.5 },
    ],
    rowcount: 2,
  };

  it('a cell filters on its x value (with the time grain) and its y value; others dimmed', () => {
    const props = transform({ ...formData, x_axis_time_format: '%Y-%m-%d' }, result);
    expect(click(props, { value: [0, 1, 2, 0.5] })).toEqual({
      extraFormData: {
        filters: [
          { col: 'day', op: 'IN', val: [86_400_000], grain: 'P1D' },
          { col: 'region', op: 'IN', val: ['APAC'] },
        ],
      },
      filterState: { value: [[86_400_000, 'APAC']], selectedValues: ['1970-01-02, APAC'], label: '1970-01-02, APAC' },
    });
    expect(click(props, { value: [5, 0] })).toBeNull();
    const dimmed = seriesOf(
      transform({ ...formData, x_axis_time_format: '%Y-%m-%d' }, result, { selectedValues: ['1970-01-02, APAC'] }),
    );
    expect(dimmed[0]!.data).toEqual([{ value: [0, 0, 1, 1], itemStyle: { opacity: 0.3 } }, [0, 1, 2, 0.5]]);
  });
});

describe('treemap_v2 and sunburst_v2', () => {
  const result: ChartDataQueryResult = {
    colnames: ['region', 'country', 'revenue'],
    coltypes: [1, 1, 0],
    data: [
      { region: 'EMEA', country: 'FR', revenue: 30 },
      { region: 'EMEA', country: 'DE', revenue: 10 },
      { region: 'APAC', country: null, revenue: 20 },
    ],
    rowcount: 3,
  };
  const treemap: QueryFormData = {
    datasource: '1__table',
    viz_type: 'treemap_v2',
    groupby: ['region', 'country'],
    metric: 'revenue',
  };
  const sunburst: QueryFormData = {
    datasource: '1__table',
    viz_type: 'sunburst_v2',
    columns: ['region', 'country'],
    metric: 'revenue',
  };
  const path = (...names: string[]) => ({ treePathInfo: names.map((name) => ({ name })) });

  it('treemap: a leaf filters on its path, one filter per column; a parent filters nothing', () => {
    const props = transform(treemap, result);
    expect(click(props, path('', 'revenue', 'APAC', '<NULL>'))).toEqual({
      extraFormData: {
        filters: [
          { col: 'region', op: 'IN', val: ['APAC'] },
          { col: 'country', op: 'IN', val: [null] },
        ],
      },
      filterState: { value: [['APAC', null]], selectedValues: ['APAC,<NULL>'], label: 'APAC,<NULL>' },
    });
    expect(click(props, path('', 'revenue', 'EMEA'))).toBeNull();
  });

  it('treemap: leaves the selection leaves out are dimmed', () => {
    type Node = { name: string; itemStyle?: { colorAlpha?: number }; children?: Node[] };
    const [root] = seriesOf(transform(treemap, result, { selectedValues: ['EMEA,FR'] }))[0]!.data as unknown as Node[];
    const leaves = root!.children!.flatMap((node) => node.children!);
    expect(leaves.map((leaf) => [leaf.name, leaf.itemStyle?.colorAlpha])).toEqual([
      ['FR', undefined],
      ['DE', 0.3],
      ['<NULL>', 0.3],
    ]);
  });

  it('sunburst: any node filters on its path down to it; unrelated nodes dimmed', () => {
    const props = transform(sunburst, result);
    expect(click(props, path('', 'EMEA'))).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      filterState: { value: [['EMEA']], selectedValues: ['EMEA'], label: 'EMEA' },
    });
    expect(click(props, path('', 'EMEA', 'DE'))!.extraFormData.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA'] },
      { col: 'country', op: 'IN', val: ['DE'] },
    ]);
    type Node = { name: string; itemStyle: { opacity?: number }; children?: Node[] };
    const nodes = seriesOf(transform(sunburst, result, { selectedValues: ['EMEA'] }))[0]!.data as unknown as Node[];
    expect(nodes.map((node) => [node.name, node.itemStyle.opacity])).toEqual([
      ['EMEA', undefined],
      ['APAC', 0.3],
    ]);
    expect(nodes[0]!.children!.every((node) => node.itemStyle.opacity === undefined)).toBe(true);
  });
});

describe('box_plot', () => {
  const formData: QueryFormData = {
    datasource: '1__table',
    viz_type: 'box_plot',
    columns: ['order_id'],
    groupby: ['region'],
    metrics: ['a', 'b'],
    whiskerOptions: 'Tukey',
  };
  const stats = (metric: string) =>
    Object.fromEntries(['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'].map((stat) => [`${metric}__${stat}`, 1]));
  const result: ChartDataQueryResult = {
    colnames: ['region'],
    coltypes: [1],
    data: [
      { region: 'EMEA', ...stats('a'), ...stats('b'), a__outliers: null, b__outliers: null },
      { region: 'APAC', ...stats('a'), ...stats('b'), a__outliers: null, b__outliers: null },
    ],
    rowcount: 2,
  };

  it("a box (or its outlier) filters on its group's dimension values; other groups dimmed", () => {
    const props = transform(formData, result);
    const emea = {
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      filterState: { value: [['EMEA']], selectedValues: ['EMEA'], label: 'EMEA' },
    };
    expect(click(props, { name: 'EMEA, b' })).toEqual(emea);
    expect(click(props, { name: '', data: ['EMEA, a', 40] })).toEqual(emea);
    const [boxes] = seriesOf(transform(formData, result, { selectedValues: ['EMEA'] }));
    expect(boxes!.data.map((box) => box.itemStyle?.opacity)).toEqual([0.6, 0.6, 0.3, 0.3]);
    expect(transform({ ...formData, groupby: [] }, result).crossFilterOf).toBeUndefined();
  });
});

describe('table', () => {
  it('cross-filters on the dimensions in aggregate mode, on nothing in raw-records mode', () => {
    const formData: QueryFormData = {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['region'],
      metrics: ['count'],
    };
    const props = getChartPlugin('table')!.transformProps({
      ...size,
      formData,
      queriesData: [byRegion],
    }) as TableRenderProps;
    expect(props.filterColumns).toEqual([{ label: 'region', column: 'region' }]);
    expect(props.rawRows).toBe(byRegion.data);
    const raw = getChartPlugin('table')!.transformProps({
      ...size,
      formData: { ...formData, query_mode: 'raw', all_columns: ['region'] },
      queriesData: [byRegion],
    }) as TableRenderProps;
    expect(raw.filterColumns).toEqual([]);
  });
});
