/**
 * Async chart data jobs (Superset's load_chart_data_into_cache task): a job waits for a worker of
 * a bounded pool (ASYNC_WORKERS), runs the chart's queries, stores the result in the chart results
 * cache and publishes one event on the starter's channel: `done` with the result URL, or `error`
 * with the errors. As Superset's workers do, only these terminal events are published; some
 * clients stop listening for a job after its first event, whatever its status.
 */
import { randomUUID } from 'node:crypto';
import { HttpError, SupersetErrorsException } from '../../errors';
import { isChartResultKey, type ChartResultsCache } from '../chartResultsCache';
import { WorkerPool } from '../workerPool';
import type { AsyncEventError, AsyncEventStream, AsyncJobMetadata } from './eventStream';

export interface ChartDataJob {
  /** The user who starts the job: only they may read its result. */
  userId: number;
  /** The starter's async channel (from their async token): the job's event goes there. */
  channelId: string;
  /** The query context cache key the result is stored under, `qc-…`. */
  resultKey: string;
  /** Runs the queries; resolves with the chart data reply's `result` (one entry per query). */
  run: () => Promise<unknown[]>;
  /** The result's lifetime in seconds; CACHE_DEFAULT_TIMEOUT when absent. */
  cacheTimeoutSeconds?: number;
}

/** Where a stored result is read: `GET /api/v1/chart/data/<cache_key>`. */
function chartResultUrl(resultKey: string): string {
  return `/api/v1/chart/data/${resultKey}`;
}

/** A failed job's errors: SIP-40 errors when the failure carries them, else its message. */
function jobErrors(error: unknown): AsyncEventError[] {
  if (error instanceof SupersetErrorsException) return error.errors.map((entry) => ({ ...entry }));
  if (error instanceof HttpError) {
    const { message } = error.body;
    return [{ message: typeof message === 'string' ? message : error.message }];
  }
  if (error instanceof Error) return [{ message: error.message }];
  return [{ message: String(error) }];
}

export class ChartDataJobRunner {
  private readonly pool: WorkerPool;

  constructor(
    private readonly events: AsyncEventStream,
    private readonly results: ChartResultsCache,
    workers: number,
  ) {
    this.pool = new WorkerPool(workers);
  }

  /**
   * Queues the job and returns what the chart data endpoint answers with its 202: the job's
   * metadata, `pending`, with the URL its result will be read from.
   */
  submit(job: ChartDataJob): AsyncJobMetadata {
    if (!isChartResultKey(job.resultKey)) throw new Error(`Not a chart result key: ${job.resultKey}`);
    const metadata: AsyncJobMetadata = {
      channel_id: job.channelId,
      job_id: randomUUID(),
      user_id: job.userId,
      status: 'pending',
      errors: [],
      result_url: chartResultUrl(job.resultKey),
    };
    this.pool.submit(metadata.job_id, () => this.execute(job, metadata));
    return metadata;
  }

  /** Drops the jobs still waiting and waits for the running ones. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async execute(job: ChartDataJob, metadata: AsyncJobMetadata): Promise<void> {
    try {
      const result = await job.run();
      await this.results.set(job.resultKey, result, { userId: job.userId, timeoutSeconds: job.cacheTimeoutSeconds });
      this.events.publish({ ...metadata, status: 'done', errors: [], result_url: chartResultUrl(job.resultKey) });
    } catch (error) {
      this.events.publish({ ...metadata, status: 'error', errors: jobErrors(error), result_url: null });
    }
  }
}
