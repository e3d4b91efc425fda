// @vitest-environment node
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGuestToken } from '../../../src/api/log';
import {
  createLoggerMiddleware,
  LOG_ACTIONS_LOAD_CHART,
  LOG_ACTIONS_MOUNT_DASHBOARD,
  LOG_ACTIONS_SELECT_DASHBOARD_TAB,
  logEvent,
  type LoggerMiddlewareOptions,
} from '../../../src/features/logging';
import { LOG_FLUSH_DELAY_MS, LOG_FLUSH_EVENT_COUNT } from '../../../src/features/logging/logEventQueue';

interface Sent {
  via: 'beacon' | 'post';
  url: string;
  events: Record<string, unknown>[];
  guestToken: string | null;
}

/** A page with a beacon (or without), its visibility and its page events, all under the test's control. */
function fakePage(options: { beacon?: boolean; beaconAccepts?: boolean } = {}) {
  const sent: Sent[] = [];
  const listeners = new Map<string, () => void>();
  let visibility: DocumentVisibilityState = 'visible';
  const beacon =
    options.beacon === false
      ? undefined
      : vi.fn((url: string, data: FormData) => {
          if (options.beaconAccepts === false) return false;
          const token = data.get('guest_token');
          sent.push({
            via: 'beacon',
            url,
            events: JSON.parse(String(data.get('events'))) as Record<string, unknown>[],
            guestToken: typeof token === 'string' ? token : null,
          });
          return true;
        });
  const post = vi.fn(async (endpoint: string, eventsJson: string) => {
    sent.push({
      via: 'post',
      url: endpoint,
      events: JSON.parse(eventsJson) as Record<string, unknown>[],
      guestToken: null,
    });
  });
  const middlewareOptions: LoggerMiddlewareOptions = {
    transport: { beacon, post },
    pageEvents: {
      addEventListener: (type: string, listener: () => void) => {
        listeners.set(type, listener);
      },
    },
    visibility: () => visibility,
    location: () => 'http://localhost/superset/dashboard/5/',
  };
  return {
    sent,
    beacon,
    post,
    middlewareOptions,
    hide() {
      visibility = 'hidden';
      listeners.get('visibilitychange')?.();
    },
    show() {
      visibility = 'visible';
      listeners.get('visibilitychange')?.();
    },
    pageHide() {
      listeners.get('pagehide')?.();
    },
  };
}

const dashboardState = createSlice({
  name: 'dashboardState',
  initialState: { info: { id: 5 } as { id: number } | null },
  reducers: {},
});
const dashboardLayout = createSlice({
  name: 'dashboardLayout',
  initialState: {
    present: { 'TAB-1': { meta: { text: 'Overview' } }, 'CHART-1': { meta: { chartId: 42, sliceName: 'Sales' } } },
  },
  reducers: {},
});

function storeFor(page: ReturnType<typeof fakePage>) {
  return configureStore({
    reducer: { dashboardState: dashboardState.reducer, dashboardLayout: dashboardLayout.reducer },
    middleware: (getDefault) => getDefault().concat(createLoggerMiddleware(page.middlewareOptions)),
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setGuestToken(null);
});

describe('logger middleware', () => {
  it('adds Superset’s event fields: source, ids, impression, version, type, trigger', () => {
    const page = fakePage();
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD, { mount_duration: 12 }));
    store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART, { slice_id: 42, duration: 30 }));
    store.dispatch(logEvent(LOG_ACTIONS_SELECT_DASHBOARD_TAB, { target_id: 'TAB-1' }));
    vi.advanceTimersByTime(1000);
    const [mount, load, tab] = page.sent[0].events;
    expect(mount).toMatchObject({
      source: 'dashboard',
      source_id: 5,
      dashboard_id: 5,
      version: 'v2',
      event_name: 'mount_dashboard',
      event_type: 'user',
      visibility: 'visible',
      mount_duration: 12,
    });
    expect(mount.impression_id).toEqual(expect.any(String));
    expect(mount.event_id).toEqual(expect.any(String));
    expect(mount.ts).toEqual(expect.any(Number));
    expect(load).toMatchObject({ event_type: 'timing', trigger_event: mount.event_id, slice_id: 42 });
    expect(load.event_id).toBeUndefined();
    expect(tab).toMatchObject({ event_type: 'user', target_name: 'Overview', impression_id: mount.impression_id });
  });

  it('does not pass log events on to the reducers and leaves other actions alone', () => {
    const page = fakePage();
    const reducer = vi.fn((state: number = 0) => state);
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault().concat(createLoggerMiddleware(page.middlewareOptions)),
    });
    reducer.mockClear();
    store.dispatch(logEvent('mount_explorer'));
    expect(reducer).not.toHaveBeenCalled();
    store.dispatch({ type: 'other' });
    expect(reducer).toHaveBeenCalledTimes(1);
  });

  it('sends a batch 1 s after the first event, not before', () => {
    expect(LOG_FLUSH_DELAY_MS).toBe(1000);
    const page = fakePage();
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
    vi.advanceTimersByTime(600);
    store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART));
    vi.advanceTimersByTime(399);
    expect(page.sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0].events).toHaveLength(2);
  });

  it('sends at once when 1000 events are queued', () => {
    expect(LOG_FLUSH_EVENT_COUNT).toBe(1000);
    const page = fakePage();
    const store = storeFor(page);
    for (let index = 0; index < 999; index += 1) store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART, { index }));
    expect(page.sent).toHaveLength(0);
    store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART, { index: 999 }));
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0].events).toHaveLength(1000);
    store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART, { index: 1000 }));
    vi.advanceTimersByTime(1000);
    expect(page.sent.map((batch) => batch.events.length)).toEqual([1000, 1]);
  });

  it('uses the beacon with the dashboard in the query, as form data with events as JSON text', () => {
    const page = fakePage();
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
    vi.advanceTimersByTime(1000);
    expect(page.post).not.toHaveBeenCalled();
    expect(page.sent[0]).toMatchObject({ via: 'beacon', url: '/superset/log/?explode=events&dashboard_id=5' });
  });

  it('posts when the browser has no beacon, and when the beacon refuses the batch', () => {
    for (const options of [{ beacon: false }, { beaconAccepts: false }]) {
      const page = fakePage(options);
      const store = storeFor(page);
      store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
      vi.advanceTimersByTime(1000);
      expect(page.post).toHaveBeenCalledTimes(1);
      expect(page.sent).toMatchObject([{ via: 'post', url: '/superset/log/?explode=events&dashboard_id=5' }]);
    }
  });

  it('never lets a failed POST reach the page', async () => {
    const page = fakePage({ beacon: false });
    page.post.mockRejectedValueOnce(new Error('offline'));
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    await Promise.resolve();
    expect(page.post).toHaveBeenCalledTimes(1);
  });

  it('sends the queue at once when the page is hidden or closed, and logs how long it was hidden', () => {
    const page = fakePage();
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
    page.hide();
    expect(page.sent).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    page.show();
    store.dispatch(logEvent(LOG_ACTIONS_LOAD_CHART));
    page.pageHide();
    expect(page.sent).toHaveLength(2);
    const [hidden, load] = page.sent[1].events;
    expect(hidden).toMatchObject({ event_name: 'hide_browser_tab', event_type: 'timing' });
    expect(hidden.duration).toEqual(expect.any(Number));
    expect(load.event_name).toBe('load_chart');
    vi.advanceTimersByTime(1000);
    expect(page.sent).toHaveLength(2);
  });

  it('attaches the guest token the app holds', () => {
    setGuestToken('guest-jwt');
    const page = fakePage();
    const store = storeFor(page);
    store.dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD));
    vi.advanceTimersByTime(1000);
    expect(page.sent[0].guestToken).toBe('guest-jwt');
  });
});
