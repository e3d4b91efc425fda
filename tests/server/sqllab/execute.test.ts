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

interface ErrorBody {
  errors: Array<{ message: string; error_type: string; level: string; extra: Record<string, unknown> | null }>;
}

describe('POST /api/v1/sqllab/execute/ (sync)', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp({ config: { SQL_MAX_ROW: 50, DISPLAY_MAX_ROW: 20, SQLLAB_TIMEOUT: 1 } });
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers the results payload with typed columns and the query object', async () => {
    const response = await execute(admin, {
      client_id: 'sync1',
      database_id: t.examplesId,
      sql: "SELECT 1 AS n, 'a' AS s, DATE '2024-01-02' AS d, true AS b;",
      runAsync: false,
      schema: 'main',
      sql_editor_id: 'tab-1',
      tab: 'Untitled Query 1',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: '',
      queryLimit: 10,
      expand_data: true,
      tmp_table_name: '',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual([{ n: 1, s: 'a', d: '2024-01-02', b: true }]);
    expect(body.columns).toEqual([
      { column_name: 'n', name: 'n', type: 'INT', type_generic: 0, is_dttm: false },
      { column_name: 's', name: 's', type: 'STRING', type_generic: 1, is_dttm: false },
      { column_name: 'd', name: 'd', type: 'DATETIME', type_generic: 2, is_dttm: true },
      { column_name: 'b', name: 'b', type: 'BOOL', type_generic: 3, is_dttm: false },
    ]);
    expect(body.selected_columns).toEqual(body.columns);
    expect(body.expanded_columns).toEqual([]);
    expect(body).not.toHaveProperty('displayLimitReached');
    expect(typeof body.query_id).toBe('number');
    expect(body.query).toMatchObject({
      id: 'sync1',
      queryId: body.query_id,
      serverId: body.query_id,
      dbId: t.examplesId,
      db: 'examples',
      state: 'success',
      progress: 100,
      rows: 1,
      limit: 10,
      limitingFactor: 'NOT_LIMITED',
      schema: 'main',
      sql: "SELECT 1 AS n, 'a' AS s, DATE '2024-01-02' AS d, true AS b",
      sqlEditorId: 'tab-1',
      tab: 'Untitled Query 1',
      ctas: false,
      userId: 1,
      user: 'Superset Admin',
      errorMessage: null,
    });
    expect(body.query.changed_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?$/);
    expect(typeof body.query.startDttm).toBe('number');
    expect(body.query.endDttm).toBeGreaterThanOrEqual(body.query.startDttm);
    expect(typeof body.query.resultsKey).toBe('string');
  });

  it('caps queryLimit at SQL_MAX_ROW and reports the limiting factor', async () => {
    const capped = (
      await execute(admin, {
        database_id: t.examplesId,
        sql: 'SELECT range AS n FROM range(1000)',
        queryLimit: 1000,
      })
    ).json();
    expect(capped.query).toMatchObject({ limit: 50, rows: 50, limitingFactor: 'DROPDOWN' });
    expect(capped.data).toHaveLength(20);

    const dropdown = (
      await execute(admin, {
        database_id: t.examplesId,
        sql: 'SELECT range AS n FROM range(100)',
        queryLimit: 10,
      })
    ).json();
    expect(dropdown.query).toMatchObject({ limit: 10, rows: 10, limitingFactor: 'DROPDOWN' });

    const byQuery = (
      await execute(admin, {
        database_id: t.examplesId,
        sql: 'SELECT range AS n FROM range(100) LIMIT 5',
        queryLimit: 10,
      })
    ).json();
    expect(byQuery.query).toMatchObject({ limit: 5, rows: 5, limitingFactor: 'QUERY' });

    const both = (
      await execute(admin, {
        database_id: t.examplesId,
        sql: 'SELECT range AS n FROM range(100) LIMIT 10',
        queryLimit: 10,
      })
    ).json();
    expect(both.query).toMatchObject({ limit: 10, rows: 10, limitingFactor: 'QUERY_AND_DROPDOWN' });

    const fewer = (
      await execute(admin, { database_id: t.examplesId, sql: 'SELECT range AS n FROM range(3)', queryLimit: 10 })
    ).json();
    expect(fewer.query).toMatchObject({ limit: 10, rows: 3, limitingFactor: 'NOT_LIMITED' });
  });

  it('cuts the rows it sends to DISPLAY_MAX_ROW and says so (the page query string appended)', async () => {
    const response = await admin.post('/api/v1/sqllab/execute/?foo=bar&dbid=1', {
      database_id: t.examplesId,
      sql: 'SELECT range AS n FROM range(30)',
      queryLimit: 40,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(20);
    expect(body.displayLimitReached).toBe(true);
    expect(body.query.rows).toBe(30);
  });

  it('rejects unknown fields and a missing sql with 400 in marshmallow shape', async () => {
    const unknown = await execute(admin, { database_id: t.examplesId, sql: 'SELECT 1', bogus: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { bogus: ['Unknown field.'] } });
    const missing = await execute(admin, { database_id: t.examplesId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { sql: ['Missing data for required field.'] } });
    const longId = await execute(admin, {
      database_id: t.examplesId,
      sql: 'SELECT 1',
      client_id: 'x'.repeat(12),
    });
    expect(longId.statusCode).toBe(400);
  });

  it('takes exactly the fields of Superset 6.1: `json`, which older releases took, is an unknown field, and no run is recorded', async () => {
    const response = await execute(admin, {
      client_id: 'jsonfld1',
      database_id: t.examplesId,
      sql: 'SELECT 1',
      json: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: { json: ['Unknown field.'] } });
    const every = await execute(admin, {
      client_id: 'allfld1',
      database_id: t.examplesId,
      sql: 'SELECT 1 AS one',
      queryLimit: 10,
      sql_editor_id: 'tab-all',
      catalog: null,
      schema: 'main',
      tab: 'Untitled Query 1',
      ctas_method: 'TABLE',
      templateParams: '{}',
      tmp_table_name: '',
      select_as_cta: false,
      runAsync: false,
      expand_data: true,
    });
    expect(every.statusCode, every.body).toBe(200);
    const reused = await execute(admin, {
      client_id: 'jsonfld1',
      database_id: t.examplesId,
      sql: 'SELECT 2 AS two',
    });
    expect(reused.statusCode, reused.body).toBe(200);
  });

  it('refuses DML on a database that does not allow it with 400 (the SQL is the client’s), and records the failure', async () => {
    const response = await execute(admin, {
      client_id: 'dml1',
      database_id: t.examplesId,
      sql: 'DELETE FROM birth_names',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      level: 'error',
      message:
        'This database does not allow for DDL/DML, but the query mutates data. Please contact your administrator for more assistance.',
    });
    const stored = await t.jobs.queries.getByClientId('dml1');
    expect(stored).toMatchObject({ status: 'failed', error_message: body.errors[0].message });
  });

  it.each([
    ['SYNTAX_ERROR', 'SELEC 1'],
    ['TABLE_DOES_NOT_EXIST_ERROR', 'SELECT * FROM no_such_table'],
    ['COLUMN_DOES_NOT_EXIST_ERROR', 'SELECT no_such_column FROM range(3)'],
    ['SCHEMA_DOES_NOT_EXIST_ERROR', 'SELECT * FROM no_such_schema.some_table'],
    ['GENERIC_DB_ENGINE_ERROR', "SELECT 'abc'::INTEGER"],
  ])('maps the engine failure to %s, a 400', async (errorType, sql) => {
    const response = await execute(admin, { database_id: t.examplesId, sql });
    expect(response.statusCode).toBe(400);
    const [error] = response.json<ErrorBody>().errors;
    expect(error.error_type).toBe(errorType);
    expect(error.level).toBe('error');
    expect(error.extra).toMatchObject({ engine_name: 'DuckDB' });
    expect((error.extra?.issue_codes as unknown[]).length).toBeGreaterThan(0);
  });

  it('times out after SQLLAB_TIMEOUT with 408 and records timed_out', async () => {
    const started = Date.now();
    const response = await execute(admin, { client_id: 'slow1', database_id: t.examplesId, sql: ENDLESS_QUERY });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(408);
    expect(response.json<ErrorBody>().errors[0]).toMatchObject({
      error_type: 'BACKEND_TIMEOUT_ERROR',
      message: 'The query exceeded the 1 seconds timeout.',
      extra: expect.objectContaining({ timeout: 1 }),
    });
    expect(await t.jobs.queries.getByClientId('slow1')).toMatchObject({ status: 'timed_out' });
  });

  it('renders {{ }} template parameters and refuses undefined ones', async () => {
    const ok = await execute(admin, {
      database_id: t.examplesId,
      sql: "SELECT {{ n }} AS v, '{{ who.name }}' AS w, '{{ current_username() }}' AS u",
      templateParams: JSON.stringify({ n: 7, who: { name: 'Ann' } }),
    });
    expect(ok.json().data).toEqual([{ v: 7, w: 'Ann', u: 'admin' }]);

    const missing = await execute(admin, {
      client_id: 'tpl1',
      database_id: t.examplesId,
      sql: 'SELECT {{ ds }}',
      templateParams: 'not json',
    });
    expect(missing.statusCode).toBe(400);
    const [error] = missing.json<ErrorBody>().errors;
    expect(error.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
    expect(error.message).toMatch(/^The parameter "ds" in your query is undefined\./);
    expect(error.extra).toMatchObject({ undefined_parameters: ['ds'] });
    expect(await t.jobs.queries.getByClientId('tpl1')).toMatchObject({ status: 'failed' });

    const malformed = await execute(admin, { database_id: t.examplesId, sql: 'SELECT {% if x %}1{% endif %}' });
    expect(malformed.json<ErrorBody>().errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('refuses CTAS/CVAS shapes Superset refuses', async () => {
    const cvas = await execute(admin, {
      database_id: t.examplesId,
      sql: 'SELECT 1; SELECT 2',
      select_as_cta: true,
      ctas_method: 'VIEW',
    });
    expect(cvas.json<ErrorBody>().errors[0].error_type).toBe('INVALID_CVAS_QUERY_ERROR');
    const ctas = await execute(admin, {
      database_id: t.examplesId,
      sql: 'SHOW TABLES',
      select_as_cta: true,
      tmp_table_name: 'x',
    });
    expect(ctas.json<ErrorBody>().errors[0].error_type).toBe('INVALID_CTAS_QUERY_ERROR');
    const badName = await execute(admin, {
      database_id: t.examplesId,
      sql: 'SELECT 1',
      select_as_cta: true,
      tmp_table_name: '1 bad',
    });
    expect(badName.statusCode).toBe(400);
  });

  it('answers an unknown database with 404 and no run', async () => {
    const response = await execute(admin, { client_id: 'nodb1', database_id: 999, sql: 'SELECT 1' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().errors[0].message).toMatch(/database referenced in this query was not found/);
    expect(await t.jobs.queries.getByClientId('nodb1')).toBeNull();
  });

  it('answers a user without any access to the database as for an unknown one (DatabaseFilter)', async () => {
    await t.app.store.users.create({
      username: 'noaccess',
      password: 'noaccess-password',
      roles: ['Gamma', 'sql_lab'],
    });
    const session = await callerFor(t.app, 'noaccess');
    const response = await execute(session, { database_id: t.examplesId, sql: 'SELECT 1' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().errors[0].error_type).toBe('GENERIC_BACKEND_ERROR');
  });

  it('lets a sql_lab user with database access run queries; Gamma alone may not execute', async () => {
    const analyst = await sqlLabUser(t.app, 'analyst');
    expect((await execute(analyst, { database_id: t.examplesId, sql: 'SELECT 1 AS one' })).json().data).toEqual([
      { one: 1 },
    ]);
    const gamma = await sqlLabUser(t.app, 'gammaonly', ['Gamma']);
    expect((await execute(gamma, { database_id: t.examplesId, sql: 'SELECT 1' })).statusCode).toBe(403);
  });

  it('returns the in-flight run for a repeated client id, and refuses the id of a finished run', async () => {
    const first = await execute(admin, {
      client_id: 'dup1',
      database_id: t.examplesId,
      sql: ENDLESS_QUERY,
      runAsync: true,
      sql_editor_id: 'e1',
    });
    expect(first.statusCode).toBe(202);
    await waitForQuery(t.jobs, 'dup1', (query) => query.status === 'running');
    const again = await execute(admin, {
      client_id: 'dup1',
      database_id: t.examplesId,
      sql: 'SELECT 1',
      runAsync: true,
      sql_editor_id: 'e1',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().query).toMatchObject({ id: 'dup1', state: 'running', sql: ENDLESS_QUERY });
    expect((await t.jobs.queries.list({ sqlEditorId: 'e1' })).length).toBe(1);

    const done = await t.jobs.queries.getByClientId('sync1');
    expect(done?.status).toBe('success');
    const reused = await execute(admin, {
      client_id: 'sync1',
      database_id: t.examplesId,
      sql: 'SELECT 2',
      sql_editor_id: 'tab-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorBody>().errors[0].message).toMatch(/^The query record was not created as expected/);
    const running = await waitForQuery(t.jobs, 'dup1', (query) => query.status === 'running');
    await t.jobs.runner.stop(running);
    expect((await t.jobs.runner.whenSettled('dup1'))?.kind ?? 'stopped').toBe('stopped');
  });
});
