import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { sqlLabUser } from '../sqllab/sqlLabTestApp';
import { legacyRequest } from '../sqllab/legacyRequests';
import { withRison } from './requests';
import { callerFor, type Caller, anonymousCaller } from '../helpers/caller';

interface WriteReply {
  id: number;
  result: Record<string, unknown>;
}

const BODY = {
  db_id: 1,
  label: 'Top customers',
  description: 'The ten best',
  catalog: null,
  schema: 'sales',
  sql: 'SELECT * FROM sales.customers c JOIN sales.orders o ON o.customer_id = c.customer_id',
  template_parameters: '{"n": 10}',
  extra_json: '{}',
};

describe('/api/v1/saved_query/ (show, create, update, delete)', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let analyst: Caller;
  let other: Caller;
  let analystId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    analyst = await sqlLabUser(app, 'analyst');
    other = await sqlLabUser(app, 'other');
    analystId = (await app.store.users.findByUsername('analyst'))?.id ?? -1;
  });
  afterAll(() => app.close());

  const create = async (session: Caller, body: Record<string, unknown> = BODY): Promise<number> => {
    const response = await session.post('/api/v1/saved_query/', body);
    expect(response.statusCode).toBe(201);
    return response.json<WriteReply>().id;
  };

  it('creates a query owned by the caller: 201 with the id and every add column', async () => {
    const response = await analyst.post('/api/v1/saved_query/', BODY);
    expect(response.statusCode).toBe(201);
    const body = response.json<WriteReply>();
    expect(body.result).toEqual(BODY);
    const stored = await app.store.savedQueries.findById(body.id);
    expect(stored).toMatchObject({ user_id: analystId, label: 'Top customers', created_by: { id: analystId } });
  });

  it('shows a query with its database, users, tables and template parameters', async () => {
    const id = await create(analyst);
    const response = await analyst.get(`/api/v1/saved_query/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      id: number;
      result: Record<string, unknown>;
      show_columns: string[];
      show_title: string;
    }>();
    expect(body.id).toBe(id);
    expect(body.show_title).toBe('Show Saved Query');
    expect(body.show_columns).toContain('template_parameters');
    expect(body.result).toMatchObject({
      id,
      label: 'Top customers',
      description: 'The ten best',
      database: { id: 1, database_name: 'examples' },
      catalog: null,
      schema: 'sales',
      sql: BODY.sql,
      template_parameters: '{"n": 10}',
      sql_tables: [
        { table: 'customers', schema: 'sales', catalog: null },
        { table: 'orders', schema: 'sales', catalog: null },
      ],
      created_by: { id: analystId, first_name: '', last_name: '' },
      changed_by: { id: analystId, first_name: '', last_name: '' },
    });
    expect(body.result.changed_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
    expect(body.result.changed_on_delta_humanized).toMatch(/^(now|\d+ seconds ago|a second ago)$/);
  });

  it('updates the given columns and keeps the others', async () => {
    const id = await create(analyst);
    const response = await analyst.put(`/api/v1/saved_query/${id}`, {
      label: 'Renamed',
      sql: 'SELECT 43',
    });
    expect(response.statusCode).toBe(200);
    // FAB's put: the result alone, no top-level id (Superset 6.1, found by the differential suite).
    expect(response.json<WriteReply>()).toEqual({
      result: { ...BODY, label: 'Renamed', sql: 'SELECT 43' },
    });
    const shown = await analyst.get(`/api/v1/saved_query/${id}`);
    expect(shown.json<WriteReply>().result).toMatchObject({
      label: 'Renamed',
      sql: 'SELECT 43',
      description: 'The ten best',
      sql_tables: [],
    });
  });

  it('stores a schedule in extra_json and shows it as `extra` in the list', async () => {
    const extra = '{"schedule_info": {"output_table": "daily", "start_date": "2024-01-01"}}';
    const id = await create(analyst, { ...BODY, label: 'Scheduled', extra_json: extra });
    expect((await app.store.savedQueries.findById(id))?.extra_json).toBe(extra);
    const list = await analyst.get(
      withRison('/api/v1/saved_query/', { filters: [{ col: 'id', opr: 'eq', value: id }] }),
    );
    expect(list.json<{ result: Array<{ extra: unknown }> }>().result[0].extra).toEqual({
      schedule_info: { output_table: 'daily', start_date: '2024-01-01' },
    });
  });

  it('rejects unknown fields, wrong types and overlong values with field errors (422, as FAB does)', async () => {
    const unknown = await analyst.post('/api/v1/saved_query/', { ...BODY, bogus: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: { bogus: ['Unknown field.'] } });

    const id = await create(analyst);
    const unknownOnPut = await analyst.put(`/api/v1/saved_query/${id}`, { user_id: 99 });
    expect(unknownOnPut.statusCode).toBe(422);
    expect(unknownOnPut.json()).toEqual({ message: { user_id: ['Unknown field.'] } });

    const wrongType = await analyst.post('/api/v1/saved_query/', { ...BODY, db_id: 'one' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ message: { db_id: ['Not a valid integer.'] } });

    const long = await analyst.post('/api/v1/saved_query/', { ...BODY, label: 'x'.repeat(257) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ message: { label: ['Longer than maximum length 256.'] } });

    const notJson = await analyst.post('/api/v1/saved_query/', '{"label": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 422 for a database that does not exist', async () => {
    const response = await analyst.post('/api/v1/saved_query/', { ...BODY, db_id: 999 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Database not found.' });
    const huge = await analyst.post('/api/v1/saved_query/', { ...BODY, db_id: 99_999_999_999 });
    expect(huge.statusCode).toBe(422);
    const id = await create(analyst);
    const put = await analyst.put(`/api/v1/saved_query/${id}`, { db_id: 999 });
    expect(put.statusCode).toBe(422);
    expect((await app.store.savedQueries.findById(id))?.db_id).toBe(1);
  });

  it("hides a user's query from another user: 404 on show, update and delete, absent from the list", async () => {
    const id = await create(analyst);
    const notFound = { message: 'Not found' };
    for (const [method, payload] of [['GET'], ['PUT', { label: 'Mine now' }], ['DELETE']] as const) {
      const response = await other.request(method, `/api/v1/saved_query/${id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await app.store.savedQueries.findById(id)).toMatchObject({ label: 'Top customers', user_id: analystId });
    const list = await other.get('/api/v1/saved_query/');
    expect(list.json<{ ids: number[] }>().ids).not.toContain(id);
  });

  it('hides a user’s query from admins too (Superset’s SavedQueryFilter has no all_query_access clause)', async () => {
    const id = await create(analyst);
    expect((await admin.get(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v1/saved_query/')).json<{ ids: number[] }>().ids).not.toContain(id);
    expect((await admin.put(`/api/v1/saved_query/${id}`, { label: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for ids that do not exist', async () => {
    expect((await analyst.get('/api/v1/saved_query/987654')).json()).toEqual({ message: 'Not found' });
    expect((await analyst.get('/api/v1/saved_query/99999999999999')).statusCode).toBe(404);
    expect((await analyst.put('/api/v1/saved_query/987654', { label: 'x' })).statusCode).toBe(404);
  });

  it('deletes a query, its favourite marks and the tabs’ link to it', async () => {
    const id = await create(analyst);
    await app.store.favourites.add(analystId, 'query', id);
    const tab = await legacyRequest(analyst, 'POST', '/tabstateview/', {
      queryEditor: { name: 'Tab', dbId: 1, remoteId: id },
    });
    const tabId = tab.json<{ id: number }>().id;

    const response = await analyst.delete(`/api/v1/saved_query/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });
    expect((await analyst.get(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await analyst.delete(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect(await app.store.favourites.idsOf(analystId, 'query')).not.toContain(id);
    const tabState = await legacyRequest(analyst, 'GET', `/tabstateview/${tabId}`);
    expect(tabState.json<{ saved_query: unknown }>().saved_query).toBeNull();
  });

  it('bulk deletes the listed queries with a counted message', async () => {
    const first = await create(analyst);
    const second = await create(analyst);
    const third = await create(analyst);
    const two = await analyst.delete(withRison('/api/v1/saved_query/', [first, second]));
    expect(two.statusCode).toBe(200);
    expect(two.json()).toEqual({ message: 'Deleted 2 saved queries' });
    expect(await app.store.savedQueries.findById(first)).toBeNull();
    expect(await app.store.savedQueries.findById(second)).toBeNull();
    const one = await analyst.delete(withRison('/api/v1/saved_query/', [third]));
    expect(one.json()).toEqual({ message: 'Deleted 1 saved query' });
  });

  it('bulk deletes nothing when one id is not the caller’s (404), and checks the rison list', async () => {
    const mine = await create(analyst);
    const theirs = await create(other);
    const mixed = await analyst.delete(withRison('/api/v1/saved_query/', [mine, theirs]));
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({ message: 'Not found' });
    expect(await app.store.savedQueries.findById(mine)).not.toBeNull();
    expect(await app.store.savedQueries.findById(theirs)).not.toBeNull();

    expect((await analyst.delete(withRison('/api/v1/saved_query/', []))).statusCode).toBe(404);
    const badRison = await analyst.delete('/api/v1/saved_query/?q=!(1,');
    expect(badRison.statusCode).toBe(400);
    expect(badRison.json()).toEqual({ message: 'Not a valid rison argument' });
    const notList = await analyst.delete(withRison('/api/v1/saved_query/', { id: 1 }));
    expect(notList.statusCode).toBe(400);
    expect(notList.json()).toEqual({ message: 'Not a valid rison schema' });
    const missing = await analyst.delete('/api/v1/saved_query/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { q: ['Missing data for required field.'] } });
  });

  it('needs a login (401) and the SavedQuery permissions (403)', async () => {
    const anonymous = await anonymousCaller(app).get('/api/v1/saved_query/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not authorized' });

    const gamma = await callerFor(app, 'gammaonly', { roles: ['Gamma'] });
    for (const [method, url, payload] of [
      ['GET', '/api/v1/saved_query/'],
      ['GET', '/api/v1/saved_query/1'],
      ['POST', '/api/v1/saved_query/', BODY],
      ['PUT', '/api/v1/saved_query/1', { label: 'x' }],
      ['DELETE', '/api/v1/saved_query/1'],
    ] as const) {
      const response = await gamma.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
  });
});
