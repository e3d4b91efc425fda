/**
 * Usage logging (reference §6): sending the browser's events to `/superset/log/` — by
 * `navigator.sendBeacon` or, failing that, a multipart POST — and reading them back from
 * `GET /api/v1/log/` (admins) for the Action log page.
 */
import { api } from './baseApi';
import { makeUrl, request } from './client';
import type { ListFilter } from './databases';

const LOG_ENDPOINT = '/superset/log/?explode=events';
export const ACTION_LOG_PAGE_SIZE = 25;
const GUEST_TOKEN_HEADER = 'X-GuestToken';

let heldGuestToken: string | null = null;

/** The embedded guest token the app holds, attached to every batch of events; null clears it. */
export function setGuestToken(token: string | null): void {
  heldGuestToken = token;
}

function guestToken(): string | null {
  return heldGuestToken;
}

/** Which dashboard or chart a whole batch belongs to: the server stores it on every row. */
export interface LogBatchTarget {
  dashboardId?: number;
  sliceId?: number;
}

/** The log endpoint, with `dashboard_id` or `slice_id` when the batch has one. */
export function logEndpoint(target: LogBatchTarget = {}): string {
  if (target.dashboardId !== undefined) return `${LOG_ENDPOINT}&dashboard_id=${target.dashboardId}`;
  if (target.sliceId !== undefined) return `${LOG_ENDPOINT}&slice_id=${target.sliceId}`;
  return LOG_ENDPOINT;
}

function eventsForm(eventsJson: string, token: string | null): FormData {
  const form = new FormData();
  form.append('events', eventsJson);
  if (token) form.append('guest_token', token);
  return form;
}

type Beacon = (url: string, data: FormData) => boolean;

/**
 * Queues the batch with the browser's beacon (it survives the page closing). False when the
 * browser has no beacon or refuses the payload; the caller then posts it.
 */
export function beaconLogEvents(endpoint: string, eventsJson: string, beacon: Beacon | undefined): boolean {
  if (!beacon) return false;
  try {
    return beacon(makeUrl(endpoint), eventsForm(eventsJson, guestToken()));
  } catch {
    return false;
  }
}

/** The batch as a multipart POST (`events` as a JSON string), as Superset's fallback sends it. */
export async function postLogEvents(endpoint: string, eventsJson: string): Promise<void> {
  const token = guestToken();
  await request({
    method: 'POST',
    endpoint,
    formData: eventsForm(eventsJson, token),
    parseMethod: 'text',
    // A guest has no session: no CSRF token to fetch, and a refusal must not leave the page.
    ignoreUnauthorized: true,
    ...(token ? { headers: { [GUEST_TOKEN_HEADER]: token } } : {}),
  });
}

/** One row of `GET /api/v1/log/`. */
export interface ActionLogRow {
  user: { username: string } | null;
  action: string;
  dttm: string | null;
  json: string | null;
  slice_id: number | null;
  dashboard_id: number | null;
  user_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

interface ActionLogReply {
  count: number;
  ids: number[];
  result: ActionLogRow[];
}

/** What the Action log page filters by; an undefined field is no filter. */
export interface ActionLogRequest {
  /** Text contained in the action or in the event (its name, mostly). */
  eventName?: string;
  /** A user's id. */
  userId?: number;
  dashboardId?: number;
  sliceId?: number;
  page?: number;
  pageSize?: number;
}

interface ActionLogListQuery {
  filters?: ListFilter[];
  order_column: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
}

/** The rison `q` of the list: newest first; the event name is looked for in the event's JSON. */
export function actionLogRison({
  eventName,
  userId,
  dashboardId,
  sliceId,
  page = 0,
  pageSize = ACTION_LOG_PAGE_SIZE,
}: ActionLogRequest = {}): ActionLogListQuery {
  const filters: ListFilter[] = [];
  const text = eventName?.trim() ?? '';
  if (text) filters.push({ col: 'json', opr: 'ct', value: text });
  if (userId !== undefined) filters.push({ col: 'user', opr: 'rel_o_m', value: userId });
  if (dashboardId !== undefined) filters.push({ col: 'dashboard_id', opr: 'eq', value: dashboardId });
  if (sliceId !== undefined) filters.push({ col: 'slice_id', opr: 'eq', value: sliceId });
  return {
    order_column: 'dttm',
    order_direction: 'desc',
    page,
    page_size: pageSize,
    ...(filters.length ? { filters } : {}),
  };
}

const logApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActionLog: build.query<ActionLogReply, ActionLogListQuery>({
      query: (q) => ({ endpoint: '/api/v1/log/', rison: q }),
      // Events keep arriving: a page shown again is fetched again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActionLogQuery } = logApi;
