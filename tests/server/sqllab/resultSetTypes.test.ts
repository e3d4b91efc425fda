/**
 * SQL Lab's result columns carry Superset's result-set type names (what pyarrow makes of the
 * values: INT, FLOAT, STRING, DATETIME, BOOL, none for decimals), and the query record keeps them
 * in its extra, as Superset 6.1 does (found by the differential suite, tests/superset/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultSetTypeOf } from '../../../server/jobs/resultSetTypes';
import { createSqlLabTestApp, execute, type SqlLabTestApp } from './sqlLabTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('result-set type names', () => {
  it('maps DuckDB types as pyarrow types their Python values', () => {
    expect(['TINYINT', 'INTEGER', 'BIGINT', 'HUGEINT', 'UBIGINT'].map(resultSetTypeOf)).toEqual([
      'INT',
      'INT',
      'INT',
      'INT',
      'INT',
    ]);
    expect(['FLOAT', 'DOUBLE'].map(resultSetTypeOf)).toEqual(['FLOAT', 'FLOAT']);
    expect(
      ['DATE', 'TIME', 'TIMESTAMP', 'TIMESTAMP WITH TIME ZONE', 'TIMESTAMP_NS', 'INTERVAL'].map(resultSetTypeOf),
    ).toEqual(Array(6).fill('DATETIME'));
    expect(['VARCHAR', 'UUID', 'INTEGER[]', 'STRUCT(a INTEGER)'].map(resultSetTypeOf)).toEqual([
      'STRING',
      'STRING',
      'STRING',
      'STRING',
    ]);
    expect(resultSetTypeOf('BOOLEAN')).toBe('BOOL');
    expect(resultSetTypeOf('DECIMAL(10,2)')).toBeNull();
    expect(resultSetTypeOf('BLOB')).toBeNull();
  });
});

describe('POST /api/v1/sqllab/execute/ result columns', () => {
  let t: SqlLabTestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createSqlLabTestApp();
    admin = await callerFor(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('names the types as Superset, untyped decimals included, and keeps them on the query', async () => {
    const response = await execute(admin, {
      client_id: 'rsTypes01',
      database_id: t.examplesId,
      sql: "SELECT 1.5::DECIMAL(4,2) AS price, 2.5::DOUBLE AS ratio, TIMESTAMP '2024-01-02 03:04:05' AS ts, 10::HUGEINT AS big",
      runAsync: false,
      schema: 'main',
      sql_editor_id: null,
      tab: 'Types',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: null,
      queryLimit: 10,
      expand_data: true,
      tmp_table_name: '',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ columns: unknown[]; query: { extra: { columns?: unknown[] } } }>();
    expect(body.columns).toEqual([
      { column_name: 'price', name: 'price', type: null, type_generic: null, is_dttm: false },
      { column_name: 'ratio', name: 'ratio', type: 'FLOAT', type_generic: 0, is_dttm: false },
      { column_name: 'ts', name: 'ts', type: 'DATETIME', type_generic: 2, is_dttm: true },
      { column_name: 'big', name: 'big', type: 'INT', type_generic: 0, is_dttm: false },
    ]);
    expect(body.query.extra.columns).toEqual(body.columns);
  });

  it('leaves end_result_backend_time unset, as Superset 6.1 never sets it', async () => {
    const response = await execute(admin, {
      client_id: 'rsTypes02',
      database_id: t.examplesId,
      sql: 'SELECT 1 AS one',
      runAsync: false,
      schema: 'main',
      sql_editor_id: null,
      tab: 'Types',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: null,
      queryLimit: 10,
      expand_data: true,
      tmp_table_name: '',
    });
    const stored = await t.jobs.queries.getById(response.json<{ query_id: number }>().query_id);
    expect(stored?.results_key).toEqual(expect.any(String));
    expect(stored?.end_result_backend_time).toBeNull();
  });
});
