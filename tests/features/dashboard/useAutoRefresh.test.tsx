/**
 * Automatic refresh (spec charts §4): every refresh_frequency seconds the loaded charts re-query,
 * forced, spread by the stagger rule; timed_refresh_immune_slices are skipped; nothing runs while
 * the browser tab is hidden.
 */
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardChart, DashboardInfo } from '../../../src/api/dashboards';
import { createAppStore } from '../../../src/app/store';
import { useAutoRefresh } from '../../../src/features/dashboard/hooks/useAutoRefresh';
import { chartQueried, dashboardLoaded } from '../../../src/features/dashboard/state/dashboardStateSlice';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';

const chart = (id: number): DashboardChart => ({
  id,
  slice_name: `Chart ${id}`,
  form_data: { datasource: '3__table', viz_type: 'big_number_total', slice_id: id },
});

function AutoRefresh() {
  useAutoRefresh();
  return null;
}

let visibility: DocumentVisibilityState = 'visible';

function setup(metadata: DashboardInfo['metadata']) {
  const store = createAppStore();
  const info: DashboardInfo = {
    id: 9,
    slug: null,
    dashboard_title: 'T',
    published: true,
    css: '',
    metadata,
    position_data: null,
    owners: [],
  };
  store.dispatch(
    dashboardLoaded({
      info,
      charts: [chart(1), chart(2), chart(3)],
      datasets: [],
      activeTabs: [],
      anchor: null,
      focusedChartId: null,
    }),
  );
  for (const id of [1, 2, 3]) store.dispatch(chartQueried(id));
  // A chart's run starts when it gets a new request id; the requests themselves never answer here.
  const refreshed: { chartId: number; at: number }[] = [];
  const start = Date.now();
  const requestIds = new Map<number, string | null>();
  store.subscribe(() => {
    for (const [key, chartState] of Object.entries(store.getState().charts)) {
      const chartId = Number(key);
      if (chartState.requestId && chartState.requestId !== requestIds.get(chartId)) {
        refreshed.push({ chartId, at: Date.now() - start });
      }
      requestIds.set(chartId, chartState.requestId);
    }
  });
  render(
    <Provider store={store}>
      <AutoRefresh />
    </Provider>,
  );
  return refreshed;
}

beforeEach(() => {
  registerAllChartPlugins();
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  resetRunningChartRequests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auto-refresh', () => {
  it('refreshes every interval, staggered over it, skipping immune charts', () => {
    const refreshed = setup({ refresh_frequency: 10, timed_refresh_immune_slices: [2] });
    act(() => vi.advanceTimersByTime(9_999));
    expect(refreshed).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    // Two charts over a 10 s window: spacing 10 000 / (2 − 1).
    expect(refreshed).toEqual([{ chartId: 1, at: 10_000 }]);
    act(() => vi.advanceTimersByTime(10_000));
    // The next round's first chart and this round's last one both start at 20 s.
    expect(refreshed.map((entry) => [entry.chartId, entry.at]).sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!)).toEqual([
      [1, 10_000],
      [1, 20_000],
      [3, 20_000],
    ]);
  });

  it('does nothing while the tab is hidden and starts again when shown', () => {
    const refreshed = setup({ refresh_frequency: 10, stagger_refresh: false });
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(refreshed).toEqual([]);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(refreshed.map((entry) => entry.chartId)).toEqual([1, 2, 3]);
  });

  it('is off at refresh_frequency 0', () => {
    const refreshed = setup({ refresh_frequency: 0 });
    act(() => vi.advanceTimersByTime(100_000));
    expect(refreshed).toEqual([]);
  });
});
