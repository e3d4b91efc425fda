/**
 * The listener registry: who waits for which job. A job may have several waiters; its terminal
 * event settles them all from one result load and removes the job. Progress events are ignored.
 */
import type { AsyncEvent, AsyncEventApi, AsyncJobMetadata } from '../../api/asyncEvents';
import type { ClientError } from '../../api/types';
import { asyncJobOutcome, isTerminalAsyncEvent } from './asyncJobOutcome';

interface Waiter {
  resolve: (rows: unknown[]) => void;
  reject: (error: ClientError) => void;
}

interface JobWaiters {
  /** Registers a waiter for the job; settles on the job's `done` or `error` event. */
  waitFor(asyncResponse: AsyncJobMetadata): Promise<unknown[]>;
  /** Hands the event to its job's waiters. False when nobody waits for that job. */
  deliver(event: AsyncEvent): boolean;
  hasWaiters(): boolean;
  /** Rejects every waiter with the error and forgets them all. */
  rejectAll(error: ClientError): void;
}

export function createJobWaiters(fetchAsyncResult: AsyncEventApi['fetchAsyncResult']): JobWaiters {
  const waitersByJobId = new Map<string, Waiter[]>();

  return {
    waitFor(asyncResponse) {
      return new Promise<unknown[]>((resolve, reject) => {
        const jobId = asyncResponse.job_id;
        const waiters = waitersByJobId.get(jobId) ?? [];
        waiters.push({ resolve, reject });
        waitersByJobId.set(jobId, waiters);
      });
    },

    deliver(event) {
      const waiters = waitersByJobId.get(event.job_id);
      if (!waiters) return false;
      if (!isTerminalAsyncEvent(event)) return true;
      waitersByJobId.delete(event.job_id);
      asyncJobOutcome(event, fetchAsyncResult).then(
        (rows) => waiters.forEach((waiter) => waiter.resolve(rows)),
        (error: ClientError) => waiters.forEach((waiter) => waiter.reject(error)),
      );
      return true;
    },

    hasWaiters() {
      return waitersByJobId.size > 0;
    },

    rejectAll(error) {
      const all = [...waitersByJobId.values()].flat();
      waitersByJobId.clear();
      all.forEach((waiter) => waiter.reject(error));
    },
  };
}
