import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  crossFilterEmitters,
  withScopesFrom,
  ROOT_SCOPE,
  type CrossFilterEmitter,
  type DashboardFiltering,
} from './rules/filtersFromMetadata';
import type {
  ChartCrossFilterConfig,
  FilterBarOrientation,
  FilterConfigItem,
  FilterDataMask,
  GlobalChartConfiguration,
} from './rules/filterTypes';
import type { ScopeLayout } from './rules/scope';

/**
 * A dashboard's filter configuration as the page uses it (reference §3.6–§3.7, §4.5): the native
 * filters and dividers in display order with their scopes computed from the layout, the
 * cross-filter configuration and the charts each cross-filter reaches, and the filter bar's
 * selections not yet applied (`pending`, by filter id).
 */
// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface NativeFiltersState {
  items: Record<string, FilterConfigItem>;
  order: string[];
  crossFiltersEnabled: boolean;
  chartConfiguration: Record<string, ChartCrossFilterConfig>;
  globalChartConfiguration: GlobalChartConfiguration;
  emitters: CrossFilterEmitter[];
  pending: Record<string, FilterDataMask>;
  orientation: FilterBarOrientation;
}

const initialState: NativeFiltersState = {
  items: {},
  order: [],
  crossFiltersEnabled: false,
  chartConfiguration: {},
  globalChartConfiguration: { scope: ROOT_SCOPE },
  emitters: [],
  pending: {},
  orientation: 'VERTICAL',
};

function byId(items: readonly FilterConfigItem[]): Record<string, FilterConfigItem> {
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

const nativeFiltersSlice = createSlice({
  name: 'nativeFilters',
  initialState,
  reducers: {
    dashboardFilteringLoaded(_state, action: PayloadAction<DashboardFiltering>) {
      const { items, ...rest } = action.payload;
      return { ...initialState, ...rest, items: byId(items), order: items.map((item) => item.id) };
    },
    /** A selection in the filter bar, shown until applied (or applied at once with instant filtering). */
    filterSelectionChanged: {
      reducer(state, action: PayloadAction<{ id: string; mask: FilterDataMask }>) {
        state.pending[action.payload.id] = action.payload.mask;
      },
      prepare(id: string, mask: FilterDataMask) {
        return { payload: { id, mask } };
      },
    },
    pendingSelectionsSettled(state) {
      state.pending = {};
    },
    /** A saved filter configuration (the modal): new items and order, scopes from the layout. */
    filterConfigurationReplaced(state, action: PayloadAction<{ items: FilterConfigItem[]; layout: ScopeLayout }>) {
      const items = withScopesFrom(action.payload.items, action.payload.layout);
      state.items = byId(items);
      state.order = items.map((item) => item.id);
      for (const id of Object.keys(state.pending)) if (!state.items[id]) delete state.pending[id];
    },
    crossFilterScopingReplaced(
      state,
      action: PayloadAction<{
        chartConfiguration: Record<string, ChartCrossFilterConfig>;
        globalChartConfiguration: GlobalChartConfiguration;
        layout: ScopeLayout;
      }>,
    ) {
      const { chartConfiguration, globalChartConfiguration, layout } = action.payload;
      state.chartConfiguration = chartConfiguration;
      state.globalChartConfiguration = globalChartConfiguration;
      state.emitters = crossFilterEmitters(chartConfiguration, globalChartConfiguration.scope, layout);
    },
    /** The layout changed (a saved edit): every scope cache is recomputed. */
    filterScopesRecomputed(state, action: PayloadAction<ScopeLayout>) {
      const layout = action.payload;
      const items = withScopesFrom(
        state.order.map((id) => state.items[id]),
        layout,
      );
      state.items = byId(items);
      state.emitters = crossFilterEmitters(state.chartConfiguration, state.globalChartConfiguration.scope, layout);
    },
  },
});

export const {
  dashboardFilteringLoaded,
  filterSelectionChanged,
  pendingSelectionsSettled,
  filterConfigurationReplaced,
  crossFilterScopingReplaced,
  filterScopesRecomputed,
} = nativeFiltersSlice.actions;
export const nativeFiltersReducer = nativeFiltersSlice.reducer;
