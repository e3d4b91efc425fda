import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { runQuery } from '../../../src/features/sqlLab/thunks/runQuery';
import { MAX_QUERY_AGE_TO_POLL_MS, startQueryPolling } from '../../../src/features/sqlLab/thunks/pollQueries';
import { refreshQueries } from '../../../src/features/sqlLab/sqlLabSlice';
import { makeDatabase, makeQuery, makeResults, makeServerQuery, NOW } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const probe = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out waiting'));
      else setTimeout(probe, 5);
    };
    probe();
  });
}

describe('query polling', () => {
  it('follows an async run: 202, then pending → running → success, then fetches its results', async () => {
    const store = makeStore({ databases: { 1: makeDatabase({ allow_run_async: true }) } });
    const serverStates = ['running', 'success'] as const;
    let clientId = '';
    let lastUpdatedAsked: unknown;
    let resultsKeyAsked = '';
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        clientId = ((await request.json()) as { client_id: string }).client_id;
        return HttpResponse.json({ query: makeServerQuery({ id: clientId, state: 'pending' }) }, { status: 202 });
      }),
      http.get('*/api/v1/query/updated_since', ({ request }) => {
        lastUpdatedAsked = new URL(request.url).searchParams.get('q');
        const state = serverStates.length > 0 ? serverStates[0] : 'success';
        return HttpResponse.json({
          result: [
            makeServerQuery({
              id: clientId,
              state,
              progress: state === 'success' ? 100 : 50,
              resultsKey: state === 'success' ? 'rk-1' : null,
              changed_on: '2023-11-14T22:13:20',
              startDttm: Date.now(),
            }),
          ],
        });
      }),
      http.get('*/api/v1/sqllab/results/', ({ request }) => {
        resultsKeyAsked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(makeResults({ data: [{ total: 42 }], query: { rows: 1 } }));
      }),
    );
    await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(store.getState().sqlLab.queries[clientId].state).toBe('pending');

    const startedAt = store.getState().sqlLab.queries[clientId].startDttm;
    const poller = store.dispatch(startQueryPolling({ autoStart: false }));
    await poller.tick();
    // Before any change was seen: since a little before the run started, not the user's whole history.
    expect(lastUpdatedAsked).toBe(`(last_updated_ms:${startedAt - 5000})`);
    expect(store.getState().sqlLab.queries[clientId].state).toBe('running');
    expect(store.getState().sqlLab.queries[clientId].progress).toBe(50);

    (serverStates as unknown as string[]).shift();
    await poller.tick();
    expect(lastUpdatedAsked).toBe(`(last_updated_ms:${Date.parse('2023-11-14T22:13:20Z') - 5000})`);
    await waitFor(() => store.getState().sqlLab.queries[clientId].results !== null);
    expect(resultsKeyAsked).toBe('(key:rk-1,rows:10000)');
    const query = store.getState().sqlLab.queries[clientId];
    expect(query.state).toBe('success');
    expect(query.results?.data).toEqual([{ total: 42 }]);
    poller.stop();
  });

  it('fetches the results of its own async runs only, not of every run the server reports', async () => {
    const store = makeStore({
      queries: { mine: makeQuery({ id: 'mine', state: 'running', runAsync: true, startDttm: Date.now() }) },
    });
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/query/updated_since', () =>
        HttpResponse.json({
          result: [
            makeServerQuery({ id: 'mine', state: 'success', resultsKey: 'rk-mine', changed_on: '2023-11-14T22:13:20' }),
            // The user's runs from other sessions and earlier days.
            makeServerQuery({
              id: 'other1',
              sqlEditorId: '77',
              state: 'success',
              resultsKey: 'rk-other1',
              changed_on: '2023-11-14T22:13:20',
            }),
            makeServerQuery({
              id: 'other2',
              sqlEditorId: null,
              state: 'success',
              resultsKey: 'rk-other2',
              changed_on: '2023-11-14T22:13:20',
            }),
          ],
        }),
      ),
      http.get('*/api/v1/sqllab/results/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json(makeResults());
      }),
    );
    const poller = store.dispatch(startQueryPolling({ autoStart: false }));
    await poller.tick();
    await waitFor(() => store.getState().sqlLab.queries.mine.results !== null);
    await delay(20);
    expect(asked).toEqual(['(key:rk-mine,rows:10000)']);
    poller.stop();
  });

  it('a poll answered before a sync run finished does not take it back to running', async () => {
    const store = makeStore();
    let answerPoll: () => void = () => undefined;
    const pollAnswered = new Promise<void>((resolve) => {
      answerPoll = resolve;
    });
    let clientId = '';
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        clientId = ((await request.json()) as { client_id: string }).client_id;
        await delay(20);
        return HttpResponse.json(makeResults({ data: [{ x: 1 }], query: { rows: 1 } }));
      }),
      // The server's snapshot was taken while the run was still running.
      http.get('*/api/v1/query/updated_since', async () => {
        const snapshot = makeServerQuery({ id: clientId, state: 'running', changed_on: '2023-11-14T22:13:20' });
        await pollAnswered;
        return HttpResponse.json({ result: [snapshot] });
      }),
    );
    const running = store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    await waitFor(() => clientId !== '');
    const poller = store.dispatch(startQueryPolling({ autoStart: false }));
    const polled = poller.tick();
    await running;
    expect(store.getState().sqlLab.queries[clientId].state).toBe('success');
    answerPoll();
    await polled;
    expect(store.getState().sqlLab.queries[clientId].state).toBe('success');
    expect(store.getState().sqlLab.queries[clientId].results?.data).toEqual([{ x: 1 }]);
    poller.stop();
  });

  it('does not poll when nothing is in progress', async () => {
    let polls = 0;
    server.use(
      http.get('*/api/v1/query/updated_since', () => {
        polls += 1;
        return HttpResponse.json({ result: [] });
      }),
    );
    const store = makeStore({ queries: { q1: makeQuery({ state: 'success' }) } });
    const poller = store.dispatch(startQueryPolling({ autoStart: false }));
    await poller.tick();
    await poller.tick();
    expect(polls).toBe(0);
  });

  it('never has two polls in flight', async () => {
    let polls = 0;
    server.use(
      http.get('*/api/v1/query/updated_since', async () => {
        polls += 1;
        await delay(50);
        return HttpResponse.json({
          result: [makeServerQuery({ id: 'q1', state: 'running', progress: 10, startDttm: Date.now() })],
        });
      }),
    );
    const store = makeStore({ queries: { q1: makeQuery({ state: 'running', startDttm: Date.now() }) } });
    const poller = store.dispatch(startQueryPolling({ autoStart: false }));
    await Promise.all([poller.tick(), poller.tick(), poller.tick()]);
    expect(polls).toBe(1);
    await poller.tick();
    expect(polls).toBe(2);
  });

  it('stops asking about runs started 6 hours ago or more', async () => {
    let polls = 0;
    server.use(
      http.get('*/api/v1/query/updated_since', () => {
        polls += 1;
        return HttpResponse.json({ result: [] });
      }),
    );
    const store = makeStore({
      queries: { q1: makeQuery({ state: 'running', progress: 10, startDttm: NOW - MAX_QUERY_AGE_TO_POLL_MS }) },
    });
    const poller = store.dispatch(startQueryPolling({ autoStart: false, now: () => NOW }));
    await poller.tick();
    expect(polls).toBe(0);

    const younger = makeStore({
      queries: { q1: makeQuery({ state: 'running', progress: 10, startDttm: NOW - MAX_QUERY_AGE_TO_POLL_MS + 1000 }) },
    });
    await younger.dispatch(startQueryPolling({ autoStart: false, now: () => NOW })).tick();
    expect(polls).toBe(1);
  });

  it('clears inactive runs when the server reports no change', async () => {
    server.use(http.get('*/api/v1/query/updated_since', () => HttpResponse.json({ result: [] })));
    const store = makeStore({
      queries: {
        stale: makeQuery({ id: 'stale', state: 'pending', progress: 0, startDttm: NOW - 3000 }),
        busy: makeQuery({ id: 'busy', state: 'running', progress: 40, startDttm: NOW - 3000 }),
      },
    });
    await store.dispatch(startQueryPolling({ autoStart: false, now: () => NOW })).tick();
    expect(Object.keys(store.getState().sqlLab.queries)).toEqual(['busy']);
  });

  it('asks about a run that just started soon, not at the next 2 s tick', async () => {
    let polls = 0;
    server.use(
      http.get('*/api/v1/query/updated_since', () => {
        polls += 1;
        return HttpResponse.json({ result: [] });
      }),
    );
    const store = makeStore({ queries: {} });
    const poller = store.dispatch(startQueryPolling());
    // Idle: nothing in progress, nothing asked.
    await delay(150);
    expect(polls).toBe(0);
    store.dispatch(refreshQueries({ q1: makeServerQuery({ id: 'q1', state: 'running', startDttm: Date.now() }) }));
    await waitFor(() => polls >= 2, 1000);
    poller.stop();
  });

  it('polls on its own every 2 seconds once started', async () => {
    let polls = 0;
    server.use(
      http.get('*/api/v1/query/updated_since', () => {
        polls += 1;
        return HttpResponse.json({
          result: [makeServerQuery({ id: 'q1', state: 'running', progress: 5, startDttm: Date.now() })],
        });
      }),
    );
    const store = makeStore({ queries: { q1: makeQuery({ state: 'running', startDttm: Date.now() }) } });
    const poller = store.dispatch(startQueryPolling({ intervalMs: 20 }));
    await waitFor(() => polls >= 2);
    poller.stop();
    const seen = polls;
    await delay(80);
    expect(polls).toBeLessThanOrEqual(seen + 1);
  });
});
