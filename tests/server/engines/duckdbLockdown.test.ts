/**
 * The DuckDB engine on its own (no write guard in front): a user's SQL cannot read or write files,
 * reach other databases, load extensions, change settings or switch on what the lock misses —
 * and ordinary reads, CTAS/CVAS, USE and search paths keep working.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ACCESS_REFUSED } from '../../../server/engines/duckdbErrors';
import { refusedFunctionsIn } from '../../../server/engines/duckdbLockdown';
import { STATEMENT_COUNT_MISMATCH } from '../../../server/engines/duckdbScript';
import { EngineError } from '../../../server/engines/types';
import { MetadataDatabase } from '../../../server/store/database';
import { openTempEngine, type TempEngine } from './engineFixture';

let temp: TempEngine;
let dir: string;
const token = `sentinel-${randomBytes(8).toString('hex')}`;
let secretFile: string;

beforeAll(async () => {
  temp = await openTempEngine();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-lockdown-'));
  secretFile = path.join(dir, 'secret.csv');
  await writeFile(secretFile, `token\n${token}\n`);
  await temp.engine.run('CREATE SCHEMA shop; CREATE TABLE shop.items AS SELECT range AS id FROM range(5)');
});

afterAll(async () => {
  await temp.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function refusal(sql: string): Promise<EngineError> {
  try {
    await temp.engine.run(sql);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).not.toContain(token);
    return error as EngineError;
  }
  throw new Error(`Not refused: ${sql}`);
}

async function scalar(sql: string): Promise<unknown> {
  const result = await temp.engine.run(sql);
  return Object.values(result.rows[0] ?? {})[0];
}

describe('the locked-down DuckDB instance', () => {
  it('runs with external access off, extensions off and its configuration locked', async () => {
    const settings = await temp.engine.run(
      "SELECT name, value FROM duckdb_settings() WHERE name IN ('enable_external_access', 'lock_configuration', 'autoinstall_known_extensions', 'autoload_known_extensions', 'allow_community_extensions') ORDER BY name",
    );
    expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.value]))).toEqual({
      allow_community_extensions: 'false',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      enable_external_access: 'false',
      lock_configuration: 'true',
    });
  });

  it.each([
    ['read_csv', (file: string) => `SELECT * FROM read_csv('${file}')`],
    ['read_csv_auto', (file: string) => `SELECT * FROM read_csv_auto('${file}')`],
    ['read_text', (file: string) => `SELECT content FROM read_text('${file}')`],
    ['read_blob', (file: string) => `SELECT content FROM read_blob('${file}')`],
    ['read_json', (file: string) => `SELECT * FROM read_json('${file}')`],
    ['read_parquet', (file: string) => `SELECT * FROM read_parquet('${file}')`],
    ['read_duckdb', (file: string) => `SELECT * FROM read_duckdb('${file}')`],
    ['glob', (file: string) => `SELECT * FROM glob('${path.dirname(file)}/*')`],
    ['sniff_csv', (file: string) => `SELECT * FROM sniff_csv('${file}')`],
    ['a file path as a table', (file: string) => `SELECT * FROM '${file}'`],
    ['COPY TO', (file: string) => `COPY (SELECT 1) TO '${file}.out'`],
    ['IMPORT DATABASE', (file: string) => `IMPORT DATABASE '${path.dirname(file)}'`],
    ['a file behind a second statement', (file: string) => `SELECT 1; SELECT content FROM read_text('${file}')`],
  ])('refuses %s on the file system with a clear message', async (_name, sql) => {
    const error = await refusal(sql(secretFile));
    expect(error.kind).toBe('not_allowed');
    expect(error.message).toMatch(/not allowed on this database|does not allow/);
    expect(await readdir(dir)).toEqual(['secret.csv']);
  });

  it('says plainly that a file is out of reach, without DuckDB’s paths of the machine', async () => {
    expect((await refusal(`SELECT content FROM read_text('${secretFile}')`)).message).toBe(FILE_ACCESS_REFUSED);
  });

  it.each([
    ["ATTACH ':memory:' AS scratch", 'ATTACH statements are not allowed on this database.'],
    ['ATTACH of a file', 'ATTACH statements are not allowed on this database.'],
    ['DETACH memory', 'DETACH statements are not allowed on this database.'],
    ['INSTALL httpfs', 'INSTALL/LOAD statements are not allowed on this database.'],
    ['LOAD json', 'INSTALL/LOAD statements are not allowed on this database.'],
    // DuckDB plans COPY and EXPORT with their files: the lock refuses them before the statement check.
    ['EXPORT DATABASE', FILE_ACCESS_REFUSED],
    ['COPY shop.items TO a file', FILE_ACCESS_REFUSED],
    ['PRAGMA disable_checkpoint_on_shutdown', 'PRAGMA statements are not allowed on this database.'],
    ['PRAGMA enable_verification', 'PRAGMA statements are not allowed on this database.'],
    ['CALL pragma_version()', 'CALL statements are not allowed on this database.'],
  ])('refuses %s', async (name, message) => {
    const sql: Record<string, string> = {
      'ATTACH of a file': `ATTACH '${path.join(dir, 'other.duckdb')}' AS other`,
      'EXPORT DATABASE': `EXPORT DATABASE '${path.join(dir, 'export')}'`,
      'COPY shop.items TO a file': `COPY shop.items TO '${path.join(dir, 'items.csv')}'`,
    };
    const error = await refusal(sql[name] ?? name);
    expect(error).toMatchObject({ kind: 'not_allowed', message });
    expect(await readdir(dir)).toEqual(['secret.csv']);
    expect(await scalar("SELECT count(*) FROM duckdb_databases() WHERE NOT internal AND database_name <> 'test'")).toBe(
      0,
    );
  });

  it.each([
    'SET enable_external_access = true',
    'SET GLOBAL enable_external_access = true',
    'RESET enable_external_access',
    'SET lock_configuration = false',
    "SET allowed_directories = ['/']",
    "SET allowed_paths = ['/etc/passwd']",
    'SET autoload_known_extensions = true',
    "SET temp_directory = '/tmp'",
  ])('refuses to change a locked setting: %s', async (sql) => {
    const error = await refusal(sql);
    expect(error.kind).toBe('not_allowed');
    expect(error.message).toMatch(/^The setting "[a-z_]+" cannot be changed on this database\.$/);
    expect(await scalar("SELECT current_setting('enable_external_access')")).toBe(false);
  });

  it.each([
    "SELECT * FROM enable_logging(storage = 'file', storage_path = '/tmp/x')",
    "CALL enable_logging(storage = 'stdout')",
    "SELECT * FROM system.main.enable_logging(storage = 'stdout')",
    'SELECT * FROM "ENABLE_LOGGING"()',
    "SELECT * FROM enable_profiling(format = 'json', save_location = '/tmp/p.json')",
    'SELECT * FROM enable_peg_parser()',
    'SELECT * FROM force_checkpoint()',
    "SELECT * FROM query('SELECT * FROM enable_' || 'logging()')",
    "SELECT * FROM QUERY /* a comment */ ('SELECT 1')",
    "SELECT * FROM query\r\n('SELECT 1')",
    "SELECT * FROM json_execute_serialized_sql(json_serialize_sql('SELECT 1'))",
  ])('refuses a function that escapes the lock: %s', async (sql) => {
    const error = await refusal(sql);
    expect(error.kind).toBe('not_allowed');
    expect(error.message).toMatch(/^The function [a-z_, ]+ is not allowed on this database\.$/);
    expect(await scalar('SELECT 42')).toBe(42);
  });

  it('refuses SQL its parser splits otherwise than the caller did', async () => {
    const error = await temp.engine
      .run('SELECT 1 -- c\r; SELECT 2', { expectedStatements: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'not_allowed', message: STATEMENT_COUNT_MISMATCH });
    expect((await temp.engine.run('SELECT 1; SELECT 2 AS two', { expectedStatements: 2 })).rows).toEqual([{ two: 2 }]);
  });
});

describe('what keeps working on the locked-down instance', () => {
  it('reads, USE, search paths and CTAS/CVAS into its own file', async () => {
    expect(await scalar('SELECT count(*) FROM shop.items')).toBe(5);
    expect(await scalar('USE shop; SELECT count(*) FROM items')).toBe(5);
    expect(await scalar("SET search_path = 'shop'; SELECT count(*) FROM items")).toBe(5);
    await temp.engine.run(
      'CREATE TABLE shop.copy AS SELECT * FROM shop.items; CREATE VIEW shop.view AS SELECT 1 AS one',
    );
    expect(await scalar('SELECT count(*) FROM shop.copy')).toBe(5);
    expect(await scalar('SELECT one FROM shop.view')).toBe(1);
  });

  it('lets names that only look like refused functions through', async () => {
    expect(await scalar('SELECT 1 AS query')).toBe(1);
    expect(await scalar('WITH query AS (SELECT 7 AS n) SELECT n FROM query')).toBe(7);
    expect(await scalar("SELECT 'checkpoint' AS word")).toBe('checkpoint');
    expect(refusedFunctionsIn('SELECT my_query(1), query_table_x, querying(2)')).toEqual([]);
  });

  it('hands the next query a clean connection after one that set state', async () => {
    await temp.engine.run('SET VARIABLE secret_note = 42; CREATE TEMP TABLE notes AS SELECT 1 AS n');
    for (let i = 0; i < 6; i += 1) {
      expect(await scalar("SELECT getvariable('secret_note')")).toBeNull();
      await expect(temp.engine.run('SELECT * FROM temp.notes')).rejects.toMatchObject({ kind: 'table_missing' });
    }
  });

  it('keeps answering after refused attempts to break it', async () => {
    await refusal("SELECT * FROM enable_logging(storage = 'file', storage_path = '/tmp/nowhere')");
    await refusal("ATTACH ':memory:' AS m");
    expect(await scalar('SELECT 42')).toBe(42);
  });
});

describe('the metadata store (trusted SQL only)', () => {
  it('is locked down as well, and still reads and writes its own file', async () => {
    const storeDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-meta-lock-'));
    const db = await MetadataDatabase.open(path.join(storeDir, 'metadata.duckdb'));
    try {
      await db.run('CREATE TABLE t (n INTEGER)');
      await db.run('INSERT INTO t VALUES (?)', [1]);
      expect(await db.first<{ n: number }>('SELECT n FROM t')).toEqual({ n: 1 });
      expect(await db.first("SELECT current_setting('enable_external_access') AS v")).toEqual({ v: false });
      await expect(db.all(`SELECT content FROM read_text('${secretFile}')`)).rejects.toThrow(/Permission Error/);
      await expect(db.run('SET enable_external_access = true')).rejects.toThrow(/locked/);
    } finally {
      await db.close();
      await rm(storeDir, { recursive: true, force: true });
    }
  });
});
