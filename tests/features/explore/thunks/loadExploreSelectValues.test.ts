/** Opening a chart drops saved select values that are not among their choices (spec charts §5). */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { ANONYMOUS_USER, defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { loadExplore } from '../../../../src/features/explore/thunks/loadExplore';

registerAllChartPlugins();

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [{ column_name: 'order_date', is_dttm: true, type_generic: 'temporal' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

let savedFormData: Record<string, unknown> | null = null;
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/explore/', () =>
    HttpResponse.json({ result: { dataset: orders, form_data: savedFormData, slice: null, message: null } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  resetClient();
  savedFormData = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const storeWithConf = (conf: Record<string, unknown>) => {
  const common = defaultCommon();
  return createAppStore({
    preloadedState: { bootstrap: { user: ANONYMOUS_USER, common: { ...common, conf: { ...common.conf, ...conf } } } },
  });
};

describe('opening a chart in Explore', () => {
  it('drops a saved select value that is not among the choices, and keeps the valid ones', async () => {
    savedFormData = {
      viz_type: 'echarts_timeseries_line',
      datasource: '3__table',
      x_axis: 'order_date',
      metrics: ['count'],
      rolling_type: 'median',
      comparison_type: 'values',
      row_limit: 777,
    };
    const store = storeWithConf({});
    await store.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    const formData = store.getState().explore.formData;
    expect(formData?.rolling_type).toBeNull();
    expect(formData).toMatchObject({ x_axis: 'order_date', comparison_type: 'values', row_limit: 777 });
  });
});
