import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, createDashboard, exampleDatasetId } from './chartTestApp';
import { callerFor } from '../helpers/caller';

describe('charts after a restart', () => {
  it('keeps charts, their owners and dashboards, favourites and cached form data', async () => {
    const first = await createTestApp();
    const admin = await callerFor(first.app, 'admin', { auth: 'bearer' });
    const birthNames = await exampleDatasetId(first.app, 'main', 'birth_names');
    const dashboard = await createDashboard(admin, { dashboard_title: 'Kept board' });
    const chartId = await createChart(admin, {
      slice_name: 'Kept',
      datasource_id: birthNames,
      datasource_type: 'table',
      dashboards: [dashboard],
    });
    await admin.post(`/api/v1/chart/${chartId}/favorites/`);
    const cached = await admin.post('/api/v1/explore/form_data', {
      datasource_id: birthNames,
      datasource_type: 'table',
      form_data: '{"kept":true}',
    });
    const key = cached.json<{ key: string }>().key;
    await first.app.close();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      const again = await callerFor(second.app, 'admin', { auth: 'bearer' });
      const chart = await again.get(`/api/v1/chart/${chartId}`);
      expect(chart.json()).toMatchObject({
        result: {
          slice_name: 'Kept',
          owners: [{ id: admin.id }],
          dashboards: [{ id: dashboard, dashboard_title: 'Kept board' }],
        },
      });
      const status = await again.get(`/api/v1/chart/favorite_status/?q=${encodeURIComponent(`!(${chartId})`)}`);
      expect(status.json()).toEqual({ result: [{ id: chartId, value: true }] });
      const formData = await again.get(`/api/v1/explore/form_data/${key}`);
      expect(formData.json()).toEqual({ form_data: '{"kept":true}' });
    } finally {
      await second.app.close();
    }
  });
});
