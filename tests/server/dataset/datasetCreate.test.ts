import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { datasetUser, exampleDatasetId } from './datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

interface CreatedReply {
  id: number;
  result: Record<string, unknown>;
  data: {
    uid: string;
    columns: Array<{ column_name: string; type: string; type_generic: number; is_dttm: boolean }>;
    metrics: Array<{ metric_name: string }>;
  };
}

describe('POST /api/v1/dataset/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    adminId = (await app.store.users.findByUsername('admin'))!.id;
  });
  afterAll(() => app.close());

  it('creates a virtual dataset whose columns and types come from running the SQL', async () => {
    const response = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'big_orders',
      sql: "SELECT order_date, region, revenue, quantity > 5 AS bulk, now()::TIMESTAMP AS loaded_at FROM orders WHERE region = 'Europe';",
      is_managed_externally: false,
      external_url: null,
      columns: [{ column_name: 'order_date', type: 'DATE', is_dttm: true }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreatedReply>();
    expect(body.result).toMatchObject({
      database: 1,
      schema: 'sales',
      table_name: 'big_orders',
      normalize_columns: false,
      always_filter_main_dttm: false,
    });
    expect(body.data.uid).toBe(`${body.id}__table`);
    expect(
      body.data.columns.map(({ column_name, type, type_generic, is_dttm }) => [
        column_name,
        type,
        type_generic,
        is_dttm,
      ]),
    ).toEqual([
      // Superset's result-set type names for a virtual dataset (found by the differential suite);
      // the generic types stay the engine's (a decimal is a number).
      ['order_date', 'DATETIME', 2, true],
      ['region', 'STRING', 1, false],
      ['revenue', null, 0, false],
      ['bulk', 'BOOL', 3, false],
      ['loaded_at', 'DATETIME', 2, true],
    ]);
    expect(body.data.metrics.map((metric) => metric.metric_name)).toEqual(['count']);

    const stored = await app.store.datasets.findById(body.id);
    expect(stored).toMatchObject({
      main_dttm_col: 'order_date',
      owner_ids: [adminId],
      created_by_fk: adminId,
      schema: 'sales',
    });
    expect(stored?.sql).toContain("region = 'Europe'");
  });

  it('renders the template parameters before reading the columns', async () => {
    const response = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'templated',
      sql: "SELECT {{ col }} AS picked, '{{ current_username() }}' AS who FROM orders",
      template_params: '{"col": "quantity"}',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreatedReply>();
    expect(body.data.columns.map((column) => [column.column_name, column.type])).toEqual([
      ['picked', 'INT'],
      ['who', 'STRING'],
    ]);
    expect((await app.store.datasets.findById(body.id))?.template_params).toBe('{"col": "quantity"}');
  });

  it('refuses a second dataset with the same name in the same database and schema (422)', async () => {
    const duplicate = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'orders',
      sql: 'SELECT 1 AS one',
    });
    expect(duplicate.statusCode).toBe(422);
    // Superset 6.1 keys these by `table` and names the table with its schema (found by the differential suite).
    expect(duplicate.json()).toEqual({ message: { table: ['Dataset sales.orders already exists'] } });
    // Another schema is another dataset.
    const elsewhere = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'orders',
      sql: 'SELECT 1 AS one',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("answers bad SQL with the engine's message (422)", async () => {
    const response = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'broken',
      sql: 'SELECT nope FROM orders',
    });
    expect(response.statusCode).toBe(422);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/nope/);
    expect(await app.store.datasets.findByTable(1, 'sales', 'broken')).toBeNull();
  });

  it('allows a single SELECT only (422)', async () => {
    const many = await admin.post('/api/v1/dataset/', { database: 1, table_name: 'two', sql: 'SELECT 1; SELECT 2' });
    expect(many.statusCode).toBe(422);
    expect(many.json()).toEqual({ message: 'Only single queries supported' });
    const write = await admin.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'write',
      sql: 'DELETE FROM sales.orders',
    });
    expect(write.statusCode).toBe(422);
    expect(write.json()).toEqual({ message: 'Only `SELECT` statements are allowed' });
  });

  it('reports undefined template parameters (422)', async () => {
    const response = await admin.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'missing_param',
      sql: 'SELECT {{ nothing }} AS x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/The parameter "nothing" in your query is undefined/);
  });

  it('creates a physical dataset when no SQL is given and the table exists', async () => {
    const seeded = await exampleDatasetId(app, 'sales', 'customers');
    await app.store.datasets.delete([seeded]);
    const response = await admin.post('/api/v1/dataset/', { database: 1, schema: 'sales', table_name: 'customers' });
    expect(response.statusCode).toBe(201);
    const stored = await app.store.datasets.findById(response.json<CreatedReply>().id);
    expect(stored?.sql).toBeNull();
    expect(stored?.main_dttm_col).toBe('signup_date');
    expect(stored?.columns.map((column) => column.column_name)).toContain('email');

    const missing = await admin.post('/api/v1/dataset/', { database: 1, schema: 'sales', table_name: 'no_such_table' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: {
        table: [
          'Table [sales.no_such_table] could not be found, please double check your database connection, schema, and table name',
        ],
      },
    });
  });

  it('validates the body: unknown and missing fields (400), unknown database and owners (422)', async () => {
    const unknown = await admin.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'x',
      sql: 'SELECT 1',
      bogus: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { bogus: ['Unknown field.'] } });
    const missing = await admin.post('/api/v1/dataset/', { database: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { table_name: ['Missing data for required field.'] } });
    const wrongType = await admin.post('/api/v1/dataset/', { database: '1', table_name: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: { database: ['Not a valid integer.'] } });
    const noDatabase = await admin.post('/api/v1/dataset/', { database: 99, table_name: 'x', sql: 'SELECT 1' });
    expect(noDatabase.statusCode).toBe(422);
    expect(noDatabase.json()).toEqual({ message: { database: ['Database does not exist'] } });
    const badOwners = await admin.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'owned',
      sql: 'SELECT 1 AS a',
      owners: [12345],
    });
    expect(badOwners.statusCode).toBe(422);
    expect(badOwners.json()).toEqual({ message: { owners: ['Owners are invalid'] } });
  });

  it('makes a non-admin creator an owner next to the owners given', async () => {
    const client = await datasetUser(app, 'alpha_creator', ['Alpha']);
    const userId = client.id;
    const response = await client.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'alpha_ds',
      sql: 'SELECT 1 AS a',
      owners: [adminId],
    });
    expect(response.statusCode).toBe(201);
    const stored = await app.store.datasets.findById(response.json<CreatedReply>().id);
    expect([...(stored?.owner_ids ?? [])].sort()).toEqual([adminId, userId].sort());
  });

  it('is refused without can_write on Dataset (403) and without a login (401)', async () => {
    const client = await datasetUser(app, 'gamma_creator', ['Gamma']);
    const response = await client.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'gamma_ds',
      sql: 'SELECT 1 AS a',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: 1, table_name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/v1/dataset/get_or_create/', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  it('returns the existing dataset of a table, matched by database and name', async () => {
    const orders = await exampleDatasetId(app, 'sales', 'orders');
    const response = await admin.post('/api/v1/dataset/get_or_create/', {
      table_name: 'orders',
      database_id: 1,
      schema: 'elsewhere',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { table_id: orders } });
  });

  it('creates the dataset of a table that has none, and fails for a table that does not exist', async () => {
    await app.store.datasets.delete([await exampleDatasetId(app, 'main', 'airports')]);
    const created = await admin.post('/api/v1/dataset/get_or_create/', {
      table_name: 'airports',
      database_id: 1,
      schema: 'main',
      template_params: '{}',
    });
    expect(created.statusCode).toBe(200);
    const { table_id } = created.json<{ result: { table_id: number } }>().result;
    expect((await app.store.datasets.findById(table_id))?.columns.map((column) => column.column_name)).toContain(
      'iata_code',
    );

    const missing = await admin.post('/api/v1/dataset/get_or_create/', {
      table_name: 'tmp_nothing',
      database_id: 1,
      schema: 'main',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: { table: string[] } }>().message.table[0]).toMatch(
      /^Table \[main.tmp_nothing\] could not be found/,
    );
  });

  it('validates its body (400)', async () => {
    const response = await admin.post('/api/v1/dataset/get_or_create/', { table_name: 'orders' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: { database_id: ['Missing data for required field.'] } });
  });
});
