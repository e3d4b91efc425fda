import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { estimateQueryCost, parseTemplateParams } from '../../../src/features/sqlLab/thunks/estimate';
import { formatQuery } from '../../../src/features/sqlLab/thunks/formatSql';
import { makeEditor } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('estimateQueryCost', () => {
  it('posts the SQL with template params as an object and stores the cost rows for the tab', async () => {
    const store = makeStore();
    let body: unknown;
    server.use(
      http.post('*/api/v1/sqllab/estimate/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: [{ 'Total cost': '1.23' }] });
      }),
    );
    await store.dispatch(estimateQueryCost(makeEditor({ sql: 'SELECT 1', templateParams: '{"a": 1}' })));
    expect(body).toEqual({ database_id: 1, schema: 'public', sql: 'SELECT 1', template_params: { a: 1 } });
    expect(store.getState().sqlLab.queryCostEstimates.qe1).toEqual({
      completed: true,
      cost: [{ 'Total cost': '1.23' }],
      error: null,
    });
  });

  it('stores the server error', async () => {
    const store = makeStore();
    server.use(
      http.post('*/api/v1/sqllab/estimate/', () =>
        HttpResponse.json(
          { errors: [{ message: 'Query timed out', error_type: 'SQLLAB_TIMEOUT_ERROR' }] },
          { status: 500 },
        ),
      ),
    );
    await store.dispatch(estimateQueryCost(makeEditor()));
    expect(store.getState().sqlLab.queryCostEstimates.qe1).toEqual({
      completed: false,
      cost: null,
      error: 'Query timed out',
    });
  });

  it('reads template parameters leniently', () => {
    expect(parseTemplateParams('')).toEqual({});
    expect(parseTemplateParams('not json')).toEqual({});
    expect(parseTemplateParams('[1]')).toEqual({});
    expect(parseTemplateParams('{"x": "y"}')).toEqual({ x: 'y' });
  });
});

describe('formatQuery', () => {
  it('replaces the tab SQL with the formatted result', async () => {
    const store = makeStore();
    let body: unknown;
    server.use(
      http.post('*/api/v1/sqllab/format_sql/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: 'SELECT\n  1' });
      }),
    );
    await store.dispatch(formatQuery({ id: 'qe1', sql: 'select 1', dbId: 1 }));
    expect(body).toEqual({ sql: 'select 1', database_id: 1 });
    const { queryEditors, unsavedQueryEditor } = store.getState().sqlLab;
    expect(unsavedQueryEditor.sql ?? queryEditors[0].sql).toBe('SELECT\n  1');
  });
});
