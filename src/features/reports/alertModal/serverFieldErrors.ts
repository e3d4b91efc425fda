/**
 * Where the server's refusal goes in the modal: 400 `{message: {field: [texts]}}` and 422
 * `{message: {field: text}}` land at their field; anything else (409 'Resource already has an
 * attached report.', 403, network) above the form.
 */
import type { ClientError } from '../../../api/types';

export type AlertFormField =
  | 'name'
  | 'owners'
  | 'description'
  | 'database'
  | 'sql'
  | 'condition'
  | 'content'
  | 'format'
  | 'crontab'
  | 'timezone'
  | 'working_timeout'
  | 'grace_period'
  | 'log_retention'
  | 'recipients';

/** Server field name → the modal field that shows it. */
const FIELD_OF: Record<string, AlertFormField> = {
  name: 'name',
  owners: 'owners',
  description: 'description',
  database: 'database',
  sql: 'sql',
  validator_type: 'condition',
  validator_config_json: 'condition',
  chart: 'content',
  dashboard: 'content',
  report_format: 'format',
  custom_width: 'format',
  crontab: 'crontab',
  timezone: 'timezone',
  working_timeout: 'working_timeout',
  grace_period: 'grace_period',
  log_retention: 'log_retention',
  recipients: 'recipients',
};

export interface ServerErrors {
  fields: Partial<Record<AlertFormField, string>>;
  general?: string;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (typeof value === 'object' && value !== null) return Object.values(value).map(textOf).filter(Boolean).join(' ');
  return '';
}

export function serverErrorsOf(error: ClientError): ServerErrors {
  const body = error.body;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { fields: {}, general: error.error || 'An error occurred' };
  }
  const fields: Partial<Record<AlertFormField, string>> = {};
  const unplaced: string[] = [];
  for (const [serverField, value] of Object.entries(message)) {
    const text = textOf(value);
    const field = FIELD_OF[serverField];
    if (field) fields[field] = fields[field] ? `${fields[field]} ${text}` : text;
    else unplaced.push(text);
  }
  return unplaced.length > 0 ? { fields, general: unplaced.join(' ') } : { fields };
}
