import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { runFailureMessage, runQuery } from '../../../src/features/sqlLab/thunks/runQuery';
import { makeDatabase, makeEditor, makeResults, makeServerQuery } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const SESSION_TIMED_OUT = 'Your session timed out, please refresh your page and try again.';

describe('runQuery', () => {
  it('runs a sync query: running, the execute payload as Superset sends it, then success with rows', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ sql: 'SELECT 1 AS x', selectedText: null })] });
    let body: Record<string, unknown> = {};
    let url = '';
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        url = request.url;
        body = (await request.json()) as Record<string, unknown>;
        const state = store.getState().sqlLab.queries[body.client_id as string]?.state;
        expect(state).toBe('running');
        return HttpResponse.json(makeResults({ data: [{ x: 1 }], query: { rows: 1, limitingFactor: 'NOT_LIMITED' } }));
      }),
    );
    const editor = store.getState().sqlLab.queryEditors[0];
    const clientId = await store.dispatch(runQuery(editor, { search: '?foo=bar' }));

    expect(clientId).toHaveLength(11);
    expect(url).toMatch(/\/api\/v1\/sqllab\/execute\/\?foo=bar$/);
    expect(body).toEqual({
      client_id: clientId,
      database_id: 1,
      runAsync: false,
      schema: 'public',
      sql: 'SELECT 1 AS x',
      sql_editor_id: 'qe1',
      tab: 'Untitled Query 1',
      tmp_table_name: '',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: null,
      queryLimit: 1000,
      expand_data: true,
    });
    const query = store.getState().sqlLab.queries[clientId as string];
    expect(query.state).toBe('success');
    expect(query.rows).toBe(1);
    expect(query.results?.data).toEqual([{ x: 1 }]);
    expect(
      store.getState().sqlLab.queryEditors[0].latestQueryId ?? store.getState().sqlLab.unsavedQueryEditor.latestQueryId,
    ).toBe(clientId);
  });

  it('sends only fields Superset 6.1 accepts (it refuses unknown ones such as `json` with 400), so a run succeeds there', async () => {
    // Superset 6.1's ExecutePayloadSchema, whose unknown fields are a marshmallow 400.
    const accepted = new Set([
      'database_id',
      'sql',
      'client_id',
      'queryLimit',
      'sql_editor_id',
      'catalog',
      'schema',
      'tab',
      'ctas_method',
      'templateParams',
      'tmp_table_name',
      'select_as_cta',
      'runAsync',
      'expand_data',
    ]);
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const unknown = Object.keys(body).filter((key) => !accepted.has(key));
        if (unknown.length) {
          return HttpResponse.json(
            { message: Object.fromEntries(unknown.map((key) => [key, ['Unknown field.']])) },
            { status: 400 },
          );
        }
        return HttpResponse.json(makeResults({ data: [{ x: 1 }], query: { rows: 1 } }));
      }),
    );
    const store = makeStore({ queryEditors: [makeEditor({ sql: 'SELECT 1 AS x', selectedText: null })] });
    const sync = await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(store.getState().sqlLab.queries[sync as string]).toMatchObject({ state: 'success', errorMessage: null });
    const ctas = await store.dispatch(
      runQuery(store.getState().sqlLab.queryEditors[0], {
        search: '',
        ctas: { method: 'VIEW', tableName: 'my_view', schema: 'public' },
      }),
    );
    expect(store.getState().sqlLab.queries[ctas as string]).toMatchObject({ state: 'success', errorMessage: null });
  });

  it('runs only the selected text when there is a selection', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ sql: 'SELECT 1;\nSELECT 2', selectedText: 'SELECT 2' })] });
    let sql = '';
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        sql = ((await request.json()) as { sql: string }).sql;
        return HttpResponse.json(makeResults());
      }),
    );
    await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(sql).toBe('SELECT 2');
  });

  it('starts an async run as pending and leaves it to the poller after a 202', async () => {
    const store = makeStore({ databases: { 1: makeDatabase({ allow_run_async: true }) } });
    let runAsync: unknown;
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        runAsync = ((await request.json()) as { runAsync: boolean }).runAsync;
        return HttpResponse.json({ query: makeServerQuery({ state: 'pending' }) }, { status: 202 });
      }),
    );
    const clientId = await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(runAsync).toBe(true);
    const query = store.getState().sqlLab.queries[clientId as string];
    expect(query.state).toBe('pending');
    expect(query.results).toBeNull();
  });

  it('records a failure with the server error list', async () => {
    const store = makeStore();
    server.use(
      http.post('*/api/v1/sqllab/execute/', () =>
        HttpResponse.json(
          {
            errors: [
              { message: 'Parser Error: syntax error at or near "SELEC"', error_type: 'SYNTAX_ERROR', level: 'error' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const clientId = await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    const query = store.getState().sqlLab.queries[clientId as string];
    expect(query.state).toBe('failed');
    expect(query.errorMessage).toBe('Parser Error: syntax error at or near "SELEC"');
    expect(query.errors?.[0].error_type).toBe('SYNTAX_ERROR');
  });

  it('shows a CSRF failure as the session-timed-out message', async () => {
    const store = makeStore();
    server.use(
      http.post('*/api/v1/sqllab/execute/', () =>
        HttpResponse.json({ message: 'The CSRF token is missing.' }, { status: 400 }),
      ),
    );
    const clientId = await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(store.getState().sqlLab.queries[clientId as string].errorMessage).toBe(SESSION_TIMED_OUT);
  });

  it('does not run a tab without a database', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ dbId: null })] });
    await expect(store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0]))).resolves.toBeNull();
    expect(store.getState().sqlLab.queries).toEqual({});
  });
});

describe('runFailureMessage', () => {
  it('takes the error, then the message, then the status text, else Unknown error', () => {
    expect(runFailureMessage({ error: 'boom', message: 'm', statusText: 's' })).toBe('boom');
    expect(runFailureMessage({ error: '', message: 'm', statusText: 's' })).toBe('m');
    expect(runFailureMessage({ error: '', statusText: 'Bad Gateway' })).toBe('Bad Gateway');
    expect(runFailureMessage({ error: '' })).toBe('Unknown error');
  });

  it('replaces any text mentioning a CSRF token with the session-timed-out message', () => {
    expect(runFailureMessage({ error: '400 Bad Request: The CSRF token has expired.' })).toBe(SESSION_TIMED_OUT);
  });
});
