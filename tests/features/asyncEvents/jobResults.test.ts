// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASYNC_CHANNEL_STOPPED_MESSAGE,
  ASYNC_QUERIES_DISABLED_MESSAGE,
  MIDDLEWARE_REUSED_MESSAGE,
  MIDDLEWARE_MISSING_MESSAGE,
  MISSING_RESULT_URL_MESSAGE,
  waitForAsyncJob,
  type AsyncEventMiddleware,
} from '../../../src/features/asyncEvents';
import { configureStore } from '@reduxjs/toolkit';
import {
  createHarness,
  fakeAsyncEventApi,
  fakeWebSocketFactory,
  flushStart,
  makeEvent,
  track,
  type FakeAsyncEventApi,
} from './asyncEventTestKit';

let api: FakeAsyncEventApi;
let middleware: AsyncEventMiddleware | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  api = fakeAsyncEventApi();
});

afterEach(() => {
  middleware?.stop();
  middleware = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function startPolling() {
  const harness = createHarness({ api });
  middleware = harness.middleware;
  await flushStart();
  return harness;
}

describe('waiting for an async job', () => {
  it('loads the result URL of a done event and resolves with the result as an array', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([
      makeEvent({ job_id: 'job-a', result_url: '/api/v1/chart/data/key-a' }),
    ]);
    api.fetchAsyncResult.mockResolvedValueOnce({ data: [{ n: 1 }], rowcount: 1 });

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncResult).toHaveBeenCalledWith('/api/v1/chart/data/key-a');
    expect(waited.value).toEqual([{ data: [{ n: 1 }], rowcount: 1 }]);
  });

  it('keeps a result that already is an array as it is', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);
    api.fetchAsyncResult.mockResolvedValueOnce([{ data: [] }, { data: [1] }]);

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.value).toEqual([{ data: [] }, { data: [1] }]);
  });

  it('rejects with the normalised error when the result cannot be loaded', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);
    api.fetchAsyncResult.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.error).toMatchObject({ error: 'Network error' });
  });

  it('rejects a done event without a result URL', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a', result_url: null })]);

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.error).toEqual({ error: MISSING_RESULT_URL_MESSAGE });
    expect(api.fetchAsyncResult).not.toHaveBeenCalled();
  });

  it('rejects an error event with the message of its first error, keeping all errors', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    const errors = [
      { message: 'Column "x" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR' },
      { message: 'second problem' },
    ];
    api.fetchAsyncEvents.mockResolvedValueOnce([
      makeEvent({ job_id: 'job-a', status: 'error', errors, result_url: null }),
    ]);

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.error).toMatchObject({ error: 'Column "x" does not exist', errors });
    expect(api.fetchAsyncResult).not.toHaveBeenCalled();
  });

  it('ignores progress events and settles on the terminal one', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents
      .mockResolvedValueOnce([makeEvent({ job_id: 'job-a', status: 'pending', result_url: null })])
      .mockResolvedValueOnce([makeEvent({ job_id: 'job-a', status: 'running', result_url: null })])
      .mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(waited.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(3);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-a'] }]);
  });

  it('settles every waiter of one job from a single result load', async () => {
    const { middleware: channel } = await startPolling();
    const first = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    const second = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncResult).toHaveBeenCalledTimes(1);
    expect(first.value).toEqual([{ rows: ['/api/v1/chart/data/job-a'] }]);
    expect(second.value).toEqual(first.value);
  });

  it('answers dispatch(waitForAsyncJob(reply)) with the result, keeping the request from reducers', async () => {
    const { store, actions } = await startPolling();
    const waited = track(store.dispatch(waitForAsyncJob({ job_id: 'job-a', status: 'pending' })));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-a'] }]);
    expect(actions().map((action) => action.type)).not.toContain('asyncEvents/jobWaitRequested');
  });

  it('rejects dispatch(waitForAsyncJob(reply)) in a store without the middleware', async () => {
    const store = configureStore({ reducer: () => null });
    await expect(store.dispatch(waitForAsyncJob({ job_id: 'job-a' }))).rejects.toEqual({
      error: MIDDLEWARE_MISSING_MESSAGE,
    });
  });

  it('rejects pending waits when the middleware stops', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));

    channel.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(waited.error).toEqual({ error: ASYNC_CHANNEL_STOPPED_MESSAGE });
    expect(api.fetchAsyncEvents).not.toHaveBeenCalled();
  });

  it('serves a single store', () => {
    const harness = createHarness({ api });
    middleware = harness.middleware;
    expect(() =>
      configureStore({
        reducer: () => null,
        middleware: (getDefault) => getDefault().concat(harness.middleware),
      }),
    ).toThrow(MIDDLEWARE_REUSED_MESSAGE);
  });
});

describe('with GLOBAL_ASYNC_QUERIES off', () => {
  it('rejects every wait with a clear error and never polls', async () => {
    const harness = createHarness({ api, enabled: false });
    middleware = harness.middleware;
    await flushStart();

    const waited = track(harness.middleware.waitForAsyncData({ job_id: 'job-a' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(waited.error).toEqual({ error: ASYNC_QUERIES_DISABLED_MESSAGE });
    expect(api.fetchAsyncEvents).not.toHaveBeenCalled();
  });

  it('opens no websocket', async () => {
    const sockets = fakeWebSocketFactory();
    const harness = createHarness({
      api,
      enabled: false,
      transport: 'ws',
      createWebSocket: sockets.create,
    });
    middleware = harness.middleware;
    await flushStart();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets.sockets).toHaveLength(0);
  });
});
