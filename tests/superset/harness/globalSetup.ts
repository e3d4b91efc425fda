/**
 * Before any file runs: Superset answers, the admin can log in, and its `examples` database is the
 * one `npm run superset` registers (the same example data as the embedded server). A run against
 * anything else fails here, once, with the reason.
 */
import type { TestProject } from 'vitest/node';
import { connectSuperset, supersetUrl } from './backends';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether Superset answers chart data as global async query jobs (started with Celery workers). */
    supersetAsyncQueries: boolean;
  }
}

/** Superset's GLOBAL_ASYNC_QUERIES, read where the SPA reads it: the page's bootstrap payload. */
async function asyncQueriesOn(superset: Awaited<ReturnType<typeof connectSuperset>>): Promise<boolean> {
  const page = await superset.session.send({ method: 'GET', endpoint: '/sqllab/' });
  const raw = /data-bootstrap="([^"]*)"/.exec(page.text)?.[1] ?? '';
  return /&#34;GLOBAL_ASYNC_QUERIES&#34;: true|&quot;GLOBAL_ASYNC_QUERIES&quot;: ?true|"GLOBAL_ASYNC_QUERIES": ?true/.test(
    raw,
  );
}

export default async function checkSuperset(project: TestProject): Promise<void> {
  const url = supersetUrl();
  const health = await fetch(`${url}/health`).catch((error: unknown) => error);
  if (!(health instanceof Response) || !health.ok) {
    throw new Error(
      `Superset at ${url} does not answer /health. Start one with \`npm run superset\`, or run \`npm run test:superset\`.`,
    );
  }
  const superset = await connectSuperset();
  const reply = await superset.session.send({
    method: 'GET',
    endpoint: '/api/v1/database/',
    rison: { filters: [{ col: 'database_name', opr: 'eq', value: 'examples' }] },
  });
  const databases =
    (reply.json as { result?: { database_name: string; backend?: string }[] } | undefined)?.result ?? [];
  if (!databases.some((database) => database.database_name === 'examples' && database.backend === 'duckdb')) {
    throw new Error(
      `Superset at ${url} has no DuckDB \`examples\` database: it is not one \`npm run superset\` set up.`,
    );
  }
  project.provide('supersetAsyncQueries', await asyncQueriesOn(superset));
}
