import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../chart/chartTestApp';
import { ASYNC_FLAG_ENV, asyncSession, waitForJobEvent, type AsyncSession } from '../asyncEvent/asyncSession';

describe('chart data with GLOBAL_ASYNC_QUERIES on', () => {
  let app: FastifyInstance;
  let admin: AsyncSession;
  let orders: number;
  const body = () => ({
    datasource: { id: orders, type: 'table' },
    queries: [{ columns: ['status'], metrics: ['count'], orderby: [['status', true]] }],
  });
  const post = (payload: unknown, cookie = admin.cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { cookie, 'x-csrftoken': admin.csrfToken },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    ({ app } = await createTestApp({ env: ASYNC_FLAG_ENV }));
    admin = await asyncSession(app);
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it('answers 202 with a job, publishes done, and the result URL gives the rows; then the cache answers at once', async () => {
    const reply = await post(body());
    expect(reply.statusCode, reply.body).toBe(202);
    const job = reply.json<{ job_id: string; channel_id: string; status: string; result_url: string }>();
    expect(job.status).toBe('pending');
    expect(job.channel_id).toBe(admin.channel);
    const event = await waitForJobEvent(app, admin.cookie, job.job_id);
    expect(event.status).toBe('done');
    const result = await app.inject({
      method: 'GET',
      url: event.result_url ?? job.result_url,
      headers: { cookie: admin.cookie },
    });
    expect(result.statusCode, result.body).toBe(200);
    const rows = result.json<{ result: Array<{ data: Array<{ status: string }> }> }>().result[0].data;
    expect(rows.map((row) => row.status)).toContain('Delivered');

    const again = await post(body());
    expect(again.statusCode).toBe(200);
    expect(again.json<{ result: Array<{ is_cached: boolean }> }>().result[0].is_cached).toBe(true);
  });

  it('still fails at once for a missing dataset, and needs the async token', async () => {
    expect((await post({ ...body(), datasource: { id: 424242, type: 'table' } })).statusCode).toBe(404);
    const forced = { ...body(), force: true };
    expect((await post(forced, admin.sessionCookie)).statusCode).toBe(401);
  });

  it('accepts an empty query as a job and publishes its "Empty query?" error, as Superset does', async () => {
    const reply = await post({ datasource: { id: orders, type: 'table' }, queries: [{ columns: [], metrics: [] }] });
    expect(reply.statusCode, reply.body).toBe(202);
    const event = await waitForJobEvent(app, admin.cookie, reply.json<{ job_id: string }>().job_id);
    expect(event.status).toBe('error');
    expect(JSON.stringify(event.errors)).toMatch(/Empty query\?/);
  });

  it('publishes an error event for a failing query', async () => {
    const reply = await post({
      datasource: { id: orders, type: 'table' },
      queries: [{ columns: ['status'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(nope)', label: 'x' }] }],
    });
    expect(reply.statusCode).toBe(202);
    const event = await waitForJobEvent(app, admin.cookie, reply.json<{ job_id: string }>().job_id);
    expect(event.status).toBe('error');
    expect(JSON.stringify(event.errors)).toMatch(/nope/);
  });
});
