/**
 * The reports feature's public surface: import reports only from here. The email report dialog,
 * the schedule controls (cron picker, timezone select: the alert dialog reuses them) and the
 * schedule menu entry of Explore and dashboards.
 */
import { lazy } from 'react';

export { ReportModal } from './modal/ReportModal';

export { CronPicker, browserTimezone } from './schedule';

export { useReportMenu } from './entry/useReportMenu';

// The 'Alerts & reports' pages (each its own chunk) and the rules of their routes and menu entry.
export const AlertReportListPage = lazy(() => import('./list/AlertReportListPage'));
export const ExecutionLogPage = lazy(() => import('./executionLog/ExecutionLogPage'));
export { canReadReports } from './list/reportPermissions';
