import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { removeToast, selectToasts } from '../../../src/features/toasts';
import { stateForLocalStorage } from '../../../src/features/sqlLab/localStorageState';
import { act, renderHook } from '@testing-library/react';
import { queryEditorSetSql } from '../../../src/features/sqlLab/sqlLabSlice';
import { useDebouncedSql } from '../../../src/features/sqlLab/components/useDebouncedSql';
import { markSqlLabRestored } from '../../../src/features/sqlLab/thunks/localStore';
import {
  EDITOR_SYNC_INTERVAL_MS,
  startEditorAutoSync,
  syncEditorTabs,
  tabStateUpdateFor,
} from '../../../src/features/sqlLab/thunks/persistence';
import {
  MIGRATE_EDITOR_FAILED_MESSAGE,
  MIGRATE_TABLE_FAILED_MESSAGE,
  EDITOR_STATE_SAVE_FAILED_MESSAGE,
  STORE_QUERY_FAILED_MESSAGE,
} from '../../../src/features/sqlLab/thunks/tabMessages';
import { makeEditor, makeTable } from './fixtures';
import { flush, makeStore, recorder } from './tabsTestKit';
import { clearBrowserItems, readBrowserItem } from './browserStoreDouble';

// An in-memory store: ./browserStoreDouble.ts.
vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
const rec = recorder();
beforeEach(() => {
  resetClient();
  rec.calls.length = 0;
  markSqlLabRestored(true);
  clearBrowserItems();
});

const answerAll = (body: string | number = 12) =>
  http.all(/\/(tabstateview|tableschemaview)\//, async ({ request }) => {
    const call = await rec.record(request);
    if (call.path === '/tabstateview/') return HttpResponse.json({ id: 40 });
    if (call.path === '/tableschemaview/') return HttpResponse.json({ id: 55 });
    return HttpResponse.json(body);
  });

/** A stored table goes with its metadata, read from the table metadata query (not recorded). */
const ORDERS_COLUMNS = [{ name: 'order_id', type: 'INTEGER' }];
const tableMetadata = http.get('*/api/v1/database/:dbId/table_metadata/', () =>
  HttpResponse.json({ name: 'orders', columns: ORDERS_COLUMNS, selectStar: 'SELECT order_id FROM orders' }),
);

describe('tabStateUpdateFor', () => {
  it('sends only defined fields under the server names, with extra_json', () => {
    const update = tabStateUpdateFor(
      makeEditor({ dbId: null, latestQueryId: null, updatedAt: 123, sql: 'SELECT 2' }),
      {},
    );
    expect(update).toEqual({
      schema: 'public',
      sql: 'SELECT 2',
      label: 'Untitled Query 1',
      query_limit: 1000,
      template_params: '',
      hide_left_bar: false,
      autorun: false,
      extra_json: '{"updatedAt":123,"version":1}',
    });
  });
});

describe('syncEditorTabs', () => {
  it('PUTs tabs edited since the last save and records the save', async () => {
    server.use(rec.csrf, answerAll());
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 50 }), makeEditor({ id: '13', updatedAt: 10 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
      editorTabLastUpdatedAt: 20,
    });
    store.dispatch(queryEditorSetSql('12', 'SELECT typed', 60));
    await store.dispatch(syncEditorTabs());
    const calls = rec.serverCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /tabstateview/12']);
    expect(calls[0].fields).toMatchObject({
      sql: 'SELECT typed',
      database_id: 1,
      extra_json: '{"updatedAt":60,"version":1}',
    });
    expect(calls[0].fields).not.toHaveProperty('latest_query_id');
    expect(store.getState().sqlLab.editorTabLastUpdatedAt).toBeGreaterThan(60);

    rec.calls.length = 0;
    await store.dispatch(syncEditorTabs());
    expect(rec.serverCalls()).toEqual([]);
  });

  it('logs the editor-state warning, tells the user once per run of failed saves to save the query, keeps the SQL in the browser copy and tries again next time', async () => {
    let failing = true;
    server.use(
      rec.csrf,
      http.put('*/tabstateview/12', async ({ request }) => {
        await rec.record(request);
        return failing ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(12);
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 50, sql: 'SELECT unsaved' })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    const toasts = () => selectToasts(store.getState()).map(({ toastType, text }) => ({ toastType, text }));

    await store.dispatch(syncEditorTabs());
    expect(toasts()).toEqual([{ toastType: 'danger', text: STORE_QUERY_FAILED_MESSAGE }]);
    expect(EDITOR_STATE_SAVE_FAILED_MESSAGE).toBe('An error occurred while saving your editor state.');
    // Only this warning counts: the store's dev checks may warn about slow reducers on a busy machine.
    const saveWarnings = () => warn.mock.calls.filter(([message]) => message === EDITOR_STATE_SAVE_FAILED_MESSAGE);
    expect(saveWarnings()).toEqual([[EDITOR_STATE_SAVE_FAILED_MESSAGE, expect.anything()]]);
    expect(store.getState().sqlLab.editorTabLastUpdatedAt).toBe(0);
    expect(stateForLocalStorage(store.getState().sqlLab, true)?.queryEditors).toEqual([
      expect.objectContaining({ id: '12', sql: 'SELECT unsaved' }),
    ]);

    // The toast went away; the next failing ticks log but do not toast again.
    store.dispatch(removeToast(selectToasts(store.getState())[0].id));
    await store.dispatch(syncEditorTabs());
    expect(toasts()).toEqual([]);
    expect(saveWarnings()).toHaveLength(2);

    // A save that works ends the run; the SQL is stored and a later failure warns again.
    failing = false;
    await store.dispatch(syncEditorTabs());
    expect(store.getState().sqlLab.editorTabLastUpdatedAt).toBeGreaterThan(0);
    expect(rec.calls.filter((call) => call.method === 'PUT').at(-1)?.fields.sql).toBe('SELECT unsaved');
    failing = true;
    store.dispatch(queryEditorSetSql('12', 'SELECT later'));
    await store.dispatch(syncEditorTabs());
    expect(toasts()).toEqual([{ toastType: 'danger', text: STORE_QUERY_FAILED_MESSAGE }]);
    warn.mockRestore();
  });

  it('migrates a browser-only tab, then its tables, then saves and activates it', async () => {
    server.use(rec.csrf, answerAll(), tableMetadata);
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: 'local1', inLocalStorage: true, sql: 'SELECT mine' })],
      tabHistory: ['local1'],
      tables: [makeTable({ id: 't1', queryEditorId: 'local1', name: 'orders' })],
    });
    await store.dispatch(syncEditorTabs());
    const calls = rec.serverCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /tabstateview/',
      'POST /tableschemaview/',
      'PUT /tabstateview/40',
      'POST /tabstateview/40/activate',
    ]);
    expect(calls[0].fields.queryEditor).toMatchObject({ sql: 'SELECT mine', dbId: 1 });
    expect(calls[1].fields.table).toMatchObject({ queryEditorId: '40', name: 'orders', columns: ORDERS_COLUMNS });
    const { sqlLab } = store.getState();
    expect(sqlLab.queryEditors[0]).toMatchObject({ id: '40', inLocalStorage: false });
    expect(sqlLab.tables[0]).toMatchObject({ id: '55', queryEditorId: '40', initialized: true });
    expect(sqlLab.lastUpdatedActiveTab).toBe('40');
  });

  it('stores again, on the next tick, a table of a server tab that could not be stored', async () => {
    let failures = 1;
    server.use(
      rec.csrf,
      tableMetadata,
      http.post('*/tableschemaview/', async ({ request }) => {
        await rec.record(request);
        if (failures-- > 0) return new HttpResponse(null, { status: 500 });
        return HttpResponse.json({ id: 56 });
      }),
    );
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 0 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
      tables: [makeTable({ id: 'local', queryEditorId: '12', name: 'orders' })],
    });
    await store.dispatch(syncEditorTabs());
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([MIGRATE_TABLE_FAILED_MESSAGE]);
    expect(store.getState().sqlLab.tables[0].initialized).toBe(false);
    await store.dispatch(syncEditorTabs());
    expect(store.getState().sqlLab.tables[0]).toMatchObject({ id: '56', initialized: true });
    expect(rec.serverCalls()).toHaveLength(2);
  });

  it('warns when migration fails and keeps the tab for a retry', async () => {
    server.use(
      rec.csrf,
      http.post('*/tabstateview/', () => new HttpResponse(null, { status: 500 })),
    );
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: 'local1', inLocalStorage: true })],
      tabHistory: ['local1'],
    });
    await store.dispatch(syncEditorTabs());
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([MIGRATE_EDITOR_FAILED_MESSAGE]);
    expect(store.getState().sqlLab.queryEditors[0].inLocalStorage).toBe(true);
  });

  it('deletes closed tabs; a 404 also clears the marker', async () => {
    server.use(
      rec.csrf,
      http.delete('*/tabstateview/:id', () => new HttpResponse(null, { status: 404 })),
    );
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 0 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
      destroyedQueryEditors: { '9': 1 },
    });
    await store.dispatch(syncEditorTabs());
    expect(store.getState().sqlLab.destroyedQueryEditors).toEqual({});
  });

  it('makes no call with persistence off', async () => {
    server.use(rec.csrf, answerAll());
    const store = makeStore(false, {
      queryEditors: [makeEditor({ id: 'a', inLocalStorage: true, updatedAt: 50 })],
      tabHistory: ['a'],
    });
    await store.dispatch(syncEditorTabs());
    expect(rec.serverCalls()).toEqual([]);
  });
});

describe('startEditorAutoSync', () => {
  it('ticks every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    server.use(rec.csrf, answerAll());
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 0 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    const sync = startEditorAutoSync(store, store.dispatch);
    store.dispatch(queryEditorSetSql('12', 'SELECT later', 100));
    await vi.advanceTimersByTimeAsync(EDITOR_SYNC_INTERVAL_MS - 100);
    expect(rec.serverCalls().filter((call) => call.method === 'PUT')).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(rec.serverCalls().filter((call) => call.method === 'PUT')).toHaveLength(1));
    sync.stop();
  });

  it('on page hide writes the browser copy and sends unsaved tabs with keepalive', async () => {
    server.use(rec.csrf, answerAll());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 0 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    const sync = startEditorAutoSync(store, store.dispatch, 60_000);
    store.dispatch(queryEditorSetSql('12', 'SELECT unsaved', 100));
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    const keepalive = fetchSpy.mock.calls.find(([, init]) => init?.keepalive === true);
    expect(keepalive?.[1]?.method).toBe('PUT');
    expect(String(keepalive?.[0])).toContain('/tabstateview/12');
    await vi.waitFor(async () => {
      const stored = await readBrowserItem<{ sqlLab: { queryEditors: { sql: string }[] } }>('redux');
      expect(stored?.sqlLab.queryEditors[0].sql).toBe('SELECT unsaved');
    });
    sync.stop();
    fetchSpy.mockRestore();
  });

  it("on page hide sends the SQL typed in the editor's last 300 ms, whichever pagehide listener runs first", async () => {
    server.use(rec.csrf, answerAll());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = makeStore(true, {
      queryEditors: [makeEditor({ id: '12', updatedAt: 0, sql: 'SELECT old' })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
    });
    // The sync loop's listener is added before the editor's (the tab strip mounts first): it runs first.
    const sync = startEditorAutoSync(store, store.dispatch, 60_000);
    const { result, unmount } = renderHook(() =>
      useDebouncedSql('12', 'SELECT old', (id, sql) => store.dispatch(queryEditorSetSql(id, sql))),
    );
    act(() => result.current.setText('SELECT typed just now'));
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    const keepalive = fetchSpy.mock.calls.find(([, init]) => init?.keepalive === true);
    expect((keepalive?.[1]?.body as FormData | undefined)?.get('sql')).toBe(JSON.stringify('SELECT typed just now'));
    await vi.waitFor(async () => {
      const stored = await readBrowserItem<{ sqlLab: { queryEditors: { sql: string }[] } }>('redux');
      expect(stored?.sqlLab.queryEditors[0].sql).toBe('SELECT typed just now');
    });
    unmount();
    sync.stop();
    fetchSpy.mockRestore();
  });

  it('with persistence off keeps the whole tab list in the browser and calls no tab view', async () => {
    server.use(rec.csrf, answerAll());
    const store = makeStore(false, {
      queryEditors: [makeEditor({ id: 'a', inLocalStorage: true })],
      tabHistory: ['a'],
    });
    const sync = startEditorAutoSync(store, store.dispatch, 60_000);
    store.dispatch(queryEditorSetSql('a', 'SELECT offline', 100));
    await vi.waitFor(async () => {
      const stored = await readBrowserItem<{ sqlLab: { unsavedQueryEditor: { sql: string } } }>('redux');
      expect(stored?.sqlLab.unsavedQueryEditor.sql).toBe('SELECT offline');
    });
    await sync.tick();
    expect(rec.serverCalls()).toEqual([]);
    sync.stop();
  });
});
