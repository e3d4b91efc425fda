import { createSlice } from '@reduxjs/toolkit';

/** Per-chart status (spec charts §4). The Explore issue adds the run/stop/render workflow. */
export type ChartStatus = 'loading' | 'success' | 'stopped' | 'failed' | 'rendered';

export interface ChartState {
  id: number;
  chartStatus: ChartStatus | null;
  chartUpdateStartTime?: number;
  chartUpdateEndTime?: number;
}

export type ChartsState = Record<number, ChartState>;

const chartsSlice = createSlice({
  name: 'charts',
  initialState: {} as ChartsState,
  reducers: {},
});

export const chartsReducer = chartsSlice.reducer;
