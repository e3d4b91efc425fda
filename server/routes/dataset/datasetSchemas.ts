/**
 * Request schemas of the dataset API besides the write bodies (services/dataset/datasetBodies.ts),
 * after Superset's marshmallow schemas (superset/datasets/schemas.py): GetOrCreateDatasetSchema,
 * the id in the path and the show endpoint's `q`. Unknown fields are refused (400), as marshmallow does.
 */
import type { FromSchema } from 'json-schema-to-ts';

const nullableName = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const getOrCreateBodySchema = {
  type: 'object',
  required: ['table_name', 'database_id'],
  additionalProperties: false,
  properties: {
    table_name: { type: 'string' },
    database_id: { type: 'integer' },
    catalog: nullableName(250),
    schema: nullableName(250),
    template_params: { type: 'string' },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
  },
} as const;

export type GetOrCreateBody = FromSchema<typeof getOrCreateBodySchema>;

export const pkParamsSchema = {
  type: 'object',
  required: ['pk'],
  additionalProperties: false,
  properties: { pk: { type: 'integer' } },
} as const;

export type PkParams = FromSchema<typeof pkParamsSchema>;

/** `?q=` of GET /api/v1/dataset/<pk>: which fields and metadata keys to return (unknown names are ignored, as in FAB). */
export const showQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: {
      type: 'object',
      additionalProperties: false,
      properties: {
        columns: { type: 'array', items: { type: 'string' } },
        keys: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'],
          },
        },
      },
    },
  },
} as const;

export type ShowQuery = FromSchema<typeof showQuerySchema>;
export type ShowArgs = NonNullable<ShowQuery['q']>;
