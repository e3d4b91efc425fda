/** Export and import of charts and datasets: bundle contents, overwrite rules, access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/caller';
import { dashboardFixture, risonIds, type DashboardFixture } from '../dashboard/dashboardTestApp';
import { bundleDocuments } from './bundleZip';

let fixture: DashboardFixture;

beforeAll(async () => {
  fixture = await dashboardFixture();
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

describe('chart and dataset export/import', () => {
  it('exports a chart with its dataset and database and imports it back with overwrite rules', async () => {
    const exported = await fixture.admin.get(`/api/v1/chart/export/${risonIds([fixture.birthsChartId])}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=chart_export_\d{8}T\d{6}\.zip$/);
    const documents = bundleDocuments(exported.rawPayload);
    expect(documents.get('metadata.yaml')).toMatchObject({ type: 'Slice' });
    expect([...documents.keys()].sort()).toEqual([
      `charts/Births_table_${fixture.birthsChartId}.yaml`,
      'databases/examples.yaml',
      'datasets/examples/birth_names.yaml',
      'metadata.yaml',
    ]);
    const upload = (overwrite: boolean) =>
      fixture.admin.multipart<{ errors?: Array<{ message: string; extra: Record<string, unknown> }> }>(
        '/api/v1/chart/import/',
        { formData: { filename: 'c.zip', content: exported.rawPayload }, overwrite: String(overwrite) },
      );
    const refused = await upload(false);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data.errors?.[0]?.message).toBe(
      `Error importing chart: charts/Births_table_${fixture.birthsChartId}.yaml: ` +
        'Chart already exists and `overwrite=true` was not passed',
    );
    expect(refused.data.errors?.[0]?.extra[`charts/Births_table_${fixture.birthsChartId}.yaml`]).toBe(
      'Chart already exists and `overwrite=true` was not passed',
    );
    await fixture.admin.put(`/api/v1/chart/${fixture.birthsChartId}`, { slice_name: 'Changed' });
    const accepted = await upload(true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await fixture.app.store.charts.findById(fixture.birthsChartId))?.slice_name).toBe('Births table');
  });

  it('exports a dataset and imports it back: refused without overwrite, updated with it', async () => {
    const exported = await fixture.admin.get(`/api/v1/dataset/export/${risonIds([fixture.birthsDatasetId])}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const documents = bundleDocuments(exported.rawPayload);
    expect(documents.get('metadata.yaml')).toMatchObject({ type: 'SqlaTable' });
    const dataset = documents.get('datasets/examples/birth_names.yaml') ?? {};
    expect(Array.isArray(dataset.columns)).toBe(true);
    const upload = (overwrite: boolean) =>
      fixture.admin.multipart('/api/v1/dataset/import/', {
        formData: { filename: 'd.zip', content: exported.rawPayload },
        overwrite: String(overwrite),
      });
    expect((await upload(false)).statusCode).toBe(422);
    const before = await fixture.app.store.datasets.findById(fixture.birthsDatasetId);
    const accepted = await upload(true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await fixture.app.store.datasets.findById(fixture.birthsDatasetId);
    expect(after?.columns.map((column) => column.column_name)).toEqual(
      before?.columns.map((column) => column.column_name),
    );
  });

  it('answers 403 to export without can_export and 404 for a chart the user cannot see', async () => {
    const hidden = await fixture.gamma.get(`/api/v1/chart/export/${risonIds([fixture.ordersChartId])}`);
    expect(hidden.statusCode).toBe(404);
    const sqlLab = await callerFor(fixture.app, 'sam', { roles: ['sql_lab'] });
    const noExport = await sqlLab.get(`/api/v1/dataset/export/${risonIds([fixture.birthsDatasetId])}`);
    expect(noExport.statusCode).toBe(403);
  });
});
