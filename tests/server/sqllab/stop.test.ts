import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSqlLabTestApp,
  ENDLESS_QUERY,
  execute,
  sqlLabUser,
  waitForQuery,
  type SqlLabTestApp,
} from './sqlLabTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('POST /api/v1/query/stop', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp({ config: { SQLLAB_TIMEOUT: 120, SQLLAB_ASYNC_TIME_LIMIT_SEC: 120 } });
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('interrupts a running async query in DuckDB and leaves it stopped', async () => {
    await execute(admin, { client_id: 'stop1', database_id: t.examplesId, sql: ENDLESS_QUERY, runAsync: true });
    await waitForQuery(t.jobs, 'stop1', (query) => query.status === 'running');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stoppedAt = performance.now();
    const response = await admin.post('/api/v1/query/stop', { client_id: 'stop1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'OK' });

    const outcome = await t.jobs.runner.whenSettled('stop1');
    expect(performance.now() - stoppedAt).toBeLessThan(2000);
    expect(outcome?.kind).toBe('stopped');
    expect(t.jobs.runner.activeCount).toBe(0);
    const stored = await t.jobs.queries.getByClientId('stop1');
    expect(stored).toMatchObject({ status: 'stopped', results_key: null, rows: null });
    expect(stored?.end_time).not.toBeNull();
  });

  it('interrupts a sync query: its execute request ends with status stopped, not a result', async () => {
    const pending = execute(admin, { client_id: 'stop2', database_id: t.examplesId, sql: ENDLESS_QUERY });
    await waitForQuery(t.jobs, 'stop2', (query) => query.status === 'running');
    await admin.post('/api/v1/query/stop', { client_id: 'stop2' });
    const reply = await pending;
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'stopped', query: { id: 'stop2', state: 'stopped' } });
    expect(reply.json()).not.toHaveProperty('data');
  });

  it('does not let a later success overwrite a stop', async () => {
    const created = await t.jobs.queries.create({
      client_id: 'late1',
      database_id: t.examplesId,
      user_id: 1,
      sql: 'SELECT 1',
    });
    await t.jobs.queries.update(created.id, { status: 'stopped' });
    const updated = await t.jobs.queries.update(created.id, { status: 'success', rows: 1 }, ['stopped']);
    expect(updated).toBeNull();
    expect((await t.jobs.queries.getById(created.id))?.status).toBe('stopped');

    const database = await t.app.store.databases.findById(t.examplesId);
    const engine = t.app.engines.get(t.examplesId);
    if (!database || !engine) throw new Error('examples missing');
    const run = await t.jobs.queries.create({
      client_id: 'late2',
      database_id: t.examplesId,
      user_id: 1,
      sql: 'SELECT 1',
      limit: 10,
    });
    await t.jobs.queries.update(run.id, { status: 'stopped' });
    const outcome = await t.jobs.runner.runSync({
      query: run,
      database,
      engine,
      renderedSql: 'SELECT 1',
      storeResults: true,
    });
    expect(outcome.kind).toBe('stopped');
    expect(await t.jobs.queries.getById(run.id)).toMatchObject({ status: 'stopped', rows: null, results_key: null });
  });

  it('is a no-op for a finished query', async () => {
    await execute(admin, { client_id: 'done1', database_id: t.examplesId, sql: 'SELECT 1' });
    const response = await admin.post('/api/v1/query/stop', { client_id: 'done1' });
    expect(response.json()).toEqual({ result: 'OK' });
    expect((await t.jobs.queries.getByClientId('done1'))?.status).toBe('success');
  });

  it('answers 404 for an unknown client id and for another user’s query', async () => {
    const unknown = await admin.post('/api/v1/query/stop', { client_id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Query with client_id nope not found' });

    await execute(admin, { client_id: 'mine1', database_id: t.examplesId, sql: ENDLESS_QUERY, runAsync: true });
    await waitForQuery(t.jobs, 'mine1', (query) => query.status === 'running');
    const other = await sqlLabUser(t.app, 'intruder');
    const denied = await other.post('/api/v1/query/stop', { client_id: 'mine1' });
    expect(denied.statusCode).toBe(404);
    expect((await t.jobs.queries.getByClientId('mine1'))?.status).toBe('running');
    await admin.post('/api/v1/query/stop', { client_id: 'mine1' });
    await t.jobs.runner.whenSettled('mine1');
  });

  it('validates its body', async () => {
    const response = await admin.post('/api/v1/query/stop', { id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatchObject({
      client_id: ['Missing data for required field.'],
      id: ['Unknown field.'],
    });
  });
});
