/**
 * Who may overwrite with an import (Superset's import_chart / import_dataset / import_dashboard):
 * the object's owners or an admin; anyone else with `can_write` is refused, naming the file, and
 * nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFixture, newDashboard, risonIds, type DashboardFixture } from '../dashboard/dashboardTestApp';

let fixture: DashboardFixture;

beforeAll(async () => {
  fixture = await dashboardFixture();
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

type ImportReply = { errors?: Array<{ extra: Record<string, unknown> }> };

async function exported(resource: string, id: number): Promise<Buffer> {
  const response = await fixture.admin.get(`/api/v1/${resource}/export/${risonIds([id])}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

function overwriteAs(caller: DashboardFixture['admin'], resource: string, zip: Buffer) {
  return caller.multipart<ImportReply>(`/api/v1/${resource}/import/`, {
    formData: { filename: 'bundle.zip', content: zip, contentType: 'application/zip' },
    overwrite: 'true',
  });
}

describe('an overwriting import by someone who does not own the object', () => {
  it("refuses the admin's chart to an Alpha user, and lets its owner overwrite it", async () => {
    const zip = await exported('chart', fixture.birthsChartId);
    await fixture.admin.put(`/api/v1/chart/${fixture.birthsChartId}`, { slice_name: 'Renamed' });
    const refused = await overwriteAs(fixture.alpha, 'chart', zip);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data.errors?.[0]?.extra[`charts/Births_table_${fixture.birthsChartId}.yaml`]).toBe(
      "A chart already exists and user doesn't have permissions to overwrite it",
    );
    expect((await fixture.app.store.charts.findById(fixture.birthsChartId))?.slice_name).toBe('Renamed');
    const accepted = await overwriteAs(fixture.admin, 'chart', zip);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await fixture.app.store.charts.findById(fixture.birthsChartId))?.slice_name).toBe('Births table');
  });

  it('refuses a dataset the Alpha user does not own', async () => {
    const zip = await exported('dataset', fixture.birthsDatasetId);
    const refused = await overwriteAs(fixture.alpha, 'dataset', zip);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data.errors?.[0]?.extra['datasets/examples/birth_names.yaml']).toBe(
      "A dataset already exists and user doesn't have permissions to overwrite it",
    );
  });

  it("refuses the admin's dashboard to a Gamma user, keeping its owners when the admin overwrites it", async () => {
    const dashboardId = await newDashboard(fixture.admin, { dashboard_title: 'Owned', owners: [fixture.alpha.id] });
    const zip = await exported('dashboard', dashboardId);
    const refused = await overwriteAs(fixture.gamma, 'dashboard', zip);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data.errors?.[0]?.extra[`dashboards/Owned_${dashboardId}.yaml`]).toBe(
      "A dashboard already exists and user doesn't have permissions to overwrite it",
    );
    const accepted = await overwriteAs(fixture.admin, 'dashboard', zip);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const owners = (await fixture.app.store.dashboards.findById(dashboardId))?.owner_ids ?? [];
    expect([...owners].sort()).toEqual([fixture.admin.id, fixture.alpha.id].sort());
  });
});
