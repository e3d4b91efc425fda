/** The example dashboards created on first start, as the dashboard API shows them, and only once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../../server/examples/charts';
import { EXAMPLE_DASHBOARDS } from '../../../server/examples/dashboards';
import { metadataSchemaErrors } from '../../../server/services/dashboard/dashboardMetadataSchema';
import { callerFor } from '../helpers/caller';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface DashboardReply {
  result: {
    id: number;
    dashboard_title: string;
    slug: string | null;
    published: boolean;
    position_json: string;
    json_metadata: string;
    owners: { id: number }[];
  };
}

interface DashboardChartsReply {
  result: { id: number; slice_name: string; form_data: { slice_id?: number; viz_type?: string } }[];
}

describe('example dashboards', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.app.close();
  });

  it.each(EXAMPLE_DASHBOARDS.map((example) => [example.dashboard_title, example] as const))(
    '"%s" is published, owned by admin, found by its slug, with its charts and metadata',
    async (_title, example) => {
      const admin = await callerFor(test.app, 'admin');
      const reply = await admin.get<DashboardReply>(`/api/v1/dashboard/${example.slug}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const dashboard = reply.data.result;
      expect(dashboard).toMatchObject({
        dashboard_title: example.dashboard_title,
        slug: example.slug,
        published: true,
      });
      expect(dashboard.owners.map((owner) => owner.id)).toEqual([admin.id]);

      const metadata = JSON.parse(dashboard.json_metadata) as Record<string, unknown>;
      expect(metadataSchemaErrors(metadata)).toBeNull();
      expect(metadata).toMatchObject({
        color_scheme: 'supersetColors',
        label_colors: example.labelColors,
        refresh_frequency: 0,
        timed_refresh_immune_slices: [],
        cross_filters_enabled: true,
      });
      expect(metadata.native_filter_configuration).toHaveLength(example.filters.length);
      expect(metadata).not.toHaveProperty('positions');

      const layout = JSON.parse(dashboard.position_json) as Record<
        string,
        { type?: string; meta?: { chartId?: number } }
      >;
      const layoutChartIds = Object.values(layout)
        .filter((component) => component.type === 'CHART')
        .map((component) => component.meta?.chartId);
      const charts = await admin.get<DashboardChartsReply>(`/api/v1/dashboard/${dashboard.id}/charts`);
      expect(charts.statusCode).toBe(200);
      expect(charts.data.result.map((entry) => entry.id).sort()).toEqual([...layoutChartIds].sort());
      expect(layoutChartIds.length).toBeGreaterThanOrEqual(6);
    },
  );

  it('hold every example chart between them', async () => {
    const dashboards = await test.app.store.dashboards.list();
    const onDashboards = new Set(dashboards.flatMap((dashboard) => dashboard.slice_ids));
    for (const example of EXAMPLE_CHARTS) {
      const chart = await test.app.store.charts.findByUuid(example.uuid);
      expect(onDashboards.has(chart?.id ?? -1), example.slice_name).toBe(true);
    }
  });

  it('are not created again on a later start, even when one was deleted', async () => {
    const before = await test.app.store.dashboards.list();
    const deleted = before.find((dashboard) => dashboard.uuid === EXAMPLE_DASHBOARDS[0]?.uuid);
    await test.app.store.dashboards.delete([deleted?.id ?? -1]);
    await test.app.close();
    test = await createTestApp({ dataDir: test.dataDir });
    const after = await test.app.store.dashboards.list();
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((dashboard) => dashboard.uuid === deleted?.uuid)).toBe(false);
  });
});
