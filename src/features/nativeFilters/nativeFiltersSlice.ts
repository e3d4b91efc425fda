import { createSlice } from '@reduxjs/toolkit';

/** Native filter configuration by id (spec charts §3–4); filled by the filters issue. */
interface NativeFilter {
  id: string;
  name: string;
  filterType: string;
  targets: { datasetId?: number; column?: { name: string } }[];
  cascadeParentIds: string[];
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface NativeFiltersState {
  filters: Record<string, NativeFilter>;
}

const nativeFiltersSlice = createSlice({
  name: 'nativeFilters',
  initialState: { filters: {} } as NativeFiltersState,
  reducers: {},
});

export const nativeFiltersReducer = nativeFiltersSlice.reducer;
