import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChartDataQueryResult, QueryFormData } from '../../api/chartDataTypes';

/**
 * Per-chart status (spec charts §4, reference §1.10): loading → success → rendered, or failed /
 * stopped. A request is identified by `requestId`; replies of a request that is no longer the
 * chart's latest are dropped by the thunks before they reach here.
 */
type ChartStatus = 'loading' | 'success' | 'stopped' | 'failed' | 'rendered';

const CHART_STOPPED_ALERT = 'Updating chart was stopped';
export const CHART_NETWORK_ERROR_ALERT = 'Network error.';
const CHART_RENDERING_FAILED_ALERT = 'An error occurred while rendering the visualization: %s';

interface ChartState {
  id: number;
  /** '' after a datasource refresh reset a failed chart (Superset's empty status). */
  chartStatus: ChartStatus | '' | null;
  chartAlert: string | null;
  chartStackTrace: string | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  latestQueryFormData: QueryFormData | Record<string, never>;
  sliceFormData: QueryFormData | null;
  /** The request in flight (stands for Superset's queryController), or null. */
  requestId: string | null;
  queriesResponse: ChartDataQueryResult[] | null;
  triggerQuery: boolean;
  lastRendered: number;
}

export type ChartsState = Record<number, ChartState>;

export function newChartState(id: number, overrides: Partial<ChartState> = {}): ChartState {
  return {
    id,
    chartStatus: 'loading',
    chartAlert: null,
    chartStackTrace: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: {},
    sliceFormData: null,
    requestId: null,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
    ...overrides,
  };
}

/** The first response's error, as Superset shows a failed update. */
function firstError(queriesResponse: ChartDataQueryResult[] | null): string | null {
  return queriesResponse?.[0]?.error ?? null;
}

interface Keyed {
  key: number;
}

const chartsSlice = createSlice({
  name: 'charts',
  initialState: {} as ChartsState,
  reducers: {
    chartAdded(state, action: PayloadAction<{ chart: Partial<ChartState> & { id: number } }>) {
      const { chart } = action.payload;
      state[chart.id] = newChartState(chart.id, chart);
    },
    chartRemoved(state, action: PayloadAction<Keyed>) {
      delete state[action.payload.key];
    },
    chartIdChanged(state, action: PayloadAction<Keyed & { newId: number }>) {
      const { key, newId } = action.payload;
      const chart = state[key];
      if (!chart) return;
      delete state[key];
      state[newId] = { ...chart, id: newId };
    },
    chartUpdateStarted(
      state,
      action: PayloadAction<Keyed & { requestId: string; latestQueryFormData: QueryFormData; now: number }>,
    ) {
      const { key, requestId, latestQueryFormData, now } = action.payload;
      const chart = (state[key] ??= newChartState(key));
      chart.chartStatus = 'loading';
      chart.chartStackTrace = null;
      chart.chartAlert = null;
      chart.chartUpdateEndTime = null;
      chart.chartUpdateStartTime = now;
      chart.requestId = requestId;
      chart.latestQueryFormData = latestQueryFormData;
      chart.triggerQuery = false;
    },
    chartUpdateSucceeded(
      state,
      action: PayloadAction<Keyed & { queriesResponse: ChartDataQueryResult[]; now: number }>,
    ) {
      const chart = state[action.payload.key];
      if (!chart) return;
      chart.chartStatus = 'success';
      chart.chartAlert = null;
      chart.queriesResponse = action.payload.queriesResponse;
      chart.chartUpdateEndTime = action.payload.now;
      chart.requestId = null;
    },
    chartUpdateStopped(state, action: PayloadAction<Keyed & { now: number }>) {
      const chart = state[action.payload.key];
      if (!chart) return;
      chart.chartStatus = 'stopped';
      chart.chartAlert = CHART_STOPPED_ALERT;
      chart.chartUpdateEndTime = action.payload.now;
      chart.requestId = null;
    },
    /** `queriesResponse` null means the request itself failed (no reply body with errors). */
    chartUpdateFailed(
      state,
      action: PayloadAction<Keyed & { queriesResponse: ChartDataQueryResult[] | null; now: number; message?: string }>,
    ) {
      const { key, queriesResponse, now, message } = action.payload;
      const chart = state[key];
      if (!chart) return;
      chart.chartStatus = 'failed';
      chart.chartAlert = queriesResponse
        ? (firstError(queriesResponse) ?? message ?? CHART_NETWORK_ERROR_ALERT)
        : (message ?? CHART_NETWORK_ERROR_ALERT);
      chart.chartUpdateEndTime = now;
      chart.queriesResponse = queriesResponse;
      chart.chartStackTrace = queriesResponse ? (queriesResponse[0]?.stacktrace ?? null) : null;
      chart.requestId = null;
    },
    chartRenderingSucceeded(state, action: PayloadAction<Keyed & { now: number }>) {
      const chart = state[action.payload.key];
      // A renderer may report drawing the previous result after a new query started; the chart stays loading.
      if (!chart || chart.chartStatus === 'loading') return;
      chart.chartStatus = 'rendered';
      chart.chartUpdateEndTime = action.payload.now;
    },
    chartRenderingFailed(state, action: PayloadAction<Keyed & { error: string; stackTrace: string | null }>) {
      const chart = state[action.payload.key];
      if (!chart) return;
      chart.chartStatus = 'failed';
      chart.chartStackTrace = action.payload.stackTrace;
      chart.chartAlert = CHART_RENDERING_FAILED_ALERT.replace('%s', action.payload.error);
    },
    queryTriggered(state, action: PayloadAction<Keyed & { value: boolean }>) {
      const chart = (state[action.payload.key] ??= newChartState(action.payload.key));
      chart.triggerQuery = action.payload.value;
      chart.chartStatus = 'loading';
    },
    renderTriggered(state, action: PayloadAction<Keyed & { value: number }>) {
      const chart = state[action.payload.key];
      if (chart) chart.lastRendered = action.payload.value;
    },
    queryFormDataUpdated(state, action: PayloadAction<Keyed & { value: QueryFormData }>) {
      const chart = state[action.payload.key];
      if (chart) chart.latestQueryFormData = action.payload.value;
    },
    /**
     * A datasource (re)loaded: charts that failed while rendering (they have a stack trace) get
     * another chance to render.
     */
    datasourcesRefreshed(state) {
      for (const chart of Object.values(state)) {
        if (chart.chartStatus === 'failed' && chart.chartStackTrace) {
          chart.chartStatus = '';
          chart.chartStackTrace = null;
          chart.chartAlert = null;
        }
      }
    },
  },
});

export const {
  chartAdded,
  chartRemoved,
  chartIdChanged,
  chartUpdateStarted,
  chartUpdateSucceeded,
  chartUpdateStopped,
  chartUpdateFailed,
  chartRenderingSucceeded,
  chartRenderingFailed,
  queryTriggered,
  datasourcesRefreshed,
} = chartsSlice.actions;

export const chartsReducer = chartsSlice.reducer;
