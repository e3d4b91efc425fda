import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { openSqlLabRequest } from '../../../src/features/sqlLab/thunks/openFromUrl';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor } from './fixtures';
import { EXAMPLES_DB, makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function store(persistenceOn = false) {
  return makeStore(persistenceOn, {
    queryEditors: [makeEditor({ id: 'a' })],
    tabHistory: ['a'],
    databases: { 1: EXAMPLES_DB },
  });
}
const toasts = (s: ReturnType<typeof store>) => s.getState().toasts.messages.map((toast) => toast.text);

describe('openSqlLabRequest', () => {
  it('opens a saved query (?savedQueryId=) as a new active tab that keeps its id', async () => {
    const s = store();
    server.use(
      http.get('*/api/v1/saved_query/7', () =>
        HttpResponse.json({
          id: 7,
          result: {
            id: 7,
            label: 'Sales',
            database: { id: 2 },
            schema: 'sales',
            sql: 'SELECT 1',
            template_parameters: '{"a":1}',
          },
        }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'savedQuery', id: '7' }));
    const editor = selectActiveQueryEditor(s.getState());
    expect(editor).toMatchObject({
      name: 'Sales',
      dbId: 2,
      schema: 'sales',
      sql: 'SELECT 1',
      templateParams: '{"a":1}',
      remoteId: 7,
      autorun: false,
    });
    expect(s.getState().sqlLab.queryEditors).toHaveLength(2);
  });

  it('opens a permalink (/sqllab/p/<key>)', async () => {
    const s = store();
    server.use(
      http.get('*/api/v1/sqllab/permalink/abc', () =>
        HttpResponse.json({
          dbId: 1,
          name: 'Shared',
          sql: 'SELECT 3',
          schema: 'main',
          autorun: false,
          templateParams: '{}',
        }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'permalink', key: 'abc' }));
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({
      name: 'Shared',
      dbId: 1,
      sql: 'SELECT 3',
      schema: 'main',
    });
  });

  it("opens a key-value link (?id=) with Superset's fallbacks for missing fields", async () => {
    const s = store();
    server.use(
      http.get(
        '*/kv/42/',
        () => new HttpResponse(JSON.stringify({ dbId: '1', sql: '' }), { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'storedQuery', id: '42' }));
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({ name: 'Shared query', dbId: 1, sql: 'SELECT ...' });
  });

  it('falls back to the permalink key kv:<id> when the key-value store has no such id', async () => {
    const s = store();
    server.use(
      http.get('*/kv/42/', () => new HttpResponse(null, { status: 404 })),
      http.get('*/api/v1/sqllab/permalink/kv%3A42', () =>
        HttpResponse.json({ dbId: 1, name: 'Old link', sql: 'SELECT 4' }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'storedQuery', id: '42' }));
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({ name: 'Old link', sql: 'SELECT 4' });
  });

  it("opens a past run (?queryId=) as 'Copy of <tab>'", async () => {
    const s = store();
    server.use(
      http.get('*/api/v1/query/345', () =>
        HttpResponse.json({
          id: 345,
          result: {
            id: 345,
            client_id: 'c',
            database: { id: 1 },
            schema: 'main',
            sql: 'SELECT 5',
            tab_name: 'Tab 9',
            status: 'success',
            sql_editor_id: null,
          },
        }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'query', id: '345' }));
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({
      name: 'Copy of Tab 9',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 5',
    });
  });

  it('opens a dataset (?datasourceKey=<id>__table) with its SELECT *, asking only for the fields it needs', async () => {
    const s = store();
    let q = '';
    server.use(
      http.get('*/api/v1/dataset/9', ({ request }) => {
        q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({
          result: {
            name: 'orders',
            schema: 'sales',
            database: { id: 1 },
            select_star: 'SELECT * FROM sales.orders LIMIT 100',
          },
        });
      }),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'datasource', datasourceKey: '9__table' }));
    expect(q).toBe('(columns:!(name,schema,database.id,select_star),keys:!(none))');
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({
      name: 'Query orders',
      dbId: 1,
      schema: 'sales',
      sql: 'SELECT * FROM sales.orders LIMIT 100',
      autorun: false,
    });
  });

  it('runs the requested SQL of a datasource request at once', async () => {
    const s = store();
    server.use(
      http.get('*/api/v1/dataset/9', () =>
        HttpResponse.json({
          result: { name: 'orders', schema: 'sales', database: { id: 1 }, select_star: 'SELECT *' },
        }),
      ),
    );
    await s.dispatch(openSqlLabRequest({ kind: 'datasource', datasourceKey: '9__table', sql: 'SELECT 1' }));
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({ sql: 'SELECT 1', autorun: true });
  });

  it('opens a requested query from router state or a form post', async () => {
    const s = store();
    await s.dispatch(
      openSqlLabRequest({ kind: 'sql', sql: 'SELECT 6', dbId: 1, schema: 'main', name: 'Posted', autorun: false }),
    );
    expect(selectActiveQueryEditor(s.getState())).toMatchObject({
      name: 'Posted',
      sql: 'SELECT 6',
      dbId: 1,
      schema: 'main',
    });
  });

  it("says 'The query couldn't be loaded' when a query cannot be fetched, and adds no tab", async () => {
    const s = store();
    server.use(http.get('*/api/v1/saved_query/7', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    expect(await s.dispatch(openSqlLabRequest({ kind: 'savedQuery', id: '7' }))).toBeNull();
    expect(s.getState().sqlLab.queryEditors).toHaveLength(1);
    expect(toasts(s)).toEqual(["The query couldn't be loaded"]);
  });

  it("says 'The datasource couldn't be loaded' when the dataset cannot be fetched", async () => {
    const s = store();
    server.use(http.get('*/api/v1/dataset/9', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await s.dispatch(openSqlLabRequest({ kind: 'datasource', datasourceKey: '9__table' }));
    expect(toasts(s)).toEqual(["The datasource couldn't be loaded"]);
  });

  it('with persistence on, the new tab is created on the server', async () => {
    const s = store(true);
    let created: unknown;
    server.use(
      http.get('*/api/v1/sqllab/permalink/abc', () => HttpResponse.json({ dbId: 1, name: 'Shared', sql: 'SELECT 3' })),
      http.post('*/tabstateview/', async ({ request }) => {
        created = JSON.parse(String((await request.formData()).get('queryEditor')));
        return HttpResponse.json({ id: 99 });
      }),
    );
    const id = await s.dispatch(openSqlLabRequest({ kind: 'permalink', key: 'abc' }));
    expect(id).toBe('99');
    expect(created).toMatchObject({ name: 'Shared', sql: 'SELECT 3', dbId: 1 });
    expect(selectActiveQueryEditor(s.getState())?.id).toBe('99');
  });
});
