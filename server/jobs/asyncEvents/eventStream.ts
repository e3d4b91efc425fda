/**
 * The async event stream (Superset keeps it in Redis streams, one per channel): each event is one
 * job's status change, published to the channel of whoever started the job and read back only from
 * that channel. Retention is bounded: the newest `maxEventsPerChannel` events of a channel (Superset's
 * GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT, 1000), none older than `maxAgeMs`; a channel with no
 * events left is forgotten.
 *
 * Kept in memory: an event only matters to a page waiting for its job, and jobs do not survive a
 * restart either. Ids are time based, so ids given out after a restart still sort after the ones a
 * browser remembers.
 */
import type { ErrorLevel } from '../../errors';
import { compareStreamIds, formatStreamId, StreamIdClock, type StreamId } from './streamIds';

type AsyncEventStatus = 'pending' | 'running' | 'done' | 'error';

/** An error of a failed job: Superset's SIP-40 error when there is one, at least a message. */
export interface AsyncEventError {
  message: string;
  error_type?: string;
  level?: ErrorLevel;
  extra?: Record<string, unknown> | null;
}

/** A job as its starter and its events describe it (Superset's build_job_metadata). */
export interface AsyncJobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: AsyncEventStatus;
  errors: AsyncEventError[];
  result_url: string | null;
}

/** One event as `/api/v1/async_event/` and the websocket send it. */
export interface AsyncEvent extends AsyncJobMetadata {
  /** The stream id, e.g. `1607477697866-0`. */
  id: string;
}

interface EventRetention {
  maxEventsPerChannel: number;
  maxAgeMs: number;
}

const DEFAULT_EVENT_RETENTION: EventRetention = {
  maxEventsPerChannel: 1000,
  maxAgeMs: 24 * 3600 * 1000,
};

/** Superset's AsyncQueryManager.MAX_EVENT_COUNT: events per poll. */
const MAX_EVENTS_PER_READ = 100;

type AsyncEventListener = (event: AsyncEvent) => void;

interface StoredEvent {
  streamId: StreamId;
  publishedAtMs: number;
  event: AsyncEvent;
}

export class AsyncEventStream {
  private readonly channels = new Map<string, StoredEvent[]>();
  private readonly listeners = new Map<string, Set<AsyncEventListener>>();
  private readonly clock: StreamIdClock;

  constructor(
    private readonly retention: EventRetention = DEFAULT_EVENT_RETENTION,
    private readonly now: () => number = Date.now,
  ) {
    this.clock = new StreamIdClock(now);
  }

  /** How many channels hold events. */
  get channelCount(): number {
    return this.channels.size;
  }

  /** How many listeners the channel has. */
  subscriberCount(channelId: string): number {
    return this.listeners.get(channelId)?.size ?? 0;
  }

  /** Appends the job's state to its channel as a new event and hands it to the channel's listeners. */
  publish(job: AsyncJobMetadata): AsyncEvent {
    this.dropExpired();
    const streamId = this.clock.next();
    const event: AsyncEvent = { id: formatStreamId(streamId), ...job };
    const events = this.channels.get(job.channel_id) ?? [];
    events.push({ streamId, publishedAtMs: this.now(), event });
    if (events.length > this.retention.maxEventsPerChannel) {
      events.splice(0, events.length - this.retention.maxEventsPerChannel);
    }
    this.channels.set(job.channel_id, events);
    for (const listener of [...(this.listeners.get(job.channel_id) ?? [])]) {
      try {
        listener(event);
      } catch {
        // A listener's failure (a socket that just closed) must not stop the others.
      }
    }
    return event;
  }

  /** The channel's events after `lastId` (every retained one when null), oldest first, at most `limit`. */
  read(channelId: string, lastId: StreamId | null, limit = MAX_EVENTS_PER_READ): AsyncEvent[] {
    this.dropExpired();
    const events = this.channels.get(channelId) ?? [];
    const after = lastId ? events.filter((stored) => compareStreamIds(stored.streamId, lastId) > 0) : events;
    return after.slice(0, limit).map((stored) => stored.event);
  }

  /** Calls the listener with every event published to the channel from now on; returns the unsubscribe. */
  subscribe(channelId: string, listener: AsyncEventListener): () => void {
    const listeners = this.listeners.get(channelId) ?? new Set<AsyncEventListener>();
    listeners.add(listener);
    this.listeners.set(channelId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(channelId) === listeners) this.listeners.delete(channelId);
    };
  }

  /** Drops events older than the retention age, and channels left empty. */
  private dropExpired(): void {
    const oldestKept = this.now() - this.retention.maxAgeMs;
    for (const [channelId, events] of this.channels) {
      let expired = 0;
      while (expired < events.length && events[expired].publishedAtMs <= oldestKept) expired += 1;
      if (expired === events.length) this.channels.delete(channelId);
      else if (expired > 0) events.splice(0, expired);
    }
  }
}
