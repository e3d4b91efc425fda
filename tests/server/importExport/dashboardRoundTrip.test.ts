import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  dashboardFixture,
  layoutWith,
  newDashboard,
  risonIds,
  type DashboardFixture,
} from '../dashboard/dashboardTestApp';
import { callerFor } from '../helpers/caller';
import { bundleDocuments, unzipBundle, zipBundle } from './bundleZip';

let fixture: DashboardFixture;
let dashboardId: number;

beforeAll(async () => {
  fixture = await dashboardFixture();
  dashboardId = await newDashboard(fixture.admin, {
    dashboard_title: 'Sales / Births',
    slug: 'sales-births',
    position_json: JSON.stringify(layoutWith([fixture.birthsChartId, fixture.ordersChartId])),
    json_metadata: JSON.stringify({
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          targets: [{ datasetId: fixture.birthsDatasetId, column: { name: 'gender' } }],
          chartsInScope: [fixture.birthsChartId],
          scope: { rootPath: ['ROOT_ID'], excluded: [fixture.ordersChartId] },
        },
      ],
    }),
  });
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

async function exportDashboard(): Promise<Buffer> {
  const response = await fixture.admin.get(`/api/v1/dashboard/export/${risonIds([dashboardId])}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=dashboard_export_\d{8}T\d{6}\.zip$/);
  return response.rawPayload;
}

function importBundle(zip: Buffer, overwrite?: boolean) {
  return fixture.admin.multipart<Record<string, unknown>>('/api/v1/dashboard/import/', {
    formData: { filename: 'bundle.zip', content: zip, contentType: 'application/zip' },
    ...(overwrite === undefined ? {} : { overwrite: String(overwrite) }),
  });
}

describe('dashboard export', () => {
  it('writes metadata, the database, datasets, charts and the dashboard, linked by uuid', async () => {
    const zip = await exportDashboard();
    const paths = [...unzipBundle(zip).keys()];
    const root = paths[0]?.split('/')[0] ?? '';
    expect(root).toMatch(/^dashboard_export_\d{8}T\d{6}$/);
    const documents = bundleDocuments(zip);
    expect(documents.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    expect([...documents.keys()].sort()).toEqual([
      `charts/Births_table_${fixture.birthsChartId}.yaml`,
      `charts/Orders_table_${fixture.ordersChartId}.yaml`,
      `dashboards/Sales_Births_${dashboardId}.yaml`,
      'databases/examples.yaml',
      'datasets/examples/birth_names.yaml',
      'datasets/examples/orders.yaml',
      'metadata.yaml',
    ]);
    const database = documents.get('databases/examples.yaml') ?? {};
    const dataset = documents.get('datasets/examples/birth_names.yaml') ?? {};
    const chart = documents.get(`charts/Births_table_${fixture.birthsChartId}.yaml`) ?? {};
    const dashboard = documents.get(`dashboards/Sales_Births_${dashboardId}.yaml`) ?? {};
    expect(dataset.database_uuid).toBe(database.uuid);
    expect(chart.dataset_uuid).toBe(dataset.uuid);
    expect(chart.params).toMatchObject({ viz_type: 'table' });
    const position = dashboard.position as Record<string, { meta?: { uuid?: string } }>;
    expect(position[`CHART-${fixture.birthsChartId}`]?.meta?.uuid).toBe(chart.uuid);
    const metadata = dashboard.metadata as { native_filter_configuration: Array<{ targets: unknown[] }> };
    expect(metadata.native_filter_configuration[0]?.targets[0]).toEqual({
      datasetUuid: dataset.uuid,
      column: { name: 'gender' },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await fixture.admin.get(`/api/v1/dashboard/export/${risonIds([dashboardId, 99999])}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('dashboard import', () => {
  it('refuses an existing dashboard without overwrite, naming the file', async () => {
    const zip = await exportDashboard();
    const response = await importBundle(zip);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.data as {
      errors: Array<{ message: string; error_type: string; extra: Record<string, unknown> }>;
    };
    expect(body.errors[0]?.message).toBe(
      `Error importing dashboard: dashboards/Sales_Births_${dashboardId}.yaml: ` +
        'Dashboard already exists and `overwrite=true` was not passed',
    );
    expect(body.errors[0]?.error_type).toBe('GENERIC_COMMAND_ERROR');
    expect(body.errors[0]?.extra[`dashboards/Sales_Births_${dashboardId}.yaml`]).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
  });

  it('overwrites an existing dashboard with overwrite=true', async () => {
    const zip = await exportDashboard();
    await fixture.admin.put(`/api/v1/dashboard/${dashboardId}`, { dashboard_title: 'Renamed' });
    const response = await importBundle(zip, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ message: 'OK' });
    const stored = await fixture.app.store.dashboards.findById(dashboardId);
    expect(stored?.dashboard_title).toBe('Sales / Births');
  });

  it('round trips: export, delete dashboard and charts, import gives the same objects with new chart ids', async () => {
    const zip = await exportDashboard();
    const before = await fixture.app.store.dashboards.findById(dashboardId);
    const births = await fixture.app.store.charts.findById(fixture.birthsChartId);
    const orders = await fixture.app.store.charts.findById(fixture.ordersChartId);
    expect((await fixture.admin.delete(`/api/v1/dashboard/${dashboardId}`)).statusCode).toBe(200);
    const deleted = await fixture.admin.delete(
      `/api/v1/chart/${risonIds([fixture.birthsChartId, fixture.ordersChartId])}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    const response = await importBundle(zip);
    expect(response.statusCode, response.body).toBe(200);

    const imported = await fixture.app.store.dashboards.findByIdOrSlug(before?.uuid ?? '');
    expect(imported?.dashboard_title).toBe('Sales / Births');
    dashboardId = imported?.id ?? 0;
    expect(imported?.slug).toBe('sales-births');
    const newBirths = await fixture.app.store.charts.findByUuid(births?.uuid ?? '');
    const newOrders = await fixture.app.store.charts.findByUuid(orders?.uuid ?? '');
    expect(newBirths?.slice_name).toBe('Births table');
    expect(newBirths?.datasource_id).toBe(fixture.birthsDatasetId);
    expect(JSON.parse(newBirths?.params ?? '{}')).toMatchObject({ datasource: `${fixture.birthsDatasetId}__table` });
    expect(newBirths?.id).not.toBe(fixture.birthsChartId);
    expect([...(imported?.slice_ids ?? [])].sort()).toEqual([newBirths?.id, newOrders?.id].sort());
    const position = JSON.parse(imported?.position_json ?? '{}') as Record<string, { meta?: { chartId?: number } }>;
    expect(position[`CHART-${fixture.birthsChartId}`]?.meta?.chartId).toBe(newBirths?.id);
    const metadata = JSON.parse(imported?.json_metadata ?? '{}') as {
      native_filter_configuration: Array<{
        targets: Array<{ datasetId?: number }>;
        chartsInScope: number[];
        scope: { excluded: number[] };
      }>;
    };
    const filter = metadata.native_filter_configuration[0];
    expect(filter?.targets[0]?.datasetId).toBe(fixture.birthsDatasetId);
    expect(filter?.chartsInScope).toEqual([newBirths?.id]);
    expect(filter?.scope.excluded).toEqual([newOrders?.id]);
    // The dashboard reads back through the API with its charts.
    const charts = await fixture.admin.get<{ result: Array<{ id: number }> }>(
      `/api/v1/dashboard/${imported?.id}/charts`,
    );
    expect(charts.statusCode, charts.body).toBe(200);
    expect(charts.data.result.map((chart) => chart.id).sort()).toEqual([newBirths?.id, newOrders?.id].sort());
  });

  it('refuses an unknown database by name and writes nothing', async () => {
    const zip = await exportDashboard();
    const files = new Map([...unzipBundle(zip)].map(([path, text]) => [path, text]));
    const renamed: Record<string, string> = {};
    for (const [path, text] of files) {
      if (path.endsWith('databases/examples.yaml')) {
        renamed[path] = text
          .replace(/database_name: .*/, 'database_name: warehouse')
          .replace(/uuid: .*/, 'uuid: 00000000-0000-4000-8000-000000000001');
      } else if (path.includes('/datasets/')) {
        renamed[path] = text
          .replace(/database_uuid: .*/, 'database_uuid: 00000000-0000-4000-8000-000000000001')
          .replace(/^uuid: .*/m, `uuid: ${crypto.randomUUID()}`);
      } else renamed[path] = text;
    }
    const chartCount = (await fixture.app.store.charts.list()).length;
    const response = await importBundle(zipBundle(renamed), true);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.data as { errors: Array<{ extra: Record<string, unknown> }> };
    expect(Object.values(body.errors[0]?.extra ?? {})).toContain('Database "warehouse" does not exist on this server');
    expect((await fixture.app.store.charts.list()).length).toBe(chartCount);
  });

  it('answers 400 for a file that is not a ZIP and 422 for a bundle of another type', async () => {
    const notZip = await importBundle(Buffer.from('not a zip'));
    expect(notZip.statusCode, notZip.body).toBe(400);
    const chartBundle = zipBundle({
      'chart_export/metadata.yaml': stringify({
        version: '1.0.0',
        type: 'Slice',
        timestamp: '2024-01-01T00:00:00+00:00',
      }),
    });
    const wrongType = await importBundle(chartBundle);
    expect(wrongType.statusCode, wrongType.body).toBe(422);
    const body = wrongType.data as { errors: Array<{ extra: Record<string, unknown> }> };
    expect(body.errors[0]?.extra['metadata.yaml']).toEqual({ type: ['Must be equal to Dashboard.'] });
  });

  it('refuses callers without can_write on Dashboard (403) and checks Gamma cannot import datasets', async () => {
    const zip = await exportDashboard();
    const sqlLab = await callerFor(fixture.app, 'sally', { roles: ['sql_lab'] });
    const refused = await sqlLab.multipart('/api/v1/dashboard/import/', {
      formData: { filename: 'bundle.zip', content: zip },
    });
    expect(refused.statusCode).toBe(403);
    const datasetImport = await fixture.gamma.multipart('/api/v1/dataset/import/', {
      formData: { filename: 'bundle.zip', content: zip },
    });
    expect(datasetImport.statusCode).toBe(403);
  });
});
