// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ASYNC_EVENT_ID_KEY, type AsyncEventMiddleware } from '../../../src/features/asyncEvents';
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

/**
 * An event can arrive before the reply that started its job has registered a waiter. Retry n
 * runs n × 100 ms after the previous attempt: at +100, +300, +600, +1000, +1500 and +2100 ms.
 * The socket transport is used so an event arrives at an exact time.
 */
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

async function startWithSocket(storage: Storage = memoryStorage()) {
  const sockets = fakeWebSocketFactory();
  const harness = createHarness({ api, storage, transport: 'ws', createWebSocket: sockets.create });
  middleware = harness.middleware;
  await flushStart();
  sockets.latest().serverOpens();
  return { ...harness, socket: sockets.latest() };
}

describe('an event for a job nobody waits for yet', () => {
  it('reaches a waiter registered late, at the next retry (delays grow by 100 ms)', async () => {
    const { middleware: channel, socket } = await startWithSocket();
    socket.serverSends(makeEvent({ job_id: 'job-late' }));

    await vi.advanceTimersByTimeAsync(650);
    const waited = track(channel.waitForAsyncData({ job_id: 'job-late' }));
    await vi.advanceTimersByTimeAsync(349);
    expect(api.fetchAsyncResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.fetchAsyncResult).toHaveBeenCalledTimes(1);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-late'] }]);
  });

  it('reaches a waiter registered just before the sixth retry', async () => {
    const { middleware: channel, socket } = await startWithSocket();
    socket.serverSends(makeEvent({ job_id: 'job-late' }));

    await vi.advanceTimersByTimeAsync(2099);
    const waited = track(channel.waitForAsyncData({ job_id: 'job-late' }));
    await vi.advanceTimersByTimeAsync(1);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-late'] }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is dropped with a warning after six retries', async () => {
    const { middleware: channel, socket } = await startWithSocket();
    const event = makeEvent({ job_id: 'job-unknown' });
    socket.serverSends(event);

    await vi.advanceTimersByTimeAsync(2099);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`No listener for async job job-unknown: event ${event.id} dropped`);

    const waited = track(channel.waitForAsyncData({ job_id: 'job-unknown' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waited.settled).toBe(false);
    expect(api.fetchAsyncResult).not.toHaveBeenCalled();
  });

  it('still counts as received: its id is stored at once', async () => {
    const storage = memoryStorage();
    const { socket } = await startWithSocket(storage);
    const event = makeEvent({ job_id: 'job-unknown' });
    socket.serverSends(event);
    expect(storage.getItem(LAST_ASYNC_EVENT_ID_KEY)).toBe(event.id);
  });

  it('is retried on its own while later events are delivered', async () => {
    const { middleware: channel, socket } = await startWithSocket();
    const known = track(channel.waitForAsyncData({ job_id: 'job-known' }));
    socket.serverSends(makeEvent({ job_id: 'job-late' }));
    socket.serverSends(makeEvent({ job_id: 'job-known' }));

    await vi.advanceTimersByTimeAsync(0);
    expect(known.value).toEqual([{ rows: ['/api/v1/chart/data/job-known'] }]);
    const late = track(channel.waitForAsyncData({ job_id: 'job-late' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(late.value).toEqual([{ rows: ['/api/v1/chart/data/job-late'] }]);
  });
});
