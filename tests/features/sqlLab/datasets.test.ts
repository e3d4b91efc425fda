import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import {
  createDatasetFromQuery,
  datasetOfCtasTable,
  overwriteDatasetFromQuery,
} from '../../../src/features/sqlLab/thunks/datasets';
import { makeQuery, makeResults } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const query = makeQuery({
  state: 'success',
  sql: 'SELECT name, ds FROM t',
  schema: 'main',
  templateParams: '{"a":1}',
  results: makeResults({
    columns: [
      { column_name: 'name', type: 'VARCHAR', is_dttm: false, type_generic: 1 },
      { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true, type_generic: 2 },
    ],
  }),
});
const toasts = (s: ReturnType<typeof makeStore>) => s.getState().toasts.messages.map((toast) => toast.text);

describe('datasets from SQL Lab', () => {
  it('creates a virtual dataset with the SQL, template parameters and result columns', async () => {
    const s = makeStore(false);
    let body: unknown;
    server.use(
      http.post('*/api/v1/dataset/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 99, result: {} }, { status: 201 });
      }),
    );
    expect(await s.dispatch(createDatasetFromQuery(query, ' my_ds '))).toEqual({ id: 99 });
    expect(body).toEqual({
      database: 1,
      schema: 'main',
      sql: 'SELECT name, ds FROM t',
      table_name: 'my_ds',
      is_managed_externally: false,
      external_url: null,
      template_params: '{"a":1}',
      columns: [
        { column_name: 'name', type: 'VARCHAR', is_dttm: false },
        { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
      ],
    });
  });

  it("says 'An error occurred while creating the data source' and gives the server's reason", async () => {
    const s = makeStore(false);
    server.use(
      http.post('*/api/v1/dataset/', () =>
        HttpResponse.json({ message: { table_name: ['Dataset main.my_ds already exists'] } }, { status: 422 }),
      ),
    );
    expect(await s.dispatch(createDatasetFromQuery(query, 'my_ds'))).toEqual({
      reason: 'Dataset main.my_ds already exists',
    });
    expect(toasts(s)).toEqual(['An error occurred while creating the data source']);
  });

  it('overwrites a dataset with override_columns=true', async () => {
    const s = makeStore(false);
    let url = '';
    let body: unknown;
    server.use(
      http.put('*/api/v1/dataset/5', async ({ request }) => {
        url = request.url;
        body = await request.json();
        return HttpResponse.json({ id: 5, result: {} });
      }),
    );
    expect(await s.dispatch(overwriteDatasetFromQuery(query, 5, [1]))).toEqual({ id: 5 });
    expect(new URL(url).searchParams.get('override_columns')).toBe('true');
    expect(body).toMatchObject({ database_id: 1, sql: 'SELECT name, ds FROM t', owners: [1] });
  });

  it('finds or creates the dataset of a CTAS table', async () => {
    const s = makeStore(false);
    let body: unknown;
    server.use(
      http.post('*/api/v1/dataset/get_or_create/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { table_id: 12 } });
      }),
    );
    const ctasQuery = makeQuery({ ctas: true, tempTable: 'tmp_out', tempSchema: 'scratch', templateParams: null });
    expect(await s.dispatch(datasetOfCtasTable(ctasQuery))).toBe(12);
    expect(body).toEqual({ table_name: 'tmp_out', database_id: 1, schema: 'scratch' });
  });

  it('toasts when the CTAS dataset cannot be made', async () => {
    const s = makeStore(false);
    server.use(
      http.post('*/api/v1/dataset/get_or_create/', () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    expect(await s.dispatch(datasetOfCtasTable(makeQuery({ ctas: true, tempTable: 't' })))).toBeNull();
    expect(toasts(s)).toEqual(['An error occurred while creating the data source']);
  });
});
