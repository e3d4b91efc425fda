import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBootstrap } from '../helpers/bootstrap';
import { createTestApp, createUser, loginSession } from '../helpers/testApp';

const CONF_KEYS = [
  'DEFAULT_SQLLAB_LIMIT',
  'SQL_MAX_ROW',
  'DISPLAY_MAX_ROW',
  'SQLLAB_DEFAULT_DBID',
  'SQLLAB_SAVE_WARNING_MESSAGE',
  'SQLLAB_QUERY_RESULT_TIMEOUT',
  'SQL_VALIDATORS_BY_ENGINE',
  'SCHEDULED_QUERIES',
  'GLOBAL_ASYNC_QUERIES_TRANSPORT',
  'GLOBAL_ASYNC_QUERIES_POLLING_DELAY',
  'GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL',
  'CSV_STREAMING_ROW_THRESHOLD',
  'SUPERSET_WEBSERVER_TIMEOUT',
  'DEFAULT_VIZ_TYPE',
  'DEFAULT_TIME_FILTER',
  'ROW_LIMIT',
  'SAMPLES_ROW_LIMIT',
  'AUTH_TYPE',
];

const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

describe('SPA pages and the bootstrap payload', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'tessera-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>',
    );
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("tessera")');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("tessera")'));
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("tessera")'));
    ({ app } = await createTestApp({
      env: {
        DEFAULT_SQLLAB_LIMIT: '250',
        SQLLAB_SAVE_WARNING_MESSAGE: 'Careful "now" <b>',
        FEATURE_FLAGS: '{"DASHBOARD_RBAC": true}',
      },
      config: { distDir },
    }));
    await createUser(app, 'analyst', ['Gamma', 'sql_lab'], 'analyst-password', {
      first_name: 'Ana',
      last_name: 'Lyst',
    });
  });
  afterAll(() => app.close());

  it('renders the login page for anonymous visitors with an anonymous user and every conf key', async () => {
    const response = await app.inject({ url: '/login/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('/assets/index-abc123.js');
    const bootstrap = readBootstrap(response.body);
    expect(bootstrap.user).toEqual({ isAnonymous: true, roles: {}, permissions: {} });
    const common = bootstrap.common as Record<string, unknown>;
    expect(Object.keys(common.conf as object).sort()).toEqual([...CONF_KEYS].sort());
    expect(common).toMatchObject({
      application_root: '/',
      static_assets_prefix: '',
      locale: 'en',
      menu_data: {},
      d3_format: {},
      theme: {},
    });
  });

  it('points the async websocket at the host and scheme the page was opened at, unless configured', async () => {
    const conf = (host: string, proto?: string) =>
      app
        .inject({ url: '/login/', headers: { ...html, host, ...(proto ? { 'x-forwarded-proto': proto } : {}) } })
        .then((response) => (readBootstrap(response.body).common as { conf: Record<string, unknown> }).conf);
    expect((await conf('localhost:8088')).GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL).toBe('ws://localhost:8088/ws');
    expect((await conf('bi.example.com')).GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL).toBe('ws://bi.example.com/ws');

    const configured = await createTestApp({
      env: { GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'wss://push.example.com/ws' },
      config: { distDir },
    });
    try {
      const response = await configured.app.inject({ url: '/login/', headers: { ...html, host: 'localhost:8088' } });
      const configuredConf = (readBootstrap(response.body).common as { conf: Record<string, unknown> }).conf;
      expect(configuredConf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL).toBe('wss://push.example.com/ws');
    } finally {
      await configured.app.close();
    }
  });

  it('sends anonymous visitors of any page to the login page, keeping path and query', async () => {
    for (const url of [
      '/sqllab/',
      '/sqllab/p/abc123',
      '/superset/dashboard/7/?native_filters_key=x',
      '/some/client/route',
    ]) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(`/login/?next=${encodeURIComponent(url)}`);
    }
  });

  it('serves the app at / (it sends each user on to an area their roles open), after a login', async () => {
    const anonymous = await app.inject({ url: '/', headers: html });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login/?next=%2F');
    const { cookie } = await loginSession(app, 'analyst', 'analyst-password');
    const page = await app.inject({ url: '/', headers: { ...html, cookie } });
    expect(page.statusCode).toBe(200);
    expect((readBootstrap(page.body).user as Record<string, unknown>).username).toBe('analyst');
  });

  it("puts the user's roles as pairs, the config and the feature flags in /sqllab/", async () => {
    const { cookie } = await loginSession(app, 'analyst', 'analyst-password');
    const response = await app.inject({ url: '/sqllab/', headers: { ...html, cookie } });
    expect(response.statusCode).toBe(200);
    const bootstrap = readBootstrap(response.body);
    const user = bootstrap.user as Record<string, unknown>;
    expect(user).toMatchObject({
      username: 'analyst',
      firstName: 'Ana',
      lastName: 'Lyst',
      isActive: true,
      isAnonymous: false,
      email: 'analyst@example.com',
      permissions: {},
    });
    expect(user.loginCount).toEqual(expect.any(Number));
    expect(user.userId).toEqual(expect.any(Number));
    expect(user.createdOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
    const roles = user.roles as Record<string, Array<[string, string]>>;
    expect(Object.keys(roles).sort()).toEqual(['Gamma', 'sql_lab']);
    expect(roles.sql_lab).toContainEqual(['can_execute_sql_query', 'SQLLab']);
    expect(roles.sql_lab).toContainEqual(['can_export_csv', 'SQLLab']);
    expect(roles.Gamma).toContainEqual(['can_read', 'Dashboard']);

    const common = bootstrap.common as { conf: Record<string, unknown>; feature_flags: Record<string, boolean> };
    expect(Object.keys(common.conf).sort()).toEqual([...CONF_KEYS].sort());
    expect(common.conf.DEFAULT_SQLLAB_LIMIT).toBe(250);
    expect(common.conf.SQLLAB_SAVE_WARNING_MESSAGE).toBe('Careful "now" <b>');
    expect(common.conf.AUTH_TYPE).toBe(1);
    expect(common.feature_flags.DASHBOARD_RBAC).toBe(true);
    expect(common.feature_flags.SQLLAB_BACKEND_PERSISTENCE).toBe(true);
    // The payload is attribute-escaped: no raw quote or tag can break out of it.
    expect(response.body).not.toContain('<b>');
  });

  it('renders every SPA route, and unknown page paths, for a logged-in user', async () => {
    const { cookie } = await loginSession(app);
    for (const url of [
      '/sqllab/history/',
      '/sqllab/p/abc',
      '/superset/dashboard/world-health/',
      '/explore/?slice_id=1',
      '/explore/p/xyz/',
      '/chart/list/',
      '/dashboard/list/',
      '/savedqueryview/list/',
      '/tablemodelview/list/',
      '/databaseview/list/',
      '/a/route/only/the/client/knows',
    ]) {
      const response = await app.inject({ url, headers: { ...html, cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(readBootstrap(response.body).user).toMatchObject({ username: 'admin' });
    }
  });

  it('serves hashed assets without a login and with a long cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("tessera")');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the compressed copy the build made of an asset the browser can decode, else the plain file', async () => {
    const url = '/assets/index-abc123.js';
    const asBrotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.headers['content-type']).toContain('javascript');
    expect(String(asBrotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe('console.log("tessera")');

    const asGzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asGzip.rawPayload).toString()).toBe('console.log("tessera")');

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("tessera")');
  });

  it('answers JSON 404 to non-page requests for unknown paths', async () => {
    const response = await app.inject({ url: '/nothing/here', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('SPA without a build', () => {
  it('falls back to a minimal page that still carries the bootstrap payload', async () => {
    const { app } = await createTestApp();
    try {
      const response = await app.inject({ url: '/login/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="app" data-bootstrap=');
      expect(readBootstrap(response.body).user).toMatchObject({ isAnonymous: true });
    } finally {
      await app.close();
    }
  });
});
