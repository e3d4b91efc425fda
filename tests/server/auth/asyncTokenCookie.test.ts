import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncTokenSecret, signAsyncToken } from '../../../server/auth/asyncToken';
import { bearerLogin, createTestApp, createUser, loginSession } from '../helpers/testApp';
import {
  ASYNC_FLAG_ENV,
  asyncSession,
  asyncTokenClaims,
  asyncTokenCookieOf,
  getEvents,
} from '../asyncEvent/asyncSession';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({ env: ASYNC_FLAG_ENV }));
  await createUser(app, 'gamma_async', ['Gamma']);
});

afterAll(async () => {
  await app.close();
});

describe('the async-token cookie (GLOBAL_ASYNC_QUERIES on)', () => {
  it('comes with the first reply to a logged-in user: httpOnly, one hour, channel and sub claims', async () => {
    const session = await loginSession(app);
    const page = await app.inject({ method: 'GET', url: '/sqllab/', headers: { cookie: session.cookie } });
    const cookie = asyncTokenCookieOf(page);
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 3600 });
    const claims = asyncTokenClaims(cookie!.value);
    const admin = await app.store.users.findByUsername('admin');
    expect(claims.sub).toBe(String(admin!.id));
    expect(claims.channel).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not given to anonymous visitors', async () => {
    const page = await app.inject({ method: 'GET', url: '/login/' });
    expect(asyncTokenCookieOf(page)).toBeUndefined();
  });

  it('is not renewed while the one sent is valid', async () => {
    const session = await asyncSession(app);
    const reply = await app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie: session.cookie } });
    expect(asyncTokenCookieOf(reply)).toBeUndefined();
  });

  it('keeps the session’s channel when an expired token is replaced', async () => {
    const session = await asyncSession(app);
    const expired = signAsyncToken(asyncTokenSecret(app.secretKey), session.channel, session.userId, -10);
    const reply = await app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { cookie: `${session.sessionCookie}; async-token=${expired}` },
    });
    expect(asyncTokenClaims(asyncTokenCookieOf(reply)!.value).channel).toBe(session.channel);
  });

  it('gives every session its own channel, and refuses a token from another session or user', async () => {
    const first = await asyncSession(app);
    const second = await asyncSession(app);
    const gamma = await asyncSession(app, 'gamma_async', 'gamma_async-password');
    expect(new Set([first.channel, second.channel, gamma.channel]).size).toBe(3);

    // The first session's token sent with the second session: refused, and replaced.
    const crossed = await getEvents(app, `${second.sessionCookie}; async-token=${first.asyncToken}`);
    expect(crossed.statusCode).toBe(401);
    expect(asyncTokenClaims(asyncTokenCookieOf(crossed)!.value).channel).toBe(second.channel);

    // Another user's token: refused.
    const otherUser = await getEvents(app, `${gamma.sessionCookie}; async-token=${first.asyncToken}`);
    expect(otherUser.statusCode).toBe(401);
  });

  it('is given to bearer-token callers too, on a channel of their own', async () => {
    const token = await bearerLogin(app);
    const reply = await app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    const cookie = asyncTokenCookieOf(reply);
    expect(cookie).toBeDefined();
    const events = await getEvents(app, `async-token=${cookie!.value}`);
    expect(events.statusCode).toBe(401); // no bearer token: anonymous
    const withBearer = await app.inject({
      method: 'GET',
      url: '/api/v1/async_event/',
      headers: { authorization: `Bearer ${token}`, cookie: `async-token=${cookie!.value}` },
    });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.json()).toEqual({ result: [] });
  });
});
