import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { withRison } from '../savedQuery/requests';
import { createSqlLabTestApp, execute, sqlLabUser, waitForQuery, type SqlLabTestApp } from './sqlLabTestApp';
import { callerFor, type Caller } from '../helpers/caller';

interface ErrorBody {
  errors: Array<{ message: string; error_type: string }>;
}
interface TablesReply {
  count: number;
  result: Array<{ value: string; type: string }>;
}

const DML_REFUSAL =
  'This database does not allow for DDL/DML, but the query mutates data. Please contact your administrator for more assistance.';

describe('CTAS and CVAS on the examples database', () => {
  let t: SqlLabTestApp;
  let analyst: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp();
    analyst = await sqlLabUser(t.app, 'analyst');
  });
  afterAll(() => t.close());

  const tables = async (schema: string): Promise<TablesReply['result']> => {
    const response = await analyst.get(withRison(`/api/v1/database/${t.examplesId}/tables/`, { schema_name: schema }));
    expect(response.statusCode).toBe(200);
    return response.json<TablesReply>().result;
  };
  const count = async (sql: string): Promise<unknown> => {
    const response = await execute(analyst, { database_id: t.examplesId, sql, runAsync: false });
    expect(response.statusCode, response.body).toBe(200);
    return Object.values(response.json<{ data: Array<Record<string, unknown>> }>().data[0])[0];
  };

  it('allows CTAS and CVAS but not DML, as SQL Lab sees the database', async () => {
    const response = await analyst.get('/api/v1/sqllab/');
    const databases = response.json<{ result: { databases: Record<string, Record<string, unknown>> } }>().result
      .databases;
    expect(databases[String(t.examplesId)]).toMatchObject({ allow_ctas: true, allow_cvas: true, allow_dml: false });
  });

  it('creates a table that the tables endpoint lists at once (its cached list is dropped)', async () => {
    // The list is cached for a minute: load it first so that a stale copy would be served.
    expect((await tables('main')).map((table) => table.value)).not.toContain('ctas_answers');
    const response = await execute(analyst, {
      client_id: 'ctasT0001',
      database_id: t.examplesId,
      sql: 'SELECT 42 AS answer UNION ALL SELECT 43',
      schema: 'main',
      runAsync: false,
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'ctas_answers',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ query: Record<string, unknown> }>().query).toMatchObject({
      ctas: true,
      tempTable: 'ctas_answers',
      tempSchema: 'main',
    });
    expect(await tables('main')).toContainEqual({ value: 'ctas_answers', type: 'table', extra: null });
    expect(await count('SELECT sum(answer) FROM main.ctas_answers')).toBe(85);
  });

  it('creates a view (CVAS) in the chosen schema, listed as a view', async () => {
    expect((await tables('sales')).map((table) => table.value)).not.toContain('big_orders');
    const response = await execute(analyst, {
      database_id: t.examplesId,
      sql: 'SELECT order_id, revenue FROM sales.orders WHERE revenue > 1000',
      schema: 'sales',
      runAsync: false,
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: 'big_orders',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await tables('sales')).toContainEqual({ value: 'big_orders', type: 'view' });
    expect(await count('SELECT count(*) FROM sales.big_orders')).toBe(
      await count('SELECT count(*) FROM sales.orders WHERE revenue > 1000'),
    );
  });

  it('lists a table an async CTAS created in the background', async () => {
    expect((await tables('main')).map((table) => table.value)).not.toContain('ctas_async');
    const response = await execute(analyst, {
      client_id: 'ctasA0001',
      database_id: t.examplesId,
      sql: 'SELECT * FROM range(5)',
      schema: 'main',
      runAsync: true,
      select_as_cta: true,
      tmp_table_name: 'ctas_async',
    });
    expect(response.statusCode).toBe(202);
    const finished = await waitForQuery(t.jobs, 'ctasA0001', (query) => query.status === 'success');
    expect((await tables('main')).map((table) => table.value)).toContain('ctas_async');
    // As in Superset, its result (the count of rows written) is stored under a key the client fetches.
    expect(finished.results_key).toEqual(expect.any(String));
    const results = await analyst.get(`/api/v1/sqllab/results/?q=(key:'${finished.results_key}')`);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toMatchObject({ status: 'success', query: { ctas: true, tempTable: 'ctas_async' } });
  });

  it('refuses a CTAS whose last statement is not a SELECT, and a CVAS of several statements, creating nothing', async () => {
    const ctas = await execute(analyst, {
      database_id: t.examplesId,
      sql: 'SHOW TABLES',
      runAsync: false,
      select_as_cta: true,
      tmp_table_name: 'not_created',
    });
    expect(ctas.statusCode).toBe(400);
    expect(ctas.json<ErrorBody>().errors[0].error_type).toBe('INVALID_CTAS_QUERY_ERROR');
    const cvas = await execute(analyst, {
      database_id: t.examplesId,
      sql: 'SELECT 1; SELECT 2',
      runAsync: false,
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: 'not_created',
    });
    expect(cvas.json<ErrorBody>().errors[0].error_type).toBe('INVALID_CVAS_QUERY_ERROR');
    const dml = await execute(analyst, {
      database_id: t.examplesId,
      sql: 'DELETE FROM sales.products',
      runAsync: false,
      select_as_cta: true,
      tmp_table_name: 'not_created',
    });
    expect(dml.json<ErrorBody>().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect((await tables('main')).map((table) => table.value)).not.toContain('not_created');
  });

  it('still refuses DML and DDL outside CTAS, leaving the data as it was', async () => {
    const before = await count('SELECT count(*) FROM sales.products');
    for (const sql of ['DROP TABLE sales.products', 'DELETE FROM sales.products', 'CREATE TABLE main.x AS SELECT 1']) {
      const response = await execute(analyst, { database_id: t.examplesId, sql, runAsync: false });
      expect(response.json<ErrorBody>().errors[0].error_type, sql).toBe('DML_NOT_ALLOWED_ERROR');
    }
    expect(await count('SELECT count(*) FROM sales.products')).toBe(before);
  });

  it('refuses writes from any other caller of the engine, e.g. the cost estimate’s EXPLAIN ANALYZE', async () => {
    const before = await count('SELECT count(*) FROM sales.products');
    const estimate = await analyst.post('/api/v1/sqllab/estimate/', {
      database_id: t.examplesId,
      sql: 'ANALYZE DELETE FROM sales.products',
    });
    expect(estimate.statusCode).toBe(400);
    expect(estimate.json<ErrorBody>().errors[0].message).toBe(DML_REFUSAL);
    const engine = t.app.engines.get(t.examplesId);
    await expect(engine?.run('DELETE FROM sales.products')).rejects.toThrow(DML_REFUSAL);
    await expect(engine?.run('CREATE TABLE "main"."sneaky" AS\nSELECT 1; DROP TABLE sales.products')).rejects.toThrow(
      DML_REFUSAL,
    );
    expect(await count('SELECT count(*) FROM sales.products')).toBe(before);
  });
});

describe('the examples database of an existing data folder', () => {
  it('gets the CTAS/CVAS flags on the next start, and keeps created tables across restarts', async () => {
    const first = await createTestApp();
    const admin = await callerFor(first.app, 'admin');
    const created = await admin.post('/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: 'SELECT 7 AS kept',
      runAsync: false,
      select_as_cta: true,
      tmp_table_name: 'kept_table',
    });
    expect(created.statusCode, created.body).toBe(200);
    // As a data folder written before CTAS was allowed.
    await first.app.store.db.run(
      "UPDATE databases SET allow_ctas = FALSE, allow_cvas = FALSE WHERE database_name = 'examples'",
    );
    await first.app.close();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      expect(await second.app.store.databases.findByName('examples')).toMatchObject({
        allow_ctas: true,
        allow_cvas: true,
        allow_dml: false,
      });
      const again = await callerFor(second.app, 'admin');
      const listed = await again.get(withRison('/api/v1/database/1/tables/', { schema_name: 'main' }));
      expect(listed.json<TablesReply>().result.map((table) => table.value)).toContain('kept_table');
    } finally {
      await second.app.close();
    }
  });
});
