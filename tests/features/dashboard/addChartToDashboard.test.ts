import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { createAppStore } from '../../../src/app/store';
import { addChartToDashboard } from '../../../src/features/dashboard/state/addChartToDashboard';
import { datasourcesAdded } from '../../../src/features/dashboard/state/dashboardStateSlice';

const exploreCalls: URL[] = [];
const server = setupServer(
  http.get('*/api/v1/explore/', ({ request }) => {
    exploreCalls.push(new URL(request.url));
    return HttpResponse.json({
      result: {
        dataset: { id: 5, uid: '5__table', type: 'table', name: 'flights', columns: [], metrics: [] },
        form_data: {},
        slice: null,
        message: null,
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  exploreCalls.length = 0;
});

const chart = (datasource: string) => ({
  id: 31,
  slice_name: 'Delays',
  form_data: { datasource, viz_type: 'table', slice_id: 31 },
});

describe('a chart dropped from the builder pane', () => {
  it('is added to the page, and its dataset read when the dashboard had none of its charts', async () => {
    const store = createAppStore();
    await store.dispatch(addChartToDashboard(chart('5__table')));
    expect(store.getState().dashboardState.slices[31]?.slice_name).toBe('Delays');
    expect(store.getState().dashboardState.sliceIds).toEqual([31]);
    expect(exploreCalls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { datasource_id: '5', datasource_type: 'table' },
    ]);
    expect(store.getState().dashboardState.datasources['5__table']?.name).toBe('flights');
  });

  it('reads nothing when the dataset is already known', async () => {
    const store = createAppStore();
    store.dispatch(
      datasourcesAdded([{ id: 5, uid: '5__table', type: 'table', name: 'flights', columns: [], metrics: [] }]),
    );
    await store.dispatch(addChartToDashboard(chart('5__table')));
    expect(exploreCalls).toHaveLength(0);
  });
});
