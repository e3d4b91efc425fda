/** Shared helpers of the usage-log tests. */
import type { FastifyInstance } from 'fastify';
import rison from 'rison';

export const LOG_URL = '/superset/log/?explode=events';
export const GUEST_SECRET = 'guest-secret-for-tests';

/** `url?q=<rison>`. */
export function withRison(url: string, value: unknown): string {
  return `${url}?q=${rison.encode_uri(value)}`;
}

/** Every stored event, oldest first, with its JSON parsed. */
export async function storedLogs(app: FastifyInstance) {
  const { rows } = await app.store.logs.list({
    conditions: [],
    orderBy: 'dttm',
    direction: 'asc',
    limit: null,
    offset: 0,
  });
  return rows.map((row) => ({ ...row, event: row.json === null ? null : (JSON.parse(row.json) as unknown) }));
}

export function sampleEvents(count: number, extra: Record<string, unknown> = {}): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    event_name: index === 0 ? 'mount_dashboard' : 'load_chart',
    source: 'dashboard',
    source_id: 7,
    ts: 1735689600000 + index,
    ...extra,
  }));
}
