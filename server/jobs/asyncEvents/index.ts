/**
 * Global async queries for charts, one set per app: the event stream, the chart results cache
 * (with a periodic sweep of expired results) and the job runner. The chart data route starts jobs
 * with `submitChartDataJob(app, …)` and answers 202 with what it returns; the requester's channel
 * comes from `asyncChannelOf(app, request)` (server/auth/asyncTokenCookie.ts), and a request
 * without one is answered 401, as Superset does.
 *
 * `decorateAsyncQueries` hangs them on the app as `app.asyncQueries`, created on first use (the
 * sweep starts then) and stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { ChartResultsCache } from '../chartResultsCache';
import { ChartDataJobRunner, type ChartDataJob } from './chartDataJobs';
import { AsyncEventStream, type AsyncJobMetadata } from './eventStream';

export type { AsyncEvent, AsyncJobMetadata } from './eventStream';
export { AsyncEventStream } from './eventStream';

/** How often expired chart results are removed from disk. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

interface AsyncQueries {
  events: AsyncEventStream;
  results: ChartResultsCache;
  jobs: ChartDataJobRunner;
  /** Stops the sweep, drops waiting jobs and waits for running ones. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Chart data jobs and their events and results; created on first use. */
    asyncQueries: AsyncQueries;
  }
}

function createAsyncQueries(app: FastifyInstance): AsyncQueries {
  const config = app.config;
  const events = new AsyncEventStream();
  const results = new ChartResultsCache(config.dataDir, () => config.CACHE_DEFAULT_TIMEOUT);
  const jobs = new ChartDataJobRunner(events, results, config.ASYNC_WORKERS);
  const sweep = (): void => {
    results.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'Sweeping expired chart results failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    events,
    results,
    jobs,
    async close() {
      clearInterval(timer);
      await jobs.close();
    },
  };
}

/**
 * Decorates the app with its async queries, created on first read. Call after the SQL Lab jobs'
 * close hook: Fastify runs onClose hooks in reverse, so chart jobs stop before SQL Lab's.
 */
export function decorateAsyncQueries(app: FastifyInstance): void {
  let queries: AsyncQueries | null = null;
  app.decorate('asyncQueries', {
    getter: () => {
      queries ??= createAsyncQueries(app);
      return queries;
    },
  });
  app.addHook('onClose', async () => {
    await queries?.close();
  });
}

/** The app's async query machinery (`app.asyncQueries`). */
export function asyncQueriesOf(app: FastifyInstance): AsyncQueries {
  return app.asyncQueries;
}

/** Queues a chart data job; the result is the 202 body (`status: 'pending'`). */
export function submitChartDataJob(app: FastifyInstance, job: ChartDataJob): AsyncJobMetadata {
  return app.asyncQueries.jobs.submit(job);
}
