import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type Env, type ServerConfig } from '../../../server/config';
import type { UserRecord } from '../../../server/store';
import { prepareDataDir } from './examplesFixture';

export const ADMIN_PASSWORD = 'admin-test-password';

export interface TestAppOptions {
  /** Environment variables, read by loadConfig as at start-up. */
  env?: Env;
  /** Settings applied after the environment. */
  config?: Partial<ServerConfig>;
  /** Reuse a data folder (to test a restart); a fresh one holding the example data otherwise. */
  dataDir?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  dataDir: string;
}

/** The embedded server, in-process, on its own data folder; close it with `app.close()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await prepareDataDir());
  const missingDist = await mkdtemp(path.join(tmpdir(), 'tessera-no-dist-'));
  const config: ServerConfig = {
    ...loadConfig({
      ADMIN_PASSWORD,
      TESSERA_DATA_DIR: dataDir,
      TESSERA_DIST_DIR: path.join(missingDist, 'dist'),
      // Tests log in many times a second; the throttle's own tests turn it back on.
      AUTH_RATE_LIMITED: 'false',
      // Tests run the report scheduler with `app.reportScheduler.tick(now)` at the times they choose.
      REPORT_SCHEDULER_ENABLED: 'false',
      ...options.env,
    }),
    ...options.config,
  };
  const app = await buildApp(config);
  return { app, config, dataDir };
}

/** `name=value` pairs of a reply's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface BrowserSession {
  /** The Cookie header to send. */
  cookie: string;
  csrfToken: string;
}

/** Logs in through the login form, as a browser does, and fetches the CSRF token. */
export async function loginSession(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<BrowserSession> {
  const login = await app.inject({
    method: 'POST',
    url: '/login/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  if (login.statusCode !== 302 || !login.cookies.some((cookie) => cookie.name === 'session')) {
    throw new Error(`Login as ${username} failed: ${login.statusCode} ${login.body}`);
  }
  const cookie = cookieHeader(login);
  const token = await app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/', headers: { cookie } });
  return { cookie, csrfToken: token.json<{ result: string }>().result };
}

/** Logs in through the REST API and returns the access token. */
export async function bearerLogin(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db' },
  });
  if (response.statusCode !== 200) throw new Error(`API login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** Creates a user with the given roles directly in the store. */
export function createUser(
  app: FastifyInstance,
  username: string,
  roles: string[],
  password = `${username}-password`,
  extra: { active?: boolean; first_name?: string; last_name?: string; email?: string } = {},
): Promise<UserRecord> {
  return app.store.users.create({ username, password, roles, email: `${username}@example.com`, ...extra });
}
