/**
 * Delivery of one event to its job's waiters, with retries for a job nobody waits for yet: the
 * event can arrive before the reply that started the job has registered its waiter. Retry n
 * (1…6) runs n × 100 ms after the previous attempt; after the last, the event is dropped.
 */
import type { AsyncEvent } from '../../api/asyncEvents';
import { ASYNC_UNKNOWN_JOB_RETRIES } from '../../constants';

/** Retry n waits n times this long. */
const UNKNOWN_JOB_RETRY_STEP_MS = 100;

interface EventDelivery {
  deliver(event: AsyncEvent): void;
  /** Cancels every pending retry. */
  cancel(): void;
}

/** `deliverToWaiters` returns false when nobody waits for the event's job. */
export function createEventDelivery(deliverToWaiters: (event: AsyncEvent) => boolean): EventDelivery {
  const pendingRetries = new Set<ReturnType<typeof setTimeout>>();

  function attempt(event: AsyncEvent, retriesDone: number): void {
    if (deliverToWaiters(event)) return;
    if (retriesDone >= ASYNC_UNKNOWN_JOB_RETRIES) {
      console.warn(`No listener for async job ${event.job_id}: event ${event.id} dropped`);
      return;
    }
    const retry = retriesDone + 1;
    const timer = setTimeout(() => {
      pendingRetries.delete(timer);
      attempt(event, retry);
    }, retry * UNKNOWN_JOB_RETRY_STEP_MS);
    pendingRetries.add(timer);
  }

  return {
    deliver: (event) => attempt(event, 0),
    cancel() {
      pendingRetries.forEach((timer) => clearTimeout(timer));
      pendingRetries.clear();
    },
  };
}
