/**
 * The chart or dashboard a report is about, its display name and the app's addresses: the one the
 * screenshot browser opens (WEBDRIVER_BASEURL) and the one people follow from a message
 * (WEBDRIVER_BASEURL_USER_FRIENDLY), as Superset's two settings.
 */
import type { FastifyInstance } from 'fastify';
import type { ChartRecord } from '../../../store/charts';
import type { DashboardRecord } from '../../../store/dashboards';
import { ReportContentError, type ReportToRender } from './types';

export type ReportTarget = { kind: 'chart'; chart: ChartRecord } | { kind: 'dashboard'; dashboard: DashboardRecord };

export async function loadReportTarget(app: FastifyInstance, report: ReportToRender): Promise<ReportTarget> {
  if (report.chart_id !== null) {
    const chart = await app.store.charts.findById(report.chart_id);
    if (!chart) throw new ReportContentError('Chart does not exist');
    return { kind: 'chart', chart };
  }
  if (report.dashboard_id !== null) {
    const dashboard = await app.store.dashboards.findById(report.dashboard_id);
    if (!dashboard) throw new ReportContentError('Dashboard does not exist');
    return { kind: 'dashboard', dashboard };
  }
  throw new ReportContentError('Must choose either a chart or a dashboard');
}

/** Where the screenshot browser reaches the app, without a trailing slash. */
export function appBaseUrl(app: FastifyInstance): string {
  const root = app.config.applicationRoot.replace(/\/+$/, '');
  return app.config.WEBDRIVER_BASEURL ?? `http://127.0.0.1:${app.config.port}${root}`;
}

/** The app's address in links people follow, without a trailing slash. */
export function userFriendlyBaseUrl(app: FastifyInstance): string {
  return app.config.WEBDRIVER_BASEURL_USER_FRIENDLY ?? appBaseUrl(app);
}

export function chartPath(chartId: number): string {
  return `/explore/?slice_id=${chartId}`;
}

export function dashboardPath(dashboardId: number): string {
  return `/superset/dashboard/${dashboardId}/`;
}

/**
 * A title fit for a subject line and a file name: no control characters (no header injection),
 * no path separators, single spaces.
 */
function sanitizeTitle(title: string): string {
  const printable = Array.from(title, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '/' || char === '\\' ? ' ' : char;
  }).join('');
  return printable.replace(/\s+/g, ' ').trim();
}

/**
 * The name a report's message carries, as Superset: the email subject when set, else
 * "<report name>: <chart or dashboard name>".
 */
export function reportContentName(report: ReportToRender, target: ReportTarget): string {
  if (report.email_subject) return sanitizeTitle(report.email_subject);
  const targetName = target.kind === 'chart' ? target.chart.slice_name : (target.dashboard.dashboard_title ?? '');
  return sanitizeTitle(`${report.name}: ${targetName}`);
}
