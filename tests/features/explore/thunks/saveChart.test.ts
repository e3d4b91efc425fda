import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { createAppStore } from '../../../../src/app/store';
import { chartAdded } from '../../../../src/features/charts/chartsSlice';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { exploreLoaded } from '../../../../src/features/explore/exploreSlice';
import { saveChart } from '../../../../src/features/explore/thunks/saveChart';

registerAllChartPlugins();

interface Written {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const written: Written[] = [];
const dashboardQueries: string[] = [];

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/chart/5', ({ request }) => {
    dashboardQueries.push(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json({ id: 5, result: { dashboards: [{ id: 3 }] } });
  }),
  http.put('*/api/v1/chart/5', async ({ request }) => {
    written.push({ method: 'PUT', path: '/api/v1/chart/5', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ id: 5, result: {} });
  }),
  http.post('*/api/v1/chart/', async ({ request }) => {
    written.push({ method: 'POST', path: '/api/v1/chart/', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ id: 6, result: {} }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  written.length = 0;
  dashboardQueries.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

const datasource: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
};

function storeWithSavedChart() {
  const store = createAppStore();
  store.dispatch(
    exploreLoaded({
      datasource,
      formData: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count', slice_id: 5 },
      slice: { slice_id: 5, slice_name: 'Orders', owners: [1] },
    }),
  );
  return store;
}

describe('saving a chart from explore: dashboards (Superset saveModalActions)', () => {
  it('overwriting keeps the dashboards the chart is on and adds the chosen one', async () => {
    const store = storeWithSavedChart();
    await expect(
      store.dispatch(saveChart({ action: 'overwrite', sliceName: 'Orders', dashboardId: 9, dashboardTitle: 'Sales' })),
    ).resolves.toBe(5);
    expect(dashboardQueries).toEqual(['(columns:!(dashboards.id))']);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ method: 'PUT', body: { dashboards: [3, 9] } });
  });

  it('overwriting without a dashboard sends the ones it is on (not an empty list)', async () => {
    const store = storeWithSavedChart();
    await store.dispatch(saveChart({ action: 'overwrite', sliceName: 'Orders' }));
    expect(written[0]!.body.dashboards).toEqual([3]);
  });

  it('saving as a new chart sends only the chosen dashboard, or none', async () => {
    const store = storeWithSavedChart();
    await store.dispatch(saveChart({ action: 'saveas', sliceName: 'Orders copy' }));
    expect(written[0]).toMatchObject({ method: 'POST' });
    expect('dashboards' in written[0]!.body).toBe(false);
    expect(dashboardQueries).toEqual([]);
  });
});

describe('saving a chart from explore: the chart shown', () => {
  it('Save as moves the drawn chart to the new id, so it stays shown', async () => {
    const store = storeWithSavedChart();
    store.dispatch(chartAdded({ chart: { id: 5, chartStatus: 'rendered' } }));
    await store.dispatch(saveChart({ action: 'saveas', sliceName: 'Orders copy' }));
    expect(store.getState().explore.slice?.slice_id).toBe(6);
    expect(store.getState().charts[6]?.chartStatus).toBe('rendered');
    expect(store.getState().charts[5]).toBeUndefined();
  });
});

describe('saving a chart from explore: owners', () => {
  it("an overwrite sends the chart's owners, a new chart none (the server makes its creator the owner)", async () => {
    const store = storeWithSavedChart();
    await store.dispatch(saveChart({ action: 'overwrite', sliceName: 'Orders' }));
    await store.dispatch(saveChart({ action: 'saveas', sliceName: 'Orders copy' }));
    expect(written.map((write) => [write.method, write.body.owners])).toEqual([
      ['PUT', [1]],
      ['POST', []],
    ]);
  });
});

describe('saving a chart the server refuses (spec charts §6, §8)', () => {
  const toasts = (store: ReturnType<typeof storeWithSavedChart>) =>
    store.getState().toasts.messages.map((toast) => toast.text);

  it('says the user may not edit the chart when the overwrite is forbidden (a stale permission or ownership)', async () => {
    server.use(http.put('*/api/v1/chart/5', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = storeWithSavedChart();
    await expect(store.dispatch(saveChart({ action: 'overwrite', sliceName: 'Orders' }))).resolves.toBeNull();
    expect(toasts(store)).toEqual(['You do not have permission to edit this chart']);
  });

  it("words any other failure as 'Sorry, there was an error saving this chart: …'", async () => {
    server.use(
      http.post('*/api/v1/chart/', () => HttpResponse.json({ message: 'Datasource does not exist' }, { status: 422 })),
    );
    const store = storeWithSavedChart();
    await expect(store.dispatch(saveChart({ action: 'saveas', sliceName: 'Orders copy' }))).resolves.toBeNull();
    expect(toasts(store)).toEqual(['Sorry, there was an error saving this chart: Datasource does not exist']);
  });
});
