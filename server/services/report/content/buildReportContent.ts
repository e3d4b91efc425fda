/**
 * A report's content, made as its executor (reportExecutor.ts): CSV or TEXT from the chart data
 * API, PNG or PDF screenshots of the chart or dashboard drawn by headless Chromium. The name, link
 * and attachment names are Superset's (superset/commands/report/execute.py, notifications/email.py).
 */
import type { FastifyInstance } from 'fastify';
import { chartCsv, chartTextTable } from './chartDataContent';
import { dashboardView } from './dashboardState';
import { reportExecutor, type ReportExecutor } from './reportExecutor';
import { takeScreenshots, type ScreenshotTarget } from './reportScreenshot';
import {
  appBaseUrl,
  chartPath,
  loadReportTarget,
  reportContentName,
  userFriendlyBaseUrl,
  type ReportTarget,
} from './reportTarget';
import { ReportContentError, type ReportAttachment, type ReportContent, type ReportToRender } from './types';

const SCREENSHOT_FORMATS = new Set(['PNG', 'PDF']);
const DATA_FORMATS = new Set(['CSV', 'TEXT']);

/** The custom width within Superset's bounds; null keeps the default window. */
function screenshotWidth(app: FastifyInstance, customWidth: number | null): number | null {
  if (customWidth === null) return null;
  const { ALERT_REPORTS_MIN_CUSTOM_SCREENSHOT_WIDTH: min, ALERT_REPORTS_MAX_CUSTOM_SCREENSHOT_WIDTH: max } = app.config;
  return Math.min(max, Math.max(min, customWidth));
}

async function screenshotContent(
  app: FastifyInstance,
  report: ReportToRender,
  executor: ReportExecutor,
  target: ReportTarget,
  name: string,
): Promise<ReportContent> {
  let linkPath: string;
  let targets: ScreenshotTarget[];
  if (target.kind === 'chart') {
    linkPath = chartPath(target.chart.id);
    targets = [{ kind: 'chart', path: linkPath }];
  } else {
    ({ linkPath, targets } = await dashboardView(app, target.dashboard, report.extra, executor.user.id));
  }
  const format = report.report_format.toUpperCase();
  const shots = await takeScreenshots(app, executor, {
    baseUrl: appBaseUrl(app),
    targets,
    width: screenshotWidth(app, report.custom_width),
    pdf: format === 'PDF',
  });
  const attachments: ReportAttachment[] =
    format === 'PDF' && shots.pdf
      ? [{ filename: `${name}.pdf`, contentType: 'application/pdf', content: shots.pdf }]
      : shots.pngs.map((png, index) => ({
          filename: shots.pngs.length > 1 ? `${name}_${index + 1}.png` : `${name}.png`,
          contentType: 'image/png',
          content: png,
          inlineCid: `report-${report.id}-screenshot-${index + 1}@tessera`,
        }));
  return { format, url: `${userFriendlyBaseUrl(app)}${linkPath}`, name, attachments };
}

async function dataContent(
  app: FastifyInstance,
  report: ReportToRender,
  executor: ReportExecutor,
  target: ReportTarget,
  name: string,
): Promise<ReportContent> {
  if (target.kind !== 'chart') {
    throw new ReportContentError(`A dashboard cannot be sent as ${report.report_format}: choose PNG or PDF`);
  }
  const format = report.report_format.toUpperCase();
  const url = `${userFriendlyBaseUrl(app)}${chartPath(target.chart.id)}`;
  if (format === 'CSV') {
    const csv = await chartCsv(app, executor, target.chart, report.force_screenshot);
    return {
      format,
      url,
      name,
      attachments: [{ filename: `${name}.${csv.extension}`, contentType: csv.contentType, content: csv.content }],
      ...(csv.rows === undefined ? {} : { csvRows: csv.rows }),
    };
  }
  const text = await chartTextTable(app, executor, target.chart, report.force_screenshot);
  return { format, url, name, attachments: [], textTable: text.table };
}

/** Makes a report's content (CSV, TEXT, PNG or PDF) as the report's executor. */
export async function buildReportContent(app: FastifyInstance, report: ReportToRender): Promise<ReportContent> {
  const target = await loadReportTarget(app, report);
  const executor = await reportExecutor(app, report);
  const name = reportContentName(report, target);
  const format = report.report_format.toUpperCase();
  if (SCREENSHOT_FORMATS.has(format)) return screenshotContent(app, report, executor, target, name);
  if (DATA_FORMATS.has(format)) return dataContent(app, report, executor, target, name);
  throw new ReportContentError(`Unknown report format ${report.report_format}: choose PNG, PDF, CSV or TEXT`);
}
