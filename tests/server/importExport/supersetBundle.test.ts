/** Import of a bundle written by Superset 5.x (supersetBundleFixture.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFixture, type DashboardFixture } from '../dashboard/dashboardTestApp';
import { zipBundle } from './bundleZip';
import { DASHBOARD_UUID, DATASET_UUID, FILES, NUMBER_UUID, PIE_UUID, ROOT } from './supersetBundleFixture';

let fixture: DashboardFixture;

beforeAll(async () => {
  fixture = await dashboardFixture();
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

function importFiles(url: string, files: Record<string, string>, overwrite = false) {
  return fixture.admin.multipart<Record<string, unknown>>(url, {
    formData: { filename: 'superset_bundle.zip', content: zipBundle(files), contentType: 'application/zip' },
    overwrite: String(overwrite),
    passwords: JSON.stringify({ 'databases/examples.yaml': 'secret' }),
  });
}

describe('a Superset 5.x bundle', () => {
  it('imports onto the examples database matched by name, remapping charts and filters', async () => {
    const response = await importFiles('/api/v1/dashboard/import/', FILES);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ message: 'OK' });

    const examples = await fixture.app.store.databases.findByName('examples');
    const dashboard = await fixture.app.store.dashboards.findByIdOrSlug(DASHBOARD_UUID);
    const pie = await fixture.app.store.charts.findByUuid(PIE_UUID);
    const number = await fixture.app.store.charts.findByUuid(NUMBER_UUID);
    const datasetId = pie?.datasource_id ?? 0;
    const dataset = await fixture.app.store.datasets.findById(datasetId);
    expect(dataset?.uuid).toBe(DATASET_UUID);
    expect(dataset?.database_id).toBe(examples?.id);
    expect(dataset?.columns.map((column) => column.column_name)).toEqual(['ds', 'gender', 'num']);
    expect(dataset?.metrics.map((metric) => metric.metric_name)).toEqual(['count']);
    expect(pie?.viz_type).toBe('pie');
    // Its query context is made again on the new dataset, so the chart's data answers before anyone opens it.
    expect(JSON.parse(pie?.query_context ?? '{}')).toMatchObject({ datasource: { id: datasetId, type: 'table' } });
    expect(JSON.parse(pie?.params ?? '{}')).toMatchObject({ datasource: `${datasetId}__table`, groupby: ['gender'] });
    expect(number?.viz_type).toBe('big_number_total');

    expect(dashboard?.dashboard_title).toBe('Births overview');
    expect(dashboard?.published).toBe(true);
    expect([...(dashboard?.slice_ids ?? [])].sort()).toEqual([pie?.id, number?.id].sort());
    const position = JSON.parse(dashboard?.position_json ?? '{}') as Record<
      string,
      { type: string; meta: Record<string, unknown> }
    >;
    expect(position['CHART-d1']?.meta.chartId).toBe(number?.id);
    expect(position['CHART-d2']?.meta.chartId).toBe(pie?.id);
    expect(position['MARKDOWN-e1']?.meta.code).toContain('# Births');
    expect(position['TABS-a1']?.type).toBe('TABS');
    const metadata = JSON.parse(dashboard?.json_metadata ?? '{}') as {
      native_filter_configuration: Array<{
        targets: Array<{ datasetId?: number }>;
        chartsInScope: number[];
        scope: { excluded: number[] };
      }>;
      chart_configuration: Record<string, { id: number; crossFilters: { chartsInScope: number[] } }>;
    };
    expect(metadata.native_filter_configuration[0]?.targets[0]?.datasetId).toBe(datasetId);
    expect(metadata.native_filter_configuration[0]?.chartsInScope).toEqual([pie?.id]);
    expect(metadata.native_filter_configuration[0]?.scope.excluded).toEqual([number?.id]);
    expect(metadata.chart_configuration[String(pie?.id)]).toEqual({
      id: pie?.id,
      crossFilters: { scope: 'global', chartsInScope: [number?.id] },
    });

    const read = await fixture.admin.get<{ result: { dashboard_title: string } }>(`/api/v1/dashboard/${dashboard?.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const data = await fixture.admin.get<{ result: { data: unknown[] }[] }>(`/api/v1/chart/${pie?.id}/data/`);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.data.result[0]?.data.length).toBeGreaterThan(0);
  });

  it('answers 422 naming a file that lacks a required field, and writes nothing', async () => {
    const broken = { ...FILES };
    const chartPath = `${ROOT}/charts/Genders_41.yaml`;
    broken[chartPath] = (FILES[chartPath] ?? '')
      .replace('viz_type: pie\n', '')
      .replaceAll(PIE_UUID, crypto.randomUUID());
    const count = (await fixture.app.store.charts.list()).length;
    const response = await importFiles('/api/v1/dashboard/import/', broken, true);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.data as { errors: Array<{ extra: Record<string, unknown> }> };
    expect(body.errors[0]?.extra['charts/Genders_41.yaml']).toEqual({
      viz_type: ['Missing data for required field.'],
    });
    expect((await fixture.app.store.charts.list()).length).toBe(count);
  });
});
