import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { saveQuery, scheduleQuery, updateQuery } from '../../../src/features/sqlLab/thunks/savedQueries';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const toastTexts = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.messages.map((toast) => [toast.toastType, toast.text]);

function storeWith(
  persistenceOn: boolean,
  editor = makeEditor({ id: '12', sql: 'SELECT a FROM t', templateParams: '{"x": 1}' }),
) {
  return makeStore(persistenceOn, { queryEditors: [editor], tabHistory: [editor.id] });
}

describe('saveQuery', () => {
  it('posts the tab under the server names, names the tab and records remoteId', async () => {
    const store = storeWith(false);
    let body: unknown;
    server.use(
      http.post('*/api/v1/saved_query/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 7, result: body }, { status: 201 });
      }),
    );
    const id = await store.dispatch(saveQuery('12', { name: 'My query', description: 'about it' }));
    expect(id).toBe(7);
    expect(body).toEqual({
      db_id: 1,
      label: 'My query',
      description: 'about it',
      schema: 'public',
      sql: 'SELECT a FROM t',
      template_parameters: '{"x": 1}',
    });
    const editor = selectActiveQueryEditor(store.getState());
    expect(editor?.name).toBe('My query');
    expect(editor?.remoteId).toBe(7);
    expect(toastTexts(store)).toEqual([['success', 'Your query was saved']]);
  });

  it('with persistence on, tells the server tab its saved query', async () => {
    const store = storeWith(true);
    let savedQueryField: unknown;
    server.use(
      http.post('*/api/v1/saved_query/', () => HttpResponse.json({ id: 7, result: {} }, { status: 201 })),
      http.put('*/tabstateview/12', async ({ request }) => {
        savedQueryField = JSON.parse(String((await request.formData()).get('saved_query_id')));
        return HttpResponse.json(12);
      }),
    );
    await store.dispatch(saveQuery('12', { name: 'Q', description: '' }));
    expect(savedQueryField).toBe(7);
    expect(toastTexts(store)).toEqual([['success', 'Your query was saved']]);
  });

  it("says 'Your query was not properly saved' when the tab could not be linked", async () => {
    const store = storeWith(true);
    server.use(
      http.post('*/api/v1/saved_query/', () => HttpResponse.json({ id: 7, result: {} }, { status: 201 })),
      http.put('*/tabstateview/12', () => HttpResponse.json({ error: 'Bad request' }, { status: 400 })),
    );
    await store.dispatch(saveQuery('12', { name: 'Q', description: '' }));
    expect(selectActiveQueryEditor(store.getState())?.remoteId).toBe(7);
    expect(toastTexts(store)).toEqual([['danger', 'Your query was not properly saved']]);
  });

  it("says 'Your query could not be saved' and leaves the tab alone on failure", async () => {
    const store = storeWith(false);
    server.use(http.post('*/api/v1/saved_query/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    expect(await store.dispatch(saveQuery('12', { name: 'Q', description: '' }))).toBeNull();
    const editor = selectActiveQueryEditor(store.getState());
    expect(editor?.remoteId).toBeNull();
    expect(editor?.name).toBe('Untitled Query 1');
    expect(toastTexts(store)).toEqual([['danger', 'Your query could not be saved']]);
  });
});

describe('updateQuery', () => {
  it("PUTs the saved query of the tab and says 'Your query was updated'", async () => {
    const store = storeWith(false, makeEditor({ id: '12', remoteId: 7, name: 'Old', sql: 'SELECT 2' }));
    let body: unknown;
    let path = '';
    server.use(
      http.put('*/api/v1/saved_query/:id', async ({ request }) => {
        path = new URL(request.url).pathname;
        body = await request.json();
        return HttpResponse.json({ id: 7, result: body });
      }),
    );
    expect(await store.dispatch(updateQuery('12', { name: 'New name', description: 'd' }))).toBe(true);
    expect(path).toBe('/api/v1/saved_query/7');
    expect(body).toMatchObject({ db_id: 1, label: 'New name', description: 'd', sql: 'SELECT 2' });
    expect(selectActiveQueryEditor(store.getState())?.name).toBe('New name');
    expect(toastTexts(store)).toEqual([['success', 'Your query was updated']]);
  });

  it("says 'Your query could not be updated' on failure", async () => {
    const store = storeWith(false, makeEditor({ id: '12', remoteId: 7, name: 'Old' }));
    server.use(
      http.put('*/api/v1/saved_query/:id', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    expect(await store.dispatch(updateQuery('12', { name: 'New', description: '' }))).toBe(false);
    expect(selectActiveQueryEditor(store.getState())?.name).toBe('Old');
    expect(toastTexts(store)).toEqual([['danger', 'Your query could not be updated']]);
  });
});

describe('scheduleQuery', () => {
  it('posts the query with extra_json.schedule_info to the legacy create view', async () => {
    const store = storeWith(false);
    const fields: Record<string, unknown> = {};
    server.use(
      http.post('*/savedqueryviewapi/api/create', async ({ request }) => {
        (await request.formData()).forEach((value, key) => {
          fields[key] = JSON.parse(String(value));
        });
        return HttpResponse.json({ item: { id: 9 }, message: 'Added Row', severity: 'success' });
      }),
    );
    const scheduled = await store.dispatch(
      scheduleQuery('12', {
        label: 'Nightly',
        description: 'd',
        scheduleInfo: { output_table: 'out', schedule_interval: '@daily' },
      }),
    );
    expect(scheduled).toBe(true);
    expect(fields).toEqual({
      label: 'Nightly',
      description: 'd',
      db_id: 1,
      schema: 'public',
      sql: 'SELECT a FROM t',
      extra_json: JSON.stringify({ schedule_info: { output_table: 'out', schedule_interval: '@daily' } }),
    });
    expect(toastTexts(store)).toEqual([
      ['success', 'Your query has been scheduled. To see details of your query, navigate to Saved queries'],
    ]);
  });

  it("says 'Your query could not be scheduled' on failure", async () => {
    const store = storeWith(false);
    server.use(http.post('*/savedqueryviewapi/api/create', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    expect(await store.dispatch(scheduleQuery('12', { label: 'N', description: '', scheduleInfo: {} }))).toBe(false);
    expect(toastTexts(store)).toEqual([['danger', 'Your query could not be scheduled']]);
  });
});
