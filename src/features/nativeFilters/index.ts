/** Native filters' public surface: their state and the pure filter rules charts and the data mask use. */
export { nativeFiltersReducer } from './nativeFiltersSlice';
export type { NativeFilterConfig } from './rules/filterTypes';
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
export { chartExtraFormData } from './rules/chartExtraFormData';
