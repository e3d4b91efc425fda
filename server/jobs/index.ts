/**
 * SQL Lab's background machinery, built once per app: the results backend (with a periodic sweep
 * of expired results) and the runner with its worker pool, over the store's query repository.
 * `decorateSqlLabJobs` hangs it on the app as `app.sqlLabJobs` and stops it when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { QueryRepository } from '../store/queries';
import { ResultsBackend } from './resultsBackend';
import { SqlLabRunner } from './sqlLabRunner';

/** How often expired results are removed from disk. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface SqlLabJobs {
  queries: QueryRepository;
  results: ResultsBackend;
  runner: SqlLabRunner;
  /** Stops every run (interrupting the engine) and the sweep timer. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sqlLabJobs: SqlLabJobs;
  }
}

function createSqlLabJobs(app: FastifyInstance): SqlLabJobs {
  const config = app.config;
  const queries = app.store.queries;
  const results = new ResultsBackend(config.dataDir, () => config.RESULTS_BACKEND_EXPIRY_SECONDS);
  const runner = new SqlLabRunner({ queries, results, config }, config.ASYNC_WORKERS);
  const sweep = (): void => {
    results.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'Sweeping expired results failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    queries,
    results,
    runner,
    async close() {
      clearInterval(timer);
      await runner.close();
      await results.flush();
    },
  };
}

/**
 * Decorates the app with its SQL Lab jobs. Call after the hook that closes the engines and the
 * store: Fastify runs onClose hooks in reverse, so running queries stop first.
 */
export function decorateSqlLabJobs(app: FastifyInstance): void {
  const sqlLabJobs = createSqlLabJobs(app);
  app.decorate('sqlLabJobs', sqlLabJobs);
  app.addHook('onClose', () => sqlLabJobs.close());
}
