import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, cookieHeader, createTestApp, createUser } from '../helpers/testApp';

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});

describe('browser login and logout', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    await createUser(app, 'retired', ['Gamma'], 'retired-password', { active: false });
  });
  afterAll(() => app.close());

  async function postForm(fields: Record<string, string>, accept?: string) {
    const { payload, ...headers } = form(fields);
    return app.inject({
      method: 'POST',
      url: '/login/',
      headers: { ...headers, ...(accept ? { accept } : {}) },
      payload,
    });
  }

  it('sets an httpOnly, SameSite=Lax session cookie and redirects to next', async () => {
    const response = await postForm({ username: 'admin', password: ADMIN_PASSWORD, next: '/explore/?slice_id=3' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/explore/?slice_id=3');
    const session = response.cookies.find((cookie) => cookie.name === 'session');
    expect(session).toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    expect(session?.secure).toBeUndefined();
  });

  it('lands on the home page without next, and takes next from the query string too', async () => {
    expect((await postForm({ username: 'admin', password: ADMIN_PASSWORD })).headers.location).toBe('/');
    const { payload, ...headers } = form({ username: 'admin', password: ADMIN_PASSWORD });
    const response = await app.inject({ method: 'POST', url: '/login/?next=%2Fchart%2Flist%2F', headers, payload });
    expect(response.headers.location).toBe('/chart/list/');
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com', 'javascript:alert(1)'])(
    'refuses the open redirect %s',
    async (next) => {
      const response = await postForm({ username: 'admin', password: ADMIN_PASSWORD, next });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );

  it('answers JSON clients with the redirect target', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { accept: 'application/json' },
      payload: { username: 'admin', password: ADMIN_PASSWORD, next: '/dashboard/list/' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { redirect: '/dashboard/list/' } });
    expect(response.cookies.some((cookie) => cookie.name === 'session')).toBe(true);
  });

  it('rejects a wrong password: 401 JSON for JSON clients, back to the form for browsers', async () => {
    const json = await postForm({ username: 'admin', password: 'nope' }, 'application/json');
    expect(json.statusCode).toBe(401);
    expect(json.json()).toEqual({ message: 'Invalid login. Please try again.' });
    expect(json.cookies).toHaveLength(0);

    const browser = await postForm({ username: 'admin', password: 'nope', next: '/explore/' }, 'text/html');
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/login/?error=1&next=%2Fexplore%2F');
  });

  it('rejects unknown users and inactive users alike', async () => {
    for (const [username, password] of [
      ['ghost', 'x'],
      ['retired', 'retired-password'],
    ]) {
      const response = await postForm({ username, password }, 'application/json');
      expect(response.statusCode).toBe(401);
    }
  });

  it('counts logins', async () => {
    const before = (await app.store.users.findByUsername('admin'))?.login_count ?? 0;
    await postForm({ username: 'admin', password: ADMIN_PASSWORD });
    const after = await app.store.users.findByUsername('admin');
    expect(after?.login_count).toBe(before + 1);
    expect(after?.last_login).toBeInstanceOf(Date);
  });

  it('rejects a login body with missing or unknown fields as a 400', async () => {
    const missing = await app.inject({ method: 'POST', url: '/login/', payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { password: ['Missing data for required field.'] } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD, remember: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { remember: ['Unknown field.'] } });
  });

  it.each(['GET', 'POST'] as const)('%s /logout/ ends the session for good', async (method) => {
    const login = await postForm({ username: 'admin', password: ADMIN_PASSWORD });
    const cookie = cookieHeader(login);
    expect((await app.inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(200);

    const headers: Record<string, string> = { cookie };
    if (method === 'POST') {
      const token = await app.inject({ url: '/api/v1/security/csrf_token/', headers: { cookie } });
      headers['x-csrftoken'] = token.json<{ result: string }>().result;
    }
    const logout = await app.inject({ method, url: '/logout/', headers });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/login/');
    const cleared = logout.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');

    // The old cookie no longer works, even if the browser kept it.
    expect((await app.inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ignores a session cookie with a forged signature', async () => {
    const login = await postForm({ username: 'admin', password: ADMIN_PASSWORD });
    const session = login.cookies.find((c) => c.name === 'session');
    const [id] = (session?.value ?? '').split('.');
    const forged = `session=${id}.${'A'.repeat(43)}`;
    expect((await app.inject({ url: '/api/v1/me/', headers: { cookie: forged } })).statusCode).toBe(401);
  });

  it('sends a logged-in visitor of the login page on to next', async () => {
    const cookie = cookieHeader(await postForm({ username: 'admin', password: ADMIN_PASSWORD }));
    const response = await app.inject({ url: '/login/?next=%2Fexplore%2F', headers: { cookie, accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/explore/');
  });
});

describe('cookie flags', () => {
  it('marks the session cookie Secure when SESSION_COOKIE_SECURE is on', async () => {
    const { app } = await createTestApp({ env: { SESSION_COOKIE_SECURE: 'true' } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/login/',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});
