/**
 * Filters on the dashboard page (reference §3.8, §4.5): the data mask hydrated from the filter's
 * default, then the address's `native_filters_key`; each chart's query carries the filters whose
 * scope holds it; a change re-queries only the charts whose own filters changed and is written to
 * the filter state store, the address then naming its key.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';
import { applyFilterMasks } from '../../../src/features/dashboard/state/applyFilterMasks';
import { dataMaskUpdated } from '../../../src/features/dataMask';
import {
  calls,
  ControlledIntersectionObserver,
  dashboardReply,
  renderDashboard,
  resetCalls,
  server,
} from './dashboardPageHarness';

const originalObserver = globalThis.IntersectionObserver;
const filterStateWrites: { method: string; url: string; value: string }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRunningChartRequests();
  globalThis.IntersectionObserver = originalObserver;
  ControlledIntersectionObserver.instances = [];
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetCalls();
  filterStateWrites.length = 0;
  globalThis.IntersectionObserver = ControlledIntersectionObserver;
});

const revealAll = () => act(() => ControlledIntersectionObserver.reveal(() => true));
const emea = { col: 'region', op: 'IN' as const, val: ['EMEA'] };
const apac = { col: 'region', op: 'IN' as const, val: ['APAC'] };

/** Region filter scoped to the Overview tab only (chart 1); chart 2 and 3 are in the Details tab. */
const regionFilter = {
  id: 'NATIVE_FILTER-region',
  type: 'NATIVE_FILTER',
  name: 'Region',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'region' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { extraFormData: { filters: [emea] }, filterState: { value: ['EMEA'] } },
  cascadeParentIds: [],
  scope: { rootPath: ['TAB-a'], excluded: [] },
};

function useFilteredDashboard() {
  server.use(
    http.get('*/api/v1/dashboard/:idOrSlug/datasets', () =>
      HttpResponse.json({
        result: [
          {
            id: 3,
            uid: '3__table',
            type: 'table',
            name: 'orders',
            columns: [{ column_name: 'region' }, { column_name: 'country' }],
            metrics: [],
          },
        ],
      }),
    ),
    http.get('*/api/v1/dashboard/:idOrSlug', () =>
      HttpResponse.json(
        dashboardReply({ json_metadata: JSON.stringify({ native_filter_configuration: [regionFilter] }) }),
      ),
    ),
    http.get('*/api/v1/dashboard/9/filter_state/:key', ({ params }) =>
      params.key === 'known'
        ? HttpResponse.json({
            value: JSON.stringify({
              'NATIVE_FILTER-region': { extraFormData: { filters: [apac] }, filterState: { value: ['APAC'] } },
            }),
          })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post('*/api/v1/dashboard/9/filter_state', async ({ request }) => {
      const body = (await request.json()) as { value: string };
      filterStateWrites.push({ method: 'POST', url: request.url, value: body.value });
      return HttpResponse.json({ key: 'fresh' }, { status: 201 });
    }),
    http.put('*/api/v1/dashboard/9/filter_state/:key', async ({ request, params }) => {
      const body = (await request.json()) as { value: string };
      filterStateWrites.push({ method: 'PUT', url: request.url, value: body.value });
      return HttpResponse.json({ key: params.key });
    }),
  );
}

const chartQueries = (sliceId: number) => calls.chartData.filter((call) => call.body.form_data?.slice_id === sliceId);

describe('filters on the dashboard page', { timeout: 60_000 }, () => {
  it("queries a chart in the filter's scope with the filter's default value", async () => {
    useFilteredDashboard();
    renderDashboard();
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(chartQueries(1)).toHaveLength(1));
    expect(chartQueries(1)[0].body.form_data?.extra_form_data).toEqual({ filters: [emea] });
  });

  it('lets the native_filters_key state win over the default', async () => {
    useFilteredDashboard();
    renderDashboard('/superset/dashboard/9/?native_filters_key=known');
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(chartQueries(1)).toHaveLength(1));
    expect(chartQueries(1)[0].body.form_data?.extra_form_data).toEqual({ filters: [apac] });
  });

  it('opens with the default when the key is unknown', async () => {
    useFilteredDashboard();
    renderDashboard('/superset/dashboard/9/?native_filters_key=gone');
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(chartQueries(1)).toHaveLength(1));
    expect(chartQueries(1)[0].body.form_data?.extra_form_data).toEqual({ filters: [emea] });
  });

  it('re-queries the chart whose filters changed and writes the new state under a key in the address', async () => {
    useFilteredDashboard();
    const { store } = renderDashboard('/superset/dashboard/9/');
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(chartQueries(1)).toHaveLength(1));

    act(() => {
      store.dispatch(
        applyFilterMasks({
          'NATIVE_FILTER-region': { extraFormData: { filters: [apac] }, filterState: { value: ['APAC'] } },
        }),
      );
    });
    await waitFor(() => expect(chartQueries(1)).toHaveLength(2));
    expect(chartQueries(1)[1].body.form_data?.extra_form_data).toEqual({ filters: [apac] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('native_filters_key=fresh'));
    expect(filterStateWrites).toHaveLength(1);
    expect(filterStateWrites[0].method).toBe('POST');
    expect(JSON.parse(filterStateWrites[0].value)['NATIVE_FILTER-region'].filterState).toEqual({ value: ['APAC'] });

    // A second change updates the same key.
    act(() => {
      store.dispatch(applyFilterMasks({ 'NATIVE_FILTER-region': { extraFormData: {}, filterState: { value: null } } }));
    });
    await waitFor(() => expect(filterStateWrites).toHaveLength(2));
    expect(filterStateWrites[1].method).toBe('PUT');
    expect(filterStateWrites[1].url).toContain('/filter_state/fresh');
  });

  it("re-queries only the chart whose private state (a table's page) changed", async () => {
    useFilteredDashboard();
    const { store } = renderDashboard('/superset/dashboard/9/');
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(chartQueries(1)).toHaveLength(1));
    const before = calls.chartData.length;
    act(() => {
      store.dispatch(dataMaskUpdated('1', { ownState: { currentPage: 2, pageSize: 10 } }));
    });
    await waitFor(() => expect(chartQueries(1)).toHaveLength(2));
    expect(calls.chartData.slice(before).map((call) => call.body.form_data?.slice_id)).toEqual([1]);
  });
});
