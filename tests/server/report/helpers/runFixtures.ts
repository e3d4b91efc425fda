/**
 * What the report run tests share: reports made in the store as the admin, due times chosen
 * ahead of the clock (the scheduler only runs times after a report was made), and readers of the
 * execution log and the outbox.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReportExecutionLogRecord } from '../../../../server/store/reportExecutionLogs';
import type { NewReport, ReportRecord } from '../../../../server/store/reports';

// Brings `app.reportScheduler`, declared beside the scheduler, into the tests' types.
export type { ReportScheduler } from '../../../../server/jobs/reportScheduler';

const MINUTE_MS = 60_000;

/**
 * A second past the first due time of an every-minute report after it was made: the first time
 * the scheduler runs it (earlier due times predate it; later ones would count the first as missed).
 */
export function firstDue(report: Pick<ReportRecord, 'created_on'>): Date {
  const firstMinute = (Math.floor(report.created_on.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  return new Date(firstMinute + 1000);
}

/** `date` moved by whole minutes. */
export function plusMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** The start of the minute `date` falls in: the due time of an every-minute crontab. */
export function minuteOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS);
}

export async function adminId(app: FastifyInstance): Promise<number> {
  const admin = await app.store.users.findByUsername('admin');
  if (!admin) throw new Error('no admin user');
  return admin.id;
}

/** An example chart's id, found by its name. */
export async function exampleChartId(app: FastifyInstance, sliceName = 'Popular names'): Promise<number> {
  const chart = (await app.store.charts.list()).find((candidate) => candidate.slice_name === sliceName);
  if (!chart) throw new Error(`no example chart "${sliceName}"`);
  return chart.id;
}

export async function exampleDashboardId(app: FastifyInstance, title = 'Sales overview'): Promise<number> {
  const dashboard = (await app.store.dashboards.list()).find((candidate) => candidate.dashboard_title === title);
  if (!dashboard) throw new Error(`no example dashboard "${title}"`);
  return dashboard.id;
}

export const EMAIL_TARGET = 'team@example.com';

/** An every-minute CSV report of the example table chart, by email, made by the admin. */
export async function createChartReport(app: FastifyInstance, fields: Partial<NewReport> = {}): Promise<ReportRecord> {
  return app.store.reports.create(
    {
      type: 'Report',
      name: `Report ${Math.random().toString(36).slice(2)}`,
      crontab: '* * * * *',
      creation_method: 'alerts_reports',
      chart_id: await exampleChartId(app),
      report_format: 'CSV',
      recipients: [{ type: 'Email', recipient_config_json: JSON.stringify({ target: EMAIL_TARGET }) }],
      ...fields,
    },
    await adminId(app),
  );
}

/** An every-minute alert on the examples database with `sql` and an operator validator. */
export async function createAlert(
  app: FastifyInstance,
  sql: string,
  validator: { op: string; threshold: number } | 'not null',
  fields: Partial<NewReport> = {},
): Promise<ReportRecord> {
  const examples = await app.store.databases.findByName('examples');
  if (!examples) throw new Error('no examples database');
  return createChartReport(app, {
    type: 'Alert',
    name: `Alert ${Math.random().toString(36).slice(2)}`,
    database_id: examples.id,
    sql,
    validator_type: validator === 'not null' ? 'not null' : 'operator',
    validator_config_json: validator === 'not null' ? '{}' : JSON.stringify(validator),
    ...fields,
  });
}

/** The report's runs, oldest scheduled time first. */
export async function runLogs(app: FastifyInstance, reportId: number): Promise<ReportExecutionLogRecord[]> {
  const logs = await app.store.reportExecutionLogs.listFor(reportId);
  return [...logs].sort((a, b) => a.scheduled_dttm.getTime() - b.scheduled_dttm.getTime() || a.id - b.id);
}

export async function reportState(app: FastifyInstance, reportId: number): Promise<string | undefined> {
  return (await app.store.reports.findById(reportId))?.last_state;
}

/** The .eml files in the data folder's outbox, as text. */
export async function outboxMessages(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(folder, name), 'utf8')),
  );
}
