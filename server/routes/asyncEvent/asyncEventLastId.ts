/** The `last_id` query parameter of the async event endpoint and socket. */
import type { FromSchema } from 'json-schema-to-ts';
import { parseStreamId, type StreamId } from '../../jobs/asyncEvents/streamIds';

/** `last_id`: a stream id (`1607477697866-0` or `1607477697866`); empty means none. */
export const lastIdQuerySchema = {
  type: 'object',
  properties: {
    last_id: { type: 'string', pattern: '^(\\d{1,15}(-\\d{1,15})?)?$' },
  },
} as const;
export type LastIdQuery = FromSchema<typeof lastIdQuerySchema>;

/** The parsed `last_id`, or null when absent or empty. */
export function lastIdOf(query: LastIdQuery): StreamId | null {
  return query.last_id ? parseStreamId(query.last_id) : null;
}
