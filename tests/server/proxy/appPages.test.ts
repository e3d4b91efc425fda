import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBootstrap } from '../helpers/bootstrap';
import {
  ADMIN_BOOTSTRAP,
  startFakeSuperset,
  startProxy,
  SUPERSET_LOGIN_CSP,
  VALID_SESSION,
  type FakeSuperset,
} from './fakeSuperset';

const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
const signedIn = { ...html, cookie: `session=${VALID_SESSION}` };

describe("proxy mode: the app's pages", () => {
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

  it('renders our index.html with the bootstrap Superset rendered for this user on the same route', async () => {
    const response = await fetch(`${proxy.url}/sqllab/?id=2`, { headers: signedIn, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('/assets/index-abc.js');
    expect(body).not.toContain('/static/assets/spa.entry.js');
    expect(readBootstrap(body)).toEqual(ADMIN_BOOTSTRAP);
    expect(superset.seen.at(-1)).toMatchObject({ url: '/sqllab/?id=2' });
    expect(superset.seen.at(-1)?.headers.cookie).toBe(`session=${VALID_SESSION}`);
    // Superset's session refresh reaches the browser, as a cookie of our origin.
    expect(response.headers.getSetCookie()).toEqual([`session=${VALID_SESSION}; HttpOnly; Path=/; SameSite=Lax`]);
  });

  it("sends anonymous users to Superset's login page (proxied here) with `next`", async () => {
    const response = await fetch(`${proxy.url}/sqllab/?id=2`, { headers: html, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/?next=%2Fsqllab%2F%3Fid%3D2');

    const login = await fetch(`${proxy.url}/login/?next=%2Fsqllab%2F`, { headers: html });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('/static/assets/spa.entry.js');
    expect(superset.seen.at(-1)?.url).toBe('/login/?next=%2Fsqllab%2F');
  });

  it('takes the payload from another Superset page when Superset has none on the route', async () => {
    const response = await fetch(`${proxy.url}/chart/list/`, { headers: signedIn });
    expect(response.status).toBe(200);
    expect(readBootstrap(await response.text())).toEqual(ADMIN_BOOTSTRAP);
    expect(superset.seen.slice(-2).map((request) => request.url)).toEqual(['/chart/list/', '/superset/welcome/']);
  });

  it('renders pages only the app knows, such as its 404 page, the same way', async () => {
    const response = await fetch(`${proxy.url}/no/such/page/`, { headers: signedIn });
    expect(response.status).toBe(200);
    expect(readBootstrap(await response.text())).toEqual(ADMIN_BOOTSTRAP);
  });

  it("renders SQL Lab's form post with the payload of Superset's reply to the same post", async () => {
    const response = await fetch(`${proxy.url}/sqllab/`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sql=SELECT+1&dbid=1',
    });
    expect(response.status).toBe(200);
    const bootstrap = readBootstrap(await response.text());
    expect(bootstrap.requested_query).toEqual({ sql: 'SELECT 1', dbid: '1' });
  });

  it("sends the embedded server's security headers with the app's pages, and Superset's with its own", async () => {
    const page = await fetch(`${proxy.url}/sqllab/`, { headers: signedIn });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const login = await fetch(`${proxy.url}/login/`, { headers: html });
    expect(login.headers.get('content-security-policy')).toBe(SUPERSET_LOGIN_CSP);
  });

  it("renders the app's landing page at / and at Superset's welcome page, and serves the built assets itself", async () => {
    for (const landing of ['/', '/superset/welcome/']) {
      const page = await fetch(`${proxy.url}${landing}`, { headers: signedIn });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-bootstrap=');
    }
    const asset = await fetch(`${proxy.url}/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("tessera")');
  });

  it('proxies API calls and downloads opened as pages, never rendering the app for them', async () => {
    const api = await fetch(`${proxy.url}/api/v1/echo`, { headers: html });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('proxy mode: the websocket URL in the payload', () => {
  let superset: FakeSuperset;
  let proxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    superset = await startFakeSuperset();
    proxy = await startProxy(superset.url, { SUPERSET_WEBSOCKET_URL: 'ws://127.0.0.1:8080/' });
  });
  afterAll(async () => {
    await proxy.app.close();
    await superset.app.close();
  });

  it("points the app at /ws on our origin when Superset's websocket service is proxied", async () => {
    const response = await fetch(`${proxy.url}/sqllab/`, { headers: signedIn });
    const conf = (readBootstrap(await response.text()).common as { conf: Record<string, unknown> }).conf;
    expect(conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL).toBe(`${proxy.url.replace('http', 'ws')}/ws`);
    expect(conf.DISPLAY_MAX_ROW).toBe(10000);
  });
});
