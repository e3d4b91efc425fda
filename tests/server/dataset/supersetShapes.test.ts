/**
 * Dataset replies in Superset 6.1's shapes (found by the differential suite, tests/superset/):
 * a list's order columns are those among the columns asked for; a new dataset's `data` is
 * SqlaTable.data (no dashboard-only keys, the database with its engine information, owners with
 * their e-mail); the explore payload of an unknown dataset has empty connection parameters.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { q } from './datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

describe('dataset replies as Superset 6.1 shapes them', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  it('lists only the order columns among the selected columns', async () => {
    const response = await admin.get(
      `/api/v1/dataset/?${q({ columns: ['id', 'table_name', 'schema', 'owners.id'], page_size: 1 })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ order_columns: string[] }>().order_columns).toEqual(['table_name', 'schema']);
    const all = await admin.get(`/api/v1/dataset/?${q({ page_size: 1 })}`);
    expect(all.json<{ order_columns: string[] }>().order_columns.length).toBeGreaterThan(2);
  });

  it("answers a new dataset's data as SqlaTable.data", async () => {
    const response = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'shapes_virtual',
      sql: 'SELECT 1 AS one',
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json<{
      data: Record<string, unknown> & { database: Record<string, unknown>; owners: Record<string, unknown>[] };
    }>().data;
    for (const key of ['column_names', 'column_types', 'currency_formats']) expect(data).not.toHaveProperty(key);
    expect(data).toMatchObject({ currency_code_column: null, folders: null });
    expect(data.database).toMatchObject({
      name: 'examples',
      parameters: {},
      schema_options: {},
      engine_information: expect.objectContaining({ disable_ssh_tunneling: false }),
    });
    expect(data.database).not.toHaveProperty('database_name');
    expect(data.owners[0]).toMatchObject({ first_name: 'Superset', last_name: 'Admin', email: 'admin@localhost' });
  });

  it('gives the placeholder of an unknown dataset empty connection parameters in explore', async () => {
    const response = await admin.get('/api/v1/explore/?datasource_id=987654&datasource_type=table');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: { dataset: { database: unknown } } }>().result.dataset.database).toEqual({
      id: 0,
      backend: '',
      parameters: {},
    });
  });
});
