import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { adminCaller, call, createChart, createDashboard, exampleDatasetId } from './chartTestApp';

describe('charts after a restart', () => {
  it('keeps charts, their owners and dashboards, favourites and cached form data', async () => {
    const first = await createTestApp();
    const admin = await adminCaller(first.app);
    const birthNames = await exampleDatasetId(first.app, 'main', 'birth_names');
    const dashboard = await createDashboard(first.app, admin, { dashboard_title: 'Kept board' });
    const chartId = await createChart(first.app, admin, {
      slice_name: 'Kept',
      datasource_id: birthNames,
      datasource_type: 'table',
      dashboards: [dashboard],
    });
    await call(first.app, admin, 'POST', `/api/v1/chart/${chartId}/favorites/`);
    const cached = await call(first.app, admin, 'POST', '/api/v1/explore/form_data', {
      datasource_id: birthNames,
      datasource_type: 'table',
      form_data: '{"kept":true}',
    });
    const key = cached.json<{ key: string }>().key;
    await first.app.close();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      const again = await adminCaller(second.app);
      const chart = await call(second.app, again, 'GET', `/api/v1/chart/${chartId}`);
      expect(chart.json()).toMatchObject({
        result: {
          slice_name: 'Kept',
          owners: [{ id: admin.id }],
          dashboards: [{ id: dashboard, dashboard_title: 'Kept board' }],
        },
      });
      const status = await call(
        second.app,
        again,
        'GET',
        `/api/v1/chart/favorite_status/?q=${encodeURIComponent(`!(${chartId})`)}`,
      );
      expect(status.json()).toEqual({ result: [{ id: chartId, value: true }] });
      const formData = await call(second.app, again, 'GET', `/api/v1/explore/form_data/${key}`);
      expect(formData.json()).toEqual({ form_data: '{"kept":true}' });
    } finally {
      await second.app.close();
    }
  });
});
