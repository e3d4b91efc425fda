/** ChartRestApi's path id and rison id lists (`!(1,2,3)`), as FAB checks them. */
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../errors';
import { decodeRison } from '../../http/rison';

export const chartPkParamsSchema = {
  type: 'object',
  required: ['pk'],
  additionalProperties: false,
  properties: { pk: { type: 'integer' } },
} as const;
export type ChartPkParams = FromSchema<typeof chartPkParamsSchema>;

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
export type IdListQuery = FromSchema<typeof idListQuerySchema>;
