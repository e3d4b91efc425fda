import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBEngine } from '../../../server/engines/duckdb';
import {
  EXAMPLE_TABLES,
  EXAMPLE_VIEWS,
  EXAMPLES_FILE_NAME,
  EXAMPLES_GENERATOR_VERSION,
  EXAMPLES_VERSION_FILE_NAME,
  ensureExampleData,
} from '../../../server/examples';
import { prepareDataDir } from '../helpers/examplesFixture';

/** Order-independent checksums of a few columns of each big table. */
const CHECKSUM_SQL = `SELECT
  (SELECT sum(hash(order_id, order_date, customer_id, revenue, discount, city, notes)) FROM sales.orders)::VARCHAR AS orders,
  (SELECT sum(hash(customer_id, name, email, latitude, signup_date)) FROM sales.customers)::VARCHAR AS customers,
  (SELECT sum(hash(ds, name, state, num)) FROM main.birth_names)::VARCHAR AS birth_names,
  (SELECT sum(hash(flight_id, origin, destination, departure_delay_min)) FROM main.flights)::VARCHAR AS flights`;

let dataDir: string;
let engine: DuckDBEngine;

beforeAll(async () => {
  dataDir = await prepareDataDir();
  engine = await DuckDBEngine.open(path.join(dataDir, EXAMPLES_FILE_NAME), { readOnly: true });
});

afterAll(async () => {
  await engine.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function scalar(sql: string): Promise<unknown> {
  const result = await engine.run(sql);
  return Object.values(result.rows[0])[0];
}

describe('example data', () => {
  it('has every promised table in its schema with the exact row count', async () => {
    for (const { schema, table, rows } of EXAMPLE_TABLES) {
      expect(await scalar(`SELECT count(*) FROM "${schema}"."${table}"`), `${schema}.${table}`).toBe(rows);
    }
  });

  it('promises at least 6 tables in at least 2 schemas, with a million orders', () => {
    expect(EXAMPLE_TABLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(EXAMPLE_TABLES.map((t) => t.schema)).size).toBeGreaterThanOrEqual(2);
    expect(EXAMPLE_TABLES.find((t) => t.schema === 'sales' && t.table === 'orders')?.rows).toBeGreaterThanOrEqual(
      1_000_000,
    );
  });

  it('lists its schemas, tables and views', async () => {
    expect(await engine.listSchemas()).toEqual(['main', 'sales']);
    const salesTables = await engine.listTables('sales');
    for (const { view } of EXAMPLE_VIEWS) expect(salesTables).toContainEqual({ value: view, type: 'view' });
    expect(salesTables).toContainEqual({ value: 'orders', type: 'table' });
  });

  it('has a working view over the orders', async () => {
    const result = await engine.run(
      'SELECT count(*) AS months FROM (SELECT DISTINCT month FROM sales.monthly_revenue)',
    );
    expect(result.rows).toEqual([{ months: 84 }]);
  });

  it('has primary keys and an index for the metadata endpoints', async () => {
    const products = await engine.describeTable('sales', 'products');
    expect(products?.primaryKey?.column_names).toEqual(['product_id']);
    const customers = await engine.describeTable('sales', 'customers');
    expect(customers?.primaryKey?.column_names).toEqual(['customer_id']);
    expect(customers?.indexes.map((index) => index.column_names)).toEqual([['country', 'city']]);
  });

  it('has dates over several years', async () => {
    const result = await engine.run(`SELECT min(order_date) AS first, max(order_date) AS last,
      count(DISTINCT year(order_date)) AS years FROM sales.orders`);
    expect(result.rows).toEqual([{ first: '2019-01-01', last: '2025-12-31', years: 7 }]);
    expect(await scalar('SELECT count(DISTINCT year(ds)) FROM main.birth_names')).toBeGreaterThanOrEqual(40);
    expect(await scalar('SELECT count(DISTINCT year(ds)) FROM main.daily_metrics')).toBe(7);
  });

  it('has NULLs where the data is missing', async () => {
    expect(await scalar('SELECT count(*) FROM sales.customers WHERE email IS NULL')).toBeGreaterThan(1000);
    expect(await scalar('SELECT count(*) FROM sales.orders WHERE discount IS NULL')).toBeGreaterThan(100_000);
    expect(await scalar('SELECT count(*) FROM sales.orders WHERE notes IS NOT NULL')).toBeGreaterThan(1000);
    expect(await scalar('SELECT count(*) FROM main.flights WHERE departure_delay_min IS NULL')).toBeGreaterThan(100);
  });

  it('has unicode text: accents, CJK, right-to-left scripts and emoji', async () => {
    const cities = await engine.run('SELECT DISTINCT city FROM sales.customers');
    const names = cities.rows.map((row) => String(row.city));
    expect(names).toEqual(expect.arrayContaining(['São Paulo', 'Zürich', '東京', 'القاهرة', 'תל אביב']));
    const phrases = (await engine.run('SELECT phrase FROM main.unicode_test')).rows.map((row) => String(row.phrase));
    expect(phrases.some((phrase) => /\p{Extended_Pictographic}/u.test(phrase))).toBe(true);
    expect(phrases.some((phrase) => /\p{Script=Han}/u.test(phrase))).toBe(true);
    expect(phrases.some((phrase) => /\p{Script=Arabic}/u.test(phrase))).toBe(true);
    expect(
      await scalar("SELECT count(*) FROM sales.customers WHERE regexp_matches(name, '[^\\x00-\\x7F]')"),
    ).toBeGreaterThan(1000);
  });

  it('has geography with plausible coordinates', async () => {
    const result = await engine.run(`SELECT min(latitude) >= -90 AND max(latitude) <= 90 AND min(longitude) >= -180
      AND max(longitude) <= 180 AS valid, count(DISTINCT country) AS countries FROM sales.customers`);
    expect(result.rows[0].valid).toBe(true);
    expect(result.rows[0].countries).toBeGreaterThanOrEqual(20);
  });
});

describe('ensureExampleData', () => {
  it('is a fast no-op when the data is there', async () => {
    const started = performance.now();
    const second = await ensureExampleData(dataDir);
    expect(second).toEqual({ file: path.join(dataDir, EXAMPLES_FILE_NAME), generated: false });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('generates again over an old version, and generates the same data every time', async () => {
    const freshDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-examples-fresh-'));
    try {
      // A file from an older generator (here not even a database) is replaced.
      await writeFile(path.join(freshDir, EXAMPLES_FILE_NAME), 'not a database');
      await writeFile(
        path.join(freshDir, EXAMPLES_VERSION_FILE_NAME),
        JSON.stringify({ version: EXAMPLES_GENERATOR_VERSION - 1 }),
      );
      const fresh = await ensureExampleData(freshDir);
      expect(fresh.generated).toBe(true);
      expect((await readdir(freshDir)).sort()).toEqual([EXAMPLES_FILE_NAME, EXAMPLES_VERSION_FILE_NAME]);
      const freshEngine = await DuckDBEngine.open(fresh.file, { readOnly: true });
      try {
        const expected = (await engine.run(CHECKSUM_SQL)).rows[0];
        const actual = (await freshEngine.run(CHECKSUM_SQL)).rows[0];
        expect(actual).toEqual(expected);
      } finally {
        await freshEngine.close();
      }
    } finally {
      await rm(freshDir, { recursive: true, force: true });
    }
  });
});
