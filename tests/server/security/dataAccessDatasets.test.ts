/**
 * Datasets under table-level grants: creating a virtual one (SQL Lab's "Save dataset"), or changing
 * what its SQL reads, needs access to the tables the SQL reads (Superset's CreateDatasetCommand and
 * UpdateDatasetCommand call raise_for_access(database=…, sql=…)); the refusal is a 422 on `sql`.
 * A physical one needs access to its table (its owners may query it), refused on `table_name`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetPermissionView } from '../../../server/services/dataset/datasetAccess';
import { createDataAccessApp, datasourceGrant, tablesMessage, userWith, type DataAccessApp } from './dataAccessFixture';
import type { Caller } from '../helpers/caller';

let env: DataAccessApp;
let writer: Caller;

function create(body: Record<string, unknown>) {
  return writer.post('/api/v1/dataset/', { database: env.examples.id, schema: 'sales', ...body });
}

beforeAll(async () => {
  env = await createDataAccessApp();
  writer = await userWith(env.app, 'dataset_writer', ['Gamma'], {
    orders_writer: [await datasourceGrant(env.app, 'sales', 'orders'), ['can_write', 'Dataset']],
  });
});

afterAll(async () => {
  await env.close();
});

describe('creating a virtual dataset', () => {
  it('from SQL on reachable tables', async () => {
    const response = await create({
      table_name: 'orders_by_status',
      sql: 'SELECT status, count(*) AS n FROM sales.orders GROUP BY status',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('is refused when the SQL reads a table the user cannot reach', async () => {
    const response = await create({
      table_name: 'leaky',
      sql: 'SELECT o.*, c.email FROM sales.orders o JOIN customers c USING (customer_id)',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: { sql: [tablesMessage(['sales.customers'])] } });
    expect(await env.app.store.datasets.findByTable(env.examples.id, 'sales', 'leaky')).toBeNull();
  });

  it('is refused when the SQL reads through a table function', async () => {
    const response = await create({ table_name: 'sneaky', sql: "SELECT * FROM query_table('sales.customers')" });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: { sql: string[] } }>().message.sql[0]).toContain('query_table()');
  });
});

describe('changing a virtual dataset', () => {
  it('to SQL, template parameters or a schema that read an unreachable table is refused', async () => {
    const created = await create({
      table_name: 'templated_orders',
      sql: 'SELECT * FROM {{ source }}',
      template_params: JSON.stringify({ source: 'orders' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    // Owning it is not enough to find it (DatasourceFilter): an admin grants it too.
    await env.app.store.roles.upsertRole('orders_writer', [
      await datasourceGrant(env.app, 'sales', 'orders'),
      ['can_write', 'Dataset'],
      ['datasource_access', datasetPermissionView('examples', { id, table_name: 'templated_orders' })],
    ]);
    const put = (body: Record<string, unknown>) => writer.put(`/api/v1/dataset/${id}`, body);

    expect((await put({ sql: 'SELECT * FROM sales.customers' })).statusCode).toBe(422);
    const params = await put({ template_params: JSON.stringify({ source: 'customers' }) });
    expect(params.statusCode).toBe(422);
    expect(params.json()).toEqual({ message: { sql: [tablesMessage(['sales.customers'])] } });
    expect((await put({ schema: 'main' })).statusCode).toBe(422);
    expect((await put({ description: 'orders, as they come' })).statusCode).toBe(200);
    expect((await put({ sql: 'SELECT order_id FROM {{ source }}' })).statusCode).toBe(200);
  });
});

describe('physical datasets', () => {
  it('cannot be created on a table the user cannot reach, nor pointed at one', async () => {
    const refused = await create({ table_name: 'customers', schema: 'sales' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: Record<string, string[]> }>().message.table_name).toContain(
      tablesMessage(['sales.customers']),
    );

    const renamed = await create({ table_name: 'orders_copy', sql: 'SELECT * FROM sales.orders' });
    expect(renamed.statusCode).toBe(201);
    const id = renamed.json<{ id: number }>().id;
    await env.app.store.roles.upsertRole('orders_writer', [
      await datasourceGrant(env.app, 'sales', 'orders'),
      ['can_write', 'Dataset'],
      ['datasource_access', datasetPermissionView('examples', { id, table_name: 'orders_copy' })],
    ]);
    // Turning it into a physical dataset of sales.customers would let its owner read that table.
    const repointed = await writer.put(`/api/v1/dataset/${id}`, {
      sql: null,
      table_name: 'customers',
    });
    expect(repointed.statusCode).toBe(422);
    expect(repointed.json<{ message: Record<string, string[]> }>().message.table_name).toContain(
      tablesMessage(['sales.customers']),
    );
  });
});
