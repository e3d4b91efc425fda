// @vitest-environment node
/**
 * A dashboard's `label_colors` (put into every chart's form data) win over the colour scheme in
 * every categorical plugin: the label named there gets that colour, the others keep the scheme's.
 */
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import { getCategoricalScheme } from '../../../../src/utils/colorSchemes';

registerAllChartPlugins();

const PINNED = '#123456';
const [FIRST_SCHEME_COLOR] = getCategoricalScheme('supersetColors').colors;

/** A result whose columns are those of the first row; coltypes default to strings (1). */
function result(data: ChartDataQueryResult['data'], coltypes: number[] = []): ChartDataQueryResult {
  const colnames = Object.keys(data[0] ?? {});
  const types = (coltypes.length ? coltypes : colnames.map(() => 1)) as ChartDataQueryResult['coltypes'];
  return { colnames, coltypes: types, data, rowcount: data.length };
}

interface ColoredItem {
  name?: string;
  itemStyle?: { color?: string };
  lineStyle?: { color?: string };
  children?: ColoredItem[];
}

function transform(
  vizType: string,
  formData: Record<string, unknown> & { datasource: string },
  queriesData: ChartDataQueryResult[],
) {
  const props = getChartPlugin(vizType)!.transformProps({
    formData: { ...formData, viz_type: vizType } as QueryFormData,
    queriesData,
    datasource: null,
    width: 400,
    height: 300,
  }) as { option: { series: ColoredItem[] | ColoredItem } };
  const series = props.option.series;
  return Array.isArray(series) ? series : [series];
}

/** Every named item of the option's series, nested ones (sunburst, treemap) included. */
function itemsOf(series: ColoredItem[]): ColoredItem[] {
  const items: ColoredItem[] = [];
  const visit = (item: ColoredItem) => {
    items.push(item);
    item.children?.forEach(visit);
  };
  for (const one of series) {
    visit(one);
    const data = (one as { data?: unknown }).data;
    if (Array.isArray(data))
      for (const entry of data) if (typeof entry === 'object' && entry) visit(entry as ColoredItem);
  }
  return items;
}

const colorOf = (series: ColoredItem[], name: string) =>
  itemsOf(series).find((item) => item.name === name && item.itemStyle?.color)?.itemStyle?.color;

const labelColors = { label_colors: { APAC: PINNED }, color_scheme: 'supersetColors' };

describe('label_colors in every categorical plugin', () => {
  const timeseries = result(
    [
      { order_date: 0, EMEA: 1, APAC: 2 },
      { order_date: 1, EMEA: 3, APAC: 4 },
    ],
    [2, 0, 0],
  );
  const timeseriesForm = { datasource: '1__table', x_axis: 'order_date', metrics: ['count'], groupby: ['region'] };

  it.each(['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area', 'echarts_timeseries_scatter'])(
    '%s: a series named in label_colors takes that colour, line included',
    (vizType) => {
      const series = transform(vizType, { ...timeseriesForm, ...labelColors }, [timeseries]);
      const apac = series.find((one) => one.name === 'APAC')!;
      expect(apac.itemStyle?.color).toBe(PINNED);
      if (apac.lineStyle) expect(apac.lineStyle.color).toBe(PINNED);
      expect(series.find((one) => one.name === 'EMEA')!.itemStyle?.color).toBe(FIRST_SCHEME_COLOR);
      // Without label_colors the scheme decides.
      const plain = transform(vizType, timeseriesForm, [timeseries]);
      expect(plain.find((one) => one.name === 'APAC')!.itemStyle?.color).not.toBe(PINNED);
    },
  );

  it('mixed_timeseries: a series of either query named in label_colors takes that colour', () => {
    const form = {
      datasource: '1__table',
      x_axis: 'order_date',
      metrics: ['count'],
      metrics_b: ['count'],
      groupby: ['region'],
      groupby_b: [],
      ...labelColors,
      label_colors: { APAC: PINNED, count: '#abcdef' },
    };
    const series = transform('mixed_timeseries', form, [timeseries, result([{ order_date: 0, count: 5 }], [2, 0])]);
    expect(series.find((one) => one.name === 'APAC')!.itemStyle?.color).toBe(PINNED);
    expect(series.find((one) => one.name === 'count')!.itemStyle?.color).toBe('#abcdef');
  });

  it('pie: a slice named in label_colors takes that colour', () => {
    const form = { datasource: '1__table', groupby: ['region'], metric: 'count', ...labelColors };
    const series = transform('pie', form, [
      result([
        { region: 'EMEA', count: 3 },
        { region: 'APAC', count: 2 },
      ]),
    ]);
    expect(colorOf(series, 'APAC')).toBe(PINNED);
    expect(colorOf(series, 'EMEA')).toBe(FIRST_SCHEME_COLOR);
  });

  it('funnel: a step named in label_colors takes that colour', () => {
    const form = { datasource: '1__table', groupby: ['region'], metric: 'count', ...labelColors };
    const series = transform('funnel', form, [
      result([
        { region: 'EMEA', count: 3 },
        { region: 'APAC', count: 2 },
      ]),
    ]);
    expect(colorOf(series, 'APAC')).toBe(PINNED);
    expect(colorOf(series, 'EMEA')).toBe(FIRST_SCHEME_COLOR);
  });

  it('box_plot: the box and outliers of a group named in label_colors take that colour', () => {
    const stats = (region: string) => ({
      region,
      count__min: 1,
      count__q1: 2,
      count__median: 3,
      count__q3: 4,
      count__max: 5,
      count__mean: 3,
      count__count: 5,
      count__outliers: [9] as unknown as null,
    });
    const form = {
      datasource: '1__table',
      columns: ['order_id'],
      groupby: ['region'],
      metrics: ['count'],
      ...labelColors,
    };
    const series = transform('box_plot', form, [result([stats('EMEA'), stats('APAC')])]);
    expect(colorOf(series, 'APAC')).toBe(PINNED);
    expect(colorOf(series, 'EMEA')).toBe(FIRST_SCHEME_COLOR);
    const outliers = series.filter((one) => one.name === 'outlier');
    expect(outliers.map((one) => one.itemStyle?.color)).toEqual([FIRST_SCHEME_COLOR, PINNED]);
  });

  it('sunburst_v2 and treemap_v2: a node named in label_colors takes that colour', () => {
    const rows = result(
      [
        { region: 'EMEA', country: 'FR', count: 3 },
        { region: 'APAC', country: 'JP', count: 2 },
      ],
      [1, 1, 0],
    );
    const sunburst = transform(
      'sunburst_v2',
      { datasource: '1__table', columns: ['region', 'country'], metric: 'count', ...labelColors },
      [rows],
    );
    expect(colorOf(sunburst, 'APAC')).toBe(PINNED);
    const treemap = transform(
      'treemap_v2',
      { datasource: '1__table', groupby: ['region', 'country'], metric: 'count', ...labelColors },
      [rows],
    );
    expect(colorOf(treemap, 'APAC')).toBe(PINNED);
    expect(colorOf(treemap, 'EMEA')).not.toBe(PINNED);
  });

  it("gauge_chart: items are coloured by position, so label_colors' '1' colours the second", () => {
    const form = { datasource: '1__table', groupby: ['region'], metric: 'count', label_colors: { '1': PINNED } };
    const series = transform('gauge_chart', form, [
      result([
        { region: 'EMEA', count: 3 },
        { region: 'APAC', count: 2 },
      ]),
    ]);
    const data = (series[0] as { data: ColoredItem[] }).data;
    expect(data.map((item) => item.itemStyle?.color)).toEqual([FIRST_SCHEME_COLOR, PINNED]);
  });

  it.each([
    ['a string', 'x'],
    ['a number for a label', { APAC: 42 }],
  ])('ignores label_colors holding %s', (_what, value) => {
    const form = { datasource: '1__table', groupby: ['region'], metric: 'count', label_colors: value };
    const series = transform('pie', form, [result([{ region: 'APAC', count: 2 }])]);
    expect(colorOf(series, 'APAC')).toBe(FIRST_SCHEME_COLOR);
  });
});
