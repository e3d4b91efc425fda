/**
 * ChartRestApi's request schemas (ChartPostSchema, ChartPutSchema and the rison id lists) as JSON
 * schemas, plus the checks marshmallow makes that JSON schema cannot (JSON text fields).
 */
import { HttpError, type FieldErrors } from '../../errors';
import { DATASOURCE_TYPES } from '../../services/chart/chartAccess';
import { decodeRison } from '../../http/rison';
import { parseJsonText } from '../../http/jsonDepth';
import { STORED_INTEGER_RANGE } from '../../http/storedIntegers';

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

export interface ChartBodyCommon {
  description?: string | null;
  owners?: number[];
  params?: string | null;
  query_context?: string | null;
  query_context_generation?: boolean | null;
  cache_timeout?: number | null;
  dashboards?: number[];
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  uuid?: string | null;
}

export interface ChartPostBody extends ChartBodyCommon {
  slice_name: string;
  viz_type?: string;
  datasource_id: number;
  datasource_type: string;
  datasource_name?: string | null;
}

export interface ChartPutBody extends ChartBodyCommon {
  slice_name?: string | null;
  viz_type?: string | null;
  datasource_id?: number | null;
  datasource_type?: string | null;
}

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

export const chartPkParamsSchema = {
  type: 'object',
  required: ['pk'],
  additionalProperties: false,
  properties: { pk: { type: 'integer' } },
} as const;

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

/** The `q` of an id-list endpoint (`!(1,2,3)`), as FAB's rison decorator checks it. */
export function decodeIdList(q: string | undefined): number[] {
  if (q === undefined) throw new HttpError(400, 'Not a valid rison schema: an id list is required');
  const value = decodeRison(q);
  if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item))) {
    throw new HttpError(400, 'Not a valid rison schema: expected a list of integers');
  }
  return value as number[];
}

export const idListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string' } },
} as const;
