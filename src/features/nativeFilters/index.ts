/** Native filters' public surface: their state. */
export { nativeFiltersReducer } from './nativeFiltersSlice';
