import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetRecord } from '../../../server/store/datasets';
import { createTestApp } from '../helpers/testApp';
import { datasetUser, exampleDatasetId, grantExamplesAccess, q } from './datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

describe('PUT /api/v1/dataset/<pk>', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    adminId = (await app.store.users.findByUsername('admin'))!.id;
  });
  afterAll(() => app.close());

  async function virtualDataset(
    name: string,
    sql = 'SELECT order_id, region, revenue FROM orders',
  ): Promise<DatasetRecord> {
    const response = await admin.post('/api/v1/dataset/', { database: 1, schema: 'sales', table_name: name, sql });
    expect(response.statusCode).toBe(201);
    return (await app.store.datasets.findById(response.json<{ id: number }>().id))!;
  }

  it('changes fields and echoes the body', async () => {
    const dataset = await virtualDataset('fields');
    const body = {
      description: 'Orders with revenue',
      cache_timeout: 60,
      main_dttm_col: null,
      extra: '{"warning_markdown": "careful"}',
      table_name: 'fields_renamed',
    };
    const response = await admin.put(`/api/v1/dataset/${dataset.id}`, body);
    expect(response.statusCode).toBe(200);
    // Superset's put schema loads always_filter_main_dttm with its default (found by the differential suite).
    expect(response.json()).toEqual({ id: dataset.id, result: { ...body, always_filter_main_dttm: false } });
    expect(await app.store.datasets.findById(dataset.id)).toMatchObject({
      description: 'Orders with revenue',
      cache_timeout: 60,
      table_name: 'fields_renamed',
      changed_by_fk: adminId,
    });
  });

  it('keeps columns and metrics given with their id, adds those without one and removes the others', async () => {
    const dataset = await virtualDataset('children');
    const [orderId, region] = dataset.columns;
    const count = dataset.metrics[0];
    const response = await admin.put(`/api/v1/dataset/${dataset.id}`, {
      columns: [
        { id: region.id, column_name: 'region', verbose_name: 'Region', filterable: false },
        { id: orderId.id, column_name: 'order_id' },
        { column_name: 'big', expression: 'revenue > 100', type: 'BOOLEAN' },
      ],
      metrics: [
        { id: count.id, metric_name: 'count', expression: 'COUNT(*)', d3format: ',d' },
        { metric_name: 'total', expression: 'SUM(revenue)', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const stored = (await app.store.datasets.findById(dataset.id))!;
    expect(stored.columns.map((column) => [column.id, column.column_name])).toEqual([
      [region.id, 'region'],
      [orderId.id, 'order_id'],
      [expect.any(Number), 'big'],
    ]);
    expect(stored.columns[0]).toMatchObject({
      verbose_name: 'Region',
      filterable: false,
      type: 'STRING',
      type_generic: 'string',
    });
    expect(stored.columns[2]).toMatchObject({ expression: 'revenue > 100', type: 'BOOLEAN', type_generic: 'boolean' });
    expect(stored.metrics.map((metric) => [metric.metric_name, metric.d3format])).toEqual([
      ['count', ',d'],
      ['total', null],
    ]);
    expect(stored.metrics[0].id).toBe(count.id);
    expect(JSON.parse(stored.metrics[1].currency!)).toEqual({ symbol: 'EUR', symbolPosition: 'suffix' });
  });

  it('refuses duplicated, unknown and already existing columns and metrics (422)', async () => {
    const dataset = await virtualDataset('invalid_children');
    const duplicated = await admin.put(`/api/v1/dataset/${dataset.id}`, {
      columns: [{ column_name: 'a' }, { column_name: 'a' }],
    });
    expect(duplicated.statusCode).toBe(422);
    expect(duplicated.json()).toEqual({ message: { columns: ['One or more columns are duplicated'] } });
    const unknown = await admin.put(`/api/v1/dataset/${dataset.id}`, { columns: [{ id: 999999, column_name: 'x' }] });
    expect(unknown.json()).toEqual({ message: { columns: ['One or more columns do not exist'] } });
    const existing = await admin.put(`/api/v1/dataset/${dataset.id}`, { columns: [{ column_name: 'region' }] });
    expect(existing.json()).toEqual({ message: { columns: ['One or more columns already exist'] } });
    const metrics = await admin.put(`/api/v1/dataset/${dataset.id}`, {
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    });
    expect(metrics.statusCode).toBe(422);
    expect(metrics.json()).toEqual({ message: { metrics: ['One or more metrics already exist'] } });
    const renamed = await admin.put(`/api/v1/dataset/${dataset.id}`, { table_name: 'orders' });
    expect(renamed.json()).toEqual({ message: { table: ['Dataset sales.orders already exists'] } });
    const moved = await admin.put(`/api/v1/dataset/${dataset.id}`, { database_id: 7 });
    expect(moved.json()).toEqual({ message: { database: ['Database not allowed to change'] } });
    expect((await app.store.datasets.findById(dataset.id))?.columns.map((column) => column.column_name)).toEqual([
      'order_id',
      'region',
      'revenue',
    ]);
  });

  it('validates the body (400)', async () => {
    const dataset = await virtualDataset('bad_body');
    const unknown = await admin.put(`/api/v1/dataset/${dataset.id}`, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { colour: ['Unknown field.'] } });
    const nested = await admin.put(`/api/v1/dataset/${dataset.id}`, { columns: [{ column_name: 'x', bogus: 1 }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ message: { columns: { '0': { bogus: ['Unknown field.'] } } } });
    const dateFormat = await admin.put(`/api/v1/dataset/${dataset.id}`, {
      columns: [{ column_name: 'x', python_date_format: 'whenever' }],
    });
    expect(dateFormat.statusCode).toBe(400);
    expect(dateFormat.json()).toEqual({
      message: { columns: { '0': { python_date_format: ['Invalid date/timestamp format'] } } },
    });
    const metric = await admin.put(`/api/v1/dataset/${dataset.id}`, { metrics: [{ metric_name: 'm' }] });
    expect(metric.json()).toEqual({
      message: { metrics: { '0': { expression: ['Missing data for required field.'] } } },
    });
  });

  it("overwrites with new SQL and the result's columns (override_columns=true), as SQL Lab does", async () => {
    const dataset = await virtualDataset('overwritten');
    const response = await admin.put(`/api/v1/dataset/${dataset.id}?override_columns=true`, {
      database_id: 1,
      sql: 'SELECT order_date, quantity FROM orders',
      columns: [
        { column_name: 'order_date', type: 'DATE', is_dttm: true },
        { column_name: 'quantity', type: 'INTEGER', is_dttm: false },
      ],
      owners: [adminId],
    });
    expect(response.statusCode).toBe(200);
    const stored = (await app.store.datasets.findById(dataset.id))!;
    expect(stored.sql).toBe('SELECT order_date, quantity FROM orders');
    expect(
      stored.columns.map((column) => [column.column_name, column.type, column.type_generic, column.is_dttm]),
    ).toEqual([
      ['order_date', 'DATETIME', 'temporal', true],
      ['quantity', 'INT', 'numeric', false],
    ]);
    expect(stored.main_dttm_col).toBe('order_date');
    expect(stored.metrics.map((metric) => metric.metric_name)).toEqual(['count']);

    const broken = await admin.put(`/api/v1/dataset/${dataset.id}?override_columns=true`, {
      sql: 'SELECT missing_column FROM orders',
      columns: [],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json<{ message: string }>().message).toMatch(/missing_column/);
    expect((await app.store.datasets.findById(dataset.id))?.sql).toBe('SELECT order_date, quantity FROM orders');
  });

  it('answers 404 for an unknown dataset', async () => {
    const response = await admin.put('/api/v1/dataset/987654', { description: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('dataset ownership', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminDatasetId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    const created = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'sales',
      table_name: 'admins',
      sql: 'SELECT 1 AS one',
    });
    adminDatasetId = created.json<{ id: number }>().id;
  });
  afterAll(() => app.close());

  it("lets a Gamma user neither change nor delete an admin's dataset (403 Forbidden)", async () => {
    const role = await grantExamplesAccess(app);
    const gamma = await datasetUser(app, 'gamma_writer', ['Gamma', role]);
    expect((await gamma.get(`/api/v1/dataset/${adminDatasetId}`)).statusCode).toBe(200);
    const put = await gamma.put(`/api/v1/dataset/${adminDatasetId}`, { description: 'mine now' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Forbidden' });
    expect((await gamma.delete(`/api/v1/dataset/${adminDatasetId}`)).statusCode).toBe(403);
    expect((await app.store.datasets.findById(adminDatasetId))?.description).toBeNull();
  });

  it('lets an Alpha user change only the datasets they own, and admins change any', async () => {
    const alpha = await datasetUser(app, 'alpha_writer', ['Alpha']);
    const userId = alpha.id;
    const notOwner = await alpha.put(`/api/v1/dataset/${adminDatasetId}`, { description: 'by alpha' });
    expect(notOwner.statusCode).toBe(403);
    expect((await alpha.put(`/api/v1/dataset/${adminDatasetId}/refresh`, {})).statusCode).toBe(403);

    const own = await alpha.post('/api/v1/dataset/', { database: 1, table_name: 'alphas', sql: 'SELECT 2 AS two' });
    const ownId = own.json<{ id: number }>().id;
    expect((await alpha.put(`/api/v1/dataset/${ownId}`, { description: 'by alpha' })).statusCode).toBe(200);
    // Removing oneself from the owners keeps the caller an owner (Superset's populate_owners).
    expect((await alpha.put(`/api/v1/dataset/${ownId}`, { owners: [] })).statusCode).toBe(200);
    expect((await app.store.datasets.findById(ownId))?.owner_ids).toEqual([userId]);
    expect((await admin.put(`/api/v1/dataset/${ownId}`, { description: 'by admin' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/dataset/ and refresh', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  const create = async (name: string) =>
    (await admin.post('/api/v1/dataset/', { database: 1, table_name: name, sql: 'SELECT 1 AS one' })).json<{
      id: number;
    }>().id;

  it('deletes one dataset with its columns and metrics', async () => {
    const id = await create('single');
    const response = await admin.delete(`/api/v1/dataset/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });
    expect(await app.store.datasets.findById(id)).toBeNull();
    expect(await app.store.db.all('SELECT id FROM table_columns WHERE table_id = ?', [id])).toEqual([]);
    expect((await admin.delete(`/api/v1/dataset/${id}`)).statusCode).toBe(404);
  });

  it('deletes several with ?q=!(ids), all or none', async () => {
    const ids = [await create('bulk_a'), await create('bulk_b')];
    const unknown = await admin.delete(`/api/v1/dataset/?${q([...ids, 999999])}`);
    expect(unknown.statusCode).toBe(404);
    expect(await app.store.datasets.findByIds(ids)).toHaveLength(2);
    const response = await admin.delete(`/api/v1/dataset/?${q(ids)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted 2 datasets' });
    expect(await app.store.datasets.findByIds(ids)).toEqual([]);
    const one = await admin.delete(`/api/v1/dataset/?${q([await create('bulk_c')])}`);
    expect(one.json()).toEqual({ message: 'Deleted 1 dataset' });
    const bad = await admin.delete(`/api/v1/dataset/?${q({ ids: [1] })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Not a valid rison schema' });
  });

  it('refreshes the columns from the source, keeping settings and computed columns', async () => {
    const id = await exampleDatasetId(app, 'sales', 'products');
    const before = (await app.store.datasets.findById(id))!;
    const name = before.columns.find((column) => column.column_name === 'name')!;
    await app.store.datasets.update(id, {
      columns: [
        ...before.columns
          .filter((column) => column.column_name !== 'category')
          .map((column) =>
            column.id === name.id
              ? { id: column.id, column_name: 'name', verbose_name: 'Product' }
              : { id: column.id, column_name: column.column_name },
          ),
        { column_name: 'gone', type: 'VARCHAR' },
        { column_name: 'price_band', expression: "CASE WHEN list_price > 100 THEN 'high' ELSE 'low' END" },
      ],
      metrics: [],
    });
    const response = await admin.put(`/api/v1/dataset/${id}/refresh`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });
    const after = (await app.store.datasets.findById(id))!;
    const names = after.columns.map((column) => column.column_name);
    expect(names).toEqual(expect.arrayContaining(['product_id', 'name', 'category', 'price_band']));
    expect(names).not.toContain('gone');
    expect(after.columns.find((column) => column.column_name === 'name')).toMatchObject({
      id: name.id,
      verbose_name: 'Product',
      type: 'VARCHAR',
    });
    expect(after.columns.find((column) => column.column_name === 'category')).toMatchObject({
      type: 'VARCHAR',
      type_generic: 'string',
    });
    expect(after.metrics.map((metric) => metric.metric_name)).toEqual(['count']);
    expect((await admin.put('/api/v1/dataset/424242/refresh', {})).statusCode).toBe(404);
  });
});
