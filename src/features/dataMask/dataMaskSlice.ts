import { createSlice } from '@reduxjs/toolkit';

/** Data masks (filter state + extra form data) by filter or chart id; filled by the filters issue. */
// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface DataMask {
  id: string;
  extraFormData: Record<string, unknown>;
  filterState: Record<string, unknown>;
  ownState: Record<string, unknown>;
}

type DataMaskState = Record<string, DataMask>;

const dataMaskSlice = createSlice({
  name: 'dataMask',
  initialState: {} as DataMaskState,
  reducers: {},
});

export const dataMaskReducer = dataMaskSlice.reducer;
