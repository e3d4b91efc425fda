import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { sqlLabUser } from './sqlLabTestApp';
import { callerFor, type Caller, anonymousCaller } from '../helpers/caller';

const STATE = {
  dbId: 1,
  name: 'Revenue tab',
  sql: 'SELECT {{ n }} AS n',
  schema: 'sales',
  catalog: null,
  autorun: false,
  templateParams: '{"n": 3}',
};

describe('/api/v1/sqllab/permalink', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let analyst: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    analyst = await sqlLabUser(app, 'analyst');
  });
  afterAll(() => app.close());

  const createLink = async (state: Record<string, unknown>, session = analyst) => {
    const response = await session.post('/api/v1/sqllab/permalink', state);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ key: string; url: string }>();
  };

  it('stores a tab under a key (201) with the absolute address of its page, on the request’s host', async () => {
    const response = await analyst.post('/api/v1/sqllab/permalink', STATE, {
      headers: { host: 'bi.example.com:8088' },
    });
    expect(response.statusCode).toBe(201);
    const { key, url } = response.json<{ key: string; url: string }>();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(url).toBe(`http://bi.example.com:8088/sqllab/p/${key}`);
  });

  it('gives the stored fields back at the top level, to anyone who may read links', async () => {
    const { key } = await createLink(STATE);
    for (const session of [analyst, admin]) {
      const response = await session.get(`/api/v1/sqllab/permalink/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(STATE);
    }
    const minimal = await createLink({ dbId: 1, name: 'Only the required', sql: 'SELECT 1' });
    expect((await analyst.get(`/api/v1/sqllab/permalink/${minimal.key}`)).json()).toEqual({
      dbId: 1,
      name: 'Only the required',
      sql: 'SELECT 1',
    });
  });

  it('validates the state: required, unknown and mistyped fields (400)', async () => {
    const empty = await analyst.post('/api/v1/sqllab/permalink', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: {
        dbId: ['Missing data for required field.'],
        name: ['Missing data for required field.'],
        sql: ['Missing data for required field.'],
      },
    });
    const unknown = await analyst.post('/api/v1/sqllab/permalink', { ...STATE, title: 'old name' });
    expect(unknown.json()).toEqual({ message: { title: ['Unknown field.'] } });
    const mistyped = await analyst.post('/api/v1/sqllab/permalink', {
      ...STATE,
      dbId: 'one',
      autorun: 'yes',
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toEqual({ message: { dbId: ['Not a valid integer.'], autorun: ['Not a valid boolean.'] } });
    const form = await legacyRequest(analyst, 'POST', '/api/v1/sqllab/permalink', STATE);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ message: 'Request is not JSON' });
  });

  it('answers 404 for a key it does not have, and does not resolve old kv: keys', async () => {
    const missing = await analyst.get('/api/v1/sqllab/permalink/no-such-key');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    const stored = await legacyRequest(admin, 'POST', '/kv/store/', { data: STATE });
    const kvId = stored.json<{ id: number }>().id;
    expect((await admin.get(`/kv/${kvId}/`)).statusCode).toBe(200);
    const legacy = await admin.get(`/api/v1/sqllab/permalink/kv:${kvId}`);
    expect(legacy.statusCode).toBe(404);
  });

  it('needs a login (401) and the SqlLabPermalinkRestApi permissions (403)', async () => {
    expect((await anonymousCaller(app).get('/api/v1/sqllab/permalink/x')).statusCode).toBe(401);
    const gamma = await callerFor(app, 'gammaonly', { roles: ['Gamma'] });
    const { key } = await createLink(STATE);
    const read = await gamma.get(`/api/v1/sqllab/permalink/${key}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: 'Forbidden' });
    expect((await gamma.post('/api/v1/sqllab/permalink', STATE)).statusCode).toBe(403);
  });
});

describe('SQL Lab permalinks under an application root', () => {
  it('put the root in the address', async () => {
    const { app } = await createTestApp({ env: { APPLICATION_ROOT: '/superset/' } });
    try {
      const admin = await callerFor(app, 'admin');
      const response = await admin.post('/api/v1/sqllab/permalink', STATE);
      const { key, url } = response.json<{ key: string; url: string }>();
      expect(url).toBe(`http://localhost:80/superset/sqllab/p/${key}`);
    } finally {
      await app.close();
    }
  });
});
