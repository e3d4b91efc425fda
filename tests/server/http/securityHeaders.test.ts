import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websocketOrigin } from '../../../server/http/securityHeaders';
import { bearerLogin, createTestApp, loginSession } from '../helpers/testApp';

const ASSET_NAME = 'index-AbC123xy.js';

/** The CSP as directive → sources. */
function cspOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Superset 6.1's Talisman CSP less its third-party hosts and nonce, plus the websocket sources. */
const EXPECTED_CSP = {
  'base-uri': ["'self'"],
  'default-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'ws://bi.example.com:8088', 'wss://bi.example.com:8088', 'ws://127.0.0.1:8088'],
  'object-src': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
};

function expectSupersetHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe('browsing-topics=()');
  expect(response.headers['content-security-policy']).toEqual(expect.any(String));
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers (Superset’s Talisman defaults)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const distDir = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-dist-')), 'dist');
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'assets', ASSET_NAME), 'console.log(1);\n');
    ({ app } = await createTestApp({
      env: { TESSERA_DIST_DIR: distDir, PORT: '8088', GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'ws://127.0.0.1:8088/ws' },
    }));
    app.get('/api/v1/test_cached/', async (_request, reply) =>
      reply.header('Cache-Control', 'private, max-age=60').send({ result: 1 }),
    );
  });
  afterAll(() => app.close());

  const headers = { host: 'bi.example.com:8088' };

  it('sends Superset’s CSP (no third-party hosts, no inline scripts) on /health', async () => {
    const response = await app.inject({ url: '/health', headers });
    expect(response.statusCode).toBe(200);
    expectSupersetHeaders(response);
    expect(cspOf(response)).toEqual(EXPECTED_CSP);
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets the page open its websocket to the host it came from, and to GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL', async () => {
    const local = await app.inject({ url: '/health', headers: { host: 'localhost:8088' } });
    expect(cspOf(local)['connect-src']).toEqual([
      "'self'",
      'ws://localhost:8088',
      'wss://localhost:8088',
      'ws://127.0.0.1:8088',
    ]);
    const ipv6 = await app.inject({ url: '/health', headers: { host: '[::1]:8088' } });
    expect(cspOf(ipv6)['connect-src']).toContain('ws://[::1]:8088');
  });

  it('copies no odd Host header into the policy', async () => {
    const response = await app.inject({ url: '/health', headers: { host: "evil.example; script-src 'unsafe-eval'" } });
    expect(cspOf(response)['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:8088']);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('marks API replies not cacheable, for bearer and session callers and on errors', async () => {
    const token = await bearerLogin(app);
    const bearer = await app.inject({ url: '/api/v1/me/', headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(200);
    expectSupersetHeaders(bearer);
    expect(bearer.headers['cache-control']).toBe('no-store');

    const session = await loginSession(app);
    const withCookie = await app.inject({ url: '/api/v1/me/', headers: { ...headers, cookie: session.cookie } });
    expect(withCookie.headers['cache-control']).toBe('no-store');

    const anonymous = await app.inject({ url: '/api/v1/me/', headers });
    expect(anonymous.statusCode).toBe(401);
    expectSupersetHeaders(anonymous);
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const missing = await app.inject({ url: '/api/v1/no_such_thing/', headers });
    expect(missing.statusCode).toBe(404);
    expectSupersetHeaders(missing);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('keeps a Cache-Control a route sets itself', async () => {
    const session = await loginSession(app);
    const response = await app.inject({ url: '/api/v1/test_cached/', headers: { ...headers, cookie: session.cookie } });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('sends the headers with pages, which are not cached either', async () => {
    const page = await app.inject({ url: '/login/', headers: { ...headers, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expectSupersetHeaders(page);
    expect(cspOf(page)).toEqual(EXPECTED_CSP);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('leaves hashed static assets cacheable for a year', async () => {
    const asset = await app.inject({ url: `/assets/${ASSET_NAME}`, headers });
    expect(asset.statusCode).toBe(200);
    expectSupersetHeaders(asset);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('websocketOrigin', () => {
  it('is the origin of a ws: or wss: URL, and null for anything else', () => {
    expect(websocketOrigin('ws://127.0.0.1:8088/ws')).toBe('ws://127.0.0.1:8088');
    expect(websocketOrigin('wss://bi.example.com/ws?x=1')).toBe('wss://bi.example.com');
    expect(websocketOrigin('https://bi.example.com/ws')).toBeNull();
    expect(websocketOrigin('not a url')).toBeNull();
  });
});
