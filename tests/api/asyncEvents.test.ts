import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchAsyncEvents, fetchAsyncResult } from '../../src/api/asyncEvents';
import { configureClient, resetClient } from '../../src/api/client';

const server = setupServer();
const requestedUrls: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requestedUrls.length = 0;
  resetClient();
});
afterAll(() => server.close());

const event = {
  id: '1607477697866-0',
  channel_id: 'c-1',
  job_id: 'j-1',
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: '/api/v1/chart/data/cache-key',
};

function answerEvents(body: Record<string, unknown>, status = 200) {
  server.use(
    http.get('/api/v1/async_event/', ({ request }) => {
      requestedUrls.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
}

describe('fetchAsyncEvents', () => {
  it('asks for every retained event when no id is known', async () => {
    answerEvents({ result: [event] });
    await expect(fetchAsyncEvents()).resolves.toEqual([event]);
    expect(requestedUrls[0].searchParams.has('last_id')).toBe(false);
  });

  it('sends last_id when an id is known', async () => {
    answerEvents({ result: [] });
    await fetchAsyncEvents('1607477697866-0');
    expect(requestedUrls[0].searchParams.get('last_id')).toBe('1607477697866-0');
  });

  it('leaves out entries that are not events, and reads a missing result as none', async () => {
    answerEvents({ result: [event, { id: 'x' }, null, { ...event, status: 'unknown' }] });
    await expect(fetchAsyncEvents()).resolves.toEqual([event]);
    answerEvents({});
    await expect(fetchAsyncEvents()).resolves.toEqual([]);
  });

  it('throws the normalised error of a 401 without leaving the page (async token, not session)', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ onUnauthorized });
    answerEvents({ message: 'Not authorized' }, 401);
    await expect(fetchAsyncEvents(null)).rejects.toMatchObject({
      error: 'Not authorized',
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('fetchAsyncResult', () => {
  it("returns the reply's result", async () => {
    server.use(http.get('/api/v1/chart/data/cache-key', () => HttpResponse.json({ result: [{ data: [{ n: 1 }] }] })));
    await expect(fetchAsyncResult('/api/v1/chart/data/cache-key')).resolves.toEqual([{ data: [{ n: 1 }] }]);
  });

  it('returns the whole reply when it has no result', async () => {
    server.use(http.get('/api/v1/chart/data/cache-key', () => HttpResponse.json({ data: [1, 2] })));
    await expect(fetchAsyncResult('/api/v1/chart/data/cache-key')).resolves.toEqual({ data: [1, 2] });
  });

  it('throws the normalised error when the result is gone', async () => {
    server.use(
      http.get('/api/v1/chart/data/cache-key', () =>
        HttpResponse.json(
          { errors: [{ message: 'Cached data not found', error_type: 'GENERIC_BACKEND_ERROR' }] },
          { status: 410 },
        ),
      ),
    );
    await expect(fetchAsyncResult('/api/v1/chart/data/cache-key')).rejects.toMatchObject({
      error: 'Cached data not found',
      status: 410,
    });
  });
});
