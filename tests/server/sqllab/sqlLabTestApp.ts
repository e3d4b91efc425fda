/** The embedded server (SQL Lab jobs and routes wired by buildApp), plus request helpers for a logged-in browser session. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SqlLabJobs } from '../../../server/jobs';
import type { QueryRecord } from '../../../server/store/queries';
import { createTestApp, createUser, loginSession, type BrowserSession, type TestAppOptions } from '../helpers/testApp';

/** Runs for minutes unless interrupted: a cross join of a trillion rows. */
export const ENDLESS_QUERY = 'SELECT sum(a.range * b.range) AS total FROM range(1000000) a, range(1000000) b';

export interface SqlLabTestApp {
  app: FastifyInstance;
  jobs: SqlLabJobs;
  examplesId: number;
  /** Closes the app (its hooks stop the runs first). */
  close(): Promise<void>;
}

export async function createSqlLabTestApp(options: TestAppOptions = {}): Promise<SqlLabTestApp> {
  const { app } = await createTestApp(options);
  const jobs = app.sqlLabJobs;
  const examples = await app.store.databases.findByName('examples');
  if (!examples) throw new Error('No examples database');
  return {
    app,
    jobs,
    examplesId: examples.id,
    close: () => app.close(),
  };
}

/** A user with the SQL Lab role and access to the examples database, logged in. */
export async function sqlLabUser(
  app: FastifyInstance,
  username: string,
  roles: string[] = ['Gamma', 'sql_lab'],
): Promise<BrowserSession> {
  const examples = await app.store.databases.findByName('examples');
  await app.store.roles.upsertRole('examples_reader', [['database_access', `[examples].(id:${examples?.id ?? 1})`]]);
  await createUser(app, username, [...roles, 'examples_reader']);
  return loginSession(app, username, `${username}-password`);
}

export function post(
  app: FastifyInstance,
  session: BrowserSession,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken },
    payload,
  });
}

export function get(app: FastifyInstance, session: BrowserSession, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
}

export function execute(
  app: FastifyInstance,
  session: BrowserSession,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return post(app, session, '/api/v1/sqllab/execute/', payload);
}

/** Polls the query row until `done` holds (or fails after `timeoutMs`). */
export async function waitForQuery(
  jobs: SqlLabJobs,
  clientId: string,
  done: (query: QueryRecord) => boolean,
  timeoutMs = 10_000,
): Promise<QueryRecord> {
  const started = Date.now();
  for (;;) {
    const query = await jobs.queries.getByClientId(clientId);
    if (query && done(query)) return query;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Query ${clientId} did not reach the state: ${query?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export { loginSession };
