// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncEvent } from '../../../src/api/asyncEvents';
import {
  asyncEventReceived,
  asyncEventTransportChanged,
  LAST_ASYNC_EVENT_ID_KEY,
  type AsyncEventMiddleware,
} from '../../../src/features/asyncEvents';
import {
  createHarness,
  fakeAsyncEventApi,
  flushStart,
  makeEvent,
  memoryStorage,
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

async function startPolling(storage: Storage = memoryStorage()) {
  const harness = createHarness({ api, storage });
  middleware = harness.middleware;
  await flushStart();
  return harness;
}

describe('polling /api/v1/async_event/', () => {
  it('does not poll while nobody waits for a job', async () => {
    await startPolling();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.fetchAsyncEvents).not.toHaveBeenCalled();
  });

  it('polls every 500 ms while someone waits', async () => {
    const { middleware: channel } = await startPolling();
    track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(499);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(4);
  });

  it('stops polling once the last waiter got its event', async () => {
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents.mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);

    await vi.advanceTimersByTimeAsync(500);
    expect(waited.settled).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(1);
  });

  it('never starts a poll while the previous one is in flight', async () => {
    const { middleware: channel } = await startPolling();
    let answerPoll: (events: AsyncEvent[]) => void = () => undefined;
    api.fetchAsyncEvents.mockImplementationOnce(() => new Promise<AsyncEvent[]>((resolve) => (answerPoll = resolve)));
    track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(3000);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(1);
    answerPoll([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(2);
  });

  it('sends the last received event id and keeps it in storage', async () => {
    const storage = memoryStorage();
    const { middleware: channel } = await startPolling(storage);
    track(channel.waitForAsyncData({ job_id: 'job-a' }));
    const first = makeEvent({ job_id: 'job-other' });
    const second = makeEvent({ job_id: 'job-other' });
    api.fetchAsyncEvents.mockResolvedValueOnce([first, second]);

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenLastCalledWith(null);
    expect(storage.getItem(LAST_ASYNC_EVENT_ID_KEY)).toBe(second.id);

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenLastCalledWith(second.id);
  });

  it('starts from the id stored by an earlier page, so seen events are not replayed', async () => {
    const storage = memoryStorage({ [LAST_ASYNC_EVENT_ID_KEY]: '1699999999999-7' });
    const { middleware: channel } = await startPolling(storage);
    track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenCalledWith('1699999999999-7');
  });

  it('logs a failed poll and keeps polling', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { middleware: channel } = await startPolling();
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));
    api.fetchAsyncEvents
      .mockRejectedValueOnce({ error: 'Bad gateway', status: 502 })
      .mockResolvedValueOnce([makeEvent({ job_id: 'job-a' })]);

    await vi.advanceTimersByTimeAsync(500);
    expect(warn).toHaveBeenCalledWith('Polling async events failed', {
      error: 'Bad gateway',
      status: 502,
    });
    expect(waited.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(500);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(2);
    expect(waited.value).toEqual([{ rows: ['/api/v1/chart/data/job-a'] }]);
  });

  it('dispatches the transport on start and every received event', async () => {
    const { middleware: channel, actions } = await startPolling();
    track(channel.waitForAsyncData({ job_id: 'job-a' }));
    const event = makeEvent({ job_id: 'job-a' });
    api.fetchAsyncEvents.mockResolvedValueOnce([event]);

    await vi.advanceTimersByTimeAsync(500);
    const observed = actions().filter(
      (action) => asyncEventReceived.match(action) || asyncEventTransportChanged.match(action),
    );
    expect(observed).toEqual([asyncEventTransportChanged('polling'), asyncEventReceived(event)]);
  });

  it('honours a configured polling delay', async () => {
    const harness = createHarness({ api, pollingDelayMs: 2000 });
    middleware = harness.middleware;
    await flushStart();
    track(harness.middleware.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(1999);
    expect(api.fetchAsyncEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.fetchAsyncEvents).toHaveBeenCalledTimes(1);
  });
});
