/**
 * The 400 of POST and PUT /api/v1/report/: what marshmallow's ReportSchedulePostSchema and
 * ReportSchedulePutSchema refuse, in their words, as `{field: [messages]}`. The JSON schema's
 * failures are reworded here; the rules a schema cannot hold (a valid crontab, a known timezone,
 * the screenshot width bounds, no database on a report) are checked on the fields that passed.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { ServerConfig } from '../../config';
import { HttpError, type FieldErrors } from '../../errors';
import { toFieldErrors } from '../../http/errorHandlers';
import { CRON_INVALID, isValidCrontab, isValidTimezone } from './reportScheduleRules';
import { reportPostBodySchema, reportPutBodySchema } from './reportValidationSchemas';

type ReportBodyKind = 'post' | 'put';

const GREATER_THAN_ZERO = 'Value must be greater than 0';
const ZERO_OR_GREATER = 'Value must be 0 or greater';
const TIMEZONE_INVALID = 'Not a valid IANA timezone name.';
const DATABASE_NOT_ALLOWED = 'Database reference is not allowed on a report';
const SQL_NOT_ALLOWED = 'SQL is not allowed on a report';

/** Fields whose lower bound marshmallow words with its own Range message. */
const POSITIVE_FIELDS = new Set(['grace_period', 'working_timeout', 'log_retention']);

type Body = Record<string, unknown>;

function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) => (typeof value === 'object' && value !== null ? (value as Body)[key] : undefined),
      body,
    );
}

function reworded(
  error: FastifySchemaValidationError,
  body: unknown,
  kind: ReportBodyKind,
): FastifySchemaValidationError {
  const path = error.instancePath.split('/').filter(Boolean);
  const field = path[0];
  const custom = (message: string): FastifySchemaValidationError => ({ ...error, keyword: 'report', message });
  if (error.keyword === 'type' && valueAt(body, error.instancePath) === null) return custom('Field may not be null.');
  if (error.keyword === 'type' && path.length === 1 && field === 'extra') return custom('Not a valid mapping type.');
  if (error.keyword === 'minimum' && path.length === 1 && field !== undefined && POSITIVE_FIELDS.has(field)) {
    return custom(kind === 'put' && field === 'log_retention' ? ZERO_OR_GREATER : GREATER_THAN_ZERO);
  }
  if (error.keyword === 'enum') {
    const allowed = ((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).filter(
      (value) => value !== null,
    );
    return custom(`Must be one of: ${allowed.join(', ')}.`);
  }
  return error;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  const existing = errors[field];
  if (Array.isArray(existing)) existing.push(message);
  else if (existing === undefined) errors[field] = [message];
}

/** The checks marshmallow makes with validators and a schema validator, on fields of the right type. */
function ruleErrors(body: Body, kind: ReportBodyKind, config: ServerConfig, errors: FieldErrors): void {
  if (typeof body.crontab === 'string' && !isValidCrontab(body.crontab)) addError(errors, 'crontab', CRON_INVALID);
  if (typeof body.timezone === 'string' && !isValidTimezone(body.timezone)) {
    addError(errors, 'timezone', TIMEZONE_INVALID);
  }
  if (typeof body.custom_width === 'number' && Number.isInteger(body.custom_width)) {
    const min = config.ALERT_REPORTS_MIN_CUSTOM_SCREENSHOT_WIDTH;
    const max = config.ALERT_REPORTS_MAX_CUSTOM_SCREENSHOT_WIDTH;
    if (body.custom_width < min || body.custom_width > max) {
      addError(errors, 'custom_width', `Screenshot width must be between ${min}px and ${max}px`);
    }
  }
  // Marshmallow's schema validator runs only when every field loaded.
  if (kind === 'post' && Object.keys(errors).length === 0 && body.type === 'Report') {
    if ('database' in body) errors.database = [DATABASE_NOT_ALLOWED];
    else if (typeof body.sql === 'string' && body.sql.trim() !== '') errors.sql = [SQL_NOT_ALLOWED];
  }
}

/**
 * Throws the 400 for a body that failed its JSON schema (`schemaErrors`, from attachValidation)
 * or the rules beyond it. Returns when the body is valid.
 */
export function assertValidReportBody(
  body: unknown,
  schemaErrors: FastifySchemaValidationError[] | undefined,
  kind: ReportBodyKind,
  config: ServerConfig,
): void {
  const schema = kind === 'post' ? reportPostBodySchema : reportPutBodySchema;
  const errors = toFieldErrors(
    (schemaErrors ?? []).map((error) => reworded(error, body, kind)),
    schema,
  );
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) ruleErrors(body as Body, kind, config, errors);
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}
