/**
 * Native filters' public surface: their state, the filter bar, the configuration modals (each its
 * own chunk: only owners open them) and the pure filter rules charts and the data mask use.
 */
import { lazy } from 'react';

export const FiltersConfigModal = lazy(() =>
  import('./components/config/FiltersConfigModal').then((module) => ({ default: module.FiltersConfigModal })),
);
export const CrossFilterScopingModal = lazy(() =>
  import('./components/crossFilterScoping/CrossFilterScopingModal').then((module) => ({
    default: module.CrossFilterScopingModal,
  })),
);
export {
  nativeFiltersReducer,
  dashboardFilteringLoaded,
  filterConfigurationReplaced,
  crossFilterScopingReplaced,
  filterScopesRecomputed,
} from './nativeFiltersSlice';
export type {
  ChartCrossFilterConfig,
  FilterConfigItem,
  FilterDataMask,
  GlobalChartConfiguration,
  NativeFilterConfig,
} from './rules/filterTypes';
export { isFilterDivider } from './rules/filterTypes';
export { dashboardFiltering } from './rules/filtersFromMetadata';
export {
  filterExtraFormData,
  rangeExtraFormData,
  selectExtraFormData,
  timeColumnExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from './rules/extraFormData';
export { mergeAllExtraFormData, mergeExtraFormData } from './rules/mergeExtraFormData';
export { chartsInScope, tabsInScope, type ScopeLayout } from './rules/scope';
export { cascadeCycle } from './rules/cascade';
export { FilterBar } from './components/bar/FilterBar';
