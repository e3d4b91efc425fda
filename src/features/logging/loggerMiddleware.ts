/**
 * The logger middleware: every `logEvent` becomes one queued event with Superset's fields
 * (reference §6: source, source_id, dashboard_id / slice_id, impression_id, version 'v2', ts,
 * event_name, event_type, trigger_event or event_id + visibility, target_name). The queue is sent
 * in the background; when the page is hidden or closed the batch goes at once, and the time the
 * tab stayed hidden is logged as `hide_browser_tab` when it comes back.
 */
import { nanoid, type Middleware } from '@reduxjs/toolkit';
import { eventContext, targetName, type LoggerRootState } from './logEventContext';
import { LogEventQueue } from './logEventQueue';
import { LOG_ACTIONS_HIDE_BROWSER_TAB, LOG_EVENT_TYPE_TIMING, logEvent, logTimestamp } from './logActions';
import { browserTransport, sendLogBatch, type LoggedEvent, type LogTransport } from './logTransport';

/** Where the page tells it is hidden or going away (the window). */
interface PageEvents {
  addEventListener(type: 'visibilitychange' | 'pagehide', listener: () => void): void;
}

export interface LoggerMiddlewareOptions {
  transport?: LogTransport;
  /** The window whose page events flush the queue (none in tests that do not need it). */
  pageEvents?: PageEvents | null;
  /** Reads the page's visibility (`document.visibilityState`). */
  visibility?: () => DocumentVisibilityState;
  /** Reads the page's address. */
  location?: () => string;
}

function defaultVisibility(): DocumentVisibilityState {
  return typeof document === 'undefined' ? 'visible' : document.visibilityState;
}

function defaultLocation(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

export function createLoggerMiddleware(options: LoggerMiddlewareOptions = {}): Middleware {
  const transport = options.transport ?? browserTransport();
  const visibility = options.visibility ?? defaultVisibility;
  const location = options.location ?? defaultLocation;
  const pageEvents = options.pageEvents === undefined && typeof window !== 'undefined' ? window : options.pageEvents;
  /** One per page load: every event of this page shares it. */
  const impressionId = nanoid();
  const queue = new LogEventQueue<LoggedEvent>((events) => sendLogBatch(events, transport));
  let lastEventId: string | number = 0;

  return (store) => {
    let hiddenSince: { start_offset: number; ts: number } | null = null;

    const enqueue = (eventName: string, eventData: Record<string, unknown>): LoggedEvent => {
      const state = store.getState() as LoggerRootState;
      let event: LoggedEvent = {
        ...eventContext(state, location()),
        impression_id: impressionId,
        version: 'v2',
        ts: Date.now(),
        event_name: eventName,
        ...eventData,
      };
      if (LOG_EVENT_TYPE_TIMING.has(eventName)) {
        event = { ...event, event_type: 'timing', trigger_event: lastEventId };
      } else {
        lastEventId = nanoid();
        event = { ...event, event_type: 'user', event_id: lastEventId, visibility: visibility() };
      }
      const name = targetName(state, event.target_id);
      if (name !== undefined) event.target_name = name;
      queue.append(event);
      return event;
    };

    pageEvents?.addEventListener('visibilitychange', () => {
      if (visibility() === 'hidden') {
        hiddenSince = { start_offset: logTimestamp(), ts: Date.now() };
        queue.flush();
      } else if (hiddenSince) {
        const { start_offset } = hiddenSince;
        enqueue(LOG_ACTIONS_HIDE_BROWSER_TAB, { ...hiddenSince, duration: logTimestamp() - start_offset });
        hiddenSince = null;
      }
    });
    pageEvents?.addEventListener('pagehide', () => queue.flush());

    return (next) => (action) => {
      if (!logEvent.match(action)) return next(action);
      return enqueue(action.payload.eventName, action.payload.eventData);
    };
  };
}
