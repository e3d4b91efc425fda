import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncTokenSecret, signAsyncToken } from '../../../server/auth/asyncToken';
import { createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';
import { ASYNC_FLAG_ENV, asyncTokenCookieOf, getEvents } from './asyncSession';

describe('GLOBAL_ASYNC_QUERIES off (the default)', () => {
  let app: FastifyInstance;
  let session: BrowserSession;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    session = await loginSession(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives no async-token cookie', async () => {
    const page = await app.inject({ method: 'GET', url: '/sqllab/', headers: { cookie: session.cookie } });
    expect(page.statusCode).toBe(200);
    expect(asyncTokenCookieOf(page)).toBeUndefined();
  });

  it('keeps the event endpoint, which answers 401 "Not authorized" even to a correctly signed token', async () => {
    const admin = await app.store.users.findByUsername('admin');
    const token = signAsyncToken(asyncTokenSecret(app.secretKey), 'some-channel', admin!.id);
    const reply = await getEvents(app, `${session.cookie}; async-token=${token}`);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ message: 'Not authorized' });
  });

  it('has no websocket endpoint', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/ws' })).toBe(false);
    const reply = await app.inject({ method: 'GET', url: '/ws', headers: { cookie: session.cookie } });
    expect(reply.statusCode).toBe(404);
  });

  it('has no stored chart results to read', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/v1/chart/data/qc-abc',
      headers: { cookie: session.cookie },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('GLOBAL_ASYNC_QUERIES on with the polling transport', () => {
  it('has no websocket endpoint (the ws transport has one)', async () => {
    const { app } = await createTestApp({ env: ASYNC_FLAG_ENV });
    try {
      expect(app.hasRoute({ method: 'GET', url: '/ws' })).toBe(false);
      expect(app.hasRoute({ method: 'GET', url: '/api/v1/async_event' })).toBe(true);
    } finally {
      await app.close();
    }
    const withSocket = await createTestApp({ env: { ...ASYNC_FLAG_ENV, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws' } });
    try {
      expect(withSocket.app.hasRoute({ method: 'GET', url: '/ws' })).toBe(true);
    } finally {
      await withSocket.app.close();
    }
  });
});
