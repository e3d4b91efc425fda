/**
 * Sends a batch of events without ever holding up the UI: by beacon when the browser has one and
 * the batch is within the beacon limit (1024 events, spec §9), else by a POST whose outcome nobody
 * waits for. Events of different dashboards or charts go in separate requests, since the server
 * stores the request's `dashboard_id` / `slice_id` on every row.
 */
import { beaconLogEvents, logEndpoint, postLogEvents, type LogBatchTarget } from '../../api/log';

/** Superset's MAX_EVENTS_PER_REQUEST: a beacon carries at most 64 KiB, about 1024 events of 64 bytes. */
export const BEACON_EVENT_LIMIT = 1024;

export interface LoggedEvent {
  source?: string;
  source_id?: string | number;
  [key: string]: unknown;
}

type Beacon = (url: string, data: FormData) => boolean;

/** What a batch is sent with; tests give their own. */
export interface LogTransport {
  beacon: Beacon | undefined;
  post: (endpoint: string, eventsJson: string) => Promise<void>;
}

/** The browser's beacon (bound, since it must be called on navigator) and the api's POST. */
export function browserTransport(): LogTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const beacon = nav && typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined;
  return { beacon, post: postLogEvents };
}

function targetOf(event: LoggedEvent): LogBatchTarget {
  const id = Number(event.source_id);
  if (!Number.isInteger(id)) return {};
  if (event.source === 'dashboard' || event.source === 'embedded_dashboard') return { dashboardId: id };
  // Superset adds slice_id for `slice` events only; a saved chart in Explore names its chart too.
  if (event.source === 'slice' || (event.source === 'explore' && id > 0)) return { sliceId: id };
  return {};
}

/** Consecutive events of the same target, in order. */
function groupByTarget(events: readonly LoggedEvent[]): { endpoint: string; events: LoggedEvent[] }[] {
  const groups: { endpoint: string; events: LoggedEvent[] }[] = [];
  for (const event of events) {
    const endpoint = logEndpoint(targetOf(event));
    const last = groups[groups.length - 1];
    if (last?.endpoint === endpoint) last.events.push(event);
    else groups.push({ endpoint, events: [event] });
  }
  return groups;
}

/** Turns any value into JSON text; a value that cannot be serialised is logged as its message. */
function eventsJson(events: readonly LoggedEvent[]): string {
  try {
    return JSON.stringify(events);
  } catch (error) {
    return JSON.stringify([{ event_name: 'log_serialization_error', message: String(error) }]);
  }
}

export function sendLogBatch(events: readonly LoggedEvent[], transport: LogTransport): void {
  for (const group of groupByTarget(events)) {
    const json = eventsJson(group.events);
    const beaconed =
      group.events.length <= BEACON_EVENT_LIMIT && beaconLogEvents(group.endpoint, json, transport.beacon);
    if (!beaconed) transport.post(group.endpoint, json).catch(() => undefined);
  }
}
