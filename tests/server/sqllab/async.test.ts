import rison from 'rison';
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

function resultsUrl(key: string, rows?: number): string {
  return `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode(rows === undefined ? { key } : { key, rows }))}`;
}

describe('async SQL Lab runs', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp({
      config: { ASYNC_WORKERS: 1, SQLLAB_ASYNC_TIME_LIMIT_SEC: 2, SQLLAB_ASYNC_REPLY_WAIT_MS: 0 },
    });
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('accepts with 202 pending, shows progress through updated_since and serves results by key', async () => {
    const before = Date.now() - 1;
    const accepted = await execute(admin, {
      client_id: 'async1',
      database_id: t.examplesId,
      sql: 'SELECT range AS n FROM range(25)',
      runAsync: true,
      queryLimit: 100,
    });
    expect(accepted.statusCode).toBe(202);
    expect(Object.keys(accepted.json())).toEqual(['query']);
    expect(accepted.json().query).toMatchObject({ id: 'async1', state: 'pending', progress: 0, resultsKey: null });

    let latest: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      const polled = await admin.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: before })}`);
      expect(polled.statusCode).toBe(200);
      latest = (polled.json().result as Array<Record<string, unknown>>).find((query) => query.id === 'async1');
      if (latest?.state === 'success') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(latest).toMatchObject({ state: 'success', progress: 100, rows: 25, limitingFactor: 'NOT_LIMITED' });
    expect(typeof latest?.resultsKey).toBe('string');

    const results = await admin.get(resultsUrl(String(latest?.resultsKey), 10));
    expect(results.statusCode).toBe(200);
    const body = results.json();
    expect(body).toMatchObject({ status: 'success', displayLimitReached: true, expanded_columns: [] });
    expect(body.data).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })));
    expect(body.columns).toEqual([{ column_name: 'n', name: 'n', type: 'INT', type_generic: 0, is_dttm: false }]);
    expect(body.query).toMatchObject({ id: 'async1', state: 'success', rows: 25 });
    expect(body.query_id).toBe(body.query.queryId);

    const all = (await admin.get(resultsUrl(String(latest?.resultsKey)))).json();
    expect(all.data).toHaveLength(25);
    expect(all).not.toHaveProperty('displayLimitReached');
  });

  it('answers a run that ends while the execute waits as ended, with its results key', async () => {
    const waiting = await createSqlLabTestApp({ config: { SQLLAB_ASYNC_REPLY_WAIT_MS: 60_000 } });
    try {
      const caller = await callerFor(waiting.app, 'admin');
      const accepted = await execute(caller, {
        client_id: 'quick1',
        database_id: waiting.examplesId,
        sql: 'SELECT 7 AS seven',
        runAsync: true,
      });
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json().query).toMatchObject({ id: 'quick1', state: 'success', rows: 1 });
      const key = String(accepted.json().query.resultsKey);
      expect((await caller.get(resultsUrl(key))).json().data).toEqual([{ seven: 7 }]);
    } finally {
      await waiting.close();
    }
  });

  it('answers a run still going when the wait is over as Superset does: pending or running', async () => {
    const waiting = await createSqlLabTestApp({ config: { SQLLAB_ASYNC_REPLY_WAIT_MS: 50 } });
    try {
      const caller = await callerFor(waiting.app, 'admin');
      const accepted = await execute(caller, {
        client_id: 'slow1',
        database_id: waiting.examplesId,
        sql: ENDLESS_QUERY,
        runAsync: true,
      });
      expect(accepted.statusCode).toBe(202);
      expect(['pending', 'running']).toContain(accepted.json().query.state);
      expect(accepted.json().query.resultsKey).toBeNull();
      await caller.post('/api/v1/query/stop', { client_id: 'slow1' });
    } finally {
      await waiting.close();
    }
  });

  it('keeps runs waiting as pending beyond ASYNC_WORKERS, and a stop while waiting means it never runs', async () => {
    await execute(admin, { client_id: 'long1', database_id: t.examplesId, sql: ENDLESS_QUERY, runAsync: true });
    await waitForQuery(t.jobs, 'long1', (query) => query.status === 'running');
    await execute(admin, {
      client_id: 'wait1',
      database_id: t.examplesId,
      sql: 'SELECT 1 AS one',
      runAsync: true,
    });
    await execute(admin, {
      client_id: 'wait2',
      database_id: t.examplesId,
      sql: 'SELECT 2 AS two',
      runAsync: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.jobs.queries.getByClientId('wait1'))?.status).toBe('pending');

    const stopWaiting = await admin.post('/api/v1/query/stop', { client_id: 'wait1' });
    expect(stopWaiting.json()).toEqual({ result: 'OK' });
    const stopLong = await admin.post('/api/v1/query/stop', { client_id: 'long1' });
    expect(stopLong.statusCode).toBe(200);

    const second = await waitForQuery(t.jobs, 'wait2', (query) => query.status === 'success');
    expect(second.rows).toBe(1);
    const skipped = await t.jobs.queries.getByClientId('wait1');
    expect(skipped).toMatchObject({ status: 'stopped', results_key: null, start_running_time: null });
  });

  it('times out after SQLLAB_ASYNC_TIME_LIMIT_SEC as timed_out with SQLLAB_TIMEOUT_ERROR', async () => {
    await execute(admin, { client_id: 'limit1', database_id: t.examplesId, sql: ENDLESS_QUERY, runAsync: true });
    const query = await waitForQuery(t.jobs, 'limit1', (row) => row.status === 'timed_out', 15_000);
    expect(query.errors?.[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message:
        'The query was killed after 2 seconds. It might be too complex, or the database might be under heavy load.',
    });
    const dict = (await admin.get(`/api/v1/query/updated_since?q=(last_updated_ms:0)`))
      .json()
      .result.find((row: { id: string }) => row.id === 'limit1');
    expect(dict).toMatchObject({ state: 'timed_out', errorMessage: query.error_message });
    expect(dict.extra.errors[0].error_type).toBe('SQLLAB_TIMEOUT_ERROR');
  });

  it('records an engine failure of an async run as failed with its errors', async () => {
    await execute(admin, {
      client_id: 'afail1',
      database_id: t.examplesId,
      sql: 'SELECT * FROM nowhere',
      runAsync: true,
    });
    const query = await waitForQuery(t.jobs, 'afail1', (row) => row.status === 'failed');
    expect(query.errors?.[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
  });

  it('answers 404 for a key no run owns and 403 for another user’s results', async () => {
    const unknown = await admin.get(resultsUrl('00000000-0000-0000-0000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ error_type: 'RESULTS_BACKEND_ERROR' });
    expect(unknown.json().errors[0].message).toContain('You need to re-run the original query');

    const owner = await t.jobs.queries.getByClientId('async1');
    const other = await sqlLabUser(t.app, 'other');
    const denied = await other.get(resultsUrl(String(owner?.results_key)));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
  });

  it('forces async runs with SQLLAB_FORCE_RUN_ASYNC', async () => {
    t.app.config.featureFlags.SQLLAB_FORCE_RUN_ASYNC = true;
    try {
      const response = await execute(admin, {
        client_id: 'forced1',
        database_id: t.examplesId,
        sql: 'SELECT 1',
        runAsync: false,
      });
      expect(response.statusCode).toBe(202);
      await waitForQuery(t.jobs, 'forced1', (row) => row.status === 'success');
    } finally {
      t.app.config.featureFlags.SQLLAB_FORCE_RUN_ASYNC = false;
    }
  });
});

describe('results expiry', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp({ config: { RESULTS_BACKEND_EXPIRY_SECONDS: 0 } });
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers 410 once the stored results expired', async () => {
    await execute(admin, {
      client_id: 'exp1',
      database_id: t.examplesId,
      sql: 'SELECT 1 AS one',
      runAsync: true,
    });
    const query = await waitForQuery(t.jobs, 'exp1', (row) => row.status === 'success');
    const response = await admin.get(resultsUrl(String(query.results_key)));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      errors: [
        {
          message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
          error_type: 'RESULTS_BACKEND_ERROR',
          level: 'error',
          // Superset's issue codes of RESULTS_BACKEND_ERROR (found by the differential suite).
          extra: {
            issue_codes: [
              { code: 1031, message: 'Issue 1031 - The results backend no longer has the data from the query.' },
              { code: 1032, message: 'Issue 1032 - The query associated with the results was deleted.' },
              {
                code: 1033,
                message:
                  'Issue 1033 - The results stored in the backend were stored in a different format, and no longer can be deserialized.',
              },
            ],
          },
        },
      ],
    });
  });

  it('rejects a results request without a key', async () => {
    const response = await admin.get('/api/v1/sqllab/results/?q=(rows:1)');
    expect(response.statusCode).toBe(400);
  });
});
