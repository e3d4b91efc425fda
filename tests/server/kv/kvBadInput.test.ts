import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';

describe('/kv/ with bad input', () => {
  let app: FastifyInstance;
  let admin: BrowserSession;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await loginSession(app);
  });
  afterAll(() => app.close());

  const headers = (contentType?: string) => ({
    cookie: admin.cookie,
    'x-csrftoken': admin.csrfToken,
    ...(contentType ? { 'content-type': contentType } : {}),
  });

  it('a truncated multipart body is a 400 and stores nothing', async () => {
    const before = await app.store.db.all("SELECT id FROM key_value WHERE resource = 'kv'");
    const response = await app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: headers('multipart/form-data; boundary=b'),
      payload: '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"sql":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed form body: Unexpected end of multipart data' });
    expect(await app.store.db.all("SELECT id FROM key_value WHERE resource = 'kv'")).toEqual(before);
  });

  it('an id beyond the store is an empty 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/kv/99999999999999999999999/', headers: headers() });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});
