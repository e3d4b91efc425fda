/**
 * Explore opened from an address: the legacy form_data with its extra_filters, the viz_type
 * override, force on the first query, and the standalone layout, against msw.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { createAppStore } from '../../../../src/app/store';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import ExplorePage from '../../../../src/features/explore/components/ExplorePage';
import { exploreParamsFromUrl, loadExplore } from '../../../../src/features/explore/thunks/loadExplore';
import { runExploreChart } from '../../../../src/features/explore/thunks/runExploreChart';
import { exploreUrlOverrides } from '../../../../src/features/explore/url/exploreUrlOverrides';

registerAllChartPlugins();

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [
    { column_name: 'status', type_generic: 'string', groupby: true, filterable: true },
    { column_name: 'order_date', is_dttm: true, type_generic: 'temporal' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const savedPie = {
  slice_id: 7,
  slice_name: 'Orders by status',
  form_data: { datasource: '3__table', viz_type: 'pie', slice_id: 7, metric: 'count', groupby: ['status'] },
};

const exploreRequests: URLSearchParams[] = [];
const chartDataBodies: { force?: boolean; form_data?: { viz_type?: string } }[] = [];
const storedFormData: string[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/explore/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    exploreRequests.push(params);
    const slice = params.get('slice_id') === '7' ? savedPie : null;
    return HttpResponse.json({
      result: {
        dataset: orders,
        // A fresh dataset (id 4) comes without form data of its own.
        form_data: slice ? slice.form_data : params.get('datasource_id') === '4' ? null : { datasource: '3__table' },
        slice,
        message: null,
      },
    });
  }),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    chartDataBodies.push((await request.json()) as { force?: boolean });
    return HttpResponse.json({
      result: [
        { colnames: ['status', 'count'], coltypes: [1, 0], data: [{ status: 'Shipped', count: 3 }], rowcount: 1 },
      ],
    });
  }),
  http.post('*/api/v1/explore/form_data', async ({ request }) => {
    storedFormData.push(((await request.json()) as { form_data: string }).form_data);
    return HttpResponse.json({ key: 'k1' }, { status: 201 });
  }),
  http.get('*/api/v1/chart/:id/favorite_status/', () => HttpResponse.json({ result: [] })),
  http.get('*/api/v1/chart/favorite_status/', () => HttpResponse.json({ result: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  exploreRequests.length = 0;
  chartDataBodies.length = 0;
  storedFormData.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

async function openFromUrl(search: string) {
  const store = createAppStore();
  await store.dispatch(loadExplore(exploreParamsFromUrl(search), exploreUrlOverrides(search)));
  return store;
}

describe('explore opened from its address', () => {
  it('force=1: the first chart query bypasses the cache, later ones do not', async () => {
    const store = await openFromUrl('?slice_id=7&force=1');
    expect(chartDataBodies.map((body) => body.force)).toEqual([true]);
    await store.dispatch(runExploreChart({ storeFormData: false }));
    expect(chartDataBodies.map((body) => body.force)).toEqual([true, false]);
    // Only a flag of the query: the saved form data is kept as it is, not stored again.
    expect(storedFormData).toEqual([]);
  });

  it('without force the first query may use the cache', async () => {
    await openFromUrl('?slice_id=7');
    expect(chartDataBodies.map((body) => body.force)).toEqual([false]);
  });

  it('the legacy form_data opens the chart it describes, its extra_filters as adhoc filters, kept under a key', async () => {
    const formData = {
      datasource: '3__table',
      viz_type: 'pie',
      metric: 'count',
      groupby: ['status'],
      extra_filters: [{ col: 'status', op: 'in', val: ['Shipped'] }],
    };
    const store = await openFromUrl(`?${new URLSearchParams({ form_data: JSON.stringify(formData) }).toString()}`);
    expect(exploreRequests[0]?.get('datasource_id')).toBe('3');
    expect(exploreRequests[0]?.get('datasource_type')).toBe('table');
    const opened = store.getState().explore.formData;
    expect(opened).toMatchObject({ viz_type: 'pie', metric: 'count', groupby: ['status'] });
    expect(opened).not.toHaveProperty('extra_filters');
    expect(opened?.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'status', operator: 'IN', comparator: ['Shipped'], isExtra: true }),
    ]);
    expect(chartDataBodies).toHaveLength(1);
    await waitFor(() => expect(store.getState().explore.formDataKey).toBe('k1'));
    expect(JSON.parse(storedFormData[0] ?? '{}')).toMatchObject({
      viz_type: 'pie',
      adhoc_filters: [expect.anything()],
    });
  });

  it("a saved chart's legacy link (form_data with slice_id and extra_filters) opens the chart, filtered", async () => {
    const formData = { slice_id: 7, extra_filters: [{ col: 'status', op: '==', val: 'Shipped' }] };
    const store = await openFromUrl(`?${new URLSearchParams({ form_data: JSON.stringify(formData) }).toString()}`);
    expect(exploreRequests[0]?.get('slice_id')).toBe('7');
    expect(store.getState().explore.slice?.slice_id).toBe(7);
    expect(store.getState().explore.formData).toMatchObject({
      viz_type: 'pie',
      metric: 'count',
      adhoc_filters: [expect.objectContaining({ subject: 'status', operator: '==', comparator: 'Shipped' })],
    });
  });

  it('the legacy form_data applies to a dataset that has no form data of its own', async () => {
    const formData = { datasource: '4__table', viz_type: 'pie', metric: 'count', groupby: ['status'] };
    const store = await openFromUrl(`?${new URLSearchParams({ form_data: JSON.stringify(formData) }).toString()}`);
    expect(store.getState().explore.formData).toMatchObject({ viz_type: 'pie', metric: 'count', groupby: ['status'] });
    expect(chartDataBodies).toHaveLength(1);
  });

  it('viz_type overrides the saved chart type', async () => {
    const store = await openFromUrl('?slice_id=7&viz_type=table');
    expect(store.getState().explore.formData?.viz_type).toBe('table');
    expect(store.getState().explore.slice?.slice_id).toBe(7);
  });
});

describe('standalone explore', () => {
  function renderExplore(address: string) {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/explore/" element={<ExplorePage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    return store;
  }

  it('standalone=1 draws only the chart: no header, no control panel, no dataset panel', async () => {
    renderExplore('/explore/?slice_id=7&standalone=1');
    expect(await screen.findByTestId('explore-standalone')).toBeInTheDocument();
    await waitFor(() => expect(chartDataBodies).toHaveLength(1));
    expect(screen.getByRole('main', { name: 'Chart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chart controls' })).toBeNull();
    expect(screen.queryByTestId('chart-title')).toBeNull();
    expect(screen.queryByTestId('datasource-panel')).toBeNull();
  });

  it('standalone=0 is the full Explore', async () => {
    renderExplore('/explore/?slice_id=7&standalone=0');
    expect(await screen.findByTestId('chart-title')).toHaveTextContent('Orders by status');
    // The control panel is drawn just after the chart area's first paint.
    expect(await screen.findByTestId('control-panel', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chart controls' })).toBeInTheDocument();
    expect(screen.queryByTestId('explore-standalone')).toBeNull();
  });
});
