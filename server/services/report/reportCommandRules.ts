/**
 * Superset's report commands (superset/commands/report/create.py, update.py, base.py) for a body
 * that passed its schema: the checks that need the store (422 `{message: {field: text}}`, the 409
 * of a second report on one chart or dashboard, 403 for non-owners), then the store's fields.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, HttpError, notFound } from '../../errors';
import type { NewReport, ReportFields, ReportRecord } from '../../store/reports';
import { pythonJson } from '../dashboard/dashboardMetadata';
import { canChangeReport } from './reportAccessRules';
import { frequencyNotAllowedMessage, runsTooOften } from './reportScheduleRules';
import type { ReportBody, ReportPostBody, ReportPutBody } from './reportValidationSchemas';

const ATTACHED_REPORT_EXISTS = 'Resource already has an attached report.';
const CHART_NOT_FOUND = 'Chart does not exist';
const DASHBOARD_NOT_FOUND = 'Dashboard does not exist';
const DATABASE_NOT_FOUND = 'Database does not exist';
const DATABASE_REQUIRED = 'Database is required for alerts';
const CHART_OR_DASHBOARD_REQUIRED = 'Must choose either a chart or a dashboard';
const CHART_AND_DASHBOARD = 'Choose a chart or dashboard not both';
const CHART_NOT_SAVED = 'Please save your chart first, then try creating a new email report.';
const DASHBOARD_NOT_SAVED = 'Please save your dashboard first, then try creating a new email report.';
const OWNERS_INVALID = 'Owners are invalid';

const WORKING = 'Working';
const NOT_TRIGGERED = 'Not triggered';

/** Superset's ReportScheduleNameUniquenessValidationError text. */
export function nameTakenMessage(reportType: string, name: string): string {
  return reportType === 'Alert' ? `An alert named "${name}" already exists` : `A report named "${name}" already exists`;
}

/**
 * A 422 whose field messages are single texts (or, for the name, a list), as Superset's
 * ReportScheduleInvalidError normalises them; the routes send `{message: messages}`.
 */
export class ReportInvalidError extends Error {
  readonly status = 422;

  constructor(readonly messages: Record<string, string | string[]>) {
    super(JSON.stringify(messages));
    this.name = 'ReportInvalidError';
  }
}

export interface ReportCommandContext {
  app: FastifyInstance;
  user: AuthenticatedUser;
}

type Messages = Record<string, string | string[]>;

function minimumIntervalOf(context: ReportCommandContext, reportType: string): number {
  const config = context.app.config;
  return reportType === 'Alert' ? config.ALERT_MINIMUM_INTERVAL : config.REPORT_MINIMUM_INTERVAL;
}

function checkFrequency(context: ReportCommandContext, crontab: string, reportType: string, errors: Messages): void {
  const minimum = minimumIntervalOf(context, reportType);
  if (runsTooOften(crontab, minimum)) errors.crontab = frequencyNotAllowedMessage(reportType, minimum);
}

/** validate_chart_dashboard: the target named by the body exists, and only one is named. */
async function checkTarget(context: ReportCommandContext, body: ReportBody, update: boolean, errors: Messages) {
  const { chart, dashboard, creation_method: creationMethod } = body;
  if (creationMethod === 'charts' && !chart) {
    errors.chart = CHART_NOT_SAVED;
    return;
  }
  if (creationMethod === 'dashboards' && !dashboard) {
    errors.dashboard = DASHBOARD_NOT_SAVED;
    return;
  }
  if (chart && dashboard) errors.chart = CHART_AND_DASHBOARD;
  if (chart) {
    if (!(await context.app.store.charts.findById(chart))) errors.chart = CHART_NOT_FOUND;
  } else if (dashboard) {
    if (!(await context.app.store.dashboards.findById(dashboard))) errors.dashboard = DASHBOARD_NOT_FOUND;
  } else if (!update) {
    errors.chart = CHART_OR_DASHBOARD_REQUIRED;
  }
}

/** populate_owner_list: known users; a non-admin who left themselves out is added. Null when one is unknown. */
async function ownerIdsFor(context: ReportCommandContext, requested: readonly number[]): Promise<number[] | null> {
  const known = await context.app.store.charts.userSummaries(requested);
  if (requested.some((id) => !known.has(id))) return null;
  const self = isAdmin(context.user) || requested.includes(context.user.id) ? [] : [context.user.id];
  return [...new Set([...self, ...requested])];
}

/** The body's fields as the store keeps them (ids renamed, JSON objects as text). */
function storeFields(body: ReportBody): ReportFields {
  const fields: ReportFields = {};
  const copied = [
    'type',
    'name',
    'description',
    'context_markdown',
    'active',
    'crontab',
    'timezone',
    'sql',
    'grace_period',
    'log_retention',
    'report_format',
    'force_screenshot',
    'custom_width',
    'email_subject',
  ] as const;
  for (const key of copied) {
    const value = body[key];
    if (value !== undefined) Object.assign(fields, { [key]: value });
  }
  // Columns that cannot be empty keep their value when a PUT sends null.
  if (body.creation_method !== undefined && body.creation_method !== null)
    fields.creation_method = body.creation_method;
  if (body.working_timeout !== undefined && body.working_timeout !== null)
    fields.working_timeout = body.working_timeout;
  if (body.validator_type !== undefined) fields.validator_type = body.validator_type;
  if (body.chart !== undefined) fields.chart_id = body.chart;
  if (body.dashboard !== undefined) fields.dashboard_id = body.dashboard;
  if (body.database !== undefined) fields.database_id = body.database;
  if (body.validator_config_json !== undefined) fields.validator_config_json = pythonJson(body.validator_config_json);
  if (body.extra !== undefined) fields.extra = pythonJson(body.extra);
  if (body.recipients !== undefined) {
    fields.recipients = body.recipients.map((recipient) => ({
      type: recipient.type,
      recipient_config_json: pythonJson(recipient.recipient_config_json ?? {}),
    }));
  }
  return fields;
}

/** The report `context.user` may create from the body, or the 409/422 Superset answers. */
export async function checkedNewReport(context: ReportCommandContext, body: ReportPostBody): Promise<NewReport> {
  const { app, user } = context;
  const errors: Messages = {};
  if (await app.store.reports.isNameTaken(body.name, body.type)) errors.name = [nameTakenMessage(body.type, body.name)];
  if (body.type === 'Alert') {
    if (body.database === undefined) errors.database = DATABASE_REQUIRED;
    else if (!(await app.store.databases.findById(body.database))) errors.database = DATABASE_NOT_FOUND;
  }
  checkFrequency(context, body.crontab, body.type, errors);
  await checkTarget(context, body, false, errors);
  // One report per user and chart (or dashboard) among those made the same way (Superset 6);
  // reports made in the alerts & reports list do not compete.
  const creationMethod = body.creation_method;
  if (creationMethod !== undefined && creationMethod !== 'alerts_reports') {
    const attached = (await app.store.reports.list()).some(
      (report) =>
        report.created_by_fk === user.id &&
        report.creation_method === creationMethod &&
        (body.chart == null || report.chart_id === body.chart) &&
        (body.dashboard == null || report.dashboard_id === body.dashboard),
    );
    if (attached) throw new HttpError(409, ATTACHED_REPORT_EXISTS);
  }
  const ownerIds = body.owners && body.owners.length > 0 ? await ownerIdsFor(context, body.owners) : [user.id];
  if (ownerIds === null) errors.owners = OWNERS_INVALID;
  if (Object.keys(errors).length > 0) throw new ReportInvalidError(errors);
  return { ...storeFields(body), type: body.type, name: body.name, crontab: body.crontab, owner_ids: ownerIds ?? [] };
}

/** The changes `context.user` may make to report `id`, or the 404/403/422 Superset answers. */
export async function checkedReportChanges(
  context: ReportCommandContext,
  id: number,
  body: ReportPutBody,
): Promise<{ report: ReportRecord; fields: ReportFields }> {
  const { app, user } = context;
  const report = await app.store.reports.findById(id);
  if (!report) throw notFound();
  const errors: Messages = {};
  const fields = storeFields(body);
  // A report switched off while running would otherwise stay 'Working' when switched back on.
  if (report.last_state === WORKING && body.active === false) fields.last_state = NOT_TRIGGERED;
  const name = body.name ?? report.name;
  const type = body.type ?? report.type;
  if ((name !== report.name || type !== report.type) && (await app.store.reports.isNameTaken(name, type, id))) {
    errors.name = [nameTakenMessage(type, name)];
  }
  if (type === 'Alert' && body.database && !(await app.store.databases.findById(body.database))) {
    errors.database = DATABASE_NOT_FOUND;
  }
  checkFrequency(context, body.crontab ?? report.crontab, type, errors);
  await checkTarget(context, body, true, errors);
  if (!canChangeReport(user, report)) throw forbidden();
  if (body.owners !== undefined) {
    const ownerIds = await ownerIdsFor(context, body.owners);
    if (ownerIds === null) errors.owners = OWNERS_INVALID;
    else fields.owner_ids = ownerIds;
  }
  if (Object.keys(errors).length > 0) throw new ReportInvalidError(errors);
  return { report, fields };
}

/** The reports `context.user` may delete: every id must exist (404) and be theirs to change (403). */
export async function checkedDeletion(context: ReportCommandContext, ids: readonly number[]): Promise<ReportRecord[]> {
  const reports = await context.app.store.reports.findByIds([...new Set(ids)]);
  if (reports.length !== new Set(ids).size) throw notFound();
  if (reports.some((report) => !canChangeReport(context.user, report))) throw forbidden();
  return reports;
}
