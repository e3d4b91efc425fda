/**
 * The bodies of POST and PUT /api/v1/report/ (Superset's ReportSchedulePostSchema and
 * ReportSchedulePutSchema) as JSON schemas. What a JSON schema cannot say as marshmallow does
 * (crontab, timezone, screenshot width, a database on a report) is checked in reportValidation.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER, STORED_INTEGER_RANGE } from '../../http/storedIntegers';

const REPORT_TYPES = ['Alert', 'Report'] as const;
const RECIPIENT_TYPES = ['Email', 'Slack', 'SlackV2', 'Webhook'] as const;
const REPORT_FORMATS = ['PNG', 'CSV', 'TEXT', 'PDF'] as const;
const CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
const VALIDATOR_TYPES = ['not null', 'operator'] as const;
const VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;

const id = { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER } as const;
const nullableId = { type: ['integer', 'null'], minimum: 0, maximum: MAX_STORED_INTEGER } as const;
const positive = { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER } as const;
const nullableText = { type: ['string', 'null'] } as const;

const recipientSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: [...RECIPIENT_TYPES] },
    recipient_config_json: {
      type: 'object',
      additionalProperties: false,
      properties: {
        target: { type: 'string' },
        ccTarget: { type: 'string' },
        bccTarget: { type: 'string' },
      },
    },
  },
} as const;

const validatorConfigSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    op: { type: 'string', enum: [...VALIDATOR_OPERATORS] },
    threshold: { type: 'number' },
  },
} as const;

/** Fields both bodies share with the same rules. */
const sharedProperties = {
  description: nullableText,
  email_subject: nullableText,
  context_markdown: nullableText,
  active: { type: 'boolean' },
  crontab: { type: 'string', minLength: 1, maxLength: 1000 },
  timezone: { type: 'string' },
  chart: nullableId,
  dashboard: nullableId,
  database: id,
  owners: { type: 'array', items: id },
  validator_config_json: validatorConfigSchema,
  grace_period: positive,
  recipients: { type: 'array', items: recipientSchema },
  report_format: { type: 'string', enum: [...REPORT_FORMATS] },
  extra: { type: 'object' },
  force_screenshot: { type: 'boolean' },
  custom_width: { type: ['integer', 'null'], ...STORED_INTEGER_RANGE },
} as const;

export const reportPostBodySchema = {
  type: 'object',
  required: ['type', 'name', 'crontab'],
  additionalProperties: false,
  properties: {
    ...sharedProperties,
    type: { type: 'string', enum: [...REPORT_TYPES] },
    name: { type: 'string', minLength: 1, maxLength: 150 },
    sql: { type: 'string' },
    creation_method: { type: 'string', enum: [...CREATION_METHODS] },
    selected_tabs: { type: ['array', 'null'], items: { type: 'integer' } },
    validator_type: { type: 'string', enum: [...VALIDATOR_TYPES] },
    log_retention: positive,
    working_timeout: positive,
  },
} as const;
export type ReportPostBody = FromSchema<typeof reportPostBodySchema>;

export const reportPutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...sharedProperties,
    type: { type: 'string', enum: [...REPORT_TYPES] },
    name: { type: 'string', minLength: 1, maxLength: 150 },
    sql: nullableText,
    creation_method: { type: ['string', 'null'], enum: [...CREATION_METHODS, null] },
    validator_type: { type: ['string', 'null'], enum: [...VALIDATOR_TYPES, null] },
    log_retention: { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER },
    working_timeout: { type: ['integer', 'null'], minimum: 1, maximum: MAX_STORED_INTEGER },
  },
} as const;
export type ReportPutBody = FromSchema<typeof reportPutBodySchema>;

/** Either body, once it passed its schema. */
export type ReportBody = ReportPostBody | ReportPutBody;
