// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardFiltering } from '../../../src/features/nativeFilters';
import { TWO_TAB_LAYOUT } from './twoTabLayout';

const layout = TWO_TAB_LAYOUT;
const flags = { interactiveChartIds: [1, 3], crossFiltersFlag: true, horizontalFilterBarFlag: true };

describe("a dashboard's filtering from its metadata", () => {
  it('recomputes every filter scope cache from the layout, ignoring the stored one', () => {
    const { items } = dashboardFiltering(
      {
        native_filter_configuration: [
          { id: 'F1', name: 'A', filterType: 'filter_select', targets: [], chartsInScope: [99], tabsInScope: ['x'] },
          {
            id: 'F2',
            name: 'B',
            filterType: 'filter_select',
            targets: [],
            scope: { rootPath: ['TAB-b'], excluded: [] },
          },
          { id: 'D1', type: 'DIVIDER', title: 'Divider' },
          'not a filter',
        ],
      },
      layout,
      flags,
    );
    expect(items.map((item) => item.id)).toEqual(['F1', 'F2', 'D1']);
    expect(items[0]).toMatchObject({ chartsInScope: [1, 2, 3], tabsInScope: ['TAB-a', 'TAB-b'], cascadeParentIds: [] });
    expect(items[1]).toMatchObject({ chartsInScope: [3], tabsInScope: ['TAB-b'] });
  });

  it('gives every interactive chart a cross-filter entry (global by default) reaching the others', () => {
    const filtering = dashboardFiltering(
      { chart_configuration: { '3': { id: 3, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [2] } } } } },
      layout,
      flags,
    );
    expect(filtering.crossFiltersEnabled).toBe(true);
    expect(filtering.chartConfiguration['1']).toEqual({ id: 1, crossFilters: { scope: 'global' } });
    expect(filtering.emitters).toEqual([
      { chartId: 1, chartsInScope: [2, 3] },
      { chartId: 3, chartsInScope: [1] },
    ]);
  });

  it('turns cross-filters off without the flag or when the dashboard says false', () => {
    expect(dashboardFiltering({}, layout, { ...flags, crossFiltersFlag: false }).emitters).toEqual([]);
    const off = dashboardFiltering({ cross_filters_enabled: false }, layout, flags);
    expect(off.crossFiltersEnabled).toBe(false);
    expect(off.emitters).toEqual([]);
  });

  it('is horizontal only with the flag and filter_bar_orientation HORIZONTAL', () => {
    expect(dashboardFiltering({ filter_bar_orientation: 'HORIZONTAL' }, layout, flags).orientation).toBe('HORIZONTAL');
    expect(
      dashboardFiltering({ filter_bar_orientation: 'HORIZONTAL' }, layout, { ...flags, horizontalFilterBarFlag: false })
        .orientation,
    ).toBe('VERTICAL');
  });
});
