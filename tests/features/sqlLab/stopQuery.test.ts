import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { postStopQuery } from '../../../src/features/sqlLab/thunks/stopQuery';
import { querySuccess } from '../../../src/features/sqlLab/sqlLabSlice';
import { makeQuery, makeResults } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('postStopQuery', () => {
  it('asks the server to stop the run by client id, then marks it stopped for good', async () => {
    const store = makeStore({ queries: { abc: makeQuery({ id: 'abc', state: 'running' }) } });
    let body: unknown;
    server.use(
      http.post('*/api/v1/query/stop', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: 'OK' });
      }),
    );
    await expect(store.dispatch(postStopQuery('abc'))).resolves.toBe(true);
    expect(body).toEqual({ client_id: 'abc' });
    expect(store.getState().sqlLab.queries.abc.state).toBe('stopped');
    expect(store.getState().toasts.messages.map((toast) => toast.text)).toContain('Query was stopped.');

    // A late sync reply does not bring the run back.
    store.dispatch(querySuccess({ id: 'abc', state: 'running' }, makeResults()));
    expect(store.getState().sqlLab.queries.abc.state).toBe('stopped');
  });

  it('keeps the run and shows a danger toast naming it when the server refuses', async () => {
    const store = makeStore({ queries: { abc: makeQuery({ id: 'abc', state: 'running' }) } });
    server.use(
      http.post('*/api/v1/query/stop', () => HttpResponse.json({ message: 'Could not cancel query' }, { status: 422 })),
    );
    await expect(store.dispatch(postStopQuery('abc'))).resolves.toBe(false);
    expect(store.getState().sqlLab.queries.abc.state).toBe('running');
    const toast = store.getState().toasts.messages.at(-1);
    expect(toast).toMatchObject({ toastType: 'danger', text: 'Failed at stopping query. abc' });
  });
});
