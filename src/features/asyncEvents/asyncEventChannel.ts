/**
 * The async event channel, without Redux: it remembers the last event id (loaded from storage,
 * so already seen events are not replayed), reads events through polling or the websocket
 * (falling back to polling for good when the socket gives up) and hands each event to the
 * waiters of its job.
 */
import { asyncEventApi, type AsyncEvent, type AsyncJobMetadata } from '../../api/asyncEvents';
import type { ClientError } from '../../api/types';
import type { AsyncEventMiddlewareConfig, AsyncEventTransport } from './config';
import { createEventDelivery } from './eventDelivery';
import { createJobWaiters } from './jobWaiters';
import { defaultEventIdStorage, readLastEventId, writeLastEventId } from './lastEventIdStorage';
import type { EventTransport } from './eventTransport';
import { createPollingTransport } from './pollingTransport';
import { browserWebSocketFactory, createWebSocketTransport } from './websocketTransport';

export const ASYNC_QUERIES_DISABLED_MESSAGE =
  'Async queries are not enabled: the GLOBAL_ASYNC_QUERIES feature flag is off.';
export const ASYNC_CHANNEL_STOPPED_MESSAGE = 'The async event channel was stopped.';

/** What the channel reports as it works (the middleware turns these into actions). */
interface AsyncEventChannelObserver {
  eventReceived(event: AsyncEvent): void;
  transportChanged(transport: AsyncEventTransport): void;
}

interface AsyncEventChannel {
  /** Starts reading events, once. Does nothing when the feature flag is off. */
  start(): void;
  /** Stops reading, cancels retries and rejects every waiter. The channel cannot restart. */
  stop(): void;
  /** Resolves with the job's result rows; rejects with a ClientError. */
  waitForAsyncData(asyncResponse: AsyncJobMetadata): Promise<unknown[]>;
  lastEventId(): string | null;
}

export function createAsyncEventChannel(
  config: AsyncEventMiddlewareConfig,
  observer: AsyncEventChannelObserver,
): AsyncEventChannel {
  const api = config.api ?? asyncEventApi;
  const storage = config.storage ?? defaultEventIdStorage();
  let lastEventId = readLastEventId(storage);
  const waiters = createJobWaiters(api.fetchAsyncResult);
  const delivery = createEventDelivery(waiters.deliver);
  let transport: EventTransport | undefined;
  let started = false;
  let stopped = false;

  function receive(event: AsyncEvent): void {
    lastEventId = event.id;
    writeLastEventId(storage, event.id);
    observer.eventReceived(event);
    delivery.deliver(event);
  }

  function switchTransport(kind: AsyncEventTransport, next: EventTransport): void {
    transport = next;
    observer.transportChanged(kind);
    next.start();
  }

  function pollingTransport(): EventTransport {
    return createPollingTransport({
      delayMs: config.pollingDelayMs,
      hasWaiters: waiters.hasWaiters,
      fetchEvents: () => api.fetchAsyncEvents(lastEventId),
      onEvent: receive,
    });
  }

  function fallBackToPolling(): void {
    if (!stopped) switchTransport('polling', pollingTransport());
  }

  return {
    start() {
      if (!config.enabled || started || stopped) return;
      started = true;
      if (config.transport !== 'ws') {
        switchTransport('polling', pollingTransport());
      } else if (!config.websocketUrl) {
        console.warn('GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL is empty: using polling');
        switchTransport('polling', pollingTransport());
      } else {
        switchTransport(
          'ws',
          createWebSocketTransport({
            url: config.websocketUrl,
            lastEventId: () => lastEventId,
            createWebSocket: config.createWebSocket ?? browserWebSocketFactory,
            onEvent: receive,
            onGiveUp: fallBackToPolling,
          }),
        );
      }
    },

    stop() {
      stopped = true;
      transport?.stop();
      transport = undefined;
      delivery.cancel();
      waiters.rejectAll({ error: ASYNC_CHANNEL_STOPPED_MESSAGE });
    },

    waitForAsyncData(asyncResponse) {
      if (!config.enabled) {
        return Promise.reject<unknown[]>({ error: ASYNC_QUERIES_DISABLED_MESSAGE } satisfies ClientError);
      }
      if (stopped) {
        return Promise.reject<unknown[]>({ error: ASYNC_CHANNEL_STOPPED_MESSAGE } satisfies ClientError);
      }
      return waiters.waitFor(asyncResponse);
    },

    lastEventId: () => lastEventId,
  };
}
