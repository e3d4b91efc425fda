import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { createAppStore } from '../../../../src/app/store';
import { chartAdded, chartRenderingFailed } from '../../../../src/features/charts/chartsSlice';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { exploreLoaded } from '../../../../src/features/explore/exploreSlice';
import { changeExploreDatasource } from '../../../../src/features/explore/thunks/changeDatasource';

registerAllChartPlugins();

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
};
const customers: DatasourceMeta = { ...orders, id: 4, uid: '4__table', name: 'sales.customers' };

const server = setupServer(
  http.get('*/api/v1/explore/', () =>
    HttpResponse.json({ result: { dataset: customers, form_data: {}, slice: null, message: null } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('changing the dataset in Explore', () => {
  it('gives a chart that failed while rendering (with a stack trace) another chance', async () => {
    const store = createAppStore();
    store.dispatch(
      exploreLoaded({
        datasource: orders,
        formData: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count', slice_id: 5 },
        slice: { slice_id: 5, slice_name: 'Orders', owners: [1] },
      }),
    );
    store.dispatch(chartAdded({ chart: { id: 5 } }));
    store.dispatch(chartRenderingFailed({ key: 5, error: 'boom', stackTrace: 'at render' }));
    expect(store.getState().charts[5]?.chartStatus).toBe('failed');

    await store.dispatch(changeExploreDatasource(4));

    expect(store.getState().explore.datasource?.id).toBe(4);
    expect(store.getState().charts[5]).toMatchObject({ chartStatus: '', chartStackTrace: null, chartAlert: null });
  });
});
