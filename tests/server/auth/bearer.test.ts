import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../../server/auth/jwt';
import { ADMIN_PASSWORD, createTestApp, createUser } from '../helpers/testApp';

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('REST API login with JWT bearer tokens', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  const login = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/security/login', payload });

  it('returns an HS256 access token that authenticates API calls', async () => {
    const response = await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; refresh_token?: string }>();
    expect(body.refresh_token).toBeUndefined();
    const header = JSON.parse(Buffer.from(body.access_token.split('.')[0], 'base64url').toString('utf8')) as unknown;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeClaims(body.access_token);
    expect(claims).toMatchObject({ sub: '1', type: 'access' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const me = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ result: { username: string } }>().result.username).toBe('admin');
  });

  it('adds a refresh token on request, which buys a new access token', async () => {
    const response = await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db', refresh: true });
    const { refresh_token: refreshToken } = response.json<{ refresh_token: string }>();
    expect(decodeClaims(refreshToken).type).toBe('refresh');

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = refreshed.json<{ access_token: string }>().access_token;
    expect(decodeClaims(accessToken).type).toBe('access');
    const me = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
  });

  it('does not take a refresh token for API calls, nor an access token for refreshing', async () => {
    const response = await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db', refresh: true });
    const tokens = response.json<{ access_token: string; refresh_token: string }>();
    const me = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${tokens.refresh_token}` } });
    expect(me.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('rejects tampered, expired and foreign tokens', async () => {
    const good = (await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' })).json<{
      access_token: string;
    }>().access_token;
    const [header, , signature] = good.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...decodeClaims(good), sub: '2' })).toString('base64url');
    const foreign = signToken('some other secret', 1, 'access');
    for (const token of [`${header}.${elevated}.${signature}`, foreign, 'not-a-jwt']) {
      const me = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: 'Not authorized' });
    }
  });

  it('answers wrong credentials with 401', async () => {
    const response = await login({ username: 'admin', password: 'wrong', provider: 'db' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });

  it('refuses tokens of a deactivated user', async () => {
    await createUser(app, 'leaver', ['Gamma'], 'leaver-password');
    const token = (await login({ username: 'leaver', password: 'leaver-password', provider: 'db' })).json<{
      access_token: string;
    }>().access_token;
    await app.store.db.run(`UPDATE users SET active = false WHERE username = 'leaver'`);
    const me = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
  });

  it('accepts only provider "db" and no unknown fields', async () => {
    const ldap = await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'ldap' });
    expect(ldap.statusCode).toBe(400);
    expect(ldap.json()).toEqual({ message: { provider: ['Must be one of: db.'] } });

    const extra = await login({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db', remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: { remember: ['Unknown field.'] } });

    const missing = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { provider: ['Missing data for required field.'] } });
  });
});
