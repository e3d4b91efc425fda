/**
 * Explore's state (spec charts §4): the datasource, the form data the controls edit, form data
 * remembered per viz type, the saved chart (if any), the form-data cache key, and whether the
 * chart shows what the controls say (`chartIsStale`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueryFormData } from '../../api/chartDataTypes';
import type { DatasourceMeta } from '../../api/datasourceTypes';
import type { ExploreSlice } from '../../api/explore';

type ExploreLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ExploreState {
  status: ExploreLoadStatus;
  error: string | null;
  message: string | null;
  datasource: DatasourceMeta | null;
  formData: QueryFormData | null;
  /** The last form data used per viz type, restored when the user switches back. */
  formDataByVizType: Record<string, QueryFormData>;
  slice: ExploreSlice | null;
  formDataKey: string | null;
  /** A query-affecting control changed since the chart last ran. */
  chartIsStale: boolean;
}

export const initialExploreState: ExploreState = {
  status: 'idle',
  error: null,
  message: null,
  datasource: null,
  formData: null,
  formDataByVizType: {},
  slice: null,
  formDataKey: null,
  chartIsStale: false,
};

const exploreSlice = createSlice({
  name: 'explore',
  initialState: initialExploreState,
  reducers: {
    exploreLoadStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    exploreLoaded(
      state,
      action: PayloadAction<{
        datasource: DatasourceMeta;
        formData: QueryFormData;
        slice: ExploreSlice | null;
        message?: string | null;
        formDataKey?: string | null;
      }>,
    ) {
      const { datasource, formData, slice, message, formDataKey } = action.payload;
      state.status = 'ready';
      state.datasource = datasource;
      state.formData = formData;
      state.formDataByVizType = { [formData.viz_type]: formData };
      state.slice = slice;
      state.message = message ?? null;
      state.formDataKey = formDataKey ?? null;
      state.chartIsStale = false;
    },
    exploreLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** `renderTrigger` controls re-render the chart without a new query. */
    controlChanged(state, action: PayloadAction<{ name: string; value: unknown; renderTrigger?: boolean }>) {
      if (!state.formData) return;
      const { name, value, renderTrigger } = action.payload;
      state.formData = { ...state.formData, [name]: value };
      state.formDataByVizType[state.formData.viz_type] = state.formData;
      if (!renderTrigger) state.chartIsStale = true;
    },
    /** The new viz type's form data comes from carryOverFormData (controls/controlPanelDefaults). */
    vizTypeChanged(state, action: PayloadAction<{ formData: QueryFormData }>) {
      if (state.formData) state.formDataByVizType[state.formData.viz_type] = state.formData;
      state.formData = action.payload.formData;
      state.formDataByVizType[action.payload.formData.viz_type] = action.payload.formData;
      state.chartIsStale = true;
    },
    chartQueried(state) {
      state.chartIsStale = false;
    },
    formDataKeyChanged(state, action: PayloadAction<string | null>) {
      state.formDataKey = action.payload;
    },
    sliceSaved(state, action: PayloadAction<ExploreSlice>) {
      state.slice = action.payload;
      if (state.formData) state.formData = { ...state.formData, slice_id: action.payload.slice_id };
    },
    /**
     * Another dataset was chosen: its form data comes from remapFormDataToDatasource. Form data
     * remembered for other viz types named the old dataset's columns, so it is forgotten.
     */
    datasourceChanged(state, action: PayloadAction<{ datasource: DatasourceMeta; formData: QueryFormData }>) {
      state.datasource = action.payload.datasource;
      state.formData = action.payload.formData;
      state.formDataByVizType = { [action.payload.formData.viz_type]: action.payload.formData };
      state.chartIsStale = true;
    },
    /** A refreshed datasource (e.g. after editing the dataset) replaces the old one. */
    datasourceRefreshed(state, action: PayloadAction<DatasourceMeta>) {
      state.datasource = action.payload;
    },
  },
});

export const {
  exploreLoadStarted,
  exploreLoaded,
  exploreLoadFailed,
  controlChanged,
  vizTypeChanged,
  chartQueried,
  formDataKeyChanged,
  sliceSaved,
  datasourceChanged,
} = exploreSlice.actions;

export const exploreReducer = exploreSlice.reducer;

/** Explore's one chart in the `charts` slice: the saved chart's id, or 0 for an unsaved one. */
export function exploreChartId(state: ExploreState): number {
  return state.slice?.slice_id ?? 0;
}
