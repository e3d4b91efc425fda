/**
 * Each chart's annotation queries (spec charts §4; Superset's annotationData, annotationError and
 * annotationQuery of the chart state), by chart id then layer name: started → success (the layer's
 * data) or failed (its error). The request in flight is named by its request id; the thunk aborts
 * it when a query of the same name starts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecordAnnotationResult } from '../../../../common/annotationLayer';

export interface ChartAnnotationState {
  annotationData: Record<string, RecordAnnotationResult | null>;
  annotationError: Record<string, string>;
  /** The request in flight per layer name (stands for Superset's controller). */
  annotationQuery: Record<string, string>;
}

type ChartAnnotationsState = Record<number, ChartAnnotationState>;

interface LayerAction {
  key: number;
  name: string;
}

function chartOf(state: ChartAnnotationsState, key: number): ChartAnnotationState {
  return (state[key] ??= { annotationData: {}, annotationError: {}, annotationQuery: {} });
}

const annotationQueriesSlice = createSlice({
  name: 'chartAnnotations',
  initialState: {} as ChartAnnotationsState,
  reducers: {
    annotationQueryStarted(state, action: PayloadAction<LayerAction & { requestId: string }>) {
      chartOf(state, action.payload.key).annotationQuery[action.payload.name] = action.payload.requestId;
    },
    annotationQuerySucceeded(state, action: PayloadAction<LayerAction & { data: RecordAnnotationResult | null }>) {
      const chart = chartOf(state, action.payload.key);
      chart.annotationData[action.payload.name] = action.payload.data;
      delete chart.annotationError[action.payload.name];
      delete chart.annotationQuery[action.payload.name];
    },
    annotationQueryFailed(state, action: PayloadAction<LayerAction & { error: string }>) {
      const chart = chartOf(state, action.payload.key);
      delete chart.annotationData[action.payload.name];
      chart.annotationError[action.payload.name] = action.payload.error;
      delete chart.annotationQuery[action.payload.name];
    },
  },
});

export const { annotationQueryStarted, annotationQuerySucceeded, annotationQueryFailed } =
  annotationQueriesSlice.actions;

export const chartAnnotationsReducer = annotationQueriesSlice.reducer;
