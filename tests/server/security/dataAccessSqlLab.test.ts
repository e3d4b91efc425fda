/**
 * SQL Lab under table-level grants (Superset's raise_for_access(query=…)): a user with only
 * sql_lab and datasource_access on sales.orders runs what reads orders and is refused anything
 * that reads another table, however the SQL names it; schema_access reaches the whole schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataAccessApp,
  datasourceGrant,
  schemaGrant,
  tablesMessage,
  userWith,
  type DataAccessApp,
} from './dataAccessFixture';
import type { Caller } from '../helpers/caller';

let env: DataAccessApp;
let ordersAnalyst: Caller;
let salesAnalyst: Caller;

function run(caller: Caller, sql: string, extra: Record<string, unknown> = {}) {
  return caller.post('/api/v1/sqllab/execute/', {
    database_id: env.examples.id,
    sql,
    runAsync: false,
    ...extra,
  });
}

async function expectTablesDenied(
  caller: Caller,
  sql: string,
  tables: string[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const response = await run(caller, sql, extra);
  expect(response.statusCode, sql).toBe(403);
  expect(response.json(), sql).toEqual({
    errors: [
      {
        message: tablesMessage(tables),
        error_type: 'TABLE_SECURITY_ACCESS_ERROR',
        level: 'warning',
        extra: { link: '', tables },
      },
    ],
  });
}

async function expectDatabaseLevel(caller: Caller, sql: string, reason: string): Promise<void> {
  const response = await run(caller, sql);
  expect(response.statusCode, sql).toBe(403);
  const [error] = response.json<{ errors: Array<{ error_type: string; message: string }> }>().errors;
  expect(error.error_type, sql).toBe('DATABASE_SECURITY_ACCESS_ERROR');
  expect(error.message, sql).toContain('needs access to the whole database examples');
  expect(error.message, sql).toContain(reason);
}

beforeAll(async () => {
  env = await createDataAccessApp();
  ordersAnalyst = await userWith(env.app, 'orders_analyst', ['sql_lab'], {
    orders_reader: [await datasourceGrant(env.app, 'sales', 'orders')],
  });
  salesAnalyst = await userWith(env.app, 'sales_analyst', ['sql_lab'], { sales_schema: [schemaGrant('sales')] });
});

afterAll(async () => {
  await env.close();
});

describe('running SQL with datasource_access on sales.orders only', () => {
  it('runs a query on the granted table', async () => {
    const response = await run(ordersAnalyst, 'SELECT count(*) AS n FROM sales.orders');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Array<{ n: number }> }>().data[0].n).toBeGreaterThan(0);
  });

  it('runs SQL that names no table, as Superset does (nothing is denied)', async () => {
    expect((await run(ordersAnalyst, 'SELECT 1 AS one')).statusCode).toBe(200);
    expect((await run(ordersAnalyst, 'SELECT * FROM range(3) t(x), unnest([1, 2])')).statusCode).toBe(200);
  });

  it('is refused another table, with the table in the message, and the run is recorded as failed', async () => {
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM sales.customers', ['sales.customers']);
    const runs = await env.app.sqlLabJobs.queries.list({ userId: ordersAnalyst.id });
    const last = runs.find((query) => query.sql === 'SELECT * FROM sales.customers');
    expect(last?.status).toBe('failed');
  });

  it('lists only the denied tables of a join, each once', async () => {
    await expectTablesDenied(
      ordersAnalyst,
      'SELECT * FROM sales.orders o JOIN sales.customers c ON o.customer_id = c.customer_id JOIN sales.customers c2 USING (customer_id)',
      ['sales.customers'],
    );
  });

  it('finds tables in subqueries, set operations, FROM-first syntax and several statements', async () => {
    await expectTablesDenied(
      ordersAnalyst,
      'SELECT * FROM sales.orders WHERE customer_id IN (SELECT customer_id FROM sales.customers)',
      ['sales.customers'],
    );
    await expectTablesDenied(
      ordersAnalyst,
      'SELECT customer_id FROM sales.orders UNION SELECT customer_id FROM sales.customers',
      ['sales.customers'],
    );
    await expectTablesDenied(ordersAnalyst, 'FROM sales.customers', ['sales.customers']);
    await expectTablesDenied(ordersAnalyst, 'SELECT 1; SELECT * FROM sales.products', ['sales.products']);
  });

  it('refuses a CTE named like the allowed table that reads another one', async () => {
    await expectTablesDenied(ordersAnalyst, 'WITH orders AS (SELECT * FROM sales.customers) SELECT * FROM orders', [
      'sales.customers',
    ]);
  });

  it('resolves names as DuckDB does: quoted, any case, catalog-qualified, or in the tab schema', async () => {
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM "SALES"."Customers"', ['SALES.Customers']);
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM examples.sales.customers', ['examples.sales.customers']);
    expect((await run(ordersAnalyst, 'SELECT count(*) FROM examples.sales.orders')).statusCode).toBe(200);
    expect((await run(ordersAnalyst, 'SELECT count(*) FROM "Sales".ORDERS')).statusCode).toBe(200);
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM customers', ['sales.customers'], { schema: 'sales' });
    expect((await run(ordersAnalyst, 'SELECT count(*) FROM orders', { schema: 'sales' })).statusCode).toBe(200);
    await expectTablesDenied(ordersAnalyst, 'SELECT count(*) FROM orders', ['main.orders']);
  });

  it('catches what DuckDB reads without a FROM table: SUMMARIZE, DESCRIBE, SHOW, PIVOT, EXPLAIN', async () => {
    await expectTablesDenied(ordersAnalyst, 'SUMMARIZE sales.customers', ['sales.customers']);
    await expectTablesDenied(ordersAnalyst, 'DESCRIBE sales.customers', ['sales.customers']);
    await expectTablesDenied(ordersAnalyst, 'SHOW sales.customers', ['sales.customers']);
    await expectTablesDenied(ordersAnalyst, "PIVOT sales.customers ON country IN ('FR') USING count(*)", [
      'sales.customers',
    ]);
    await expectTablesDenied(ordersAnalyst, 'EXPLAIN SELECT * FROM sales.customers', ['sales.customers']);
    await expectTablesDenied(ordersAnalyst, 'EXPLAIN ANALYZE SELECT * FROM sales.customers', ['sales.customers']);
  });

  it('needs database access for table functions that read by name, metadata listings and unparsable SQL', async () => {
    await expectDatabaseLevel(ordersAnalyst, "SELECT * FROM query_table('sales.customers')", 'query_table()');
    await expectDatabaseLevel(ordersAnalyst, 'SELECT * FROM duckdb_tables()', 'duckdb_tables()');
    await expectDatabaseLevel(ordersAnalyst, 'SHOW TABLES', 'lists what the database holds');
    await expectDatabaseLevel(ordersAnalyst, 'SELEC * FROM sales.orders', 'DuckDB could not parse it');
    await expectDatabaseLevel(ordersAnalyst, 'PIVOT sales.orders ON status USING count(*)', 'PIVOT statement');
  });

  it('checks the SQL after its template is rendered', async () => {
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM sales.{{ table }}', ['sales.customers'], {
      templateParams: JSON.stringify({ table: 'customers' }),
    });
  });

  it('refuses asynchronous runs and CTAS the same way', async () => {
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM sales.customers', ['sales.customers'], { runAsync: true });
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM sales.customers', ['sales.customers'], {
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'copied_customers',
      schema: 'main',
    });
  });

  it('refuses the cost estimate of SQL it may not run', async () => {
    const denied = await ordersAnalyst.post('/api/v1/sqllab/estimate/', {
      database_id: env.examples.id,
      sql: 'SELECT * FROM sales.customers',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ errors: Array<{ error_type: string }> }>().errors[0].error_type).toBe(
      'TABLE_SECURITY_ACCESS_ERROR',
    );
    const allowed = await ordersAnalyst.post('/api/v1/sqllab/estimate/', {
      database_id: env.examples.id,
      sql: 'SELECT * FROM sales.orders',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('views are tables', () => {
  it('refuses a view the user is not granted, even over a table they reach', async () => {
    await expectTablesDenied(ordersAnalyst, 'SELECT * FROM sales.monthly_revenue', ['sales.monthly_revenue']);
  });

  it('reaches a view over an unreachable table when the view itself is granted', async () => {
    const viewer = await userWith(env.app, 'revenue_viewer', ['sql_lab'], {
      revenue_reader: [await datasourceGrant(env.app, 'sales', 'monthly_revenue')],
    });
    expect((await run(viewer, 'SELECT * FROM sales.monthly_revenue')).statusCode).toBe(200);
    await expectTablesDenied(viewer, 'SELECT * FROM sales.orders', ['sales.orders']);
  });
});

describe('schema_access on sales', () => {
  it('reaches every table of the schema', async () => {
    for (const table of ['orders', 'customers', 'products', 'monthly_revenue']) {
      const response = await run(salesAnalyst, `SELECT count(*) FROM sales.${table}`);
      expect(response.statusCode, table).toBe(200);
    }
  });

  it('does not reach other schemas, nor system views named without a schema', async () => {
    await expectTablesDenied(salesAnalyst, 'SELECT * FROM main.flights', ['main.flights']);
    // DuckDB finds duckdb_views in its system catalog when the tab's schema has no such table.
    await expectTablesDenied(salesAnalyst, 'SELECT * FROM duckdb_views', ['sales.duckdb_views'], { schema: 'sales' });
    await expectTablesDenied(salesAnalyst, 'SELECT * FROM information_schema.tables', ['information_schema.tables']);
  });
});

describe('results and CSV export of a run', () => {
  it('are refused once the grant the run relied on is taken away', async () => {
    const user = await userWith(env.app, 'revoked_analyst', ['sql_lab'], {
      revocable: [await datasourceGrant(env.app, 'sales', 'orders')],
    });
    const response = await run(user, 'SELECT order_id FROM sales.orders LIMIT 3', { client_id: 'revokeme01' });
    expect(response.statusCode).toBe(200);
    const key = response.json<{ query: { resultsKey: string } }>().query.resultsKey;
    const resultsUrl = `/api/v1/sqllab/results/?q=${encodeURIComponent(`(key:'${key}')`)}`;
    expect((await user.get(resultsUrl)).statusCode).toBe(200);
    expect((await user.get('/api/v1/sqllab/export/revokeme01/')).statusCode).toBe(200);

    await env.app.store.roles.upsertRole('revocable', []);
    const results = await user.get(resultsUrl);
    expect(results.statusCode).toBe(403);
    expect(results.json()).toMatchObject({
      errors: [{ message: 'Cannot access the query', error_type: 'QUERY_SECURITY_ACCESS_ERROR' }],
    });
    expect((await user.get('/api/v1/sqllab/export/revokeme01/')).statusCode).toBe(403);
  });

  it('export a CTAS run of a granted table', async () => {
    const response = await run(salesAnalyst, 'SELECT customer_id FROM sales.customers', {
      client_id: 'ctasexport1',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'sales_copy',
      schema: 'sales',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await salesAnalyst.get('/api/v1/sqllab/export/ctasexport1/')).statusCode).toBe(200);
  });
});

describe('a user without any access to the database', () => {
  it('finds it unknown', async () => {
    const stranger = await userWith(env.app, 'stranger', ['sql_lab']);
    const response = await run(stranger, 'SELECT 1');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ errors: Array<{ error_type: string }> }>().errors[0].error_type).toBe(
      'GENERIC_BACKEND_ERROR',
    );
    const estimate = await stranger.post('/api/v1/sqllab/estimate/', {
      database_id: env.examples.id,
      sql: 'SELECT 1',
    });
    expect(estimate.statusCode).toBe(404);
  });
});

describe('which datasets grant a table', () => {
  it('owning the physical dataset of a table reaches it (raise_for_access accepts owners)', async () => {
    // A grant inside the database lists it for them (DatabaseFilter); products comes with ownership.
    const owner = await userWith(env.app, 'products_owner', ['sql_lab'], {
      owner_orders: [await datasourceGrant(env.app, 'sales', 'orders')],
    });
    const products = await env.app.store.datasets.findByTable(env.examples.id, 'sales', 'products');
    await env.app.store.datasets.update(products?.id ?? 0, { owner_ids: [owner.id] });
    expect((await run(owner, 'SELECT count(*) FROM sales.products')).statusCode).toBe(200);
  });

  it('a virtual dataset named like a table grants no access to the table', async () => {
    const physical = await env.app.store.datasets.findByTable(env.examples.id, 'sales', 'customers');
    await env.app.store.datasets.delete([physical?.id ?? 0]);
    const virtual = await env.app.store.datasets.create({
      database_id: env.examples.id,
      schema: 'sales',
      table_name: 'customers',
      sql: 'SELECT 1 AS one',
      owner_ids: [],
      columns: [],
      metrics: [],
    });
    const user = await userWith(env.app, 'virtual_customers', ['sql_lab'], {
      virtual_customers_reader: [['datasource_access', `[examples].[customers](id:${virtual.id})`]],
    });
    await expectTablesDenied(user, 'SELECT * FROM sales.customers', ['sales.customers']);
  });
});
