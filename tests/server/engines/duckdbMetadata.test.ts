import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIndexExpressions } from '../../../server/engines/duckdbMetadata';
import { openTempEngine, type TempEngine } from './engineFixture';

let temp: TempEngine;

beforeAll(async () => {
  temp = await openTempEngine();
  await temp.engine.run(`CREATE SCHEMA shop;
    CREATE SCHEMA archive;
    CREATE TABLE shop.products (
      product_id INTEGER PRIMARY KEY,
      name VARCHAR NOT NULL DEFAULT 'unnamed',
      price DECIMAL(10, 2)
    );
    COMMENT ON TABLE shop.products IS 'What we sell';
    COMMENT ON COLUMN shop.products.price IS 'List price in €';
    CREATE TABLE shop.orders (
      order_id BIGINT PRIMARY KEY,
      product_id INTEGER REFERENCES shop.products (product_id),
      ordered_at TIMESTAMP,
      code VARCHAR
    );
    CREATE INDEX orders_product_idx ON shop.orders (product_id);
    CREATE INDEX orders_code_idx ON shop.orders (product_id, lower(code));
    CREATE VIEW shop.big_orders AS SELECT * FROM shop.orders WHERE order_id > 100;
    CREATE TABLE main.zeta (x INTEGER);
    CREATE TABLE main.alpha (x INTEGER);`);
});

afterAll(async () => {
  await temp.dispose();
});

describe('DuckDBEngine metadata', () => {
  it('lists user schemas sorted, without DuckDB internals', async () => {
    expect(await temp.engine.listSchemas()).toEqual(['archive', 'main', 'shop']);
  });

  it('lists tables and views sorted by name', async () => {
    expect(await temp.engine.listTables('shop')).toEqual([
      { value: 'big_orders', type: 'view' },
      { value: 'orders', type: 'table' },
      { value: 'products', type: 'table' },
    ]);
    expect(await temp.engine.listTables('main')).toEqual([
      { value: 'alpha', type: 'table' },
      { value: 'zeta', type: 'table' },
    ]);
    expect(await temp.engine.listTables('archive')).toEqual([]);
  });

  it('describes columns in ordinal order with type, nullability, comment and default', async () => {
    const info = await temp.engine.describeTable('shop', 'products');
    expect(info).not.toBeNull();
    expect(info?.name).toBe('products');
    expect(info?.schema).toBe('shop');
    expect(info?.comment).toBe('What we sell');
    expect(info?.columns).toEqual([
      { name: 'product_id', type: 'INTEGER', nullable: false, comment: null, default: null },
      { name: 'name', type: 'VARCHAR', nullable: false, comment: null, default: "'unnamed'" },
      { name: 'price', type: 'DECIMAL(10,2)', nullable: true, comment: 'List price in €', default: null },
    ]);
  });

  it('gives the primary key, foreign keys and indexes', async () => {
    const info = await temp.engine.describeTable('shop', 'orders');
    expect(info?.primaryKey).toEqual({ type: 'pk', name: expect.any(String), column_names: ['order_id'] });
    expect(info?.foreignKeys).toEqual([
      {
        type: 'fk',
        name: expect.any(String),
        column_names: ['product_id'],
        referred_table: 'products',
        referred_columns: ['product_id'],
        referred_schema: 'shop',
      },
    ]);
    expect(info?.indexes).toEqual([
      { type: 'index', name: 'orders_code_idx', column_names: ['product_id', '(lower(code))'] },
      { type: 'index', name: 'orders_product_idx', column_names: ['product_id'] },
    ]);
    expect(info?.comment).toBeNull();
  });

  it('describes a view, which has columns but no keys', async () => {
    const info = await temp.engine.describeTable('shop', 'big_orders');
    expect(info?.columns.map((column) => column.name)).toEqual(['order_id', 'product_id', 'ordered_at', 'code']);
    expect(info?.primaryKey).toBeNull();
    expect(info?.indexes).toEqual([]);
  });

  it('returns null for a table or schema that does not exist', async () => {
    expect(await temp.engine.describeTable('shop', 'nope')).toBeNull();
    expect(await temp.engine.describeTable('nowhere', 'products')).toBeNull();
  });
});

describe('parseIndexExpressions', () => {
  it("splits DuckDB's expression list at top-level commas", () => {
    expect(parseIndexExpressions("[a, b, '(lower(c))', 'coalesce(d, ''x'')']")).toEqual([
      'a',
      'b',
      '(lower(c))',
      "coalesce(d, 'x')",
    ]);
    expect(parseIndexExpressions(null)).toEqual([]);
  });
});
