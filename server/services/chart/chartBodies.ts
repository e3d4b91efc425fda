/**
 * What the chart commands take: ChartRestApi's bodies (ChartPostBody, ChartPutBody) as JSON schemas,
 * which the routes validate with, plus the checks marshmallow makes that JSON schema cannot (JSON
 * text fields, UUIDs).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError, type FieldErrors } from '../../errors';
import { parseJsonText } from '../../http/jsonDepth';
import { STORED_INTEGER_RANGE } from '../../http/storedIntegers';
import { DATASOURCE_TYPES } from './chartAccess';

const nullableString = { type: ['string', 'null'] } as const;
const idList = { type: 'array', items: { type: 'integer' } } as const;
const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Fields both bodies share. */
const commonProperties = {
  description: nullableString,
  owners: idList,
  params: nullableString,
  query_context: nullableString,
  query_context_generation: { type: ['boolean', 'null'] },
  cache_timeout: { type: ['integer', 'null'], ...STORED_INTEGER_RANGE },
  dashboards: idList,
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: nullableString,
  uuid: nullableString,
} as const;

export const chartPostBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slice_name', 'datasource_id', 'datasource_type'],
  properties: {
    ...commonProperties,
    slice_name: { type: 'string', minLength: 1, maxLength: 250 },
    viz_type: { type: 'string', maxLength: 250 },
    datasource_id: { type: 'integer' },
    datasource_type: { type: 'string', enum: [...DATASOURCE_TYPES] },
    datasource_name: nullableString,
  },
} as const;

export const chartPutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...commonProperties,
    slice_name: { type: ['string', 'null'], maxLength: 250 },
    viz_type: { type: ['string', 'null'], maxLength: 250 },
    datasource_id: { type: ['integer', 'null'] },
    datasource_type: { type: ['string', 'null'], enum: [...DATASOURCE_TYPES, null] },
  },
} as const;

export type ChartPostBody = FromSchema<typeof chartPostBodySchema>;
export type ChartPutBody = FromSchema<typeof chartPutBodySchema>;

/**
 * What marshmallow checks beyond types: `params` and `query_context` hold JSON text
 * (validate_json), `uuid` is a UUID. 400 with every failing field otherwise.
 */
export function checkTextFields(body: {
  params?: string | null;
  query_context?: string | null;
  uuid?: string | null;
}): void {
  const errors: FieldErrors = {};
  if (typeof body.uuid === 'string' && !UUID_PATTERN.test(body.uuid)) errors.uuid = ['Not a valid UUID.'];
  for (const field of ['params', 'query_context'] as const) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    try {
      parseJsonText(value);
    } catch {
      errors[field] = ['JSON not valid'];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}
