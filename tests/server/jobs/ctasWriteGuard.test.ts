import { describe, expect, it } from 'vitest';
import { EngineError, type QueryEngine, type QueryResult } from '../../../server/engines/types';
import { CtasWriteGuard } from '../../../server/jobs/ctasWriteGuard';
import type { CtasTarget } from '../../../server/jobs/ctas';

function recordingEngine(ran: string[]): QueryEngine {
  const empty: QueryResult = { columns: [], rows: [] } as unknown as QueryResult;
  return {
    backend: 'duckdb',
    sqlDialect: 'duckdb',
    run: async (sql: string) => {
      ran.push(sql);
      return empty;
    },
    explain: async (sql: string) => {
      ran.push(`EXPLAIN ${sql}`);
      return [];
    },
    listSchemas: async () => [],
    listTables: async () => [],
    describeTable: async () => null,
    close: async () => undefined,
  } as unknown as QueryEngine;
}

describe('CtasWriteGuard (the writable examples file)', () => {
  it('runs reading statements and the CTAS script, and tells who created what', async () => {
    const ran: string[] = [];
    const created: CtasTarget[] = [];
    const guard = new CtasWriteGuard(recordingEngine(ran), (target) => created.push(target));
    await guard.run('SELECT 1');
    await guard.run('WITH a AS (SELECT 1) SELECT * FROM a');
    await guard.run('CREATE TABLE "main"."tmp_1" AS\nSELECT 1 AS x');
    expect(ran).toHaveLength(3);
    expect(created).toEqual([{ method: 'TABLE', schema: 'main', table: 'tmp_1' }]);
  });

  it.each([
    'DELETE FROM sales.orders',
    'INSERT INTO sales.products VALUES (1)',
    'DROP TABLE sales.orders',
    "COPY sales.orders TO '/tmp/out.csv'",
    "ATTACH '/tmp/other.duckdb'",
    'CHECKPOINT',
    'BEGIN TRANSACTION',
    'CREATE OR REPLACE TABLE sales.orders AS SELECT 1',
    'SELECT 1; DELETE FROM sales.orders',
    'DEALLOCATE ALL',
  ])('refuses %s with the DML refusal, without running it', async (sql) => {
    const ran: string[] = [];
    const guard = new CtasWriteGuard(recordingEngine(ran), () => undefined);
    await expect(guard.run(sql)).rejects.toBeInstanceOf(EngineError);
    expect(ran).toEqual([]);
  });

  it('lets a statement it cannot read through, so the engine reports the syntax error', async () => {
    const ran: string[] = [];
    const guard = new CtasWriteGuard(recordingEngine(ran), () => undefined);
    await guard.run('SELEC 1');
    expect(ran).toEqual(['SELEC 1']);
  });

  it('refuses EXPLAIN of a writing statement (EXPLAIN ANALYZE runs it)', async () => {
    const ran: string[] = [];
    const guard = new CtasWriteGuard(recordingEngine(ran), () => undefined);
    await expect(guard.explain('DELETE FROM sales.products')).rejects.toBeInstanceOf(EngineError);
    await guard.explain('SELECT 1');
    expect(ran).toEqual(['EXPLAIN SELECT 1']);
  });
});
