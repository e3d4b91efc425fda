/**
 * A tab names its latest run on the server (`latest_query_id`, a foreign key to the run's client
 * id) only once the server confirmed it holds that run: Superset refuses the whole PUT otherwise.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { selectToasts } from '../../../src/features/toasts';
import { refreshQueries } from '../../../src/features/sqlLab/sqlLabSlice';
import { markSqlLabRestored } from '../../../src/features/sqlLab/thunks/localStore';
import { syncEditorTabs, tabStateUpdateFor } from '../../../src/features/sqlLab/thunks/persistence';
import { runQuery } from '../../../src/features/sqlLab/thunks/runQuery';
import { makeEditor, makeQuery, makeResults, makeServerQuery } from './fixtures';
import { EXAMPLES_DB, makeStore, recorder } from './tabsTestKit';
import { clearBrowserItems } from './browserStoreDouble';

// An in-memory store: ./browserStoreDouble.ts.
vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const rec = recorder();
beforeEach(() => {
  resetClient();
  rec.calls.length = 0;
  markSqlLabRestored(true);
  clearBrowserItems();
});

/** The runs the server recorded, by client id. */
const recordedRuns = new Set<string>();
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** PUT /tabstateview/<id> with the foreign key Superset's table has: an unknown run fails the update. */
const tabStateWithForeignKey = http.put('*/tabstateview/:id', async ({ request, params }) => {
  const call = await rec.record(request);
  const latest = call.fields.latest_query_id;
  if (typeof latest === 'string' && latest && !recordedRuns.has(latest)) {
    return HttpResponse.json(
      {
        error: 'insert or update on table "tab_state" violates foreign key constraint "tab_state_latest_query_id_fkey"',
      },
      { status: 400 },
    );
  }
  return HttpResponse.json(Number(params.id));
});

function serverTabStore() {
  return makeStore(true, {
    databases: { 1: EXAMPLES_DB },
    queryEditors: [makeEditor({ id: '12', sql: 'SELECT 1' })],
    tabHistory: ['12'],
    lastUpdatedActiveTab: '12',
  });
}

const putsOf = () => rec.serverCalls().filter((call) => call.method === 'PUT');

describe('tabStateUpdateFor', () => {
  it('names the latest run only when the server holds it', () => {
    const editor = makeEditor({ latestQueryId: 'q1' });
    expect(
      tabStateUpdateFor(editor, { q1: makeQuery({ state: 'success', storedOnServer: true }) }).latest_query_id,
    ).toBe('q1');
    expect(tabStateUpdateFor(editor, { q1: makeQuery({ state: 'failed' }) })).not.toHaveProperty('latest_query_id');
    expect(tabStateUpdateFor(editor, { q1: makeQuery({ state: 'running' }) })).not.toHaveProperty('latest_query_id');
    expect(tabStateUpdateFor(editor, {})).not.toHaveProperty('latest_query_id');
  });
});

describe('the latest run in the tab sync', () => {
  beforeEach(() => recordedRuns.clear());

  it('leaves out a run the server refused before recording it, so the SQL is still stored (no toast, not re-sent)', async () => {
    server.use(
      rec.csrf,
      tabStateWithForeignKey,
      http.post('*/api/v1/sqllab/execute/', () =>
        HttpResponse.json({ message: { json: ['Unknown field.'] } }, { status: 400 }),
      ),
    );
    const store = serverTabStore();
    const clientId = await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(store.getState().sqlLab.queries[clientId as string].state).toBe('failed');

    await store.dispatch(syncEditorTabs());
    expect(putsOf()).toHaveLength(1);
    expect(putsOf()[0].fields).toMatchObject({ sql: 'SELECT 1' });
    expect(putsOf()[0].fields).not.toHaveProperty('latest_query_id');
    expect(selectToasts(store.getState())).toEqual([]);

    rec.calls.length = 0;
    await store.dispatch(syncEditorTabs());
    expect(putsOf()).toEqual([]);
  });

  it('does not name a run whose execute is still on its way, and names it on the next sync once it is answered', async () => {
    let answerExecute: () => void = () => undefined;
    const executeAnswered = new Promise<void>((resolve) => {
      answerExecute = resolve;
    });
    server.use(
      rec.csrf,
      tabStateWithForeignKey,
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        const { client_id: clientId } = (await request.json()) as { client_id: string };
        await executeAnswered;
        recordedRuns.add(clientId);
        return HttpResponse.json(makeResults({ query: { id: clientId, rows: 1 } }));
      }),
    );
    const store = serverTabStore();
    const running = store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    await tick();

    // The 5 s tick fires while the execute is in flight.
    await store.dispatch(syncEditorTabs());
    expect(putsOf()).toHaveLength(1);
    expect(putsOf()[0].fields).not.toHaveProperty('latest_query_id');
    expect(selectToasts(store.getState())).toEqual([]);

    await tick();
    answerExecute();
    const clientId = (await running) as string;
    expect(store.getState().sqlLab.queries[clientId].state).toBe('success');
    await tick();

    rec.calls.length = 0;
    await store.dispatch(syncEditorTabs());
    expect(putsOf()).toHaveLength(1);
    expect(putsOf()[0].fields).toMatchObject({ latest_query_id: clientId });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('names an async run once the server accepted it (202)', async () => {
    server.use(
      rec.csrf,
      tabStateWithForeignKey,
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        const { client_id: clientId } = (await request.json()) as { client_id: string };
        recordedRuns.add(clientId);
        await delay(1);
        return HttpResponse.json({ query: makeServerQuery({ id: clientId, state: 'pending' }) }, { status: 202 });
      }),
    );
    const store = makeStore(true, {
      databases: { 1: { ...EXAMPLES_DB, allow_run_async: true } },
      queryEditors: [makeEditor({ id: '12' })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    const clientId = (await store.dispatch(
      runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }),
    )) as string;
    expect(store.getState().sqlLab.queries[clientId].state).toBe('pending');
    await store.dispatch(syncEditorTabs());
    expect(putsOf()[0].fields).toMatchObject({ latest_query_id: clientId });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('names a run the server listed (the poller), even one this page did not start', async () => {
    server.use(rec.csrf, tabStateWithForeignKey);
    recordedRuns.add('listed01');
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', latestQueryId: 'listed01', updatedAt: Date.now() })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    store.dispatch(
      refreshQueries({ listed01: makeServerQuery({ id: 'listed01', sqlEditorId: '12', state: 'success' }) }),
    );
    await store.dispatch(syncEditorTabs());
    expect(putsOf()[0].fields).toMatchObject({ latest_query_id: 'listed01' });
  });
});
