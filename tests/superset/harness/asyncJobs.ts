/**
 * Global async queries, as the SPA follows them: a 202 with a job, the caller's async event
 * channel polled (`/api/v1/async_event/?last_id=`) until the job is done, then its result URL read.
 * A Superset started with Celery workers answers chart data this way; the embedded server then
 * runs with GLOBAL_ASYNC_QUERIES on too (globalSetup.ts), and the suite compares the results.
 */
import type { HttpSession, Reply } from './httpSession';

const POLL_MS = 500;
const JOB_TIMEOUT_MS = 60_000;

interface AsyncJob {
  job_id: string;
  channel_id: string;
}

interface AsyncEvent {
  id: string;
  job_id: string;
  status: string;
  result_url: string | null;
  errors?: unknown[];
}

export function isAsyncJob(reply: Reply): boolean {
  const body = reply.json as Partial<AsyncJob> | undefined;
  return reply.status === 202 && typeof body?.job_id === 'string' && typeof body.channel_id === 'string';
}

/** The reply the job ends with: its result URL's, or the error event itself. */
export async function resolveAsyncJob(session: HttpSession, reply: Reply): Promise<Reply> {
  const { job_id: jobId } = reply.json as AsyncJob;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  let lastId: string | undefined;
  while (Date.now() < deadline) {
    const events = await session.send({
      method: 'GET',
      endpoint: '/api/v1/async_event/',
      searchParams: { last_id: lastId },
    });
    const list = (events.json as { result?: AsyncEvent[] } | undefined)?.result ?? [];
    for (const event of list) {
      lastId = event.id;
      if (event.job_id !== jobId) continue;
      if (event.status === 'done' && event.result_url)
        return session.send({ method: 'GET', endpoint: event.result_url });
      if (event.status === 'error')
        return {
          status: 400,
          contentType: 'application/json',
          text: JSON.stringify({ errors: event.errors ?? [] }),
          json: { errors: event.errors ?? [] },
        };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${session.baseUrl}: async job ${jobId} did not finish within ${JOB_TIMEOUT_MS / 1000} s`);
}
