/**
 * The reports feature's public surface: import reports only from here. The schedule menu entry of
 * Explore and dashboards (its dialog downloads when opened) and the 'Alerts & reports' pages. The
 * dialogs and schedule controls stay inside: re-exported here they would join every page's code.
 */
import { lazy } from 'react';

export { useReportMenu } from './entry/useReportMenu';

// The 'Alerts & reports' pages (each its own chunk) and the rules of their routes and menu entry.
export const AlertReportListPage = lazy(() => import('./list/AlertReportListPage'));
export const ExecutionLogPage = lazy(() => import('./executionLog/ExecutionLogPage'));
export { canReadReports } from './list/reportPermissions';
