/**
 * When each chart of a refresh starts (spec charts §4 refresh stagger): the refresh window is at
 * least the larger of the given interval and `stagger_time` (default 5000 ms); with stagger on (the
 * default) the charts are spaced evenly over it: spacing = window ÷ (charts − 1).
 */
export const DEFAULT_STAGGER_TIME_MS = 5000;

export interface StaggerOptions {
  /** The refresh interval in ms. */
  intervalMs: number;
  staggerRefresh?: boolean;
  staggerTimeMs?: number;
}

/** The delay of every chart's refresh, in the order given, in ms. */
export function staggeredRefreshDelays(chartCount: number, options: StaggerOptions): number[] {
  if (chartCount <= 0) return [];
  const stagger = options.staggerRefresh ?? true;
  const refreshWindow = Math.max(options.intervalMs, options.staggerTimeMs || DEFAULT_STAGGER_TIME_MS);
  const spacing = stagger && chartCount > 1 ? refreshWindow / (chartCount - 1) : 0;
  return Array.from({ length: chartCount }, (_, index) => spacing * index);
}

/** The charts an automatic refresh reloads: `timed_refresh_immune_slices` are left alone. */
export function chartsToAutoRefresh(chartIds: readonly number[], immune: readonly number[] | undefined): number[] {
  const skipped = new Set(immune ?? []);
  return chartIds.filter((id) => !skipped.has(id));
}

/** Superset's auto-refresh choices, in seconds (0 = off). */
export const REFRESH_INTERVAL_OPTIONS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];
