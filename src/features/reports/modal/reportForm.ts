/**
 * The report dialog's form: its values, their defaults for a new report or an existing one, the
 * formats a target allows, validation, and the body sent to POST / PUT /api/v1/report/.
 */
import {
  recipientTarget,
  type Report,
  type ReportBody,
  type ReportExtra,
  type ReportFormat,
  type ReportTarget,
} from '../../../api/reports';
import { DEFAULT_CRONTAB, describeCron } from '../schedule/cronSchedule';
import { browserTimezone } from '../schedule/timezones';
import { defaultReportName } from './reportMessages';

export interface ReportFormValues {
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  /** Comma-separated email addresses. */
  recipients: string;
  reportFormat: ReportFormat;
  active: boolean;
}

/** Charts whose data reads as text (Superset's list): they may be sent as TEXT, and default to it. */
const TEXT_BASED_VIZ_TYPES = ['table', 'pivot_table_v2', 'paired_ttest'];

export const REPORT_NAME_MAX_LENGTH = 150;

export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  TEXT: 'Text embedded in email',
  PNG: 'Image (PNG) embedded in email',
  CSV: 'Formatted CSV attached in email',
  PDF: 'PDF attached in email',
};

/** A chart: PNG, CSV and PDF, plus TEXT for table-like charts; a dashboard: PNG and PDF. */
export function allowedReportFormats(target: ReportTarget, vizType?: string): ReportFormat[] {
  if (target.dashboardId !== undefined) return ['PNG', 'PDF'];
  const textBased = vizType !== undefined && TEXT_BASED_VIZ_TYPES.includes(vizType);
  return textBased ? ['TEXT', 'PNG', 'CSV', 'PDF'] : ['PNG', 'CSV', 'PDF'];
}

interface InitialValuesInput {
  target: ReportTarget;
  targetName: string;
  vizType?: string;
  userEmail?: string;
  report?: Report | null;
}

export function initialReportValues({ target, targetName, vizType, userEmail, report }: InitialValuesInput) {
  const formats = allowedReportFormats(target, vizType);
  if (report) {
    const targets = (report.recipients ?? [])
      .filter((recipient) => recipient.type === 'Email')
      .flatMap((recipient) => recipientList(recipientTarget(recipient.recipient_config_json)));
    return {
      name: report.name,
      description: report.description ?? '',
      crontab: report.crontab || DEFAULT_CRONTAB,
      timezone: report.timezone || browserTimezone(),
      recipients: targets.join(', '),
      reportFormat: report.report_format ?? formats[0],
      active: report.active,
    } satisfies ReportFormValues;
  }
  return {
    name: defaultReportName(targetName),
    description: '',
    crontab: DEFAULT_CRONTAB,
    timezone: browserTimezone(),
    recipients: userEmail ?? '',
    reportFormat: formats.includes('TEXT') ? 'TEXT' : 'PNG',
    active: true,
  } satisfies ReportFormValues;
}

/** The recipients field's addresses, trimmed, empty entries dropped. */
function recipientList(recipients: string): string[] {
  return recipients
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

interface ReportFormErrors {
  name?: string;
  crontab?: string;
  recipients?: string;
}

export function validateReportForm(values: ReportFormValues): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (!values.name.trim()) errors.name = 'Report name is required';
  else if (values.name.trim().length > REPORT_NAME_MAX_LENGTH)
    errors.name = `Report name must be at most ${REPORT_NAME_MAX_LENGTH} characters`;
  const cron = describeCron(values.crontab);
  if (cron.error !== undefined) errors.crontab = cron.error;
  const invalid = recipientList(values.recipients).filter((address) => !EMAIL.test(address));
  if (invalid.length > 0) errors.recipients = `Not a valid email address: ${invalid.join(', ')}`;
  return errors;
}

/** The body Superset's report dialog sends, for POST and PUT alike. */
export function reportBody(values: ReportFormValues, target: ReportTarget, extra?: ReportExtra): ReportBody {
  const isDashboard = target.dashboardId !== undefined;
  // One Email recipient whose target lists every address, as Superset's dialog sends it.
  const recipients = recipientList(values.recipients);
  return {
    type: 'Report',
    name: values.name.trim(),
    description: values.description,
    crontab: values.crontab.trim(),
    timezone: values.timezone,
    active: values.active,
    creation_method: isDashboard ? 'dashboards' : 'charts',
    ...(isDashboard ? { dashboard: target.dashboardId } : { chart: target.chartId }),
    recipients:
      recipients.length > 0 ? [{ type: 'Email', recipient_config_json: { target: recipients.join(', ') } }] : [],
    report_format: values.reportFormat,
    ...(isDashboard ? { extra: extra ?? { dashboard: {} } } : {}),
  };
}
