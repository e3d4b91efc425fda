/**
 * The server decides what to allow on its own reading of the SQL (statements, strings, comments):
 * that reading must be DuckDB's, or a statement hidden from it runs unchecked. Each script here is
 * split by the server and by DuckDB's parser, and the hiding tricks are refused by the guards.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError, type QueryEngine } from '../../../server/engines/types';
import { CtasWriteGuard } from '../../../server/jobs/ctasWriteGuard';
import { SqlFragmentError } from '../../../server/query/queryErrors';
import { assertCleanFragment, assertSingleSelect } from '../../../server/query/sqlFragmentGuard';
import { isWritingOrSessionStatement, splitStatements } from '../../../server/query/sqlStatements';
import { openTempEngine, type TempEngine } from '../engines/engineFixture';

let parser: DuckDBConnection;
let temp: TempEngine;

beforeAll(async () => {
  parser = await (await DuckDBInstance.create(':memory:')).connect();
  temp = await openTempEngine();
  await temp.engine.run('CREATE TABLE items AS SELECT range AS id FROM range(3)');
});

afterAll(async () => {
  parser.closeSync();
  await temp.dispose();
});

/** Scripts whose statements a lexer can easily miscount: DuckDB's reading is the reference. */
const SCRIPTS = [
  'SELECT 1;;',
  ';; SELECT 1 ;',
  'SELECT 1; -- a comment',
  'SELECT 1; /* a comment */',
  "SELECT 'a;b'; SELECT 2",
  'SELECT "a;""b" FROM (SELECT 1 AS "a;""b"); SELECT 2',
  "SELECT 'it''s; fine'; SELECT 2",
  'SELECT 1 -- a comment ;\n; SELECT 2',
  'SELECT 1 -- a comment ended by a carriage return\r; SELECT 2',
  'SELECT 1 --\r\n; SELECT 2',
  'SELECT 1 /* a /* nested ; */ comment ; */; SELECT 2',
  'SELECT 1 /*/ ; */; SELECT 2',
  "SELECT E'\\'; '; SELECT 2",
  "SELECT e'a\\\\'; SELECT 2",
  "SELECT E'a''; SELECT 2'",
  "SELECT 'a\\'; SELECT 2",
  'SELECT 1 AS a$x$; SELECT 2 AS b$x$',
  'SELECT $$;$$; SELECT 2',
  'SELECT $tag$ ; $$ ; $tag$; SELECT 2',
  'SELECT $é$;$é$; SELECT 2',
  'SELECT 1 AS é$x$; SELECT 2',
  'SELECT 1 AS naïve; SELECT 2',
];

describe("the server's statement splitting", () => {
  it.each(SCRIPTS)('splits %j as DuckDB does', async (sql) => {
    const duckdb = (await parser.extractStatements(sql)).count;
    expect(splitStatements(sql)).toHaveLength(duckdb);
  });
});

/** Scripts that hide a second statement from a lexer that reads comments or strings wrongly. */
const HIDDEN = [
  "SELECT 1 -- c\r; ATTACH ':memory:' AS m",
  "SELECT 1 /* /* */ ' */; ATTACH $$:memory:$$ AS m; SELECT '1'",
  "SELECT E'\\''; ATTACH $$:memory:$$ AS m; SELECT '1'",
  "SELECT 1 AS a$x$; ATTACH ':memory:' AS m; SELECT 1 AS b$x$",
  "SELECT $é$'$é$; ATTACH ':memory:' AS m; SELECT '1'",
  'SELECT 1 -- c\r; DROP TABLE items',
  "SELECT 1 /* /* */ ' */; DELETE FROM items; SELECT '1'",
];

function recorder(ran: string[]): QueryEngine {
  return {
    backend: 'duckdb',
    sqlDialect: 'duckdb',
    run: async (sql) => {
      ran.push(sql);
      return { columns: [], rows: [], truncated: false };
    },
    explain: async () => [],
    listSchemas: async () => [],
    listTables: async () => [],
    describeTable: async () => null,
    close: async () => undefined,
  };
}

describe('statements hidden behind comments and strings', () => {
  it.each(HIDDEN)('are seen and refused by the write guard: %j', async (sql) => {
    expect((await parser.extractStatements(sql)).count).toBeGreaterThan(1);
    expect(splitStatements(sql).some(isWritingOrSessionStatement)).toBe(true);
    const ran: string[] = [];
    await expect(new CtasWriteGuard(recorder(ran), () => undefined).run(sql)).rejects.toBeInstanceOf(EngineError);
    expect(ran).toEqual([]);
  });

  it.each(HIDDEN)('never reach the data through the guarded engine: %j', async (sql) => {
    const guarded = new CtasWriteGuard(temp.engine, () => undefined);
    await expect(guarded.run(sql)).rejects.toBeInstanceOf(EngineError);
    expect((await temp.engine.run('SELECT count(*) AS n FROM items')).rows).toEqual([{ n: 3 }]);
    expect(
      (await temp.engine.run("SELECT count(*) AS n FROM duckdb_databases() WHERE database_name = 'm'")).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('refuses EXPLAIN ANALYZE of a statement that changes the session, which EXPLAIN ANALYZE would run', async () => {
    for (const sql of [
      'EXPLAIN ANALYZE PRAGMA enable_verification',
      'EXPLAIN /* c */ ANALYZE CALL checkpoint()',
      'EXPLAIN (ANALYZE) SET threads = 1',
    ]) {
      expect(isWritingOrSessionStatement(sql), sql).toBe(true);
    }
    expect(isWritingOrSessionStatement('EXPLAIN ANALYZE SELECT 1')).toBe(false);
  });
});

describe('custom SQL fragments', () => {
  it.each([
    ['a carriage-return comment', "1 --\r) ; ATTACH ':memory:' AS m; SELECT (1"],
    ['nested comments', "1 /* /* */ ' */ ) ; ATTACH $$:memory:$$ AS m; SELECT ( '1'"],
    ['a unicode dollar tag', "$é$'$é$ ) ; ATTACH ':memory:' AS m; SELECT ( '1'"],
  ])('refuse a statement hidden behind %s', (_name, fragment) => {
    expect(() => assertCleanFragment(fragment)).toThrow(SqlFragmentError);
  });

  it('refuse a compiled query that DuckDB would read as several statements', () => {
    expect(() => assertSingleSelect("SELECT (1 --\r) ; ATTACH ':memory:' AS m; SELECT (1\n) FROM t")).toThrow(
      SqlFragmentError,
    );
  });
});
