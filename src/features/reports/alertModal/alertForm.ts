/**
 * The alert/report modal's form: its defaults (Superset's AlertReportModal: active, crontab '0 0 * * *',
 * log retention 90 days, working timeout 3600 s, the creator as owner, one Email method), what is still
 * missing before 'Add' is allowed, and the body it sends.
 */
import {
  recipientTarget,
  type Report,
  type ReportBody,
  type ReportCreationMethod,
  type ReportFormat,
} from '../../../api/reports';

export type ContentType = 'dashboard' | 'chart';
/** The alert's condition: an operator with a threshold, or 'not null'. */
export type ConditionOperator = '<' | '>' | '<=' | '>=' | '==' | '!=' | 'not null';

interface OwnerChoice {
  value: number;
  label: string;
}

export interface AlertFormState {
  name: string;
  owners: OwnerChoice[];
  description: string;
  active: boolean;
  databaseId: number | null;
  sql: string;
  operator: ConditionOperator | null;
  /** As typed; sent as a number. */
  threshold: string;
  contentType: ContentType;
  chartId: number | null;
  dashboardId: number | null;
  /** The chosen chart's or dashboard's name, shown before the options load. */
  contentLabel: string;
  /** The chosen chart's viz type: table-like charts may also be sent as text. */
  chartVizType: string;
  reportFormat: ReportFormat;
  forceScreenshot: boolean;
  crontab: string;
  timezone: string;
  logRetention: number;
  workingTimeout: number | null;
  gracePeriod: number | null;
  /** Email addresses separated by ',' or ';'. */
  recipients: string;
  emailSubject: string;
  creationMethod: ReportCreationMethod;
}

const DEFAULT_ALERT_CRONTAB = '0 0 * * *';
const DEFAULT_WORKING_TIMEOUT = 3600;
const DEFAULT_LOG_RETENTION = 90;

export function defaultAlertForm(owner: OwnerChoice | null, timezone: string): AlertFormState {
  return {
    name: '',
    owners: owner ? [owner] : [],
    description: '',
    active: true,
    databaseId: null,
    sql: '',
    operator: null,
    threshold: '',
    contentType: 'dashboard',
    chartId: null,
    dashboardId: null,
    contentLabel: '',
    chartVizType: '',
    reportFormat: 'PNG',
    forceScreenshot: false,
    crontab: DEFAULT_ALERT_CRONTAB,
    timezone,
    logRetention: DEFAULT_LOG_RETENTION,
    workingTimeout: DEFAULT_WORKING_TIMEOUT,
    gracePeriod: null,
    recipients: '',
    emailSubject: '',
    creationMethod: 'alerts_reports',
  };
}

function parseValidatorConfig(raw: Report['validator_config_json']): { op?: string; threshold?: number } {
  if (!raw) return {};
  if (typeof raw !== 'string') return raw as { op?: string; threshold?: number };
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { op?: string; threshold?: number }) : {};
  } catch {
    return {};
  }
}

const OPERATORS: readonly ConditionOperator[] = ['<', '>', '<=', '>=', '==', '!=', 'not null'];

function operatorOf(value: string | undefined): ConditionOperator | null {
  return OPERATORS.find((operator) => operator === value) ?? null;
}

/** The form of a report read with GET /api/v1/report/{id} (its JSON-string fields parsed). */
export function formFromReport(report: Report, fallbackTimezone: string): AlertFormState {
  const config = parseValidatorConfig(report.validator_config_json);
  const email = (report.recipients ?? []).find((recipient) => recipient.type === 'Email');
  return {
    name: report.name,
    owners: (report.owners ?? []).map((owner) => ({
      value: owner.id,
      label: [owner.first_name, owner.last_name].filter(Boolean).join(' ') || String(owner.id),
    })),
    description: report.description ?? '',
    active: report.active,
    databaseId: report.database?.id ?? null,
    sql: report.sql ?? '',
    operator: report.validator_type === 'not null' ? 'not null' : operatorOf(config.op),
    threshold: config.threshold === undefined || config.threshold === null ? '' : String(config.threshold),
    contentType: report.chart ? 'chart' : 'dashboard',
    chartId: report.chart?.id ?? null,
    dashboardId: report.dashboard?.id ?? null,
    contentLabel: report.chart?.slice_name ?? report.dashboard?.dashboard_title ?? '',
    chartVizType: report.chart?.viz_type ?? '',
    reportFormat: report.report_format ?? 'PNG',
    forceScreenshot: report.force_screenshot ?? false,
    crontab: report.crontab,
    timezone: report.timezone ?? fallbackTimezone,
    logRetention: report.log_retention ?? DEFAULT_LOG_RETENTION,
    workingTimeout: report.working_timeout ?? DEFAULT_WORKING_TIMEOUT,
    gracePeriod: report.grace_period ?? null,
    recipients: email ? recipientTarget(email.recipient_config_json) : '',
    emailSubject: report.email_subject ?? '',
    creationMethod: report.creation_method ?? 'alerts_reports',
  };
}

/** The names Superset lists under 'Not all required fields are complete. Please provide the following:'. */
export function missingFields(form: AlertFormState, isReport: boolean): string[] {
  const missing: string[] = [];
  if (!form.name.trim()) missing.push('name');
  if (form.owners.length === 0) missing.push('owners');
  if (form.contentType === 'chart' ? form.chartId === null : form.dashboardId === null) missing.push('content type');
  if (!isReport) {
    if (form.databaseId === null) missing.push('database');
    if (!form.sql.trim()) missing.push('sql');
    if (!form.operator || (form.operator !== 'not null' && form.threshold.trim() === ''))
      missing.push('alert condition');
  }
  if (!form.crontab.trim()) missing.push('crontab');
  if (!form.workingTimeout) missing.push('working timeout');
  if (!form.recipients.trim()) missing.push('recipients');
  return missing;
}

/**
 * The POST/PUT body, field for field as Superset's modal sends it: the condition as validator_type and
 * validator_config_json, the target as `chart` or `dashboard` (the other null), owners as ids, one
 * Email recipient, `extra` only for dashboards, and Superset's placeholder `context_markdown`.
 */
export function alertReportBody(form: AlertFormState, isReport: boolean): ReportBody {
  const notNull = form.operator === 'not null';
  const isChart = form.contentType === 'chart';
  const threshold = Number(form.threshold);
  const body: ReportBody = {
    active: form.active,
    creation_method: form.creationMethod,
    crontab: form.crontab.trim(),
    extra: isChart ? undefined : { dashboard: { anchor: '' } },
    log_retention: form.logRetention,
    working_timeout: form.workingTimeout ?? undefined,
    name: form.name.trim(),
    owners: form.owners.map((owner) => owner.value),
    sql: form.sql,
    email_subject: form.emailSubject,
    validator_config_json:
      notNull || !form.operator
        ? {}
        : { op: form.operator, threshold: Number.isFinite(threshold) ? threshold : undefined },
    validator_type: notNull ? 'not null' : 'operator',
    // Superset always renders chart alerts as screenshots of the chart.
    force_screenshot: (isChart && !isReport) || form.forceScreenshot,
    description: form.description,
    timezone: form.timezone,
    type: isReport ? 'Report' : 'Alert',
    chart: isChart ? form.chartId : null,
    dashboard: isChart ? null : form.dashboardId,
    report_format: form.reportFormat,
    context_markdown: 'string',
  };
  if (form.gracePeriod) body.grace_period = form.gracePeriod;
  if (!isReport && form.databaseId !== null) body.database = form.databaseId;
  const target = form.recipients.trim();
  if (target) body.recipients = [{ type: 'Email', recipient_config_json: { target } }];
  return body;
}
