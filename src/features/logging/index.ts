/**
 * Usage logging's public surface: the `logEvent` action and the event names other areas log with,
 * the logger middleware the store installs, the dashboard charts' timing hook, and the admins'
 * Action log page (its own chunk).
 */
import { lazy } from 'react';

export {
  logEvent,
  logTimestamp,
  LOG_ACTIONS_CHANGE_DASHBOARD_FILTER,
  LOG_ACTIONS_CHANGE_EXPLORE_CONTROLS,
  LOG_ACTIONS_LOAD_CHART,
  LOG_ACTIONS_MOUNT_DASHBOARD,
  LOG_ACTIONS_MOUNT_EXPLORER,
  LOG_ACTIONS_SELECT_DASHBOARD_TAB,
  LOG_ACTIONS_SQLLAB_RUN_QUERY,
} from './logActions';
export { createLoggerMiddleware } from './loggerMiddleware';
export { useChartTimingLog } from './chartTimingEvents';
export type { LoggerMiddlewareOptions } from './loggerMiddleware';

export const ActionLogPage = lazy(() => import('./actionLog/ActionLogPage'));
