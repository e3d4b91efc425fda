import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { datasetUser, exampleDatasetId, grantExamplesAccess } from '../dataset/datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

describe('GET /superset/fetch_datasource_metadata', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let ordersId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    ordersId = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it("returns the dataset's datasource payload", async () => {
    const response = await admin.get(`/superset/fetch_datasource_metadata?datasourceKey=${ordersId}__table`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ordersId,
      uid: `${ordersId}__table`,
      type: 'table',
      name: 'sales.orders',
      datasource_name: 'orders',
      main_dttm_col: 'order_date',
      select_star: 'SELECT\n  *\nFROM sales.orders\nLIMIT 100',
      database: { id: 1, name: 'examples', backend: 'duckdb' },
    });
  });

  it('answers 404 for an unknown dataset, 400 for a bad key or type', async () => {
    const missing = await admin.get('/superset/fetch_datasource_metadata?datasourceKey=9999__table');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Datasource does not exist' });
    expect((await admin.get('/superset/fetch_datasource_metadata?datasourceKey=orders')).statusCode).toBe(400);
    const type = await admin.get(`/superset/fetch_datasource_metadata?datasourceKey=${ordersId}__druid`);
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ message: 'Invalid datasource type: druid' });
    expect((await admin.get('/superset/fetch_datasource_metadata')).statusCode).toBe(400);
  });

  it("refuses a user without access to the dataset (403, Superset's security error)", async () => {
    const client = await datasetUser(app, 'gamma_meta', ['Gamma']);
    const response = await client.get(`/superset/fetch_datasource_metadata?datasourceKey=${ordersId}__table`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [
        {
          message: `This endpoint requires the datasource ${ordersId}, database or \`all_datasource_access\` permission`,
          error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
          level: 'warning',
          extra: { link: '', datasource: ordersId, datasource_name: 'sales.orders' },
        },
      ],
    });
  });
});

describe('GET /api/v1/datasource/<type>/<id>/column/<column>/values/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let ordersId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    ordersId = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  const values = async (url: string) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: unknown[] }>().result;
  };

  it('lists the distinct values of a column, sorted', async () => {
    expect(await values(`/api/v1/datasource/table/${ordersId}/column/region/values/`)).toEqual([
      'Asia Pacific',
      'Europe',
      'Latin America',
      'Middle East & Africa',
      'North America',
    ]);
    const flights = await exampleDatasetId(app, 'main', 'flights');
    expect(await values(`/api/v1/datasource/table/${flights}/column/cancelled/values/`)).toEqual([false, true]);
  });

  it('narrows to values containing ?q= (any case) and applies the dataset fetch_values_predicate', async () => {
    expect(await values(`/api/v1/datasource/table/${ordersId}/column/region/values/?q=AMERICA`)).toEqual([
      'Latin America',
      'North America',
    ]);
    await app.store.datasets.update(ordersId, { fetch_values_predicate: "region <> 'Europe'" });
    expect(await values(`/api/v1/datasource/table/${ordersId}/column/region/values/`)).not.toContain('Europe');
    await app.store.datasets.update(ordersId, { fetch_values_predicate: null });
  });

  it('reads values of virtual datasets and computed columns', async () => {
    const created = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'statuses',
      sql: "SELECT status, {{ factor }} * quantity AS scaled FROM orders WHERE status IN ('Delivered', 'Returned')",
      template_params: '{"factor": 2}',
    });
    const id = created.json<{ id: number }>().id;
    expect(await values(`/api/v1/datasource/table/${id}/column/status/values/`)).toEqual(['Delivered', 'Returned']);
    const dataset = (await app.store.datasets.findById(id))!;
    await app.store.datasets.update(id, {
      columns: [
        ...dataset.columns.map((column) => ({ id: column.id, column_name: column.column_name })),
        { column_name: 'status_upper', expression: 'upper(status)' },
      ],
    });
    expect(await values(`/api/v1/datasource/table/${id}/column/status_upper/values/`)).toEqual([
      'DELIVERED',
      'RETURNED',
    ]);
  });

  it('returns at most FILTER_SELECT_ROW_LIMIT (10,000) values', async () => {
    const result = await values(`/api/v1/datasource/table/${ordersId}/column/order_id/values/`);
    expect(result).toHaveLength(10_000);
    expect(result[0]).toBe(1);
  });

  it('answers 400 for an unknown column or datasource type, 404 for an unknown dataset', async () => {
    const column = await admin.get(`/api/v1/datasource/table/${ordersId}/column/nope/values/`);
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ message: 'Column name nope does not exist' });
    const invalid = await admin.get(`/api/v1/datasource/druid/${ordersId}/column/region/values/`);
    expect(invalid.json()).toEqual({ message: 'Invalid datasource type: druid' });
    const unsupported = await admin.get(`/api/v1/datasource/query/${ordersId}/column/region/values/`);
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({ message: 'DAO datasource query source type is not supported' });
    const missing = await admin.get('/api/v1/datasource/table/987654/column/region/values/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Datasource does not exist' });
  });

  it('needs can_get_column_values (Gamma has not) and access to the dataset', async () => {
    const gamma = await datasetUser(app, 'gamma_values', ['Gamma', await grantExamplesAccess(app)]);
    expect((await gamma.get(`/api/v1/datasource/table/${ordersId}/column/region/values/`)).statusCode).toBe(403);
    await app.store.roles.upsertRole('values_reader', [['can_get_column_values', 'Datasource']]);
    const noAccess = await datasetUser(app, 'no_access_values', ['Gamma', 'values_reader']);
    const denied = await noAccess.get(`/api/v1/datasource/table/${ordersId}/column/region/values/`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      message: `This endpoint requires the datasource ${ordersId}, database or \`all_datasource_access\` permission`,
    });
    const alpha = await datasetUser(app, 'alpha_values', ['Alpha']);
    expect((await alpha.get(`/api/v1/datasource/table/${ordersId}/column/channel/values/`)).statusCode).toBe(200);
  });
});
