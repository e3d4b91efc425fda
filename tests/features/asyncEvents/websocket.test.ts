// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asyncEventReceived,
  asyncEventTransportChanged,
  LAST_ASYNC_EVENT_ID_KEY,
  type AsyncEventMiddleware,
} from '../../../src/features/asyncEvents';
import {
  createHarness,
  fakeAsyncEventApi,
  fakeWebSocketFactory,
  flushStart,
  makeEvent,
  memoryStorage,
  track,
  type FakeAsyncEventApi,
} from './asyncEventTestKit';

const WS_URL = 'ws://localhost:8080/ws';

let api: FakeAsyncEventApi;
let middleware: AsyncEventMiddleware | undefined;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  api = fakeAsyncEventApi();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  middleware?.stop();
  middleware = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function startWithSocket(storage: Storage = memoryStorage(), websocketUrl = WS_URL) {
  const sockets = fakeWebSocketFactory();
  const harness = createHarness({
    api,
    storage,
    transport: 'ws',
    websocketUrl,
    createWebSocket: sockets.create,
  });
  middleware = harness.middleware;
  await flushStart();
  return { ...harness, sockets };
}

function transportActions(actions: ReturnType<Awaited<ReturnType<typeof startWithSocket>>['actions']>) {
  return actions.filter((action) => asyncEventTransportChanged.match(action));
}

describe('the websocket transport', () => {
  it('connects to the configured URL, with last_id once an event id is known', async () => {
    const storage = memoryStorage({ [LAST_ASYNC_EVENT_ID_KEY]: '1699999999999-3' });
    const { sockets, actions } = await startWithSocket(storage);
    expect(sockets.sockets.map((socket) => socket.url)).toEqual([`${WS_URL}?last_id=1699999999999-3`]);
    expect(transportActions(actions())).toEqual([asyncEventTransportChanged('ws')]);
  });

  it('connects without last_id when no event was ever received', async () => {
    const { sockets } = await startWithSocket();
    expect(sockets.latest().url).toBe(WS_URL);
  });

  it('delivers each message as one event and stores its id', async () => {
    const storage = memoryStorage();
    const { middleware: channel, sockets, actions } = await startWithSocket(storage);
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    const event = makeEvent({ job_id: 'job-a' });
    sockets.latest().serverOpens();
    sockets.latest().serverSends(event);

    await vi.advanceTimersByTimeAsync(0);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-a'] }]);
    expect(actions().filter((action) => asyncEventReceived.match(action))).toEqual([asyncEventReceived(event)]);
    expect(storage.getItem(LAST_ASYNC_EVENT_ID_KEY)).toBe(event.id);
    expect(api.fetchAsyncEvents).not.toHaveBeenCalled();
  });

  it('ignores a message that is not an event and keeps listening', async () => {
    const { middleware: channel, sockets } = await startWithSocket();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    sockets.latest().serverOpens();
    sockets.latest().serverSends('{not json');
    sockets.latest().serverSends({ hello: 'world' });
    expect(warn).toHaveBeenCalledTimes(2);

    sockets.latest().serverSends(makeEvent({ job_id: 'job-a' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.settled).toBe(true);
  });

  it('reconnects 2.5 s after a close, asking for events after the last one received', async () => {
    const { sockets } = await startWithSocket();
    const event = makeEvent({ job_id: 'job-other' });
    sockets.latest().serverOpens();
    sockets.latest().serverSends(event);
    sockets.latest().serverCloses();

    await vi.advanceTimersByTimeAsync(2499);
    expect(sockets.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.latest().url).toBe(`${WS_URL}?last_id=${event.id}`);
  });

  it('retries 6 times 2.5 s apart, then falls back to polling for good', async () => {
    const { middleware: channel, sockets, actions } = await startWithSocket();
    track(channel.waitForAsyncData({ job_id: 'job-a' }));

    for (let reconnect = 1; reconnect <= 6; reconnect += 1) {
      sockets.latest().serverCloses();
      await vi.advanceTimersByTimeAsync(2499);
      expect(sockets.sockets).toHaveLength(reconnect);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.sockets).toHaveLength(reconnect + 1);
    }
    expect(transportActions(actions())).toEqual([asyncEventTransportChanged('ws')]);

    sockets.latest().serverCloses();
    expect(transportActions(actions())).toEqual([
      asyncEventTransportChanged('ws'),
      asyncEventTransportChanged('polling'),
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets.sockets).toHaveLength(7);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(20);
  });

  it('resets the retry count when a socket opens', async () => {
    const { sockets, actions } = await startWithSocket();
    for (let close = 1; close <= 5; close += 1) {
      sockets.latest().serverCloses();
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(sockets.sockets).toHaveLength(6);
    sockets.latest().serverOpens();

    for (let close = 1; close <= 6; close += 1) {
      sockets.latest().serverCloses();
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(sockets.sockets).toHaveLength(12);
    expect(transportActions(actions())).toHaveLength(1);

    sockets.latest().serverCloses();
    await vi.advanceTimersByTimeAsync(2500);
    expect(sockets.sockets).toHaveLength(12);
    expect(transportActions(actions()).at(-1)).toEqual(asyncEventTransportChanged('polling'));
  });

  it('closes a socket that reports an error, which takes the reconnect path', async () => {
    const { sockets } = await startWithSocket();
    const first = sockets.latest();
    first.serverOpens();
    first.serverErrors();
    expect(first.closeCalls).toBe(1);

    await vi.advanceTimersByTimeAsync(2500);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('closes a socket that fails while still connecting', async () => {
    const { sockets } = await startWithSocket();
    sockets.latest().serverErrors();
    expect(sockets.latest().closeCalls).toBe(1);
  });

  it('does not close again a socket that is already closing or closed', async () => {
    const { sockets } = await startWithSocket();
    const first = sockets.latest();
    first.serverOpens();
    first.readyState = 2;
    first.serverErrors();
    expect(first.closeCalls).toBe(0);

    first.serverCloses();
    first.serverErrors();
    expect(first.closeCalls).toBe(0);
  });

  it('counts a socket that cannot even be created as a failed attempt', async () => {
    let attempts = 0;
    const harness = createHarness({
      api,
      transport: 'ws',
      createWebSocket: () => {
        attempts += 1;
        throw new SyntaxError('Invalid URL');
      },
    });
    middleware = harness.middleware;
    await flushStart();
    await vi.advanceTimersByTimeAsync(6 * 2500);
    expect(attempts).toBe(7);
    expect(transportActions(harness.actions()).at(-1)).toEqual(asyncEventTransportChanged('polling'));
  });

  it('uses polling straight away when no websocket URL is configured', async () => {
    const { sockets, actions } = await startWithSocket(memoryStorage(), '');
    expect(sockets.sockets).toHaveLength(0);
    expect(transportActions(actions())).toEqual([asyncEventTransportChanged('polling')]);
  });

  it('closes the socket and stops reconnecting when the middleware stops', async () => {
    const { middleware: channel, sockets } = await startWithSocket();
    const socket = sockets.latest();
    socket.serverOpens();
    channel.stop();
    expect(socket.closeCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets.sockets).toHaveLength(1);
  });
});
