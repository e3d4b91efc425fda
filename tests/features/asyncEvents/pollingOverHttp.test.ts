import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ASYNC_EVENT_ID_KEY, type AsyncEventMiddleware } from '../../../src/features/asyncEvents';
import { createHarness, flushStart, makeEvent, memoryStorage, track } from './asyncEventTestKit';

/** The middleware with the real client: polls and result loads go over (mocked) HTTP. */
const server = setupServer();
const lastIdsAsked: (string | null)[] = [];
let middleware: AsyncEventMiddleware | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  middleware?.stop();
  middleware = undefined;
  server.resetHandlers();
  lastIdsAsked.length = 0;
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Each poll answers the next reply in line; a reply that is a number is that HTTP status. */
function answerPolls(...replies: (ReturnType<typeof makeEvent>[] | number)[]) {
  server.use(
    http.get('/api/v1/async_event/', ({ request }) => {
      lastIdsAsked.push(new URL(request.url).searchParams.get('last_id'));
      const reply = replies.shift() ?? [];
      return typeof reply === 'number'
        ? HttpResponse.json({ message: 'Server error' }, { status: reply })
        : HttpResponse.json({ result: reply });
    }),
  );
}

async function startPolling(storage: Storage) {
  // No api: the channel uses the real one in src/api/asyncEvents.
  const harness = createHarness({ storage, api: undefined });
  middleware = harness.middleware;
  await flushStart();
  return harness.middleware;
}

describe('polling against the async event API', () => {
  it('sends last_id, loads the result URL and resolves with its result', async () => {
    const storage = memoryStorage({ [LAST_ASYNC_EVENT_ID_KEY]: '1699999999999-1' });
    const done = makeEvent({ job_id: 'job-a', result_url: '/api/v1/chart/data/key-a' });
    answerPolls([], [done]);
    server.use(http.get('/api/v1/chart/data/key-a', () => HttpResponse.json({ result: [{ data: [{ n: 42 }] }] })));
    const channel = await startPolling(storage);
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(waited.settled).toBe(true));
    expect(lastIdsAsked).toEqual(['1699999999999-1', '1699999999999-1']);
    expect(waited.value).toEqual([{ data: [{ n: 42 }] }]);
    expect(storage.getItem(LAST_ASYNC_EVENT_ID_KEY)).toBe(done.id);
  });

  it('keeps polling after a failed poll', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const done = makeEvent({ job_id: 'job-a', result_url: '/api/v1/chart/data/key-a' });
    answerPolls(500, [done]);
    server.use(http.get('/api/v1/chart/data/key-a', () => HttpResponse.json({ result: { n: 1 } })));
    const channel = await startPolling(memoryStorage());
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0][1]).toMatchObject({ error: 'Server error', status: 500 });

    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(waited.settled).toBe(true));
    expect(lastIdsAsked).toEqual([null, null]);
    expect(waited.value).toEqual([{ n: 1 }]);
  });

  it('rejects with the normalised error when the result URL fails', async () => {
    const failed = makeEvent({ job_id: 'job-a', result_url: '/api/v1/chart/data/gone' });
    answerPolls([failed]);
    server.use(
      http.get('/api/v1/chart/data/gone', () =>
        HttpResponse.json({ message: 'Cached data not found' }, { status: 410 }),
      ),
    );
    const channel = await startPolling(memoryStorage());
    const waited = track(channel.waitForAsyncData({ job_id: 'job-a' }));

    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(waited.settled).toBe(true));
    expect(waited.error).toMatchObject({ error: 'Cached data not found', status: 410 });
  });
});
