import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyValueRepository } from '../../../server/store/keyValues';
import { createTestApp, createUser, loginSession, type BrowserSession } from '../helpers/testApp';
import { request } from '../savedQuery/requests';
import { legacyRequest } from '../tabState/legacyRequests';

describe('/kv/ (legacy key-value store)', () => {
  let app: FastifyInstance;
  let admin: BrowserSession;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await loginSession(app);
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
    const stored = await legacyRequest(app, admin, 'POST', '/kv/store/', { data: shared });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json<{ id: number }>();
    expect(Number.isInteger(id)).toBe(true);

    const read = await request(app, admin, 'GET', `/kv/${id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^text\/plain/);
    expect(read.body).toBe(JSON.stringify(shared));
    expect(JSON.parse(read.body)).toEqual(shared);
  });

  it('keeps a raw form value exactly as it came', async () => {
    const text = '{"sql": "SELECT \'é\' AS x", "dbId": 1}';
    const stored = await app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: {
        cookie: admin.cookie,
        'x-csrftoken': admin.csrfToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ data: text }).toString(),
    });
    const read = await request(app, admin, 'GET', `/kv/${stored.json<{ id: number }>().id}/`);
    expect(read.body).toBe(text);
  });

  it('refuses a store without `data` (400), including a JSON body', async () => {
    const form = await legacyRequest(app, admin, 'POST', '/kv/store/', { other: 1 });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ error: 'Missing form field: data' });
    const json = await request(app, admin, 'POST', '/kv/store/', {});
    expect(json.statusCode).toBe(400);
  });

  it('answers an empty 404 for a value that does not exist, or is a permalink', async () => {
    for (const url of ['/kv/987654/', '/kv/99999999999999/']) {
      const missing = await request(app, admin, 'GET', url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toBe('');
    }
    const permalink = await new KeyValueRepository(app.store.db).create('sqllab_permalink', shared, null);
    expect((await request(app, admin, 'GET', `/kv/${permalink.id}/`)).statusCode).toBe(404);
  });

  it("answers by the SQL Lab permalink pairs: FAB's 403 without them, 401 without a login", async () => {
    await createUser(app, 'sqlonly', ['sql_lab']);
    const sqlOnly = await loginSession(app, 'sqlonly', 'sqlonly-password');
    const stored = await legacyRequest(app, sqlOnly, 'POST', '/kv/store/', { data: shared });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json<{ id: number }>();
    expect((await request(app, sqlOnly, 'GET', `/kv/${id}/`)).statusCode).toBe(200);

    await createUser(app, 'gammaonly', ['Gamma']);
    const gamma = await loginSession(app, 'gammaonly', 'gammaonly-password');
    const denied = { message: 'Access is Denied', severity: 'danger' };
    const store = await legacyRequest(app, gamma, 'POST', '/kv/store/', { data: shared });
    expect(store.statusCode).toBe(403);
    expect(store.json()).toEqual(denied);
    const readByGamma = await request(app, gamma, 'GET', `/kv/${id}/`);
    expect(readByGamma.statusCode).toBe(403);
    expect(readByGamma.json()).toEqual(denied);
    const read = await request(app, null, 'GET', `/kv/${id}/`);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(denied);
  });
});
