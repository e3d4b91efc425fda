import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { datasetUser, exampleDatasetId, grantExamplesAccess, q } from './datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

interface ListReply {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
  list_columns?: string[];
  label_columns?: Record<string, string>;
  list_title?: string;
}

describe('GET /api/v1/dataset/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminId: number;
  let virtualId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    adminId = (await app.store.users.findByUsername('admin'))!.id;
    const ordersId = await exampleDatasetId(app, 'sales', 'orders');
    await app.store.datasets.update(ordersId, {
      extra: JSON.stringify({ certification: { certified_by: 'Data team', details: 'Checked' } }),
    });
    const created = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'europe_orders',
      sql: "SELECT * FROM orders WHERE region = 'Europe'",
    });
    virtualId = created.json<{ id: number }>().id;
  });
  afterAll(() => app.close());

  const list = async (args: unknown): Promise<ListReply> => {
    const response = await admin.get(`/api/v1/dataset/?${q(args)}`);
    expect(response.statusCode).toBe(200);
    return response.json<ListReply>();
  };
  const names = (reply: ListReply) => reply.result.map((row) => row.table_name);

  it('lists every dataset in FAB shape, newest first by default', async () => {
    const reply = await list({});
    expect(reply.count).toBe(10);
    expect(reply.ids[0]).toBe(virtualId);
    expect(reply.list_title).toBe('List Sqla Table');
    expect(reply.result[0]).toMatchObject({
      id: virtualId,
      table_name: 'europe_orders',
      schema: 'sales',
      kind: 'virtual',
      datasource_type: 'table',
      database: { id: 1, database_name: 'examples' },
      owners: [{ id: adminId, first_name: 'Superset', last_name: 'Admin' }],
      changed_by_name: 'Superset Admin',
      explore_url: `/explore/?datasource_type=table&datasource_id=${virtualId}`,
      changed_on_delta_humanized: expect.any(String),
    });
    expect(reply.result[0].changed_on_utc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+0000$/);
  });

  it('filters by name (ct), database (rel_o_m), schema and owner (rel_m_m)', async () => {
    expect(
      names(
        await list({
          filters: [{ col: 'table_name', opr: 'ct', value: 'ORDER' }],
          order_column: 'table_name',
          order_direction: 'asc',
        }),
      ),
    ).toEqual(['europe_orders', 'orders']);
    expect((await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: 1 }] })).count).toBe(10);
    expect((await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: 2 }] })).count).toBe(0);
    expect((await list({ filters: [{ col: 'schema', opr: 'eq', value: 'main' }] })).count).toBe(5);
    expect(names(await list({ filters: [{ col: 'owners', opr: 'rel_m_m', value: adminId }] }))).toEqual([
      'europe_orders',
    ]);
    expect((await list({ filters: [{ col: 'owners', opr: 'nrel_m_m', value: adminId }] })).count).toBe(9);
  });

  it('tells virtual from physical datasets with dataset_is_null_or_empty on sql', async () => {
    expect(names(await list({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }] }))).toEqual([
      'europe_orders',
    ]);
    expect((await list({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }] })).count).toBe(9);
  });

  it('finds certified datasets with dataset_is_certified on id', async () => {
    expect(names(await list({ filters: [{ col: 'id', opr: 'dataset_is_certified', value: true }] }))).toEqual([
      'orders',
    ]);
    expect((await list({ filters: [{ col: 'id', opr: 'dataset_is_certified', value: false }] })).count).toBe(9);
  });

  it('orders and pages', async () => {
    const first = await list({ order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 3 });
    expect(first.count).toBe(10);
    expect(names(first)).toEqual(['airports', 'birth_names', 'customers']);
    const third = await list({ order_column: 'table_name', order_direction: 'desc', page: 2, page_size: 4 });
    expect(names(third)).toEqual(['birth_names', 'airports']);
  });

  it("selects columns, reaching into lists (the SQL editor's dataset search)", async () => {
    const reply = await list({
      columns: ['id', 'table_name', 'schema', 'owners.id'],
      filters: [{ col: 'table_name', opr: 'ct', value: 'europe' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(reply.result).toEqual([
      { id: virtualId, table_name: 'europe_orders', schema: 'sales', owners: [{ id: adminId }] },
    ]);
    expect(reply.list_columns).toEqual(['id', 'table_name', 'schema', 'owners.id']);
    expect(reply.label_columns).toEqual({
      id: 'Id',
      table_name: 'Table Name',
      schema: 'Schema',
      'owners.id': 'Owners Id',
    });
  });

  it('refuses unknown filters, operators, columns and bad rison (400)', async () => {
    const column = await admin.get(`/api/v1/dataset/?${q({ filters: [{ col: 'nope', opr: 'eq', value: 1 }] })}`);
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ message: 'Filter column: nope not allowed to filter' });
    const operator = await admin.get(
      `/api/v1/dataset/?${q({ filters: [{ col: 'sql', opr: 'dataset_is_certified', value: true }] })}`,
    );
    expect(operator.statusCode).toBe(400);
    expect(operator.json()).toEqual({ message: 'Filter operation: dataset_is_certified not allowed on column: sql' });
    expect((await admin.get(`/api/v1/dataset/?${q({ columns: ['password'] })}`)).statusCode).toBe(400);
    expect((await admin.get(`/api/v1/dataset/?${q({ order_column: 'sql' })}`)).statusCode).toBe(400);
    const rison = await admin.get('/api/v1/dataset/?q=(page:');
    expect(rison.statusCode).toBe(400);
    expect(rison.json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it("shows a user only the datasets they may access: none without access, all with the database's", async () => {
    const gamma = await datasetUser(app, 'gamma_reader', ['Gamma']);
    const nothing = await gamma.get('/api/v1/dataset/');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json<ListReply>().count).toBe(0);
    expect((await gamma.get(`/api/v1/dataset/${virtualId}`)).statusCode).toBe(404);

    const role = await grantExamplesAccess(app);
    const granted = await datasetUser(app, 'gamma_granted', ['Gamma', role]);
    expect((await granted.get('/api/v1/dataset/')).json<ListReply>().count).toBe(10);

    const ordersId = await exampleDatasetId(app, 'sales', 'orders');
    await app.store.roles.upsertRole('orders_only', [['datasource_access', `[examples].[orders](id:${ordersId})`]]);
    const single = await datasetUser(app, 'gamma_single', ['Gamma', 'orders_only']);
    expect(names((await single.get('/api/v1/dataset/')).json<ListReply>())).toEqual(['orders']);
  });
});

describe('GET /api/v1/dataset/<pk>', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let ordersId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    ordersId = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it('returns the whole dataset with columns, metrics and derived fields', async () => {
    const response = await admin.get(`/api/v1/dataset/${ordersId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      id: number;
      result: Record<string, unknown>;
      show_title: string;
      show_columns: string[];
    }>();
    expect(body.id).toBe(ordersId);
    expect(body.show_title).toBe('Show Sqla Table');
    expect(body.show_columns).toContain('select_star');
    const { result } = body;
    expect(result).toMatchObject({
      id: ordersId,
      uid: `${ordersId}__table`,
      table_name: 'orders',
      name: 'sales.orders',
      schema: 'sales',
      sql: null,
      kind: 'physical',
      datasource_type: 'table',
      database: { id: 1, database_name: 'examples', backend: 'duckdb' },
      main_dttm_col: 'order_date',
      select_star: 'SELECT\n  *\nFROM sales.orders\nLIMIT 100',
      url: `/tablemodelview/edit/${ordersId}`,
      owners: [],
      filter_select_enabled: true,
      is_sqllab_view: false,
      offset: 0,
    });
    const columns = result.columns as Array<Record<string, unknown>>;
    expect(columns.find((column) => column.column_name === 'order_date')).toMatchObject({
      type: 'DATE',
      type_generic: 2,
      is_dttm: true,
      groupby: true,
      filterable: true,
    });
    expect(result.metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric_name: 'sum__revenue', expression: 'SUM(revenue)', metric_type: 'sum' }),
      ]),
    );
    expect(result.verbose_map).toMatchObject({ __timestamp: 'Time', count: 'COUNT(*)', revenue: 'revenue' });
    expect(result.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(result.granularity_sqla).toEqual([['order_date', 'order_date']]);
    expect(result.order_by_choices).toContainEqual(['["city", true]', 'city [asc]']);
  });

  it('selects fields with rison, as SQL Lab opens a dataset (keys:!(none))', async () => {
    const response = await admin.get(
      `/api/v1/dataset/${ordersId}?${q({ keys: ['none'], columns: ['name', 'schema', 'database.id', 'select_star'] })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ordersId,
      result: {
        name: 'sales.orders',
        schema: 'sales',
        database: { id: 1 },
        select_star: 'SELECT\n  *\nFROM sales.orders\nLIMIT 100',
      },
    });
    const nested = await admin.get(
      `/api/v1/dataset/${ordersId}?${q({ keys: ['none'], columns: ['columns.column_name', 'unknown_field'] })}`,
    );
    const columns = nested.json<{ result: { columns: Array<{ column_name: string }> } }>().result.columns;
    expect(nested.json<{ result: object }>().result).toEqual({ columns });
    expect(columns[0]).toEqual({ column_name: 'order_id' });
  });

  it('answers 404 for an unknown dataset and 400 for bad arguments', async () => {
    const missing = await admin.get('/api/v1/dataset/4242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    // As Superset: an id that is not an integer names no dataset.
    expect((await admin.get('/api/v1/dataset/abc')).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/dataset/${ordersId}?${q({ keys: ['everything'] })}`)).statusCode).toBe(400);
  });
});
