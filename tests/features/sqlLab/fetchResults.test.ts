import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { fetchQueryResults, fetchResultsFailureMessage } from '../../../src/features/sqlLab/thunks/fetchResults';
import { makeQuery, makeResults } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function storeWithFinishedRun() {
  return makeStore({
    queries: { q1: makeQuery({ state: 'success', resultsKey: 'key-1', runAsync: true }) },
  });
}

describe('fetchQueryResults', () => {
  it('marks the run fetching, asks for DISPLAY_MAX_ROW rows by key, then applies the results', async () => {
    const store = storeWithFinishedRun();
    let q = '';
    let stateDuringFetch = '';
    server.use(
      http.get('*/api/v1/sqllab/results/', ({ request }) => {
        q = new URL(request.url).searchParams.get('q') ?? '';
        stateDuringFetch = store.getState().sqlLab.queries.q1.state;
        return HttpResponse.json(makeResults({ data: [{ n: 7 }], query: { rows: 1 } }));
      }),
    );
    await store.dispatch(fetchQueryResults({ id: 'q1', resultsKey: 'key-1' }));
    expect(stateDuringFetch).toBe('fetching');
    expect(q).toBe('(key:key-1,rows:10000)');
    const query = store.getState().sqlLab.queries.q1;
    expect(query.state).toBe('success');
    expect(query.results?.data).toEqual([{ n: 7 }]);
  });

  it('shows the message of a 410 (results expired)', async () => {
    const store = storeWithFinishedRun();
    server.use(
      http.get('*/api/v1/sqllab/results/', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
                error_type: 'RESULTS_BACKEND_ERROR',
              },
            ],
          },
          { status: 410 },
        ),
      ),
    );
    await store.dispatch(fetchQueryResults({ id: 'q1', resultsKey: 'key-1' }));
    const query = store.getState().sqlLab.queries.q1;
    expect(query.state).toBe('failed');
    expect(query.errorMessage).toBe(
      'Data could not be retrieved from the results backend. You need to re-run the original query.',
    );
    expect(query.errors?.[0].error_type).toBe('RESULTS_BACKEND_ERROR');
  });

  it('falls back to the status text, then to Failed at retrieving results', () => {
    expect(fetchResultsFailureMessage({ error: '', statusText: 'Gone' })).toBe('Gone');
    expect(fetchResultsFailureMessage({ error: '' })).toBe('Failed at retrieving results');
  });

  it('does nothing for a run without a results key', async () => {
    const store = makeStore({ queries: { q1: makeQuery({ state: 'success' }) } });
    await store.dispatch(fetchQueryResults({ id: 'q1', resultsKey: null }));
    expect(store.getState().sqlLab.queries.q1.state).toBe('success');
  });
});
