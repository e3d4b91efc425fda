// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppStore, type RootState } from '../../../../src/app/store';
import type { DashboardChart } from '../../../../src/api/dashboards';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import {
  chartExtraFormDataOf,
  chartFilterIndicators,
  chartFiltersKey,
} from '../../../../src/features/dashboard/state/chartFilters';
import { dataMaskUpdated } from '../../../../src/features/dataMask';
import { dashboardFiltering, dashboardFilteringLoaded } from '../../../../src/features/nativeFilters';
import { TWO_TAB_LAYOUT } from '../../nativeFilters/twoTabLayout';

const region = { col: 'region', op: 'IN' as const, val: ['EMEA'] };
const country = { col: 'country', op: 'IN' as const, val: ['France'] };

const layout = TWO_TAB_LAYOUT;

const chart = (id: number, datasource: string): DashboardChart =>
  ({ id, slice_name: `Chart ${id}`, form_data: { datasource, viz_type: 'pie' } }) as unknown as DashboardChart;
const dataset = (uid: string, columns: string[]): DatasourceMeta =>
  ({ uid, columns: columns.map((column_name) => ({ column_name })) }) as unknown as DatasourceMeta;

const metadata = {
  native_filter_configuration: [
    { id: 'NATIVE_FILTER-region', name: 'Region', filterType: 'filter_select', targets: [{ datasetId: 7 }] },
    {
      id: 'NATIVE_FILTER-country',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: 7 }],
      scope: { rootPath: ['TAB-a'], excluded: [2] },
    },
    { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time' },
    { id: 'NATIVE_FILTER-time', name: 'Time', filterType: 'filter_time', targets: [{}] },
  ],
  chart_configuration: { '1': { id: 1, crossFilters: { scope: 'global' } } },
};

function loadedStore() {
  const store = createAppStore();
  store.dispatch(
    dashboardFilteringLoaded(
      dashboardFiltering(metadata, layout, {
        interactiveChartIds: [1, 2],
        crossFiltersFlag: true,
        horizontalFilterBarFlag: false,
      }),
    ),
  );
  const base = store.getState();
  const withCharts = (state: RootState): RootState => ({
    ...state,
    // Chart 3's last reply: its dataset has no country column.
    charts: {
      ...state.charts,
      3: { queriesResponse: [{ rejected_filters: [{ column: 'country', reason: 'not_in_datasource' }] }] },
    } as unknown as RootState['charts'],
    dashboardState: {
      ...state.dashboardState,
      slices: { 1: chart(1, '7__table'), 2: chart(2, '7__table'), 3: chart(3, '8__table') },
      datasources: {
        '7__table': dataset('7__table', ['region', 'country', 'order_date']),
        '8__table': dataset('8__table', ['region', 'month']),
      },
    },
  });
  return { store, state: () => withCharts(store.getState()), base };
}

describe("a chart's filters on the dashboard", () => {
  it('merges the applied native filters whose scope (recomputed from the layout) holds the chart', () => {
    const { store, state } = loadedStore();
    store.dispatch(dataMaskUpdated('NATIVE_FILTER-region', { extraFormData: { filters: [region] } }));
    store.dispatch(dataMaskUpdated('NATIVE_FILTER-country', { extraFormData: { filters: [country] } }));
    store.dispatch(dataMaskUpdated('NATIVE_FILTER-time', { extraFormData: { time_range: 'Last year' } }));
    expect(chartExtraFormDataOf(state(), 1)).toEqual({ filters: [region, country], time_range: 'Last year' });
    // Excluded from the country filter's scope.
    expect(chartExtraFormDataOf(state(), 2)).toEqual({ filters: [region], time_range: 'Last year' });
    // Outside TAB-a.
    expect(chartExtraFormDataOf(state(), 3)).toEqual({ filters: [region], time_range: 'Last year' });
  });

  it('adds cross-filters after native filters and never filters the emitting chart with its own', () => {
    const { store, state } = loadedStore();
    store.dispatch(dataMaskUpdated('NATIVE_FILTER-region', { extraFormData: { filters: [region] } }));
    store.dispatch(dataMaskUpdated('1', { extraFormData: { filters: [country] }, filterState: { value: ['France'] } }));
    expect(chartExtraFormDataOf(state(), 2)).toEqual({ filters: [region, country] });
    expect(chartExtraFormDataOf(state(), 1)).toEqual({ filters: [region] });
  });

  it('marks a filter the server rejected for the chart (column not in its dataset) not applicable', () => {
    const { store, state } = loadedStore();
    store.dispatch(dataMaskUpdated('1', { extraFormData: { filters: [country] }, filterState: { value: ['France'] } }));
    // Sent all the same: the server decides what the dataset can use.
    expect(chartExtraFormDataOf(state(), 3)).toEqual({ filters: [country] });
    expect(chartFilterIndicators(state(), 3)).toEqual(
      expect.arrayContaining([
        { id: '1', name: 'Chart 1', kind: 'cross', status: 'incompatible', value: 'France' },
        { id: 'NATIVE_FILTER-region', name: 'Region', kind: 'native', status: 'unset', value: '' },
      ]),
    );
  });

  it("changes the chart's key only when its own merged filters change", () => {
    const { store, state } = loadedStore();
    const before = chartFiltersKey(state(), 3);
    store.dispatch(dataMaskUpdated('NATIVE_FILTER-country', { extraFormData: { filters: [country] } }));
    expect(chartFiltersKey(state(), 3)).toBe(before);
    expect(chartFiltersKey(state(), 1)).not.toBe(before);
  });
});
