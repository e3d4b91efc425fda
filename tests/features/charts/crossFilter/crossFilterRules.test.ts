// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportsCrossFilter, type ChartCrossFilter, type CrossFilterMask } from '../../../../src/features/charts';
import {
  clearCrossFilterMask,
  groupbyCrossFilterMask,
  isDimmed,
  selectedLabelsOf,
  toggleCrossFilter,
} from '../../../../src/features/charts/crossFilterRules';
import { crossFilterForClick, withClickCursor } from '../../../../src/features/charts/crossFilterECharts';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';

registerAllChartPlugins();

describe('cross-filter rules', () => {
  it('selects an item with one IN filter per column on its raw values, keeping Superset’s state shape', () => {
    expect(groupbyCrossFilterMask(['region', 'country'], ['EMEA', 7], 'EMEA, 7')).toEqual({
      extraFormData: {
        filters: [
          { col: 'region', op: 'IN', val: ['EMEA'] },
          { col: 'country', op: 'IN', val: [7] },
        ],
      },
      filterState: { value: [['EMEA', 7]], selectedValues: ['EMEA, 7'], label: 'EMEA, 7' },
    });
    expect(groupbyCrossFilterMask(['day'], [86_400_000], '1970-01-02', ['P1D']).extraFormData.filters).toEqual([
      { col: 'day', op: 'IN', val: [86_400_000], grain: 'P1D' },
    ]);
  });

  it('clears with an empty extra form data and a null value', () => {
    expect(clearCrossFilterMask()).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('toggles: the selected item clicked again clears, another item replaces the selection', () => {
    const emea = groupbyCrossFilterMask(['region'], ['EMEA'], 'EMEA');
    const apac = groupbyCrossFilterMask(['region'], ['APAC'], 'APAC');
    expect(toggleCrossFilter(emea, undefined)).toBe(emea);
    expect(toggleCrossFilter(emea, { value: null })).toBe(emea);
    expect(toggleCrossFilter(emea, emea.filterState)).toEqual(clearCrossFilterMask());
    expect(toggleCrossFilter(apac, emea.filterState)).toBe(apac);
  });

  it('dims only what a selection leaves out, nothing without a selection', () => {
    expect(selectedLabelsOf(undefined)).toBeNull();
    expect(selectedLabelsOf({ value: null, selectedValues: [] })).toBeNull();
    const selected = selectedLabelsOf({ selectedValues: ['EMEA'] });
    expect(isDimmed('EMEA', selected)).toBe(false);
    expect(isDimmed('APAC', selected)).toBe(true);
    expect(isDimmed('APAC', null)).toBe(false);
  });

  it('shows a pointer over items only when a click emits', () => {
    const option = { series: [{ type: 'pie' }, { type: 'scatter' }] };
    expect(withClickCursor(option, true)).toEqual({
      series: [
        { type: 'pie', cursor: 'pointer' },
        { type: 'scatter', cursor: 'pointer' },
      ],
    });
    expect(withClickCursor(option, false)).toEqual({
      series: [
        { type: 'pie', cursor: 'default' },
        { type: 'scatter', cursor: 'default' },
      ],
    });
    expect(withClickCursor({ series: { type: 'pie' } }, true)).toEqual({ series: { type: 'pie', cursor: 'pointer' } });
  });

  it('emits for a click only with a host and a click rule, clearing a selected item', () => {
    const emea = groupbyCrossFilterMask(['region'], ['EMEA'], 'EMEA');
    const rule = () => emea;
    const host = (filterState?: CrossFilterMask['filterState']): ChartCrossFilter => ({ filterState, emit: () => {} });
    expect(crossFilterForClick({ name: 'EMEA' }, rule, undefined)).toBeNull();
    expect(crossFilterForClick({ name: 'EMEA' }, undefined, host())).toBeNull();
    expect(crossFilterForClick({ name: 'EMEA' }, () => null, host())).toBeNull();
    expect(crossFilterForClick({ name: 'EMEA' }, rule, host())).toBe(emea);
    expect(crossFilterForClick({ name: 'EMEA' }, rule, host(emea.filterState))).toEqual(clearCrossFilterMask());
  });

  it('lists the plugins that emit cross-filters', () => {
    for (const vizType of [
      'table',
      'pie',
      'echarts_timeseries_bar',
      'echarts_timeseries_line',
      'echarts_area',
      'echarts_timeseries_scatter',
      'heatmap_v2',
      'treemap_v2',
      'sunburst_v2',
      'funnel',
      'box_plot',
    ])
      expect(supportsCrossFilter(vizType)).toBe(true);
    for (const vizType of [
      'big_number_total',
      'big_number',
      'pivot_table_v2',
      'gauge_chart',
      'mixed_timeseries',
      'nope',
    ])
      expect(supportsCrossFilter(vizType)).toBe(false);
  });
});
