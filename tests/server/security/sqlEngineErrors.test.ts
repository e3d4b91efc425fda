/**
 * SQL the engine rejects is the user's input: a 4xx with Superset's `errors` body typed by the
 * engine-error mapping (sync and async runs, the estimate), never a 500 or a stack trace; the
 * lockdown's refusals say plainly what is not allowed. Superset itself answers these with 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ACCESS_REFUSED, errorKindOf } from '../../../server/engines/duckdbErrors';
import { EngineError } from '../../../server/engines/types';
import { engineFailureStatus } from '../../../server/jobs/queryErrors';
import {
  createBatteryApp,
  expectNothingLeaked,
  expectSupersetErrors,
  nextClientId,
  replyOf,
  type BatteryApp,
} from './sqlBatteryApp';

let t: BatteryApp;

beforeAll(async () => {
  t = await createBatteryApp();
});

afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  errors: { message: string; error_type: string; level: string; extra: Record<string, unknown> | null }[];
}

async function runSync(sql: string): Promise<{ status: number; body: ErrorBody; clientId: string }> {
  const clientId = nextClientId('bad');
  const response = await t.admin.post('/api/v1/sqllab/execute/', {
    database_id: t.examplesId,
    sql,
    client_id: clientId,
    runAsync: false,
  });
  expectNothingLeaked(t, [replyOf(response)]);
  return { status: response.statusCode, body: response.json<ErrorBody>(), clientId };
}

async function estimate(sql: string): Promise<{ status: number; body: ErrorBody }> {
  const response = await t.admin.post('/api/v1/sqllab/estimate/', { database_id: t.examplesId, sql });
  expectNothingLeaked(t, [replyOf(response)]);
  return { status: response.statusCode, body: response.json<ErrorBody>() };
}

const CASES = [
  ['abc', 'SYNTAX_ERROR'],
  ['SELEC 1', 'SYNTAX_ERROR'],
  ['SELECT * FROM no_such_table', 'TABLE_DOES_NOT_EXIST_ERROR'],
  ['SELECT no_such_column FROM birth_names', 'COLUMN_DOES_NOT_EXIST_ERROR'],
  ["SELECT 'abc'::INTEGER", 'GENERIC_DB_ENGINE_ERROR'],
] as const;

describe('SQL the engine rejects', () => {
  it.each(CASES)('%j on a sync run is a 400 %s, recorded as failed', async (sql, errorType) => {
    const { status, body, clientId } = await runSync(sql);
    expect(status).toBe(400);
    expectSupersetErrors(body.errors);
    expect(body.errors[0]).toMatchObject({ error_type: errorType, level: 'error', extra: { engine_name: 'DuckDB' } });
    expect(await t.app.sqlLabJobs.queries.getByClientId(clientId)).toMatchObject({ status: 'failed' });
  });

  it.each(CASES)('%j on an async run is accepted (202), then fails with %s', async (sql, errorType) => {
    const clientId = nextClientId('bada');
    const response = await t.admin.post('/api/v1/sqllab/execute/', {
      database_id: t.examplesId,
      sql,
      client_id: clientId,
      runAsync: true,
    });
    expect(response.statusCode).toBe(202);
    let query = await t.app.sqlLabJobs.queries.getByClientId(clientId);
    for (let i = 0; i < 200 && query && ['pending', 'running'].includes(query.status); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      query = await t.app.sqlLabJobs.queries.getByClientId(clientId);
    }
    expect(query?.status).toBe('failed');
    expectSupersetErrors(query?.errors);
    expect(query?.errors?.[0]).toMatchObject({ error_type: errorType });
  });

  // A failing cast is found only when the statement runs; EXPLAIN plans it fine.
  it.each(CASES.filter(([sql]) => !sql.includes('::')))('%j on the estimate is a 400 %s', async (sql, errorType) => {
    const { status, body } = await estimate(sql);
    expect(status).toBe(400);
    expectSupersetErrors(body.errors);
    expect(body.errors[0].error_type).toBe(errorType);
  });
});

describe('what the locked-down engine refuses', () => {
  it('answers a file read with a plain message, a 400, no stack trace and no path of the machine', async () => {
    const reads = [
      `SELECT content FROM read_text('${t.paths.secretKeyFile}')`,
      `SELECT * FROM read_csv('${t.paths.outsideCsv}')`,
      `SELECT * FROM glob('${t.paths.dataDir}/*')`,
    ];
    for (const sql of reads) {
      const sync = await runSync(sql);
      expect(sync.status, sql).toBe(400);
      expect(sync.body.errors[0]).toMatchObject({
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
        message: FILE_ACCESS_REFUSED,
      });
      expect(JSON.stringify(sync.body)).not.toMatch(/Permission Error|\n\s+at /);
    }
    const viaEstimate = await estimate(`SELECT content FROM read_text('${t.paths.secretKeyFile}')`);
    expect(viaEstimate.status).toBe(400);
    expect(viaEstimate.body.errors[0].message).toBe(FILE_ACCESS_REFUSED);
  });

  it('refuses a setting change as a 400 (the examples database allows no DML; the engine names the locked setting)', async () => {
    const { status, body } = await runSync('SET GLOBAL enable_external_access = true');
    expect(status).toBe(400);
    expect(body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect(
      errorKindOf(
        'Invalid Input Error: Cannot change configuration option "threads" - the configuration has been locked',
      ),
    ).toBe('not_allowed');
  });

  it('keeps a 500 for a failure of the engine itself, not of the SQL', () => {
    expect(errorKindOf('INTERNAL Error: Attempted to access index 3 within vector of size 3')).toBe('internal');
    expect(engineFailureStatus(new EngineError('INTERNAL Error: boom', 'internal'))).toBe(500);
    expect(engineFailureStatus(new EngineError('Parser Error: boom', 'syntax'))).toBe(400);
    expect(engineFailureStatus(new EngineError(FILE_ACCESS_REFUSED, 'not_allowed'))).toBe(400);
  });
});

describe('refusals of writes and scripts with comments', () => {
  it('types a write refused on the estimate as on a run: DML_NOT_ALLOWED_ERROR, a 400', async () => {
    const viaEstimate = await estimate('DELETE FROM sales.products');
    expect(viaEstimate.status).toBe(400);
    expect(viaEstimate.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect((await runSync('DELETE FROM sales.products')).body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
  });

  it('runs a script whose statements end in -- comments (the comment does not swallow the separator)', async () => {
    for (const sql of [
      'SELECT 1 AS one -- first\n; SELECT 2 AS two -- second',
      'SELECT 1 AS one -- first\r; SELECT 2 AS two',
    ]) {
      const response = await t.admin.post('/api/v1/sqllab/execute/', {
        database_id: t.examplesId,
        sql,
        runAsync: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toEqual([{ two: 2 }]);
    }
  });
});
