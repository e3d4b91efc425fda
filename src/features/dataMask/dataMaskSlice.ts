import { createSlice } from '@reduxjs/toolkit';

/** Data masks (filter state + extra form data) by filter or chart id; filled by the filters issue. */
export interface DataMask {
  id: string;
  extraFormData: Record<string, unknown>;
  filterState: Record<string, unknown>;
  ownState: Record<string, unknown>;
}

export type DataMaskState = Record<string, DataMask>;

const dataMaskSlice = createSlice({
  name: 'dataMask',
  initialState: {} as DataMaskState,
  reducers: {},
});

export const dataMaskReducer = dataMaskSlice.reducer;
