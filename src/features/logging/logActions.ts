/**
 * The usage events (reference §6; Superset's LogUtils): their names, which are timings, and the
 * `logEvent` action the logger middleware turns into a queued event. Reducers ignore it.
 */
import { createAction } from '@reduxjs/toolkit';

export const LOG_ACTIONS_LOAD_CHART = 'load_chart';
export const LOG_ACTIONS_RENDER_CHART = 'render_chart';
export const LOG_ACTIONS_HIDE_BROWSER_TAB = 'hide_browser_tab';
export const LOG_ACTIONS_MOUNT_DASHBOARD = 'mount_dashboard';
export const LOG_ACTIONS_MOUNT_EXPLORER = 'mount_explorer';
export const LOG_ACTIONS_SELECT_DASHBOARD_TAB = 'select_dashboard_tab';
export const LOG_ACTIONS_CHANGE_EXPLORE_CONTROLS = 'change_explore_controls';
export const LOG_ACTIONS_CHANGE_DASHBOARD_FILTER = 'change_dashboard_filter';
// Superset's other names (force_refresh_chart, toggle_edit_dashboard, force_refresh_dashboard,
// periodic_render_dashboard, explore_dashboard_chart, export_csv_dashboard_chart, omnibar_triggered)
// join this list when an area logs them.
/** Newer Superset lines log SQL Lab actions too (the run among them). */
export const LOG_ACTIONS_SQLLAB_RUN_QUERY = 'sqllab_run_query';

/** Timing events carry `trigger_event` (the last user event); all others are user events. */
export const LOG_EVENT_TYPE_TIMING: ReadonlySet<string> = new Set([
  LOG_ACTIONS_LOAD_CHART,
  LOG_ACTIONS_RENDER_CHART,
  LOG_ACTIONS_HIDE_BROWSER_TAB,
]);

/** What a caller may tell about an event; the middleware adds where and when it happened. */
export type LogEventData = Record<string, unknown>;

export const logEvent = createAction('logging/logEvent', (eventName: string, eventData: LogEventData = {}) => ({
  payload: { eventName, eventData },
}));

/** Milliseconds since the page loaded (`start_offset`, `duration` are measured with it), not since the epoch. */
export function logTimestamp(): number {
  return Math.round(performance.now());
}
