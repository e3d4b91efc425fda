import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pruneExpiredLogs, retentionCutoff } from '../../../server/services/log/logRetention';
import type { NewLogEntry } from '../../../server/store/logs';
import { createTestApp } from '../helpers/testApp';
import { storedLogs } from './logRequests';

const DAY = 24 * 3600 * 1000;

function entryAged(days: number, now: Date): NewLogEntry {
  return {
    action: 'log',
    user_id: null,
    json: JSON.stringify({ age: days }),
    dttm: new Date(now.getTime() - days * DAY),
    dashboard_id: null,
    slice_id: null,
    duration_ms: 1,
    referrer: null,
  };
}

describe('log retention', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    ({ app, dataDir } = await createTestApp({ env: { LOG_RETENTION_DAYS: '30' } }));
  });
  afterAll(() => app.close());

  it('deletes events older than the retention and keeps the rest', async () => {
    const now = new Date();
    await app.store.logs.insertMany([entryAged(45, now), entryAged(31, now), entryAged(29, now), entryAged(0, now)]);
    expect(await pruneExpiredLogs(app.store.logs, 30, now)).toBe(2);
    expect((await storedLogs(app)).map((row) => row.event)).toEqual([{ age: 29 }, { age: 0 }]);
  });

  it('keeps everything with 0 days', async () => {
    expect(retentionCutoff(0)).toBeNull();
    expect(await pruneExpiredLogs(app.store.logs, 0)).toBe(0);
  });

  it('prunes when the server starts', async () => {
    await app.store.logs.insertMany([entryAged(100, new Date())]);
    await app.close();
    ({ app } = await createTestApp({ env: { LOG_RETENTION_DAYS: '30' }, dataDir }));
    await app.ready();
    const ages = (await storedLogs(app)).map((row) => (row.event as { age: number }).age);
    expect(ages).not.toContain(100);
    expect(ages).toContain(29);
  });
});
