// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { TreemapChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { createLinearColorScale } from '../../../src/features/charts/plugins/sunburst_v2/linearColorScale';
import { formatTreemapTooltip } from '../../../src/features/charts/plugins/treemap_v2/transformProps';
import { treeBuilder } from '../../../src/features/charts/plugins/treemap_v2/treeBuilder';
import { getNumberFormatter } from '../../../src/utils/numberFormat';
import { createCategoricalColorScale } from '../../../src/utils/colorSchemes';

registerAllChartPlugins();

const size = { datasource: null, width: 400, height: 300 };
const sales: ChartDataQueryResult = {
  colnames: ['region', 'country', 'revenue', 'cost'],
  coltypes: [1, 1, 0, 0],
  data: [
    { region: 'EMEA', country: 'FR', revenue: 30, cost: 15 },
    { region: 'EMEA', country: 'DE', revenue: 10, cost: 10 },
    { region: 'APAC', country: null, revenue: 20, cost: 5 },
    { region: 'APAC', country: 'JP', revenue: null, cost: 1 },
  ],
  rowcount: 4,
};

describe('hierarchy of rows', () => {
  it('groups rows level by level, summing children, leaves keeping their row values (null as 0)', () => {
    const tree = treeBuilder(sales.data, ['region', 'country'], 'revenue', 'cost');
    expect(tree.map((node) => [node.name, node.value, node.secondaryValue])).toEqual([
      ['EMEA', 40, 25],
      ['APAC', 20, 6],
    ]);
    expect(tree[1]!.children!.map((node) => [node.name, node.value, node.secondaryValue, node.groupBy])).toEqual([
      [null, 20, 5, 'country'],
      ['JP', 0, 1, 'country'],
    ]);
    expect(treeBuilder([], ['region'], 'revenue')).toEqual([]);
  });
});

describe('treemap_v2', () => {
  const plugin = () => getChartPlugin('treemap_v2')!;
  const formData: QueryFormData = {
    datasource: '5__table',
    viz_type: 'treemap_v2',
    groupby: ['region', 'country'],
    metric: 'revenue',
    sort_by_metric: true,
    row_limit: 1000,
  };

  it('groups by the dimensions, ordered by the metric descending', () => {
    expect(plugin().buildQuery(formData).queries[0]).toMatchObject({
      columns: ['region', 'country'],
      metrics: ['revenue'],
      orderby: [['revenue', false]],
      row_limit: 1000,
    });
  });

  it('nests the dimensions under a root named after the metric; parents coloured, nulls as <NULL>', () => {
    type Node = { name: string; value?: number; children?: Node[]; itemStyle?: { color: string } };
    const { option } = plugin().transformProps({ ...size, formData, queriesData: [sales] }) as {
      option: { series: { type: string; data: Node[]; label: { formatter: (p: unknown) => string } }[] };
    };
    const [series] = option.series;
    expect(series!.type).toBe('treemap');
    const [root] = series!.data;
    expect(root!.name).toBe('revenue');
    expect(root!.children!.map((node) => [node.name, node.value])).toEqual([
      ['EMEA', 40],
      ['APAC', 20],
    ]);
    expect(root!.children![1]!.children).toEqual([
      { name: '<NULL>', value: 20 },
      { name: 'JP', value: 0 },
    ]);
    const color = createCategoricalColorScale(null);
    color('revenue');
    expect(root!.children!.map((node) => node.itemStyle?.color)).toEqual([color('EMEA'), color('APAC')]);
    expect(series!.label.formatter({ name: 'FR', value: 30 })).toBe('FR: 30');
  });

  it("shows the node's path and its share of the parent in the tooltip", () => {
    const tooltip = formatTreemapTooltip(
      [
        { name: '', value: 60 },
        { name: 'revenue', value: 60 },
        { name: 'EMEA', value: 40 },
        { name: '<FR>', value: 30 },
      ],
      getNumberFormatter(null),
    );
    expect(tooltip).toBe('<div>EMEA ▸ &lt;FR&gt;</div>revenue: 30 (75.00%)');
  });

  it('draws nothing for an empty result', () => {
    const { option } = plugin().transformProps({ ...size, formData, queriesData: [] }) as {
      option: { series: { data: unknown[] }[] };
    };
    expect(option.series[0]!.data).toEqual([]);
  });

  it('draws new data at once: no update animation (the series default would animate 900 ms)', () => {
    echarts.use([TreemapChart, TooltipComponent, SVGRenderer]);
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    const draw = (rows: ChartDataQueryResult['data']) => {
      const { option } = plugin().transformProps({ ...size, formData, queriesData: [{ ...sales, data: rows }] }) as {
        option: echarts.EChartsCoreOption;
      };
      chart.setOption(option, true);
    };
    draw(sales.data);
    draw(sales.data.map((row) => ({ ...row, revenue: Number(row.revenue ?? 0) * 3 + 1 })));
    const zrender = chart.getZr() as unknown as { animation: { isFinished(): boolean } };
    expect(zrender.animation.isFinished()).toBe(true);
    chart.dispose();
  });
});

describe('sunburst_v2', () => {
  const plugin = () => getChartPlugin('sunburst_v2')!;
  const formData: QueryFormData = {
    datasource: '5__table',
    viz_type: 'sunburst_v2',
    columns: ['region', 'country'],
    metric: 'revenue',
    row_limit: 10000,
  };
  type Node = { name: string; value: number; secondaryValue: number; itemStyle: { color: string }; children?: Node[] };
  type Option = {
    series: { type: string; data: Node[]; label: { formatter: (p: unknown) => string } }[];
    title?: { text: string };
    tooltip: { formatter: (p: unknown) => string };
  };
  const transform = (extra: Partial<QueryFormData>) =>
    (
      plugin().transformProps({ ...size, formData: { ...formData, ...extra }, queriesData: [sales] }) as {
        option: Option;
      }
    ).option;

  it('groups by the hierarchy columns with the primary and a different secondary metric', () => {
    expect(
      plugin().buildQuery({ ...formData, secondary_metric: 'cost', sort_by_metric: true }).queries[0],
    ).toMatchObject({ columns: ['region', 'country'], metrics: ['revenue', 'cost'], orderby: [['revenue', false]] });
    expect(plugin().buildQuery({ ...formData, secondary_metric: 'revenue' }).queries[0]).toMatchObject({
      metrics: ['revenue'],
      orderby: [],
    });
  });

  it('colours arcs by category with only a primary metric, and shows the total when asked', () => {
    const option = transform({ show_total: true, label_type: 'key_value' });
    const [series] = option.series;
    expect(series!.type).toBe('sunburst');
    expect(series!.data.map((node) => [node.name, node.value])).toEqual([
      ['EMEA', 40],
      ['APAC', 20],
    ]);
    const color = createCategoricalColorScale(null);
    const depthFirst = ['revenue', 'EMEA', 'FR', 'DE', 'APAC', '<NULL>', 'JP'].map(color);
    expect(series!.data.map((node) => node.itemStyle.color)).toEqual([depthFirst[1], depthFirst[4]]);
    expect(series!.data[1]!.children!.map((node) => node.itemStyle.color)).toEqual([depthFirst[5], depthFirst[6]]);
    expect(option.title?.text).toBe('Total: 60');
    expect(series!.label.formatter({ name: 'EMEA', value: 40 })).toBe('EMEA: 40');
    expect(transform({}).title).toBeUndefined();
  });

  it('colours arcs on the linear scheme by secondary/primary ratio with a secondary metric', () => {
    const option = transform({ secondary_metric: 'cost', linear_color_scheme: 'white_black' });
    const [series] = option.series;
    expect(series!.data.map((node) => node.secondaryValue)).toEqual([25, 6]);
    const scale = createLinearColorScale(['white', 'black'], [0, 1]);
    expect(series!.data[0]!.itemStyle.color).toBe(scale(25 / 40));
    const tooltip = option.tooltip.formatter({
      data: series!.data[0],
      treePathInfo: [
        { name: '', value: 60 },
        { name: 'EMEA', value: 40 },
      ],
    });
    expect(tooltip).toContain('66.67% of total');
    expect(tooltip).toContain('revenue: 40, cost: 25');
    expect(tooltip).toContain('revenue/cost: 62.50%');
  });

  it('interpolates the linear scheme between its colours', () => {
    const scale = createLinearColorScale(['#000000', '#ffffff'], [0, 10]);
    expect(scale(0)).toBe('rgb(0,0,0)');
    expect(scale(5)).toBe('rgb(128,128,128)');
    expect(scale(20)).toBe('rgb(255,255,255)');
    expect(scale(Number.NaN)).toBe('rgb(0,0,0)');
  });

  it('draws an empty sunburst for an empty result', () => {
    const { option } = plugin().transformProps({
      ...size,
      formData,
      queriesData: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }],
    }) as { option: Option };
    expect(option.series[0]!.data).toEqual([]);
  });
});
