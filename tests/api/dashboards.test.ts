import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../src/api/client';
import { dashboardExportUrl, dashboardsApi, parseDashboardInfo } from '../../src/api/dashboards';
import { createAppStore } from '../../src/app/store';

let lastQuery: string | null = null;
let lastBody: unknown = null;

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/dashboard/favorite_status/', ({ request }) => {
    lastQuery = new URL(request.url).searchParams.get('q');
    return HttpResponse.json({ result: [{ id: 4, value: true }] });
  }),
  http.get('*/api/v1/dashboard/permalink/:key', ({ params }) =>
    HttpResponse.json({ dashboardId: 'uuid-1', state: { activeTabs: ['TAB-a'], anchor: String(params.key) } }),
  ),
  http.post('*/api/v1/dashboard/4/permalink', async ({ request }) => {
    lastBody = await request.json();
    return HttpResponse.json({ key: 'k', url: 'http://x/superset/dashboard/p/k/' }, { status: 201 });
  }),
  http.get('*/api/v1/dashboard/', ({ request }) => {
    lastQuery = new URL(request.url).searchParams.get('q');
    return HttpResponse.json({ count: 1, result: [{ id: 4, dashboard_title: 'Sales' }] });
  }),
  http.post('*/api/v1/dashboard/', async ({ request }) => {
    lastBody = await request.json();
    return HttpResponse.json({ id: 12, result: { dashboard_title: 'New board' } }, { status: 201 });
  }),
  http.get('*/api/v1/dashboard/:idOrSlug', () =>
    HttpResponse.json({
      result: {
        id: 4,
        slug: null,
        dashboard_title: 'Sales',
        published: true,
        css: null,
        json_metadata: '{"refresh_frequency": 10, "unknown_key": 1}',
        position_json: '',
        owners: [],
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  lastQuery = null;
  lastBody = null;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('dashboard API', () => {
  it('parses json_metadata and position_json, keeping unknown metadata keys', async () => {
    const store = createAppStore();
    const info = await store.dispatch(dashboardsApi.endpoints.getDashboard.initiate('sales')).unwrap();
    expect(info).toMatchObject({
      id: 4,
      css: '',
      metadata: { refresh_frequency: 10, unknown_key: 1 },
      position_data: null,
    });
  });

  it('treats an unreadable layout as none', () => {
    const info = parseDashboardInfo({
      id: 1,
      slug: null,
      dashboard_title: 'x',
      published: true,
      position_json: '{oops',
    });
    expect(info.position_data).toBeNull();
    expect(info.metadata).toEqual({});
  });

  it("reads a dashboard's favourite status by rison id list", async () => {
    const store = createAppStore();
    const starred = await store.dispatch(dashboardsApi.endpoints.getDashboardFavoriteStatus.initiate(4)).unwrap();
    expect(starred).toBe(true);
    expect(lastQuery).toBe('!(4)');
  });

  it('creates a permalink with the page state and reads one back', async () => {
    const store = createAppStore();
    const created = await store
      .dispatch(
        dashboardsApi.endpoints.createDashboardPermalink.initiate({
          id: 4,
          state: { dataMask: {}, activeTabs: ['TAB-a'], anchor: 'CHART-1', urlParams: [['standalone', '1']] },
        }),
      )
      .unwrap();
    expect(created.url).toBe('http://x/superset/dashboard/p/k/');
    expect(lastBody).toEqual({
      dataMask: {},
      activeTabs: ['TAB-a'],
      anchor: 'CHART-1',
      urlParams: [['standalone', '1']],
    });
    const read = await store.dispatch(dashboardsApi.endpoints.getDashboardPermalink.initiate('abc')).unwrap();
    expect(read).toEqual({ dashboardId: 'uuid-1', state: { activeTabs: ['TAB-a'], anchor: 'abc' } });
  });

  it('lists the dashboards a chart can go to, and creates one by title', async () => {
    const store = createAppStore();
    const list = await store.dispatch(dashboardsApi.endpoints.getEditableDashboards.initiate('Sa')).unwrap();
    expect(list).toEqual([{ id: 4, dashboard_title: 'Sales' }]);
    expect(lastQuery).toContain('filters:!((col:dashboard_title,opr:ct,value:Sa))');
    expect(lastQuery).toContain('page_size:100');
    const created = await store.dispatch(dashboardsApi.endpoints.createDashboard.initiate('New board')).unwrap();
    expect(created).toEqual({ id: 12, dashboard_title: 'New board' });
    expect(lastBody).toEqual({ dashboard_title: 'New board' });
  });

  it('builds the export address with a rison id list', () => {
    expect(dashboardExportUrl([4, 5])).toMatch(/\/api\/v1\/dashboard\/export\/\?q=!\(4%2C5\)$/);
  });
});
