import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSuperset, startProxy, VALID_SESSION, type FakeSuperset } from './fakeSuperset';

describe('proxy mode: cookies, CSRF and redirects', () => {
  let superset: FakeSuperset;
  let proxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    superset = await startFakeSuperset();
    proxy = await startProxy(superset.url);
  });
  afterAll(async () => {
    await proxy.app.close();
    await superset.app.close();
  });

  it("rewrites Superset's login cookies for our origin: no Domain, no Secure on http, SameSite=None made Lax", async () => {
    const response = await fetch(`${proxy.url}/login/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin&csrf_token=t',
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual([
      `session=${VALID_SESSION}; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Path=/; SameSite=Lax`,
      'async-token=jwt; Path=/; SameSite=Lax',
    ]);
  });

  it('passes cookies, X-CSRFToken and bodies through, with Origin and Referer moved to Superset', async () => {
    const response = await fetch(`${proxy.url}/api/v1/echo`, {
      method: 'POST',
      headers: {
        cookie: `session=${VALID_SESSION}`,
        'x-csrftoken': 'csrf-123',
        'content-type': 'application/json',
        origin: proxy.url,
        referer: `${proxy.url}/sqllab/?id=3`,
      },
      body: JSON.stringify({ sql: 'SELECT 1' }),
    });
    expect(response.status).toBe(200);
    const echoed = (await response.json()) as { headers: Record<string, string>; bodyBytes: number };
    const supersetHost = new URL(superset.url).host;
    expect(echoed.headers).toMatchObject({
      cookie: `session=${VALID_SESSION}`,
      'x-csrftoken': 'csrf-123',
      host: supersetHost,
      origin: superset.url,
      referer: `${superset.url}/sqllab/?id=3`,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(proxy.url).host,
    });
    expect(echoed.bodyBytes).toBe(JSON.stringify({ sql: 'SELECT 1' }).length);
  });

  it("turns Superset's absolute redirects and absolute `next` into paths on our origin", async () => {
    const toMe = await fetch(`${proxy.url}/api/v1/redirect-absolute`, { redirect: 'manual' });
    expect(toMe.headers.get('location')).toBe('/api/v1/me/');

    const anonymous = await fetch(`${proxy.url}/chart/list/`, {
      redirect: 'manual',
      headers: { accept: 'application/json' },
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login/?next=%2Fchart%2Flist%2F');
  });

  it("lands on the app's landing page instead of Superset's welcome page after login", async () => {
    const response = await fetch(`${proxy.url}/login/`, { method: 'POST', redirect: 'manual', body: '' });
    expect(response.headers.get('location')).toBe('/');
  });

  it('keeps the `next` of the login form, and redirects to other sites untouched', async () => {
    const login = await fetch(`${proxy.url}/login/?next=%2Fexplore%2F%3Fslice_id%3D4`, {
      method: 'POST',
      redirect: 'manual',
      body: '',
    });
    expect(login.headers.get('location')).toBe('/explore/?slice_id=4');
    const elsewhere = await fetch(`${proxy.url}/api/v1/redirect-elsewhere`, { redirect: 'manual' });
    expect(elsewhere.headers.get('location')).toBe('https://example.com/docs');
  });
});

describe('proxy mode: Superset under a base path', () => {
  let superset: FakeSuperset;
  let proxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    superset = await startFakeSuperset('/bi');
    proxy = await startProxy(superset.url);
  });
  afterAll(async () => {
    await proxy.app.close();
    await superset.app.close();
  });

  it('maps our root onto the base path: requests, cookie paths and redirects', async () => {
    const echo = await fetch(`${proxy.url}/api/v1/echo`);
    expect(echo.status).toBe(200);
    expect(superset.seen.at(-1)?.url).toBe('/bi/api/v1/echo');

    const login = await fetch(`${proxy.url}/login/`, { method: 'POST', redirect: 'manual', body: '' });
    expect(login.headers.get('location')).toBe('/');
    expect(login.headers.getSetCookie()[0]).toContain('; Path=/;');

    const absolute = await fetch(`${proxy.url}/api/v1/redirect-absolute`, { redirect: 'manual' });
    expect(absolute.headers.get('location')).toBe('/api/v1/me/');
  });
});
