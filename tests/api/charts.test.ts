import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { resetClient } from '../../src/api/client';
import { chartListFilters, chartListRison, chartRelatedOwnersRison, chartsApi } from '../../src/api/charts';
import { createAppStore } from '../../src/app/store';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('chart list request', () => {
  it('defaults to the newest change first, page 0 of 25, no filter', () => {
    expect(rison.encode(chartListRison())).toBe(
      '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('sends each filter as Superset names it', () => {
    expect(chartListFilters({ search: ' sales ', ownerId: 2, vizType: 'pie', datasetId: 7, favorite: true })).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 2 },
      { col: 'viz_type', opr: 'eq', value: 'pie' },
      { col: 'datasource_id', opr: 'eq', value: 7 },
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
  });

  it('leaves out empty filters and encodes favourites as !t / !f', () => {
    expect(chartListFilters({ search: '  ', vizType: '' })).toEqual([]);
    expect(
      rison.encode(chartListRison({ favorite: false, orderColumn: 'slice_name', orderDirection: 'asc', page: 3 })),
    ).toBe(
      '(filters:!((col:id,opr:chart_is_favorite,value:!f)),order_column:slice_name,order_direction:asc,page:3,page_size:25)',
    );
    expect(rison.encode(chartListRison({ favorite: true }))).toContain('value:!t');
  });

  it('asks related owners by name, one page', () => {
    expect(rison.encode(chartRelatedOwnersRison(' al ', 100))).toBe('(filter:al,page:0,page_size:100)');
    expect(rison.encode(chartRelatedOwnersRison('', 100))).toBe("(filter:'',page:0,page_size:100)");
  });
});

describe('chart list endpoints', () => {
  it('bulk delete sends the ids as a rison list and resolves to the server message', async () => {
    let q = '';
    server.use(
      http.delete('*/api/v1/chart/', ({ request }) => {
        q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({ message: 'Deleted 3 charts' });
      }),
    );
    const store = createAppStore();
    const message = await store.dispatch(chartsApi.endpoints.deleteCharts.initiate([4, 5, 6])).unwrap();
    expect(q).toBe('!(4,5,6)');
    expect(message).toBe('Deleted 3 charts');
  });

  it('related owners resolve to their value/text list', async () => {
    server.use(
      http.get('*/api/v1/chart/related/owners', () =>
        HttpResponse.json({
          count: 1,
          result: [{ value: 1, text: 'Alice Smith', extra: { active: true, email: 'a@x' } }],
        }),
      ),
    );
    const store = createAppStore();
    const owners = await store
      .dispatch(chartsApi.endpoints.getChartRelatedOwners.initiate({ filter: '', pageSize: 100 }))
      .unwrap();
    expect(owners).toEqual([{ value: 1, text: 'Alice Smith', extra: { active: true, email: 'a@x' } }]);
  });

  it('favourite status becomes a map from chart id to starred', async () => {
    let q = '';
    server.use(
      http.get('*/api/v1/chart/favorite_status/', ({ request }) => {
        q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({
          result: [
            { id: 1, value: false },
            { id: 2, value: true },
          ],
        });
      }),
    );
    const store = createAppStore();
    const status = await store.dispatch(chartsApi.endpoints.getChartFavorites.initiate([1, 2])).unwrap();
    expect(q).toBe('!(1,2)');
    expect(status).toEqual({ 1: false, 2: true });
  });
});
