/**
 * Global async queries (`/api/v1/async_event/`): the event stream a client reads to learn that a
 * job it started has finished, and the cached result the finished job points to.
 */
import { request } from './client';
import type { SupersetError } from './types';

const ASYNC_EVENT_ENDPOINT = '/api/v1/async_event/';

type AsyncEventStatus = 'pending' | 'running' | 'done' | 'error';

/** One event on the user's async channel (reference §7.3). */
export interface AsyncEvent {
  /** The stream id, e.g. '1607477697866-0'; sent back as `last_id`. */
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number | string | null;
  status: AsyncEventStatus;
  errors?: SupersetError[];
  /** Where a `done` job's result is cached, e.g. '/api/v1/chart/data/<cache_key>'. */
  result_url: string | null;
}

/** What an endpoint answers (202) when it starts an async job instead of replying with data. */
export interface AsyncJobMetadata {
  job_id: string;
  channel_id?: string;
  user_id?: number | string | null;
  status?: AsyncEventStatus;
  errors?: SupersetError[];
  result_url?: string | null;
}

interface AsyncEventList {
  result?: unknown;
}

const ASYNC_EVENT_STATUSES: readonly string[] = ['pending', 'running', 'done', 'error'];

/** True for a value with the fields a client relies on: id, job_id, a known status. */
export function isAsyncEvent(value: unknown): value is AsyncEvent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.job_id === 'string' &&
    typeof candidate.status === 'string' &&
    ASYNC_EVENT_STATUSES.includes(candidate.status)
  );
}

/**
 * The events after `lastId` (every retained event when it is unknown), oldest first. Entries
 * without an id, a job id or a known status are left out. A 401 here means the async-token
 * cookie is missing or invalid, not that the session ended, so it throws without sending the
 * user to the login page.
 */
export async function fetchAsyncEvents(lastId?: string | null): Promise<AsyncEvent[]> {
  const { json } = await request<AsyncEventList | null>({
    endpoint: ASYNC_EVENT_ENDPOINT,
    searchParams: { last_id: lastId ?? undefined },
    ignoreUnauthorized: true,
  });
  return Array.isArray(json?.result) ? json.result.filter(isAsyncEvent) : [];
}

/** A finished job's result: the reply's `result`, or the whole reply when it has none. */
export async function fetchAsyncResult(resultUrl: string): Promise<unknown> {
  const { json } = await request<unknown>({ endpoint: resultUrl });
  if (typeof json === 'object' && json !== null && 'result' in json) {
    return (json as { result: unknown }).result ?? json;
  }
  return json;
}

/** The two calls the async event middleware makes, so tests can pass their own. */
export interface AsyncEventApi {
  fetchAsyncEvents: typeof fetchAsyncEvents;
  fetchAsyncResult: typeof fetchAsyncResult;
}

export const asyncEventApi: AsyncEventApi = { fetchAsyncEvents, fetchAsyncResult };
