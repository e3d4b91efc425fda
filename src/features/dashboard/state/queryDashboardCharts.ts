/**
 * Querying a dashboard's charts through the charts workflow (the same status machine as Explore):
 * a chart queries once when first seen, again on a refresh (forced: the server's cache is skipped).
 */
import { getChartPlugin, runChart } from '../../charts';
import { dashboardChartFormData } from '../rules/chartFormData';
import { staggeredRefreshDelays, type StaggerOptions } from '../rules/refreshStagger';
import { chartExtraFormDataOf } from './chartFilters';
import { chartQueried, dashboardRefreshed } from './dashboardStateSlice';
import type { DashboardThunk } from './dashboardThunkTypes';

export function queryDashboardChart(chartId: number, { force = false } = {}): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState();
    const { dashboardState, bootstrap } = state;
    const chart = dashboardState.slices[chartId];
    if (!chart || !dashboardState.info) return;
    const formData = dashboardChartFormData(chart, dashboardState.info, chartExtraFormDataOf(state, chartId));
    const plugin = getChartPlugin(formData.viz_type);
    dispatch(chartQueried(chartId));
    // Without a plugin the chart host says 'Unknown visualization type'; there is nothing to query.
    if (!plugin) return;
    // The chart's private state (a table's server page and sort) goes to its own query only.
    const ownState = state.dataMask[String(chartId)]?.ownState ?? {};
    const queryContext = plugin.buildQuery({ ...formData, force }, { ownState });
    const timeoutSeconds = Number(bootstrap.common.conf.SUPERSET_WEBSERVER_TIMEOUT);
    await dispatch(
      runChart({
        chartId,
        formData,
        queryContext,
        dashboardId: dashboardState.info.id,
        timeoutMs: Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds * 1000 : undefined,
      }),
    );
  };
}

/** A chart came into view: it queries unless it already did since the dashboard loaded. */
export function chartBecameVisible(chartId: number): DashboardThunk {
  return (dispatch, getState) => {
    if (getState().dashboardState.queriedChartIds[chartId]) return;
    void dispatch(queryDashboardChart(chartId));
  };
}

/**
 * Refreshes the charts among `chartIds` that have queried (the others query fresh when first seen):
 * all at once, or spread by the stagger rule when `stagger` is given (automatic refresh).
 */
export function refreshDashboardCharts(chartIds: readonly number[], stagger?: StaggerOptions): DashboardThunk {
  return (dispatch, getState) => {
    const queried = getState().dashboardState.queriedChartIds;
    const refreshed = chartIds.filter((chartId) => queried[chartId]);
    const delays = stagger ? staggeredRefreshDelays(refreshed.length, stagger) : [];
    dispatch(dashboardRefreshed(Date.now()));
    refreshed.forEach((chartId, index) => {
      const delay = delays[index] ?? 0;
      const run = () => void dispatch(queryDashboardChart(chartId, { force: true }));
      if (delay > 0) setTimeout(run, delay);
      else run();
    });
  };
}

/** The chart's filters or private state changed: it queries again if it has queried (else it will when seen). */
export function chartFiltersChanged(chartId: number): DashboardThunk {
  return (dispatch, getState) => {
    if (getState().dashboardState.queriedChartIds[chartId]) void dispatch(queryDashboardChart(chartId));
  };
}
