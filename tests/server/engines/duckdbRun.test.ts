import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError, EngineInterruptedError, EngineTimeoutError } from '../../../server/engines/types';
import { openTempEngine, type TempEngine } from './engineFixture';

/** Runs for minutes unless interrupted: a cross join of a trillion rows. */
const ENDLESS_QUERY = 'SELECT sum(a.range * b.range) FROM range(1000000) a, range(1000000) b';

let temp: TempEngine;

beforeAll(async () => {
  temp = await openTempEngine();
  await temp.engine.run(`CREATE SCHEMA shop;
    CREATE TABLE shop.items AS SELECT range AS id, 'item ' || range AS label FROM range(10);
    CREATE TABLE main.items AS SELECT 'main' AS label`);
});

afterAll(async () => {
  await temp.dispose();
});

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to fail');
}

describe('DuckDBEngine.run: reading rows', () => {
  it('stops at maxRows and says the result was truncated', async () => {
    const result = await temp.engine.run('SELECT range AS n FROM range(1000000)', { maxRows: 1000 });
    expect(result.rows).toHaveLength(1000);
    expect(result.rows[999]).toEqual({ n: 999 });
    expect(result.truncated).toBe(true);
  });

  it('is not truncated when the result has exactly maxRows rows, or fewer', async () => {
    const exact = await temp.engine.run('SELECT range AS n FROM range(2048)', { maxRows: 2048 });
    expect(exact.rows).toHaveLength(2048);
    expect(exact.truncated).toBe(false);
    const fewer = await temp.engine.run('SELECT range AS n FROM range(5000)', { maxRows: 10000 });
    expect(fewer.rows).toHaveLength(5000);
    expect(fewer.truncated).toBe(false);
  });

  it('reads every row without maxRows', async () => {
    const result = await temp.engine.run('SELECT range AS n FROM range(100000)');
    expect(result.rows).toHaveLength(100000);
    expect(result.rows[99999]).toEqual({ n: 99999 });
    expect(result.truncated).toBe(false);
  });

  it('runs several statements in order and returns the last one', async () => {
    const result = await temp.engine.run(`CREATE TEMP TABLE steps (n INTEGER);
      INSERT INTO steps VALUES (1), (2);
      SELECT sum(n) AS total FROM steps;`);
    expect(result.rows).toEqual([{ total: 3 }]);
  });

  it('returns the result of a statement that is not a query', async () => {
    const result = await temp.engine.run('CREATE TEMP TABLE t_empty (n INTEGER)');
    expect(result.truncated).toBe(false);
    expect(Array.isArray(result.rows)).toBe(true);
  });
});

describe('DuckDBEngine.run: default schema', () => {
  it('resolves unqualified names in the given schema, without leaking to the next run', async () => {
    const inShop = await temp.engine.run('SELECT count(*) AS n FROM items', { schema: 'shop' });
    expect(inShop.rows).toEqual([{ n: 10 }]);
    const inMain = await temp.engine.run('SELECT label FROM items');
    expect(inMain.rows).toEqual([{ label: 'main' }]);
  });

  it('is not changed for later runs by a USE inside a query', async () => {
    await temp.engine.run('USE shop; SELECT 1');
    const after = await temp.engine.run('SELECT label FROM items');
    expect(after.rows).toEqual([{ label: 'main' }]);
  });

  it('fails with schema_missing for an unknown schema', async () => {
    const error = await errorOf(temp.engine.run('SELECT 1', { schema: 'nowhere' }));
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).kind).toBe('schema_missing');
  });
});

describe('DuckDBEngine.run: stopping queries', () => {
  it('interrupts a query after timeoutMs with EngineTimeoutError, and keeps working', async () => {
    const started = performance.now();
    const error = await errorOf(temp.engine.run(ENDLESS_QUERY, { timeoutMs: 300 }));
    expect(error).toBeInstanceOf(EngineTimeoutError);
    expect((error as EngineTimeoutError).timeoutMs).toBe(300);
    expect(performance.now() - started).toBeLessThan(3000);
    const after = await temp.engine.run('SELECT 42 AS answer');
    expect(after.rows).toEqual([{ answer: 42 }]);
  });

  it('interrupts a query when the signal aborts, within about a second', async () => {
    const controller = new AbortController();
    const running = temp.engine.run(ENDLESS_QUERY, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const abortedAt = performance.now();
    controller.abort();
    const error = await errorOf(running);
    expect(error).toBeInstanceOf(EngineInterruptedError);
    expect(performance.now() - abortedAt).toBeLessThan(1000);
    const after = await temp.engine.run('SELECT 1 AS one');
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('does not start a query whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(temp.engine.run('SELECT 1', { signal: controller.signal })).rejects.toBeInstanceOf(
      EngineInterruptedError,
    );
  });

  it('stops only the query that timed out, not others running at the same time', async () => {
    const slow = temp.engine.run(ENDLESS_QUERY, { timeoutMs: 400 });
    const quick = await temp.engine.run('SELECT count(*) AS n FROM range(1000)');
    expect(quick.rows).toEqual([{ n: 1000 }]);
    await expect(slow).rejects.toBeInstanceOf(EngineTimeoutError);
  });
});

describe('DuckDBEngine.run: errors', () => {
  it.each([
    ['syntax', 'SELEC 1'],
    ['table_missing', 'SELECT * FROM no_such_table'],
    ['column_missing', 'SELECT no_such_column FROM range(3)'],
    ['column_missing', 'SELECT items.nope FROM main.items'],
    ['schema_missing', 'SELECT * FROM no_such_schema.items'],
    ['generic', "SELECT 'abc'::INTEGER"],
  ])('maps DuckDB errors to kind %s (%s)', async (kind, sql) => {
    const error = await errorOf(temp.engine.run(sql));
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).kind).toBe(kind);
  });

  it("keeps DuckDB's own message text", async () => {
    const error = await errorOf(temp.engine.run('SELECT * FROM no_such_table'));
    expect((error as Error).message).toContain('Table with name no_such_table does not exist');
    const syntax = await errorOf(temp.engine.run('SELECT 1; SELEC 2'));
    expect((syntax as Error).message).toMatch(/^Parser Error: syntax error at or near "SELEC"/);
  });
});

describe('DuckDBEngine.explain', () => {
  it('returns the EXPLAIN rows', async () => {
    const rows = await temp.engine.explain('SELECT count(*) FROM items;', { schema: 'shop' });
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0])).toEqual(['explain_key', 'explain_value']);
    expect(String(rows[0].explain_value)).toContain('items');
  });
});
