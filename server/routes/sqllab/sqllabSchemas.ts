/**
 * JSON schemas of /api/v1/sqllab/ (Superset's ExecutePayloadSchema, EstimateQueryCostSchema, …)
 * and the request types they give.
 */
import type { FromSchema } from 'json-schema-to-ts';

const nullableString = { type: ['string', 'null'] } as const;

/**
 * Superset 6.1's ExecutePayloadSchema field for field: an unknown field is a 400, among them `json`,
 * which older releases took (and ignored), so a client that still sends it fails here as there.
 */
export const executeSchema = {
  body: {
    type: 'object',
    required: ['database_id', 'sql'],
    additionalProperties: false,
    properties: {
      database_id: { type: 'integer' },
      sql: { type: 'string', minLength: 1 },
      client_id: { type: ['string', 'null'], maxLength: 11 },
      runAsync: { type: ['boolean', 'null'] },
      schema: nullableString,
      catalog: nullableString,
      sql_editor_id: nullableString,
      tab: nullableString,
      tmp_table_name: { type: ['string', 'null'], pattern: '^([A-Za-z_][A-Za-z0-9_]*)?$' },
      select_as_cta: { type: ['boolean', 'null'] },
      ctas_method: { type: ['string', 'null'], enum: ['TABLE', 'VIEW', null] },
      templateParams: nullableString,
      queryLimit: { type: ['integer', 'null'], minimum: 0 },
      expand_data: { type: ['boolean', 'null'] },
    },
  },
} as const;

export const resultsSchema = {
  querystring: {
    type: 'object',
    required: ['q'],
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        required: ['key'],
        additionalProperties: false,
        properties: { key: { type: 'string' }, rows: { type: ['integer', 'null'], minimum: 0 } },
      },
    },
  },
} as const;

export const estimateSchema = {
  body: {
    type: 'object',
    required: ['database_id', 'sql'],
    additionalProperties: false,
    properties: {
      database_id: { type: 'integer' },
      sql: { type: 'string', minLength: 1 },
      schema: nullableString,
      catalog: nullableString,
      template_params: { type: ['object', 'null'] },
    },
  },
} as const;

export const formatSchema = {
  body: {
    type: 'object',
    required: ['sql'],
    additionalProperties: false,
    properties: {
      sql: { type: 'string' },
      engine: nullableString,
      database_id: { type: ['integer', 'null'] },
      template_params: nullableString,
    },
  },
} as const;

export const exportSchema = {
  params: {
    type: 'object',
    required: ['client_id'],
    additionalProperties: false,
    properties: { client_id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export type ExecuteBody = FromSchema<typeof executeSchema.body>;
export type EstimateBody = FromSchema<typeof estimateSchema.body>;
export type FormatBody = FromSchema<typeof formatSchema.body>;
