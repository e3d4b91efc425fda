/**
 * Reports as ReportScheduleRestApi shows them: list rows, the single report (its show_columns;
 * `validator_config_json` and each `recipient_config_json` stay JSON strings, as Superset
 * answers them) and execution log rows.
 */
import cronstrue from 'cronstrue';
import type { FastifyInstance } from 'fastify';
import { humanizeDelta } from '../../http/humanize';
import { isoformat } from '../../services/chart/chartPresentation';
import type { UserSummary } from '../../store/charts';
import type { ReportExecutionLogRecord } from '../../store/reportExecutionLogs';
import type { ReportRecord } from '../../store/reports';

type Person = { id: number; first_name: string; last_name: string };

function person(users: Map<number, UserSummary>, id: number | null): Person | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

function optionalIso(date: Date | null): string | null {
  return date === null ? null : isoformat(date);
}

/** The stored `extra` as the object Superset's show and list answer. */
function extraObject(extra: string): unknown {
  try {
    return JSON.parse(extra) as unknown;
  } catch {
    return {};
  }
}

/** cron_descriptor's reading of the crontab, e.g. "At 09:00 AM, only on Monday". */
function crontabHumanized(crontab: string): string {
  try {
    return cronstrue.toString(crontab);
  } catch {
    return crontab;
  }
}

/** The users a set of reports names (owners, creators, editors), by id. */
export function reportUsers(app: FastifyInstance, reports: readonly ReportRecord[]): Promise<Map<number, UserSummary>> {
  const ids = reports.flatMap((report) =>
    [...report.owner_ids, report.created_by_fk, report.changed_by_fk].filter((id): id is number => id !== null),
  );
  return app.store.charts.userSummaries(ids);
}

/** One row of GET /api/v1/report/ (every list column; `q.columns` may narrow it). */
export function reportListItem(
  report: ReportRecord,
  users: Map<number, UserSummary>,
  now: Date = new Date(),
): Record<string, unknown> {
  return {
    id: report.id,
    name: report.name,
    type: report.type,
    description: report.description,
    active: report.active,
    crontab: report.crontab,
    crontab_humanized: crontabHumanized(report.crontab),
    timezone: report.timezone,
    creation_method: report.creation_method,
    chart_id: report.chart_id,
    dashboard_id: report.dashboard_id,
    extra: extraObject(report.extra),
    last_eval_dttm: optionalIso(report.last_eval_dttm),
    last_state: report.last_state,
    created_on: isoformat(report.created_on),
    changed_on: isoformat(report.changed_on),
    changed_on_delta_humanized: humanizeDelta(report.changed_on, now),
    created_by: person(users, report.created_by_fk),
    changed_by: person(users, report.changed_by_fk),
    owners: report.owner_ids.flatMap((id) => person(users, id) ?? []),
    recipients: report.recipients.map((recipient) => ({ id: recipient.id, type: recipient.type })),
  };
}

/** GET /api/v1/report/{pk}'s result. */
export async function reportShowItem(app: FastifyInstance, report: ReportRecord): Promise<Record<string, unknown>> {
  const users = await reportUsers(app, [report]);
  const chart = report.chart_id === null ? null : await app.store.charts.findById(report.chart_id);
  const dashboard = report.dashboard_id === null ? null : await app.store.dashboards.findById(report.dashboard_id);
  const database = report.database_id === null ? null : await app.store.databases.findById(report.database_id);
  return {
    id: report.id,
    name: report.name,
    type: report.type,
    description: report.description,
    context_markdown: report.context_markdown,
    active: report.active,
    crontab: report.crontab,
    timezone: report.timezone,
    creation_method: report.creation_method,
    chart: chart ? { id: chart.id, slice_name: chart.slice_name, viz_type: chart.viz_type } : null,
    dashboard: dashboard ? { id: dashboard.id, dashboard_title: dashboard.dashboard_title } : null,
    database: database ? { id: database.id, database_name: database.database_name } : null,
    sql: report.sql,
    validator_type: report.validator_type,
    validator_config_json: report.validator_config_json,
    grace_period: report.grace_period,
    working_timeout: report.working_timeout,
    log_retention: report.log_retention,
    last_eval_dttm: optionalIso(report.last_eval_dttm),
    last_state: report.last_state,
    last_value: report.last_value,
    last_value_row_json: report.last_value_row_json,
    owners: report.owner_ids.flatMap((id) => person(users, id) ?? []),
    recipients: report.recipients.map((recipient) => ({
      id: recipient.id,
      type: recipient.type,
      recipient_config_json: recipient.recipient_config_json,
    })),
    report_format: report.report_format,
    extra: extraObject(report.extra),
    force_screenshot: report.force_screenshot,
    custom_width: report.custom_width,
    email_subject: report.email_subject,
  };
}

/** One execution log row (list and show alike). */
export function reportLogItem(log: ReportExecutionLogRecord): Record<string, unknown> {
  return {
    id: log.id,
    uuid: log.uuid,
    scheduled_dttm: isoformat(log.scheduled_dttm),
    start_dttm: optionalIso(log.start_dttm),
    end_dttm: optionalIso(log.end_dttm),
    value: log.value,
    value_row_json: log.value_row_json,
    state: log.state,
    error_message: log.error_message,
  };
}
