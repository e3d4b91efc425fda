import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFixture, layoutWith, newDashboard, placeCharts, type DashboardFixture } from './dashboardTestApp';

type CopyReply = { result: { id: number; last_modified_time: number } };

describe('POST /api/v1/dashboard/{id_or_slug}/copy/', () => {
  let fx: DashboardFixture;
  let original: number;

  beforeAll(async () => {
    fx = await dashboardFixture();
    original = await newDashboard(fx.admin, {
      dashboard_title: 'Original',
      slug: 'original',
      published: true,
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', stagger_time: 3000 }),
    });
    await placeCharts(fx.admin, original, [fx.birthsChartId, fx.ordersChartId]);
    await fx.admin.put(`/api/v1/dashboard/${original}`, {
      json_metadata: JSON.stringify({
        positions: layoutWith([fx.birthsChartId, fx.ordersChartId]),
        stagger_time: 3000,
        color_scheme: 'supersetColors',
      }),
    });
  });
  afterAll(() => fx.app.close());

  it("copies with the caller as owner, the original's metadata and charts, no slug", async () => {
    const response = await fx.gamma.post<CopyReply>(`/api/v1/dashboard/original/copy/`, {
      dashboard_title: 'My copy',
      css: '.copy{}',
      json_metadata: JSON.stringify({ positions: layoutWith([fx.birthsChartId, fx.ordersChartId]) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ result: { id: expect.any(Number), last_modified_time: expect.any(Number) } });
    const copy = await fx.app.store.dashboards.findById(response.data.result.id);
    expect(copy).toMatchObject({
      dashboard_title: 'My copy',
      css: '.copy{}',
      slug: null,
      published: false,
      owner_ids: [fx.gamma.id],
      slice_ids: [fx.birthsChartId, fx.ordersChartId],
    });
    const metadata = JSON.parse(copy?.json_metadata ?? '{}') as Record<string, unknown>;
    expect(metadata.stagger_time).toBe(3000);
    // The defaulted keys come from the request, as Superset's set_dash_metadata does.
    expect(metadata.color_scheme).toBe('');
  });

  it('with duplicate_slices clones every chart and remaps the layout to the clones', async () => {
    const before = (await fx.app.store.charts.list()).length;
    const response = await fx.admin.post<CopyReply>(`/api/v1/dashboard/${original}/copy/`, {
      dashboard_title: 'Deep copy',
      duplicate_slices: true,
      json_metadata: JSON.stringify({ positions: layoutWith([fx.birthsChartId, fx.ordersChartId]) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const copy = await fx.app.store.dashboards.findById(response.data.result.id);
    expect((await fx.app.store.charts.list()).length).toBe(before + 2);
    const clones = await fx.app.store.charts.findByIds(copy?.slice_ids ?? []);
    expect(clones.map((chart) => chart.slice_name).sort()).toEqual(['Births table', 'Orders table']);
    expect(clones.every((chart) => chart.id !== fx.birthsChartId && chart.id !== fx.ordersChartId)).toBe(true);
    expect(clones.every((chart) => chart.owner_ids.includes(fx.admin.id))).toBe(true);
    const layout = JSON.parse(copy?.position_json ?? '{}') as Record<string, { meta?: { chartId?: number } }>;
    const chartIds = Object.values(layout).flatMap((component) =>
      component.meta?.chartId === undefined ? [] : [component.meta.chartId],
    );
    expect(chartIds.sort()).toEqual(clones.map((chart) => chart.id).sort());
  });

  it('needs json_metadata (400), a readable original (403/404) and can_write', async () => {
    const missing = await fx.admin.post(`/api/v1/dashboard/${original}/copy/`, { dashboard_title: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.data).toEqual({ message: { json_metadata: ['Missing data for required field.'] } });
    const bad = await fx.admin.post(`/api/v1/dashboard/${original}/copy/`, { json_metadata: '{"nope": 1}' });
    expect(bad.data).toEqual({ message: { json_metadata: [{ nope: ['Unknown field.'] }] } });
    expect((await fx.admin.post('/api/v1/dashboard/999999/copy/', { json_metadata: '{}' })).statusCode).toBe(404);
    const ordersOnly = await newDashboard(fx.admin, { dashboard_title: 'Orders only', published: true });
    await placeCharts(fx.admin, ordersOnly, [fx.ordersChartId]);
    expect((await fx.gamma.post(`/api/v1/dashboard/${ordersOnly}/copy/`, { json_metadata: '{}' })).statusCode).toBe(
      403,
    );
  });
});
