import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../src/api/client';
import { datasetSearchRison } from '../../src/api/datasets';
import { getKeyValue, storeKeyValue } from '../../src/api/kv';
import { getSavedQuery, savedQueryListRison } from '../../src/api/savedQueries';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('saved query list request', () => {
  it('defaults to the newest change first, page 0 of 25, no filter', () => {
    expect(savedQueryListRison()).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('searches with all_text on label', () => {
    expect(savedQueryListRison({ search: ' x ', orderColumn: 'label', orderDirection: 'asc', page: 2 })).toEqual({
      order_column: 'label',
      order_direction: 'asc',
      page: 2,
      page_size: 25,
      filters: [{ col: 'label', opr: 'all_text', value: 'x' }],
    });
  });
});

describe('getSavedQuery', () => {
  it("reads the show reply's result and keeps the id", async () => {
    server.use(
      http.get('*/api/v1/saved_query/3', () =>
        HttpResponse.json({ id: 3, result: { label: 'L', sql: 's', schema: null, database: { id: 1 } } }),
      ),
    );
    expect(await getSavedQuery(3)).toMatchObject({ id: 3, label: 'L', database: { id: 1 } });
  });
});

describe('dataset search request', () => {
  it('filters by name when there is a search text', () => {
    expect(datasetSearchRison('')).not.toHaveProperty('filters');
    expect(datasetSearchRison('ord').filters).toEqual([{ col: 'table_name', opr: 'ct', value: 'ord' }]);
    // Choices read "schema.table": typing one searches that schema.
    expect(datasetSearchRison('main.daily').filters).toEqual([
      { col: 'schema', opr: 'eq', value: 'main' },
      { col: 'table_name', opr: 'ct', value: 'daily' },
    ]);
    expect(datasetSearchRison('sales.').filters).toEqual([{ col: 'schema', opr: 'eq', value: 'sales' }]);
  });
});

describe('key-value store', () => {
  it('stores the JSON of a value in the form field data and reads it back', async () => {
    let data = '';
    server.use(
      http.post('*/kv/store/', async ({ request }) => {
        data = String((await request.formData()).get('data'));
        return HttpResponse.json({ id: 5 });
      }),
      http.get('*/kv/5/', () => new HttpResponse(data, { headers: { 'Content-Type': 'text/plain' } })),
    );
    expect(await storeKeyValue({ sql: 'SELECT 1', dbId: 1 })).toBe(5);
    expect(JSON.parse(data)).toEqual({ sql: 'SELECT 1', dbId: 1 });
    expect(await getKeyValue(5)).toEqual({ sql: 'SELECT 1', dbId: 1 });
  });
});
