import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyValueRepository } from '../../../server/store/keyValues';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from '../sqllab/legacyRequests';
import { callerFor, type Caller, anonymousCaller } from '../helpers/caller';

describe('/kv/ (legacy key-value store)', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  const shared = {
    dbId: 1,
    name: 'Shared tab',
    schema: 'sales',
    autorun: false,
    sql: 'SELECT 1',
    templateParams: null,
  };

  it('stores the form field `data` and gives it back as text by id', async () => {
    const stored = await legacyRequest(admin, 'POST', '/kv/store/', { data: shared });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json<{ id: number }>();
    expect(Number.isInteger(id)).toBe(true);

    const read = await admin.get(`/kv/${id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^text\/plain/);
    expect(read.body).toBe(JSON.stringify(shared));
    expect(JSON.parse(read.body)).toEqual(shared);
  });

  it('keeps a raw form value exactly as it came', async () => {
    const text = '{"sql": "SELECT \'é\' AS x", "dbId": 1}';
    const stored = await admin.form('/kv/store/', { data: text });
    const read = await admin.get(`/kv/${stored.json<{ id: number }>().id}/`);
    expect(read.body).toBe(text);
  });

  it('refuses a store without `data` (400), including a JSON body', async () => {
    const form = await legacyRequest(admin, 'POST', '/kv/store/', { other: 1 });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ error: 'Missing form field: data' });
    const json = await admin.post('/kv/store/', {});
    expect(json.statusCode).toBe(400);
  });

  it('answers an empty 404 for a value that does not exist, or is a permalink', async () => {
    for (const url of ['/kv/987654/', '/kv/99999999999999/']) {
      const missing = await admin.get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toBe('');
    }
    const permalink = await new KeyValueRepository(app.store.db).create('sqllab_permalink', shared, null);
    expect((await admin.get(`/kv/${permalink.id}/`)).statusCode).toBe(404);
  });

  it("answers by the SQL Lab permalink pairs: FAB's 403 without them, 401 without a login", async () => {
    const sqlOnly = await callerFor(app, 'sqlonly', { roles: ['sql_lab'] });
    const stored = await legacyRequest(sqlOnly, 'POST', '/kv/store/', { data: shared });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json<{ id: number }>();
    expect((await sqlOnly.get(`/kv/${id}/`)).statusCode).toBe(200);

    const gamma = await callerFor(app, 'gammaonly', { roles: ['Gamma'] });
    const denied = { message: 'Access is Denied', severity: 'danger' };
    const store = await legacyRequest(gamma, 'POST', '/kv/store/', { data: shared });
    expect(store.statusCode).toBe(403);
    expect(store.json()).toEqual(denied);
    const readByGamma = await gamma.get(`/kv/${id}/`);
    expect(readByGamma.statusCode).toBe(403);
    expect(readByGamma.json()).toEqual(denied);
    const read = await anonymousCaller(app).get(`/kv/${id}/`);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(denied);
  });
});
