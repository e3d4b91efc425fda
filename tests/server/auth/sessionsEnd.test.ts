import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerLogin, createUser, loginSession } from '../helpers/testApp';
import { createSecurityAdminApp, type SecurityAdminApp } from '../security/securityAdminApp';

const USERS = '/api/v1/security/users/';

interface Credentials {
  cookie: string;
  access: string;
  refresh: string;
}

async function logInEveryWay(app: FastifyInstance, username: string, password: string): Promise<Credentials> {
  const { cookie } = await loginSession(app, username, password);
  const tokens = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db', refresh: true },
  });
  const { access_token: access, refresh_token: refresh } = tokens.json<{
    access_token: string;
    refresh_token: string;
  }>();
  return { cookie, access, refresh };
}

/** The status of a call with each credential: the cookie, the access token, the refresh token. */
async function statuses(app: FastifyInstance, credentials: Credentials): Promise<number[]> {
  const byCookie = await app.inject({ url: '/api/v1/me/', headers: { cookie: credentials.cookie } });
  const byToken = await app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${credentials.access}` } });
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/v1/security/refresh',
    headers: { authorization: `Bearer ${credentials.refresh}` },
  });
  return [byCookie.statusCode, byToken.statusCode, refreshed.statusCode];
}

describe('sessions and tokens end with a deactivation or a new password', () => {
  let t: SecurityAdminApp;
  let app: FastifyInstance;

  const sessionCount = async (username: string): Promise<number> => {
    const id = await t.userId(username);
    const rows = await app.store.db.all<{ n: bigint }>('SELECT count(*) AS n FROM sessions WHERE user_id = ?', [id]);
    return Number(rows[0].n);
  };

  beforeAll(async () => {
    t = await createSecurityAdminApp();
    app = t.app;
  });
  afterAll(() => app.close());

  it('a deactivated user loses every session and token, and cannot log in again', async () => {
    await createUser(app, 'leaver', ['Gamma']);
    const credentials = await logInEveryWay(app, 'leaver', 'leaver-password');
    const bystander = await logInEveryWay(app, 'gamma', 'gamma-password');
    expect(await statuses(app, credentials)).toEqual([200, 200, 200]);

    expect((await t.admin.put(`${USERS}${await t.userId('leaver')}`, { active: false })).statusCode).toBe(200);
    expect(await sessionCount('leaver')).toBe(0);
    expect(await statuses(app, credentials)).toEqual([401, 401, 401]);
    expect(await statuses(app, bystander)).toEqual([200, 200, 200]);

    const form = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'leaver', password: 'leaver-password' }).toString(),
    });
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toMatch(/^\/login\/\?error=1/);
    const api = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'leaver', password: 'leaver-password', provider: 'db' },
    });
    expect(api.statusCode).toBe(401);

    // Active again: the old tokens stay refused, a new login works.
    expect((await t.admin.put(`${USERS}${await t.userId('leaver')}`, { active: true })).statusCode).toBe(200);
    expect((await statuses(app, credentials)).slice(1)).toEqual([401, 401]);
    expect(await statuses(app, await logInEveryWay(app, 'leaver', 'leaver-password'))).toEqual([200, 200, 200]);
  });

  it('a new password set by an admin ends the user’s sessions and tokens; the new password works at once', async () => {
    await createUser(app, 'forgetful', ['Gamma']);
    const credentials = await logInEveryWay(app, 'forgetful', 'forgetful-password');
    expect(
      (await t.admin.put(`${USERS}${await t.userId('forgetful')}`, { password: 'fresh-password' })).statusCode,
    ).toBe(200);
    expect(await sessionCount('forgetful')).toBe(0);
    expect(await statuses(app, credentials)).toEqual([401, 401, 401]);
    // Logged in within the same second as the change: the new token still counts.
    const renewed = await logInEveryWay(app, 'forgetful', 'fresh-password');
    expect(await statuses(app, renewed)).toEqual([200, 200, 200]);
    await expect(bearerLogin(app, 'forgetful', 'forgetful-password')).rejects.toThrow('401');
  });

  it('other changes (a name, roles) end nothing', async () => {
    await createUser(app, 'renamed', ['Gamma']);
    const credentials = await logInEveryWay(app, 'renamed', 'renamed-password');
    const alpha = await t.roleId('Alpha');
    expect(
      (await t.admin.put(`${USERS}${await t.userId('renamed')}`, { first_name: 'New', roles: [alpha] })).statusCode,
    ).toBe(200);
    expect(await statuses(app, credentials)).toEqual([200, 200, 200]);
  });
});

describe('logins as Flask-AppBuilder counts them', () => {
  let t: SecurityAdminApp;
  beforeAll(async () => {
    t = await createSecurityAdminApp();
  });
  afterAll(() => t.app.close());

  const account = async (username: string) =>
    (await t.app.store.users.listAccounts()).find((user) => user.username === username);
  const apiLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username, password, provider: 'db' } });

  it('counts failed logins until a successful one resets them, and records the last login', async () => {
    await createUser(t.app, 'counted', ['Gamma']);
    expect(await account('counted')).toMatchObject({ login_count: null, fail_login_count: null, last_login: null });
    expect((await apiLogin('counted', 'wrong')).statusCode).toBe(401);
    expect((await apiLogin('counted', 'wrong')).statusCode).toBe(401);
    expect(await account('counted')).toMatchObject({ login_count: 0, fail_login_count: 2, last_login: null });
    expect((await apiLogin('counted', 'counted-password')).statusCode).toBe(200);
    const after = await account('counted');
    expect(after).toMatchObject({ login_count: 1, fail_login_count: 0 });
    expect(after?.last_login).toBeInstanceOf(Date);
  });

  it('does not count attempts on an inactive user, and refuses an empty password', async () => {
    await createUser(t.app, 'dormant', ['Gamma'], 'dormant-password', { active: false });
    expect((await apiLogin('dormant', 'wrong')).statusCode).toBe(401);
    expect((await apiLogin('dormant', 'dormant-password')).statusCode).toBe(401);
    expect(await account('dormant')).toMatchObject({ login_count: null, fail_login_count: null });
    expect((await apiLogin('admin', '')).statusCode).toBe(401);
  });

  it('takes the username in any letter case, or the email address', async () => {
    await createUser(t.app, 'Mixed.Case', ['Gamma'], 'mixed-password', { email: 'mixed@corp.test' });
    expect((await apiLogin('mixed.case', 'mixed-password')).statusCode).toBe(200);
    expect((await apiLogin('mixed@corp.test', 'mixed-password')).statusCode).toBe(200);
    expect((await apiLogin('MIXED@corp.test', 'mixed-password')).statusCode).toBe(401);
  });
});
