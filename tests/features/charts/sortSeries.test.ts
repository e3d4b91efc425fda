// @vitest-environment node
/** Sort-series options of the timeseries charts (spec charts §9: name, sum, min, max, avg). */
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { sortSeries } from '../../../src/features/charts/plugins/timeseries/sortSeries';
import { panelControls } from '../../../src/features/explore/controls/validation';

registerAllChartPlugins();

const series = [
  {
    name: 'beta',
    points: [
      [1, 1],
      [2, 9],
      [3, null],
    ] as [number, number | null][],
  }, // sum 10, min 1, max 9, avg 5
  {
    name: 'Alpha',
    points: [
      [1, 4],
      [2, 4],
      [3, 4],
    ] as [number, number | null][],
  }, // sum 12, min 4, max 4, avg 4
  {
    name: 'gamma',
    points: [
      [1, 3],
      [2, 3],
      [3, null],
    ] as [number, number | null][],
  }, // sum 6, min 3, max 3, avg 3
  { name: 'empty', points: [[1, null]] as [number, number | null][] },
];
const order = (formData: Record<string, unknown>) =>
  sortSeries(series, { datasource: '1__table', viz_type: 'echarts_timeseries_line', ...formData }).map((s) => s.name);

describe('sortSeries', () => {
  it('orders by each option, descending by default, series without values last', () => {
    expect(order({ sort_series_type: 'sum' })).toEqual(['Alpha', 'beta', 'gamma', 'empty']);
    expect(order({ sort_series_type: 'min' })).toEqual(['Alpha', 'gamma', 'beta', 'empty']);
    expect(order({ sort_series_type: 'max' })).toEqual(['beta', 'Alpha', 'gamma', 'empty']);
    expect(order({ sort_series_type: 'avg' })).toEqual(['beta', 'Alpha', 'gamma', 'empty']);
    expect(order({ sort_series_type: 'name' })).toEqual(['gamma', 'empty', 'beta', 'Alpha']);
  });

  it('ascending reverses the order, names compared without case', () => {
    expect(order({ sort_series_type: 'name', sort_series_ascending: true })).toEqual([
      'Alpha',
      'beta',
      'empty',
      'gamma',
    ]);
    expect(order({ sort_series_type: 'sum', sort_series_ascending: true })).toEqual([
      'gamma',
      'beta',
      'Alpha',
      'empty',
    ]);
  });

  it("keeps the query's order without a sort type", () => {
    expect(order({})).toEqual(['beta', 'Alpha', 'gamma', 'empty']);
  });
});

describe('the timeseries charts', () => {
  it('offer Sort Series By (name, sum, min, max, avg; default sum) and ascending', () => {
    for (const vizType of [
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'echarts_timeseries_scatter',
    ]) {
      const controls = new Map(
        panelControls(getChartPlugin(vizType)!.controlPanel).map(({ name, config }) => [name, config]),
      );
      const type = controls.get('sort_series_type');
      expect(
        type?.choices?.map(([value]) => value),
        vizType,
      ).toEqual(['name', 'sum', 'min', 'max', 'avg']);
      expect(type?.default).toBe('sum');
      expect(controls.get('sort_series_ascending')?.default).toBe(false);
    }
  });

  it('draw their series and legend in the chosen order', () => {
    const result: ChartDataQueryResult = {
      colnames: ['order_date', 'EMEA', 'APAC'],
      coltypes: [2, 0, 0],
      data: [
        { order_date: 1, EMEA: 1, APAC: 5 },
        { order_date: 2, EMEA: 2, APAC: 5 },
      ],
      rowcount: 2,
    };
    const namesFor = (extra: Record<string, unknown>) => {
      const { option } = getChartPlugin('echarts_timeseries_line')!.transformProps({
        formData: { datasource: '3__table', viz_type: 'echarts_timeseries_line', x_axis: 'order_date', ...extra },
        queriesData: [result],
        datasource: null,
        width: 400,
        height: 300,
      }) as { option: { series: { name: string; type: string }[]; legend: { data: string[] } } };
      const drawn = option.series.filter((entry) => entry.type === 'line').map((entry) => entry.name);
      return { drawn, legend: option.legend.data };
    };
    expect(namesFor({ sort_series_type: 'sum' })).toEqual({ drawn: ['APAC', 'EMEA'], legend: ['APAC', 'EMEA'] });
    expect(namesFor({ sort_series_type: 'sum', sort_series_ascending: true }).drawn).toEqual(['EMEA', 'APAC']);
  });
});
