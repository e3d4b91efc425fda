/** Native filters' public surface: their state. */
export { nativeFiltersReducer } from './nativeFiltersSlice';
export type { NativeFilter, NativeFiltersState } from './nativeFiltersSlice';
