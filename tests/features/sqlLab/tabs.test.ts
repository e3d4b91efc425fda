import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { selectToasts } from '../../../src/features/toasts';
import {
  addNewTab,
  loadSqlLabState,
  removeQueryFromTab,
  removeTab,
  switchTab,
} from '../../../src/features/sqlLab/thunks/tabs';
import {
  ACTIVATE_TAB_FAILED_MESSAGE,
  FETCH_TAB_FAILED_MESSAGE,
  REMOVE_QUERY_FAILED_MESSAGE,
  REMOVE_TAB_FAILED_MESSAGE,
} from '../../../src/features/sqlLab/thunks/tabMessages';
import { selectSqlLabDatabases } from '../../../src/features/sqlLab/sqlLabDatabases';
import { makeEditor, makeQuery, makeServerQuery } from './fixtures';
import { EXAMPLES_DB, makeServerTab, makeStore, recorder } from './tabsTestKit';
import { clearBrowserItems, writeBrowserItem } from './browserStoreDouble';

// An in-memory store: ./browserStoreDouble.ts.
vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  clearBrowserItems();
});

const rec = recorder();
beforeEach(() => {
  rec.calls.length = 0;
});

function bootstrapHandler(tabs: { id: number; label: string }[], activeTab: unknown) {
  return http.get('*/api/v1/sqllab/', async ({ request }) => {
    await rec.record(request);
    return HttpResponse.json({
      result: {
        tab_state_ids: tabs,
        active_tab: activeTab,
        databases: { 1: EXAMPLES_DB, 3: { ...EXAMPLES_DB, id: 3 } },
      },
    });
  });
}

const recordAll = (status = 200, body: string | number | Record<string, number> = 12) =>
  http.all(/\/tabstateview\//, async ({ request }) => {
    await rec.record(request);
    return status === 200 ? HttpResponse.json(body) : new HttpResponse(null, { status });
  });

describe('loadSqlLabState with persistence on', () => {
  it('lists the server tabs, loads the active one and keeps the others for later', async () => {
    server.use(
      rec.csrf,
      bootstrapHandler(
        [
          { id: 12, label: 'Untitled Query 1' },
          { id: 13, label: 'Second' },
        ],
        makeServerTab(),
      ),
    );
    const store = makeStore(true);
    await store.dispatch(loadSqlLabState());
    const { sqlLab } = store.getState();
    expect(sqlLab.queryEditors.map((editor) => [editor.id, editor.name, editor.loaded])).toEqual([
      ['12', 'Untitled Query 1', true],
      ['13', 'Second', false],
    ]);
    expect(sqlLab.queryEditors[0].sql).toBe('SELECT 12');
    expect(sqlLab.tabHistory).toEqual(['12']);
    expect(Object.keys(selectSqlLabDatabases(store.getState()))).toEqual(['1', '3']);
  });

  it("fetches the active tab's latest results by their key", async () => {
    let resultsQuery: string | null = null;
    server.use(
      rec.csrf,
      bootstrapHandler(
        [{ id: 12, label: 'Untitled Query 1' }],
        makeServerTab({
          latest_query: makeServerQuery({ id: 'q9', sqlEditorId: '12', state: 'success', resultsKey: 'key9' }),
        }),
      ),
      http.get('*/api/v1/sqllab/results/', ({ request }) => {
        resultsQuery = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({ status: 'success', data: [{ a: 1 }], columns: [], query: {} });
      }),
    );
    const store = makeStore(true);
    await store.dispatch(loadSqlLabState());
    expect(store.getState().sqlLab.queryEditors[0].latestQueryId).toBe('q9');
    await vi.waitFor(() => expect(resultsQuery).toContain('key9'));
  });

  it('prefers a newer browser copy, drops a stale one and flags browser-only tabs for migration', async () => {
    await writeBrowserItem('redux', {
      sqlLab: {
        queryEditors: [
          { ...makeEditor({ id: '12', sql: 'SELECT newer', updatedAt: 5000 }), inLocalStorage: false },
          {
            ...makeEditor({ id: 'local1', name: 'Local tab', sql: 'SELECT local', updatedAt: 4000 }),
            inLocalStorage: true,
          },
        ],
        destroyedQueryEditors: {},
      },
    });
    server.use(rec.csrf, bootstrapHandler([{ id: 12, label: 'Untitled Query 1' }], makeServerTab()));
    const store = makeStore(true);
    await store.dispatch(loadSqlLabState());
    const editors = store.getState().sqlLab.queryEditors;
    expect(editors.find((editor) => editor.id === '12')?.sql).toBe('SELECT newer');
    expect(editors.find((editor) => editor.id === 'local1')).toMatchObject({
      sql: 'SELECT local',
      inLocalStorage: true,
    });

    await writeBrowserItem('redux', {
      sqlLab: {
        queryEditors: [{ ...makeEditor({ id: '12', sql: 'SELECT stale', updatedAt: 10 }) }],
        destroyedQueryEditors: {},
      },
    });
    const second = makeStore(true);
    await second.dispatch(loadSqlLabState());
    expect(second.getState().sqlLab.queryEditors[0].sql).toBe('SELECT 12');
  });

  it('restores from the browser only when the server cannot be reached', async () => {
    await writeBrowserItem('redux', {
      sqlLab: {
        queryEditors: [{ ...makeEditor({ id: '12', sql: 'SELECT kept' }), inLocalStorage: false }],
        destroyedQueryEditors: {},
        databases: { 4: { ...EXAMPLES_DB, id: 4 } },
      },
    });
    server.use(
      rec.csrf,
      http.get('*/api/v1/sqllab/', () => HttpResponse.error()),
    );
    const store = makeStore(true);
    await store.dispatch(loadSqlLabState());
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.sql)).toEqual(['SELECT kept']);
    // Databases an older version kept in the browser stand in for the bootstrap's.
    expect(Object.keys(selectSqlLabDatabases(store.getState()))).toEqual(['4']);
  });
});

describe('loadSqlLabState with persistence off', () => {
  it('restores the tabs from the browser and never calls the tab state views', async () => {
    await writeBrowserItem('redux', {
      sqlLab: {
        queryEditors: [makeEditor({ id: 'a', sql: 'SELECT a' }), makeEditor({ id: 'b', sql: 'SELECT b' })],
        tabHistory: ['a', 'b'],
      },
    });
    server.use(rec.csrf, bootstrapHandler([], null), recordAll());
    const store = makeStore(false);
    await store.dispatch(loadSqlLabState());
    const { sqlLab } = store.getState();
    expect(sqlLab.queryEditors.map((editor) => editor.sql)).toEqual(['SELECT a', 'SELECT b']);
    expect(sqlLab.tabHistory).toEqual(['a', 'b']);
    expect(rec.serverCalls().map((call) => call.path)).toEqual(['/api/v1/sqllab/']);
  });

  it("adds 'Untitled Query 1' on the lowest database when nothing is stored", async () => {
    server.use(rec.csrf, bootstrapHandler([], null));
    const store = makeStore(false, {}, { DEFAULT_SQLLAB_LIMIT: 500 });
    await store.dispatch(loadSqlLabState());
    expect(store.getState().sqlLab.queryEditors).toEqual([
      expect.objectContaining({ name: 'Untitled Query 1', dbId: 1, queryLimit: 500, inLocalStorage: true }),
    ]);
    expect(store.getState().sqlLab.queryEditors[0].sql).toMatch(/^SELECT/);
  });

  it('uses SQLLAB_DEFAULT_DBID when configured', async () => {
    server.use(rec.csrf, bootstrapHandler([], null));
    const store = makeStore(false, {}, { SQLLAB_DEFAULT_DBID: 3 });
    await store.dispatch(loadSqlLabState());
    expect(store.getState().sqlLab.queryEditors[0].dbId).toBe(3);
  });
});

describe('tab workflows with persistence on', () => {
  const twoTabs = () =>
    makeStore(true, {
      queryEditors: [makeEditor({ id: '12' }), makeEditor({ id: '13', name: 'Second', loaded: false, updatedAt: 0 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });

  it('adds a tab and creates it on the server', async () => {
    server.use(rec.csrf, recordAll(200, { id: 77 }));
    const store = makeStore(true, { databases: { 1: EXAMPLES_DB } });
    await store.dispatch(addNewTab());
    expect(rec.serverCalls()[0]).toMatchObject({ method: 'POST', path: '/tabstateview/' });
    expect(rec.serverCalls()[0].fields.queryEditor).toMatchObject({ dbId: 1, name: 'Untitled Query 1' });
    expect(store.getState().sqlLab.queryEditors[0]).toMatchObject({ id: '77', inLocalStorage: false });
  });

  it('deletes a new tab on the server when it was closed before the server finished creating it', async () => {
    let releaseCreate: () => void = () => undefined;
    const created = new Promise<void>((resolve) => {
      releaseCreate = resolve;
    });
    server.use(
      rec.csrf,
      http.post('*/tabstateview/', async ({ request }) => {
        await rec.record(request);
        await created;
        return HttpResponse.json({ id: 77 });
      }),
      http.delete('*/tabstateview/77', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json('OK');
      }),
    );
    const store = makeStore(true, { databases: { 1: EXAMPLES_DB } });
    const adding = store.dispatch(addNewTab());
    await vi.waitFor(() => expect(rec.serverCalls()).toHaveLength(1));
    const localId = store.getState().sqlLab.queryEditors[0].id;
    await store.dispatch(removeTab(localId));
    releaseCreate();
    await adding;
    expect(rec.serverCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /tabstateview/',
      'DELETE /tabstateview/77',
    ]);
    expect(store.getState().sqlLab.queryEditors).toEqual([]);
    expect(store.getState().sqlLab.destroyedQueryEditors).toEqual({});
  });

  it('warns when the server cannot add the tab, keeping it in the browser', async () => {
    server.use(rec.csrf, recordAll(500));
    const store = makeStore(true, { databases: { 1: EXAMPLES_DB } });
    await store.dispatch(addNewTab());
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([
      'Unable to add a new tab to the backend. Please contact your administrator.',
    ]);
    expect(store.getState().sqlLab.queryEditors[0].inLocalStorage).toBe(true);
  });

  it('loads a tab on first switch and activates it', async () => {
    server.use(
      rec.csrf,
      http.get('*/tabstateview/13', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json(makeServerTab({ id: 13, label: 'Second', sql: 'SELECT 13' }));
      }),
      recordAll(),
    );
    const store = twoTabs();
    await store.dispatch(switchTab('13'));
    expect(store.getState().sqlLab.queryEditors[1]).toMatchObject({ sql: 'SELECT 13', loaded: true });
    expect(rec.serverCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /tabstateview/13',
      'POST /tabstateview/13/activate',
    ]);
    expect(store.getState().sqlLab.lastUpdatedActiveTab).toBe('13');
  });

  it('removes a tab locally when loading it answers 404', async () => {
    server.use(rec.csrf, recordAll(404));
    const store = twoTabs();
    await store.dispatch(switchTab('13'));
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.id)).toEqual(['12']);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('toasts when loading a tab fails otherwise', async () => {
    server.use(rec.csrf, recordAll(500));
    const store = twoTabs();
    await store.dispatch(switchTab('13'));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toContain(FETCH_TAB_FAILED_MESSAGE);
    expect(FETCH_TAB_FAILED_MESSAGE).toBe('An error occurred while fetching tab state');
  });

  it('toasts when activating fails, and drops the tab on a 404', async () => {
    server.use(
      rec.csrf,
      http.post('*/tabstateview/13/activate', () => new HttpResponse(null, { status: 500 })),
    );
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12' }), makeEditor({ id: '13' })],
      tabHistory: ['12'],
    });
    await store.dispatch(switchTab('13'));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([ACTIVATE_TAB_FAILED_MESSAGE]);
    expect(ACTIVATE_TAB_FAILED_MESSAGE).toBe(
      'An error occurred while setting the active tab. Please contact your administrator.',
    );

    server.use(http.post('*/tabstateview/12/activate', () => new HttpResponse(null, { status: 404 })));
    await store.dispatch(switchTab('12'));
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.id)).toEqual(['13']);
  });

  it('deletes a closed tab on the server and toasts when that fails', async () => {
    server.use(rec.csrf, recordAll(200, 'OK'));
    const store = twoTabs();
    await store.dispatch(removeTab('12'));
    expect(rec.serverCalls()[0]).toMatchObject({ method: 'DELETE', path: '/tabstateview/12' });
    expect(store.getState().sqlLab.destroyedQueryEditors).toEqual({});
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.id)).toEqual(['13']);

    server.use(http.delete('*/tabstateview/13', () => new HttpResponse(null, { status: 500 })));
    await store.dispatch(removeTab('13'));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([REMOVE_TAB_FAILED_MESSAGE]);
    expect(REMOVE_TAB_FAILED_MESSAGE).toBe('An error occurred while removing tab. Please contact your administrator.');
    expect(Object.keys(store.getState().sqlLab.destroyedQueryEditors)).toEqual(['13']);
  });

  it('removes a run on the server first, and keeps it when that fails', async () => {
    server.use(
      rec.csrf,
      http.delete('*/tabstateview/12/query/q1', () => new HttpResponse(null, { status: 500 })),
    );
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12' })],
      tabHistory: ['12'],
      queries: { q1: makeQuery({ sqlEditorId: '12' }) },
    });
    await store.dispatch(removeQueryFromTab({ id: 'q1', sqlEditorId: '12' }));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([REMOVE_QUERY_FAILED_MESSAGE]);
    expect(store.getState().sqlLab.queries.q1).toBeDefined();

    server.use(http.delete('*/tabstateview/12/query/q1', () => HttpResponse.json('OK')));
    await store.dispatch(removeQueryFromTab({ id: 'q1', sqlEditorId: '12' }));
    expect(store.getState().sqlLab.queries.q1).toBeUndefined();
  });
});

describe('tab workflows with persistence off', () => {
  it('closes and switches tabs without any server call', async () => {
    server.use(rec.csrf, recordAll());
    const store = makeStore(false, {
      queryEditors: [makeEditor({ id: 'a' }), makeEditor({ id: 'b', loaded: false })],
      tabHistory: ['a'],
    });
    await store.dispatch(switchTab('b'));
    await store.dispatch(removeTab('a'));
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.id)).toEqual(['b']);
    expect(rec.serverCalls()).toEqual([]);
  });
});
