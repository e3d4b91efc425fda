/**
 * Automatic refresh every `refreshFrequency` seconds: the charts that have loaded, minus
 * `timed_refresh_immune_slices`, spread by the stagger rule. The timer stops while the browser tab
 * is hidden and starts again when it is shown.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { chartsToAutoRefresh } from '../rules/refreshStagger';
import { refreshDashboardCharts } from '../state/queryDashboardCharts';

export function useAutoRefresh(): void {
  const dispatch = useAppDispatch();
  const refreshFrequency = useAppSelector((state) => state.dashboardState.refreshFrequency);
  const sliceIds = useAppSelector((state) => state.dashboardState.sliceIds);
  const metadata = useAppSelector((state) => state.dashboardState.info?.metadata);

  useEffect(() => {
    if (!refreshFrequency || refreshFrequency <= 0 || !metadata) return;
    const intervalMs = refreshFrequency * 1000;
    let timer: ReturnType<typeof setInterval> | null = null;
    const tick = () => {
      dispatch(
        refreshDashboardCharts(chartsToAutoRefresh(sliceIds, metadata.timed_refresh_immune_slices), {
          intervalMs,
          staggerRefresh: metadata.stagger_refresh,
          staggerTimeMs: metadata.stagger_time,
        }),
      );
    };
    const start = () => {
      if (timer === null) timer = setInterval(tick, intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch, refreshFrequency, sliceIds, metadata]);
}
