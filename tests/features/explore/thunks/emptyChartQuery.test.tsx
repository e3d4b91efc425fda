/**
 * A fresh table chart has neither dimensions nor metrics: Explore must not query it (the server
 * answers an empty query with 400 "Error: Empty query?") and shows what the controls need instead.
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
import { chartUpdateSucceeded } from '../../../../src/features/charts/chartsSlice';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { TABLE_AGGREGATE_EMPTY_MESSAGE } from '../../../../src/features/charts/plugins/table';
import ExplorePage from '../../../../src/features/explore/components/ExplorePage';
import { CONTROLS_NEEDED_TITLE } from '../../../../src/features/explore/components/ControlsNeededNotice';
import { controlChanged, exploreLoaded } from '../../../../src/features/explore/exploreSlice';
import { loadExplore } from '../../../../src/features/explore/thunks/loadExplore';
import { runExploreChart } from '../../../../src/features/explore/thunks/runExploreChart';

registerAllChartPlugins();

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [
    { column_name: 'status', type_generic: 'string' },
    { column_name: 'order_date', is_dttm: true, type_generic: 'temporal' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const chartDataBodies: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  // A fresh dataset: no form data of its own, so the default viz type (table) with its defaults.
  http.get('*/api/v1/explore/', () =>
    HttpResponse.json({ result: { dataset: orders, form_data: null, slice: null, message: null } }),
  ),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    const body = (await request.json()) as { queries: { columns?: unknown[]; metrics?: unknown[] }[] };
    chartDataBodies.push(body);
    const query = body.queries[0];
    if (!query?.columns?.length && !query?.metrics?.length)
      return HttpResponse.json({ message: 'Error: Empty query?' }, { status: 400 });
    return HttpResponse.json({
      result: [{ colnames: ['status'], coltypes: [1], data: [{ status: 'Delivered' }], rowcount: 1 }],
    });
  }),
  http.post('*/api/v1/explore/form_data', () => HttpResponse.json({ key: 'k1' }, { status: 201 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  chartDataBodies.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('a chart whose controls need values is not queried', () => {
  it('opens a fresh table chart without asking for chart data; the control says what is missing', async () => {
    const store = createAppStore();
    await store.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    expect(store.getState().explore.formData?.viz_type).toBe('table');
    expect(chartDataBodies).toEqual([]);
    expect(store.getState().charts[0]).toBeUndefined();

    // 'Update chart' (or anything else that runs the chart) does not query either.
    await store.dispatch(runExploreChart());
    expect(chartDataBodies).toEqual([]);

    // With a metric the chart runs.
    store.dispatch(controlChanged({ name: 'metrics', value: ['count'] }));
    await store.dispatch(runExploreChart({ storeFormData: false }));
    expect(chartDataBodies).toHaveLength(1);
    expect(store.getState().charts[0]?.chartStatus).toBe('success');
  });

  it('leaves no chart of an earlier explore on screen for a chart that cannot run', async () => {
    const store = createAppStore();
    store.dispatch(
      chartUpdateSucceeded({
        key: 0,
        queriesResponse: [{ colnames: ['x'], coltypes: [0], data: [{ x: 1 }], rowcount: 1 }],
        now: 1,
      }),
    );
    await store.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    expect(store.getState().charts[0]).toBeUndefined();
  });

  it('a raw-records table needs its columns', async () => {
    const store = createAppStore();
    store.dispatch(
      exploreLoaded({
        datasource: orders,
        formData: {
          datasource: '3__table',
          viz_type: 'table',
          query_mode: 'raw',
          all_columns: [],
          row_limit: 1000,
          time_range: 'No filter',
        },
        slice: null,
      }),
    );
    await store.dispatch(runExploreChart({ storeFormData: false }));
    expect(chartDataBodies).toEqual([]);
    store.dispatch(controlChanged({ name: 'all_columns', value: ['status'] }));
    await store.dispatch(runExploreChart({ storeFormData: false }));
    expect(chartDataBodies).toHaveLength(1);
  });

  it('the page shows the controls to fill in where the chart would be, with no error box', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/explore/?datasource_type=table&datasource_id=3']}>
          <Routes>
            <Route path="/explore/" element={<ExplorePage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const notice = await screen.findByTestId('chart-controls-needed');
    expect(notice).toHaveTextContent(CONTROLS_NEEDED_TITLE);
    expect(notice).toHaveTextContent(TABLE_AGGREGATE_EMPTY_MESSAGE);
    expect(screen.queryByTestId('chart-error')).toBeNull();
    expect(screen.queryByTestId('chart-loading')).toBeNull();
    // The control panel is drawn just after the chart area's first paint.
    await screen.findByTestId('control-panel', undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(TABLE_AGGREGATE_EMPTY_MESSAGE),
    );
    expect(chartDataBodies).toEqual([]);
  });
});
