/**
 * Global async queries for charts, one set per app: the event stream, the chart results cache
 * (with a periodic sweep of expired results) and the job runner. The chart data route starts jobs
 * with `submitChartDataJob(app, …)` and answers 202 with what it returns; the requester's channel
 * comes from `asyncChannelOf(app, request)` (server/auth/asyncTokenCookie.ts), and a request
 * without one is answered 401, as Superset does.
 *
 * Created on first use; routes/asyncEvent.ts closes it with the app (`closeAsyncQueries`).
 */
import type { FastifyInstance } from 'fastify';
import { ChartResultsCache } from '../chartResultsCache';
import { ChartDataJobRunner, type ChartDataJob } from './chartDataJobs';
import { AsyncEventStream, type AsyncJobMetadata } from './eventStream';

export type { ChartDataJob } from './chartDataJobs';
export { chartResultUrl, jobErrors } from './chartDataJobs';
export type { AsyncEvent, AsyncEventError, AsyncEventStatus, AsyncJobMetadata } from './eventStream';
export { AsyncEventStream, DEFAULT_EVENT_RETENTION, MAX_EVENTS_PER_READ } from './eventStream';

/** How often expired chart results are removed from disk. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface AsyncQueries {
  events: AsyncEventStream;
  results: ChartResultsCache;
  jobs: ChartDataJobRunner;
  /** Stops the sweep, drops waiting jobs and waits for running ones. */
  close(): Promise<void>;
}

const asyncQueriesByApp = new WeakMap<FastifyInstance, AsyncQueries>();

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

/** The app's async query machinery. */
export function asyncQueriesOf(app: FastifyInstance): AsyncQueries {
  let queries = asyncQueriesByApp.get(app);
  if (!queries) {
    queries = createAsyncQueries(app);
    asyncQueriesByApp.set(app, queries);
  }
  return queries;
}

/** Stops the app's async queries, when they were ever used. */
export async function closeAsyncQueries(app: FastifyInstance): Promise<void> {
  await asyncQueriesByApp.get(app)?.close();
}

/** Queues a chart data job; the result is the 202 body (`status: 'pending'`). */
export function submitChartDataJob(app: FastifyInstance, job: ChartDataJob): AsyncJobMetadata {
  return asyncQueriesOf(app).jobs.submit(job);
}
