/** Shared pieces of the async event tests: events, a fake API, a fake socket, a recording store. */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import type { AsyncEvent, AsyncEventApi } from '../../../src/api/asyncEvents';
import {
  createAsyncEventMiddleware,
  type AsyncEventMiddleware,
  type AsyncEventMiddlewareConfig,
  type WebSocketLike,
  type WebSocketMessage,
} from '../../../src/features/asyncEvents';

let eventSequence = 0;

export function makeEvent(overrides: Partial<AsyncEvent> & { job_id: string }): AsyncEvent {
  eventSequence += 1;
  return {
    id: `1700000000000-${eventSequence}`,
    channel_id: 'channel-1',
    user_id: 1,
    status: 'done',
    errors: [],
    result_url: `/api/v1/chart/data/${overrides.job_id}`,
    ...overrides,
  };
}

export interface FakeAsyncEventApi extends AsyncEventApi {
  fetchAsyncEvents: ReturnType<typeof vi.fn<AsyncEventApi['fetchAsyncEvents']>>;
  fetchAsyncResult: ReturnType<typeof vi.fn<AsyncEventApi['fetchAsyncResult']>>;
}

/** Polls answer nothing and every result is `{rows: [url]}` unless a test says otherwise. */
export function fakeAsyncEventApi(): FakeAsyncEventApi {
  return {
    fetchAsyncEvents: vi.fn<AsyncEventApi['fetchAsyncEvents']>().mockResolvedValue([]),
    fetchAsyncResult: vi.fn<AsyncEventApi['fetchAsyncResult']>().mockImplementation(async (url) => ({ rows: [url] })),
  };
}

/** A Storage kept in memory, so tests never share the page's localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

type SocketEventType = 'open' | 'close' | 'error' | 'message';

/** A socket the test drives: the "server" opens, sends, errors and closes it. */
export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  closeCalls = 0;
  private readonly listeners = new Map<SocketEventType, ((event: WebSocketMessage) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: SocketEventType, listener: (event: WebSocketMessage) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closeCalls += 1;
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', {});
  }

  serverOpens(): void {
    this.readyState = 1;
    this.emit('open', {});
  }

  serverSends(data: unknown): void {
    this.emit('message', { data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  serverErrors(): void {
    this.emit('error', {});
  }

  serverCloses(): void {
    this.readyState = 3;
    this.emit('close', {});
  }

  private emit(type: SocketEventType, event: WebSocketMessage): void {
    (this.listeners.get(type) ?? []).forEach((listener) => listener(event));
  }
}

export function fakeWebSocketFactory() {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    latest: (): FakeWebSocket => sockets[sockets.length - 1],
    create: (url: string): FakeWebSocket => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}

export interface AsyncEventHarness {
  middleware: AsyncEventMiddleware;
  store: ReturnType<typeof createRecordingStore>;
  /** Every action the store saw, oldest first. */
  actions: () => UnknownAction[];
}

function createRecordingStore(middleware: AsyncEventMiddleware) {
  return configureStore({
    reducer: (seen: UnknownAction[] = [], action: UnknownAction) => [...seen, action],
    middleware: (getDefault) => getDefault().concat(middleware),
  });
}

/**
 * A store with a fresh middleware (polling every 500 ms, in-memory storage, fake API unless
 * given). The channel starts on the next microtask, as in the app: await `flushStart()`.
 */
export function createHarness(config: Partial<AsyncEventMiddlewareConfig> = {}): AsyncEventHarness {
  const middleware = createAsyncEventMiddleware({
    enabled: true,
    transport: 'polling',
    pollingDelayMs: 500,
    websocketUrl: 'ws://localhost:8080/ws',
    storage: memoryStorage(),
    api: fakeAsyncEventApi(),
    ...config,
  });
  const store = createRecordingStore(middleware);
  return { middleware, store, actions: () => store.getState() };
}

/** Lets the channel start (it starts on the microtask after the store is built). */
export async function flushStart(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Tracks a promise's outcome without awaiting it, so fake time can run in between. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}
