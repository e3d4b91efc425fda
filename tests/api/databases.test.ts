import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../src/api/baseApi';
import { resetClient } from '../../src/api/client';
import { databasesApi, parseDatabaseExtra } from '../../src/api/databases';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('parseDatabaseExtra', () => {
  it('parses the JSON string and falls back to {} for anything else', () => {
    expect(parseDatabaseExtra('{"cost_estimate_enabled": true}')).toEqual({ cost_estimate_enabled: true });
    expect(parseDatabaseExtra('not json')).toEqual({});
    expect(parseDatabaseExtra('[1]')).toEqual({});
    expect(parseDatabaseExtra(null)).toEqual({});
    expect(parseDatabaseExtra({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('getDatabases', () => {
  it('asks with rison filters, order and page size and returns typed items with extra parsed', async () => {
    let query: unknown;
    server.use(
      http.get('*/api/v1/database/', ({ request }) => {
        query = rison.decode(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          count: 2,
          result: [
            {
              id: 1,
              database_name: 'examples',
              allow_run_async: true,
              extra: '{"schemas_allowed_for_file_upload": []}',
            },
            { id: 2, database_name: 'broken', extra: '{oops' },
          ],
        });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      databasesApi.endpoints.getDatabases.initiate({
        filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      }),
    );
    expect(query).toEqual({
      filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: -1,
    });
    expect(result.data?.count).toBe(2);
    expect(result.data?.result[0]).toMatchObject({
      id: 1,
      database_name: 'examples',
      allow_run_async: true,
      allow_dml: false,
      extra: { schemas_allowed_for_file_upload: [] },
    });
    expect(result.data?.result[1].extra).toEqual({});
  });

  it('reports a failure as a ClientError', async () => {
    server.use(http.get('*/api/v1/database/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const result = await makeStore().dispatch(databasesApi.endpoints.getDatabases.initiate());
    expect(result.error).toMatchObject({ error: 'Forbidden', status: 403 });
  });
});

describe('getDatabase', () => {
  it('returns one database with extra parsed', async () => {
    server.use(
      http.get('*/api/v1/database/7', () =>
        HttpResponse.json({ id: 7, result: { database_name: 'warehouse', extra: '{"engine_params": {}}' } }),
      ),
    );
    const result = await makeStore().dispatch(databasesApi.endpoints.getDatabase.initiate(7));
    expect(result.data).toMatchObject({ id: 7, database_name: 'warehouse', extra: { engine_params: {} } });
  });
});

describe('getTableExtraMetadata', () => {
  const query = { dbId: 3, schema: 'web', table: 'page views' };

  it('asks the 4.1+ table_metadata/extra/ with name and schema', async () => {
    server.use(
      http.get('*/api/v1/database/3/table_metadata/extra/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json({ metadata: { name: params.get('name'), schema: params.get('schema') } });
      }),
    );
    const result = await makeStore().dispatch(databasesApi.endpoints.getTableExtraMetadata.initiate(query));
    expect(result.data).toEqual({ metadata: { name: 'page views', schema: 'web' } });
  });

  it('falls back to the older table_extra/<table>/<schema>/ when the server has no 4.1 route', async () => {
    server.use(
      http.get('*/api/v1/database/3/table_metadata/extra/', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
      http.get('*/api/v1/database/3/table_extra/:table/:schema/', ({ params }) =>
        HttpResponse.json({ partitions: { latest: { ds: `${String(params.table)}@${String(params.schema)}` } } }),
      ),
    );
    const result = await makeStore().dispatch(databasesApi.endpoints.getTableExtraMetadata.initiate(query));
    expect(result.data).toEqual({ partitions: { latest: { ds: 'page views@web' } } });
  });
});
