/** The request schemas of DatabaseRestApi's metadata endpoints, and the request types they give. */
import type { FromSchema } from 'json-schema-to-ts';

const pkProperties = { pk: { type: 'integer' } } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const pkSchema = { params: { type: 'object', required: ['pk'], properties: pkProperties } } as const;
export type PkParams = FromSchema<typeof pkSchema.params>;

/** `/table/<table>/<schema>/` and `/select_star/<table>/[<schema>/]`. */
export const tablePathSchema = {
  params: {
    type: 'object',
    required: ['pk', 'table'],
    properties: { ...pkProperties, table: { type: 'string' }, schema: { type: 'string' } },
  },
} as const;
export type TablePathParams = FromSchema<typeof tablePathSchema.params>;

export const schemasSchema = {
  ...pkSchema,
  querystring: {
    type: 'object',
    properties: {
      q: {
        type: 'object',
        properties: { force: { type: 'boolean' }, catalog: nullableString, upload_allowed: { type: 'boolean' } },
      },
    },
  },
} as const;

export const tablesSchema = {
  ...pkSchema,
  querystring: {
    type: 'object',
    required: ['q'],
    properties: {
      q: {
        type: 'object',
        required: ['schema_name'],
        properties: { force: { type: 'boolean' }, schema_name: { type: 'string' }, catalog_name: nullableString },
      },
    },
  },
} as const;

/**
 * The 4.1+ `table_metadata` endpoints read `name`, `schema` and `catalog` from the query string
 * without a schema (Superset answers a missing name in its own payload error), so each may be
 * anything the query parser made of it.
 */
export interface QualifiedTableQuery {
  name?: unknown;
  schema?: unknown;
  catalog?: unknown;
}
