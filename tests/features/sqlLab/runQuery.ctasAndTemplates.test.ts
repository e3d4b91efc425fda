import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { runQuery } from '../../../src/features/sqlLab/thunks/runQuery';
import { makeEditor, makeResults } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('runQuery with template parameters', () => {
  it('does not send a run whose parameters are not valid JSON, and shows why', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ templateParams: '{"a": ' })] });
    let sent = false;
    server.use(
      http.post('*/api/v1/sqllab/execute/', () => {
        sent = true;
        return HttpResponse.json(makeResults());
      }),
    );
    expect(await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0]))).toBeNull();
    expect(sent).toBe(false);
    expect(Object.keys(store.getState().sqlLab.queries)).toHaveLength(0);
    const [toast] = store.getState().toasts.messages;
    expect(toast.toastType).toBe('danger');
    expect(toast.text).toMatch(/^Invalid template parameters: /);
  });

  it('sends valid parameters as a JSON string', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ templateParams: '{"a": 1}' })] });
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeResults());
      }),
    );
    await store.dispatch(runQuery(store.getState().sqlLab.queryEditors[0], { search: '' }));
    expect(body.templateParams).toBe('{"a": 1}');
  });
});

describe('runQuery with CTAS', () => {
  it('sends select_as_cta, ctas_method and tmp_table_name (no tmp_schema: Superset rejects it), and records the target', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ sql: 'SELECT 1 AS x' })] });
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          makeResults({ data: [], columns: [], query: { tempTable: 'out_t', tempSchema: 'main' } }),
        );
      }),
    );
    const clientId = await store.dispatch(
      runQuery(store.getState().sqlLab.queryEditors[0], {
        search: '',
        ctas: { method: 'VIEW', tableName: ' out_t ', schema: 'main' },
      }),
    );
    expect(body).toMatchObject({ select_as_cta: true, ctas_method: 'VIEW', tmp_table_name: 'out_t' });
    expect(body).not.toHaveProperty('tmp_schema');
    const query = store.getState().sqlLab.queries[clientId as string];
    expect(query).toMatchObject({
      ctas: true,
      ctas_method: 'VIEW',
      tempTable: 'out_t',
      tempSchema: 'main',
      state: 'success',
    });
  });

  it('runs normally when no target name is given', async () => {
    const store = makeStore({ queryEditors: [makeEditor()] });
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeResults());
      }),
    );
    await store.dispatch(
      runQuery(store.getState().sqlLab.queryEditors[0], { search: '', ctas: { method: 'TABLE', tableName: '' } }),
    );
    expect(body).toMatchObject({ select_as_cta: false, tmp_table_name: '' });
    expect(body).not.toHaveProperty('tmp_schema');
  });
});
