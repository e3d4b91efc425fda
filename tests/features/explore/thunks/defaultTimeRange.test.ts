/** A new chart starts with the configured default time range (spec charts §5, §9). */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { ANONYMOUS_USER, defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import {
  configuredDefaultTimeRange,
  defaultFormDataFor,
} from '../../../../src/features/explore/controls/controlPanelDefaults';
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

describe('the default time range', () => {
  it("is DEFAULT_TIME_FILTER when configured, else 'No filter'", () => {
    expect(configuredDefaultTimeRange({ DEFAULT_TIME_FILTER: 'Last week' })).toBe('Last week');
    expect(configuredDefaultTimeRange({ DEFAULT_TIME_FILTER: '' })).toBe('No filter');
    expect(configuredDefaultTimeRange({})).toBe('No filter');
    const panel = getChartPlugin('echarts_timeseries_line')!.controlPanel;
    expect(defaultFormDataFor(panel, orders).time_range).toBe('No filter');
    expect(defaultFormDataFor(panel, orders, 'Last quarter').time_range).toBe('Last quarter');
  });

  it('a new chart in Explore starts with the configured default', async () => {
    const store = storeWithConf({ DEFAULT_TIME_FILTER: 'Last month' });
    await store.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    expect(store.getState().explore.formData?.time_range).toBe('Last month');
  });

  it("a saved chart keeps its own time range, and without configuration it is 'No filter'", async () => {
    savedFormData = { viz_type: 'table', datasource: '3__table', time_range: 'Last year' };
    const configured = storeWithConf({ DEFAULT_TIME_FILTER: 'Last month' });
    await configured.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    expect(configured.getState().explore.formData?.time_range).toBe('Last year');
    savedFormData = null;
    const plain = storeWithConf({});
    await plain.dispatch(loadExplore({ datasource_id: 3, datasource_type: 'table' }));
    expect(plain.getState().explore.formData?.time_range).toBe('No filter');
  });
});
