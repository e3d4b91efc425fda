/**
 * A dashboard chart's timings (reference §6): `load_chart` when its query finishes and
 * `render_chart` when it has been drawn, with what Superset logs of each. The chart's state is read
 * structurally, so the logger depends on no other feature.
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { LOG_ACTIONS_LOAD_CHART, LOG_ACTIONS_RENDER_CHART, logEvent, type LogEventData } from './logActions';

interface ChartQueryResult {
  is_cached?: boolean;
  cached_dttm?: string | null;
  rowcount?: number;
  applied_filters?: { column: string }[];
}

interface TimedChart {
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  queriesResponse: ChartQueryResult[] | null;
  latestQueryFormData: Record<string, unknown>;
}

interface ChartsRootState {
  charts?: Record<number, TimedChart | undefined>;
}

/** Epoch milliseconds as milliseconds since the page loaded (Superset's `start_offset`). */
function offsetOf(epochMs: number): number {
  return Math.round(epochMs - performance.timeOrigin);
}

/** What `load_chart` tells of a finished query. */
export function loadChartEventData(chartId: number, chart: TimedChart, now: number = Date.now()): LogEventData {
  const formData = chart.latestQueryFormData;
  const results = chart.queriesResponse ?? [];
  const end = chart.chartUpdateEndTime ?? now;
  const cachedAt = results[0]?.cached_dttm;
  const extraFilters = formData.extra_form_data as { filters?: unknown[] } | undefined;
  return {
    slice_id: chartId,
    is_cached: results.length > 0 && results.every((result) => result.is_cached === true),
    force_refresh: formData.force === true,
    row_count: results.reduce((total, result) => total + (result.rowcount ?? 0), 0),
    datasource: formData.datasource,
    viz_type: formData.viz_type,
    applied_filters: results[0]?.applied_filters ?? [],
    has_extra_filters: Boolean(extraFilters?.filters?.length),
    data_age: cachedAt ? now - new Date(cachedAt).getTime() : null,
    start_offset: offsetOf(chart.chartUpdateStartTime),
    ts: now,
    duration: Math.max(0, end - chart.chartUpdateStartTime),
  };
}

/**
 * Logs the chart's `load_chart` and `render_chart` as its status reaches 'success' and then
 * 'rendered' (the holder passes its chart's status).
 */
export function useChartTimingLog(chartId: number, chartStatus: string | null | undefined): void {
  const store = useStore<ChartsRootState>();
  const dispatch = useDispatch();
  const loadedAt = useRef<number | null>(null);

  useEffect(() => {
    const chart = store.getState().charts?.[chartId];
    if (!chart) return;
    if (chartStatus === 'success') {
      const eventData = loadChartEventData(chartId, chart);
      loadedAt.current = chart.chartUpdateEndTime ?? Date.now();
      dispatch(logEvent(LOG_ACTIONS_LOAD_CHART, eventData));
    } else if (chartStatus === 'rendered' && loadedAt.current !== null) {
      const renderStart = loadedAt.current;
      const end = chart.chartUpdateEndTime ?? Date.now();
      loadedAt.current = null;
      const formData = chart.latestQueryFormData;
      dispatch(
        logEvent(LOG_ACTIONS_RENDER_CHART, {
          slice_id: chartId,
          viz_type: formData.viz_type,
          start_offset: offsetOf(renderStart),
          ts: Date.now(),
          duration: Math.max(0, end - renderStart),
        }),
      );
    }
  }, [store, dispatch, chartId, chartStatus]);
}
