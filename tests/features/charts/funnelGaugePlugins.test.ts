// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import type { DatasourceMeta } from '../../../src/api/datasourceTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { funnelPercents } from '../../../src/features/charts/plugins/funnel/transformProps';
import { intervalBandsOf, parseNumbersList } from '../../../src/features/charts/plugins/gauge_chart/transformProps';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { getCategoricalScheme } from '../../../src/utils/colorSchemes';
import { defaultFormDataFor } from '../../../src/features/explore/controls/controlPanelDefaults';

registerAllChartPlugins();

const size = { datasource: null, width: 400, height: 300 };
const stages = (data: ChartDataQueryResult['data']): ChartDataQueryResult => ({
  colnames: ['stage', 'count'],
  coltypes: [1, 0],
  data,
  rowcount: data.length,
});

describe('funnel', () => {
  const plugin = () => getChartPlugin('funnel')!;
  const formData: QueryFormData = {
    datasource: '2__table',
    viz_type: 'funnel',
    groupby: ['stage'],
    metric: 'count',
    sort_by_metric: true,
    row_limit: 10,
  };

  it('groups by the dimensions and orders by the metric descending when sort_by_metric is on', () => {
    const query = plugin().buildQuery(formData).queries[0]!;
    expect(query).toMatchObject({ columns: ['stage'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 });
    expect(plugin().buildQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toEqual([]);
  });

  it("starts a new funnel with Superset's defaults (10 rows, sorted by metric, percent from the first step)", () => {
    expect(defaultFormDataFor(plugin().controlPanel, null)).toMatchObject({
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'first_step',
      label_type: 'key',
      tooltip_label_type: 'key_value_percent',
    });
  });

  it('turns rows into funnel steps with percents from the first step, and labels them as asked', () => {
    const result = stages([
      { stage: 'visit', count: 1000 },
      { stage: 'cart', count: 250 },
      { stage: 'paid', count: null },
    ]);
    const { option } = plugin().transformProps({
      ...size,
      formData: { ...formData, label_type: 'key_value_percent' },
      queriesData: [result],
    }) as {
      option: {
        series: {
          type: string;
          data: { name: string; value: number | null; percent: number | null }[];
          label: { formatter: (p: unknown) => string };
        }[];
        tooltip: { formatter: (p: unknown) => string };
        legend: { data: string[] };
      };
    };
    const [series] = option.series;
    expect(series!.type).toBe('funnel');
    expect(series!.data.map((step) => [step.name, step.value, step.percent])).toEqual([
      ['visit', 1000, 1],
      ['cart', 250, 0.25],
      ['paid', null, null],
    ]);
    expect(series!.label.formatter({ data: series!.data[1] })).toBe('cart: 250 (25.00%)');
    expect(option.tooltip.formatter({ data: series!.data[0] })).toBe('visit: 1k (100.00%)');
    expect(option.legend.data).toEqual(['visit', 'cart', 'paid']);
  });

  it('computes percents from the previous step or the total', () => {
    expect(funnelPercents([100, 50, 10], 'prev_step')).toEqual([1, 0.5, 0.2]);
    expect(funnelPercents([60, 30, 10], 'total')).toEqual([0.6, 0.3, 0.1]);
    expect(funnelPercents([0, 5], 'first_step')).toEqual([null, null]);
  });

  it('draws an empty funnel for an empty result', () => {
    const { option } = plugin().transformProps({ ...size, formData, queriesData: [stages([])] }) as {
      option: { series: { data: unknown[] }[] };
    };
    expect(option.series[0]!.data).toEqual([]);
  });
});

describe('gauge_chart', () => {
  const plugin = () => getChartPlugin('gauge_chart')!;
  const formData: QueryFormData = {
    datasource: '2__table',
    viz_type: 'gauge_chart',
    groupby: ['region'],
    metric: 'sum__num',
    row_limit: 10,
  };
  type GaugeOption = {
    series: {
      type: string;
      min: number;
      max: number;
      startAngle: number;
      endAngle: number;
      data: { name: string; value: number | string; itemStyle: { color: string } }[];
      axisLine: { lineStyle: { color: [number, string][] } };
      detail: { formatter: (v: number) => string };
      pointer: { show: boolean; itemStyle?: { color: string } };
    }[];
  };
  const gauge = (
    extra: Partial<QueryFormData>,
    data: ChartDataQueryResult['data'],
    datasource: DatasourceMeta | null = null,
  ) =>
    (
      plugin().transformProps({
        ...size,
        datasource,
        formData: { ...formData, ...extra },
        queriesData: [{ colnames: ['region', 'sum__num'], coltypes: [1, 0], data, rowcount: data.length }],
      }) as { option: GaugeOption }
    ).option.series[0]!;

  it('builds the metric by dimensions query, sorted by the metric only when asked', () => {
    expect(plugin().buildQuery(formData).queries[0]).toMatchObject({
      columns: ['region'],
      metrics: ['sum__num'],
      orderby: [],
      row_limit: 10,
    });
    expect(plugin().buildQuery({ ...formData, sort_by_metric: true }).queries[0]!.orderby).toEqual([
      ['sum__num', false],
    ]);
  });

  it("spans twice the data's extremes without min/max, names each pointer by its dimensions and colours it from the scheme", () => {
    const datasource = {
      id: 2,
      uid: '2__table',
      type: 'table',
      name: 't',
      columns: [],
      metrics: [],
      verbose_map: { region: 'Region' },
    } as DatasourceMeta;
    const series = gauge(
      { value_formatter: '{value} km' },
      [
        { region: 'EMEA', sum__num: 40 },
        { region: null, sum__num: null },
      ],
      datasource,
    );
    expect(series.type).toBe('gauge');
    expect([series.min, series.max, series.startAngle, series.endAngle]).toEqual([0, 80, 225, -45]);
    const { colors } = getCategoricalScheme(null);
    expect(series.data.map((item) => [item.name, item.value, item.itemStyle.color])).toEqual([
      ['Region: EMEA', 40, colors[0]],
      ['Region: <NULL>', '-', colors[1]],
    ]);
    expect(series.detail.formatter(40)).toBe('40 km');
    expect(series.detail.formatter(Number.NaN)).toBe('');
    expect(series.axisLine.lineStyle.color).toEqual([[1, '#E0E0E0']]);
  });

  it('uses min_val, max_val and the angles as typed, and colours interval bands from 1-based scheme picks', () => {
    const series = gauge(
      {
        min_val: '-10',
        max_val: '100',
        start_angle: '180',
        end_angle: '0',
        intervals: '50,80,100',
        interval_color_indices: '3,1',
      },
      [{ region: 'EMEA', sum__num: 60 }],
    );
    expect([series.min, series.max, series.startAngle, series.endAngle]).toEqual([-10, 100, 180, 0]);
    const { colors } = getCategoricalScheme(null);
    expect(series.axisLine.lineStyle.color).toEqual([
      [0.5, colors[2]],
      [0.8, colors[0]],
      [1, colors[2]],
    ]);
    expect(series.pointer.itemStyle).toEqual({ color: 'auto' });
  });

  it('drops interval bands it cannot read', () => {
    expect(parseNumbersList(' 1, 2 ')).toEqual([1, 2]);
    expect(parseNumbersList('1,x')).toBeNull();
    expect(intervalBandsOf('1,x', '', ['#000'], 1)).toEqual([]);
    expect(intervalBandsOf('2,4', 'a', ['#000'], 4)).toEqual([]);
  });

  it('draws an empty gauge for an empty result', () => {
    const series = gauge({}, []);
    expect(series.data).toEqual([]);
    expect([series.min, series.max]).toEqual([0, 0]);
  });
});

describe('funnel and gauge tooltips: names from the data stay text', () => {
  const payload = '<img src=x onerror="window.__xss=1">';
  const escaped = '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;';

  it('escapes a funnel step name in the tooltip (ECharts renders it as HTML), not in the canvas label', () => {
    const formData: QueryFormData = {
      datasource: '2__table',
      viz_type: 'funnel',
      groupby: ['stage'],
      metric: 'count',
      row_limit: 10,
      label_type: 'key',
    };
    const { option } = getChartPlugin('funnel')!.transformProps({
      ...size,
      formData,
      queriesData: [stages([{ stage: payload, count: 5 }])],
    }) as {
      option: {
        series: { data: unknown[]; label: { formatter: (p: unknown) => string } }[];
        tooltip: { formatter: (p: unknown) => string };
      };
    };
    const step = option.series[0]!.data[0];
    expect(option.tooltip.formatter({ data: step })).toBe(`${escaped}: 5 (100.00%)`);
    expect(option.series[0]!.label.formatter({ data: step })).toBe(payload);
  });

  it('escapes a gauge item name in the tooltip', () => {
    const formData: QueryFormData = {
      datasource: '2__table',
      viz_type: 'gauge_chart',
      groupby: ['region'],
      metric: 'sum__num',
      row_limit: 10,
    };
    const { option } = getChartPlugin('gauge_chart')!.transformProps({
      ...size,
      formData,
      queriesData: [
        { colnames: ['region', 'sum__num'], coltypes: [1, 0], data: [{ region: payload, sum__num: 3 }], rowcount: 1 },
      ],
    }) as { option: { tooltip: { formatter: (p: { name: string; value: unknown }) => string } } };
    expect(option.tooltip.formatter({ name: payload, value: 3 })).toBe(`${escaped} : 3`);
  });
});
