/**
 * The two backends of a differential run, each logged in as its admin the way a browser is: the
 * embedded server started on a port of its own (a fresh data folder with the example data), and
 * the real Superset at SUPERSET_URL. Both get the SPA's CSRF token after logging in.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, createTestApp } from '../../server/helpers/testApp';
import { HttpSession } from './httpSession';

export type BackendName = 'embedded' | 'superset';

export interface Backend {
  name: BackendName;
  session: HttpSession;
}

export function supersetUrl(): string {
  const url = process.env.SUPERSET_URL?.replace(/\/+$/, '');
  if (!url)
    throw new Error(
      'SUPERSET_URL is not set: run the suite with `npm run test:superset`, which finds or starts a Superset.',
    );
  return url;
}

export function supersetAdminPassword(): string {
  return process.env.SUPERSET_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'admin';
}

/** The SPA's own login: JSON to /login/ (src/api/security.ts), which the embedded server serves. */
export async function loginWithJson(session: HttpSession, username: string, password: string): Promise<void> {
  const response = await session.raw('POST', '/login/', {
    body: JSON.stringify({ username, password }),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  if (!response.ok || !session.hasSession())
    throw new Error(`Login to the embedded server failed: ${response.status} ${await response.text()}`);
}

/** Superset's login page: its form, with the CSRF token the page carries. */
export async function loginWithForm(session: HttpSession, username: string, password: string): Promise<void> {
  const page = await session.raw('GET', '/login/');
  const html = await page.text();
  const token =
    /name="csrf_token"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /id="csrf_token"\s+value="([^"]*)"/.exec(html)?.[1];
  if (!token) throw new Error(`${session.baseUrl}/login/ has no csrf_token field (status ${page.status})`);
  const response = await session.raw('POST', '/login/', {
    body: new URLSearchParams({ username, password, csrf_token: token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 302 || location.includes('/login')) {
    throw new Error(
      `Login to Superset at ${session.baseUrl} as ${username} failed (${response.status}, to ${location || 'nowhere'}). Set SUPERSET_ADMIN_PASSWORD.`,
    );
  }
}

export interface EmbeddedBackend extends Backend {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The embedded server; `asyncQueries` turns GLOBAL_ASYNC_QUERIES on, to match a Superset with workers. */
export async function startEmbedded(asyncQueries = false): Promise<EmbeddedBackend> {
  const { app } = await createTestApp(
    asyncQueries ? { env: { FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }) } } : {},
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The embedded server has no TCP address');
  const session = new HttpSession(`http://127.0.0.1:${address.port}`);
  await loginWithJson(session, 'admin', ADMIN_PASSWORD);
  await session.refreshCsrfToken();
  return { name: 'embedded', session, app, close: () => app.close() };
}

export async function connectSuperset(): Promise<Backend> {
  const session = new HttpSession(supersetUrl());
  await loginWithForm(session, 'admin', supersetAdminPassword());
  await session.refreshCsrfToken();
  return { name: 'superset', session };
}
