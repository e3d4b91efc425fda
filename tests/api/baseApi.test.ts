import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clientBaseQuery, isAbortedRequestError } from '../../src/api/baseApi';
import { resetClient } from '../../src/api/client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function queryApi(signal: AbortSignal = new AbortController().signal) {
  return {
    signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query' as const,
  };
}

describe('clientBaseQuery', () => {
  it('resolves with the JSON body as data', async () => {
    server.use(http.get('*/api/v1/thing/', () => HttpResponse.json({ result: [1, 2] })));
    await expect(clientBaseQuery('/api/v1/thing/', queryApi(), {})).resolves.toEqual({
      data: { result: [1, 2] },
    });
  });

  it('resolves with text when asked', async () => {
    server.use(http.get('*/export.csv', () => HttpResponse.text('a,b')));
    await expect(clientBaseQuery({ endpoint: '/export.csv', parseMethod: 'text' }, queryApi(), {})).resolves.toEqual({
      data: 'a,b',
    });
  });

  it('resolves a failure as a ClientError', async () => {
    server.use(
      http.get('*/api/v1/thing/', () =>
        HttpResponse.json(
          { errors: [{ message: 'No such table', error_type: 'TABLE_DOES_NOT_EXIST_ERROR' }] },
          { status: 404 },
        ),
      ),
    );
    const result = await clientBaseQuery('/api/v1/thing/', queryApi(), {});
    expect(result.error).toMatchObject({ error: 'No such table', status: 404 });
  });

  it('marks an aborted request so the UI can ignore it', async () => {
    server.use(
      http.get('*/api/v1/slow/', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = clientBaseQuery('/api/v1/slow/', queryApi(controller.signal), {});
    controller.abort();
    const result = await pending;
    expect(isAbortedRequestError(result.error)).toBe(true);
  });
});
