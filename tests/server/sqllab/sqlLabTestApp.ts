/** The embedded server (SQL Lab jobs and routes wired by buildApp), SQL Lab users and runs. */
import type { FastifyInstance } from 'fastify';
import type { SqlLabJobs } from '../../../server/jobs';
import type { QueryRecord } from '../../../server/store/queries';
import { callerFor, type CallResponse, type Caller } from '../helpers/caller';
import { createTestApp, type TestAppOptions } from '../helpers/testApp';

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
): Promise<Caller> {
  const examples = await app.store.databases.findByName('examples');
  return callerFor(app, username, {
    roles,
    grants: { examples_reader: [['database_access', `[examples].(id:${examples?.id ?? 1})`]] },
  });
}

export function execute(caller: Caller, payload: Record<string, unknown>): Promise<CallResponse> {
  return caller.post('/api/v1/sqllab/execute/', payload);
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
