import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlLabTestApp, execute, sqlLabUser, type SqlLabTestApp } from './sqlLabTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('estimate, format_sql and CSV export', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp();
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('estimates the cost of each statement from EXPLAIN', async () => {
    const response = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: t.examplesId,
      schema: 'sales',
      sql: 'SELECT status, count(*) FROM orders GROUP BY status; SELECT 1;',
      template_params: {},
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: Array<Record<string, string>> }>();
    expect(result).toHaveLength(2);
    expect(result[0].Operators).toMatch(/HASH_GROUP_BY/);
    expect(result[0].Operators).toMatch(/SCAN/);
    expect(result[0]['Estimated rows']).toMatch(/^[\d,]+$/);
  });

  it('answers estimate errors in Superset shapes', async () => {
    const missingParam = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: t.examplesId,
      sql: 'SELECT {{ x }}',
    });
    expect(missingParam.statusCode).toBe(400);
    expect(missingParam.json().errors[0].error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
    const unknownDb = await admin.post('/api/v1/sqllab/estimate/', { database_id: 999, sql: 'SELECT 1' });
    expect(unknownDb.statusCode).toBe(404);
    const badSql = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: t.examplesId,
      sql: 'SELECT * FROM nowhere',
    });
    expect(badSql.json().errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    const badBody = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: t.examplesId,
      sql: 'SELECT 1',
      templateParams: '{}',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toEqual({ message: { templateParams: ['Unknown field.'] } });
  });

  it('formats SQL in the database dialect, upper-casing keywords and keeping template tags', async () => {
    const response = await admin.post('/api/v1/sqllab/format_sql/', {
      sql: "select a, b from t where c = '{{ x }}' and d = {{ y }}",
      database_id: t.examplesId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: "SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  c = '{{ x }}'\n  AND d = {{ y }}",
    });
    const plain = await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select 1' });
    expect(plain.json()).toEqual({ result: 'SELECT\n  1' });
    expect((await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select 1', database_id: 999 })).statusCode).toBe(
      404,
    );
    expect((await admin.post('/api/v1/sqllab/format_sql/', {})).statusCode).toBe(400);
  });

  it('exports a run’s results as CSV from the results backend', async () => {
    await execute(admin, {
      client_id: 'csv1',
      database_id: t.examplesId,
      tab: 'My Tab: Q1',
      sql: `SELECT * FROM (VALUES (1, 'plain', true, NULL), (2, 'with, comma', false, 'say "hi"')) v(id, label, ok, note)`,
    });
    const response = await admin.get('/api/v1/sqllab/export/csv1/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=sqllab_my_tab_q1_\d{8}T\d{6}\.csv$/);
    expect(response.body).toBe('id,label,ok,note\n1,plain,True,\n2,"with, comma",False,"say ""hi"""\n');
  });

  it('re-runs the executed SQL up to its limit when the run stored no results', async () => {
    t.app.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE = false;
    try {
      const run = await execute(admin, {
        client_id: 'csv2',
        database_id: t.examplesId,
        sql: 'SELECT range AS n FROM range(10)',
        queryLimit: 4,
      });
      expect(run.json().query.resultsKey).toBeNull();
      const response = await admin.get('/api/v1/sqllab/export/csv2/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('n\n0\n1\n2\n3\n');
    } finally {
      t.app.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE = true;
    }
  });

  it('refuses exports of unknown runs, of other users’ runs and without can_export_csv', async () => {
    const unknown = await admin.get('/api/v1/sqllab/export/nope/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');

    const other = await sqlLabUser(t.app, 'exporter');
    const denied = await other.get('/api/v1/sqllab/export/csv1/');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');

    const gamma = await sqlLabUser(t.app, 'plaingamma', ['Gamma']);
    expect((await gamma.get('/api/v1/sqllab/export/csv1/')).statusCode).toBe(403);
  });
});
