/**
 * A dashboard import whose slug another dashboard already holds: Superset's import matches
 * dashboards on their slug as on their uuid, so the slug's dashboard is the one that exists (an
 * overwrite confirmation, then only its owners or an admin overwrite it); never a second dashboard
 * with the slug, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { dashboardFixture, newDashboard, type DashboardFixture } from '../dashboard/dashboardTestApp';
import { zipBundle } from './bundleZip';

let fixture: DashboardFixture;
let targetId: number;
let targetUuid: string;

beforeAll(async () => {
  fixture = await dashboardFixture();
  targetId = await newDashboard(fixture.admin, { dashboard_title: 'Team KPIs', slug: 'team-kpis' });
  targetUuid = (await fixture.app.store.dashboards.findById(targetId))?.uuid ?? '';
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

interface DashboardDocument {
  file: string;
  title: string;
  slug: string | null;
  uuid?: string;
}

/** A bundle of dashboards without charts. */
function bundle(documents: DashboardDocument[]): Buffer {
  const files: Record<string, string> = {
    'dashboard_export_20250101T000000/metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }),
  };
  for (const document of documents) {
    files[`dashboard_export_20250101T000000/dashboards/${document.file}`] = stringify({
      dashboard_title: document.title,
      slug: document.slug,
      uuid: document.uuid ?? crypto.randomUUID(),
      position: {},
      metadata: {},
      published: false,
      version: '1.0.0',
    });
  }
  return zipBundle(files);
}

type ImportReply = { errors?: Array<{ message: string; extra: Record<string, unknown> }> };

function importAs(caller = fixture.admin, zip: Buffer, overwrite = false) {
  return caller.multipart<ImportReply>('/api/v1/dashboard/import/', {
    formData: { filename: 'bundle.zip', content: zip, contentType: 'application/zip' },
    overwrite: String(overwrite),
  });
}

async function dashboardsWithSlug(slug: string) {
  return (await fixture.app.store.dashboards.list()).filter((dashboard) => dashboard.slug === slug);
}

describe('a new dashboard whose slug is taken', () => {
  const clash = (): Buffer => bundle([{ file: 'Imported_KPIs_7.yaml', title: 'Imported KPIs', slug: 'team-kpis' }]);

  it('asks for the overwrite confirmation and writes nothing', async () => {
    const count = (await fixture.app.store.dashboards.list()).length;
    const response = await importAs(fixture.admin, clash());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra['dashboards/Imported_KPIs_7.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    expect((await fixture.app.store.dashboards.list()).length).toBe(count);
    expect((await fixture.app.store.dashboards.findById(targetId))?.dashboard_title).toBe('Team KPIs');
  });

  it('is not overwritten by a user who does not own that dashboard', async () => {
    const response = await importAs(fixture.gamma, clash(), true);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra['dashboards/Imported_KPIs_7.yaml']).toBe(
      "A dashboard already exists and user doesn't have permissions to overwrite it",
    );
    expect((await fixture.app.store.dashboards.findById(targetId))?.dashboard_title).toBe('Team KPIs');
  });

  it('overwrites that dashboard (which keeps its uuid) when an admin confirms', async () => {
    const count = (await fixture.app.store.dashboards.list()).length;
    const response = await importAs(fixture.admin, clash(), true);
    expect(response.statusCode, response.body).toBe(200);
    expect((await fixture.app.store.dashboards.list()).length).toBe(count);
    const target = await fixture.app.store.dashboards.findById(targetId);
    expect(target?.dashboard_title).toBe('Imported KPIs');
    expect(target?.uuid).toBe(targetUuid);
    expect((await dashboardsWithSlug('team-kpis')).map((dashboard) => dashboard.id)).toEqual([targetId]);
  });
});

describe('slugs within one bundle and on a dashboard matched by uuid', () => {
  it('two new dashboards with one slug: refused without overwrite, one dashboard with it', async () => {
    const twins = (): Buffer =>
      bundle([
        { file: 'First_1.yaml', title: 'First', slug: 'twins' },
        { file: 'Second_2.yaml', title: 'Second', slug: 'twins' },
      ]);
    const count = (await fixture.app.store.dashboards.list()).length;
    const refused = await importAs(fixture.admin, twins());
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data.errors?.[0]?.extra['dashboards/Second_2.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    expect((await fixture.app.store.dashboards.list()).length).toBe(count);

    const accepted = await importAs(fixture.admin, twins(), true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await fixture.app.store.dashboards.list()).length).toBe(count + 1);
    expect((await dashboardsWithSlug('twins')).map((dashboard) => dashboard.dashboard_title)).toEqual(['Second']);
  });

  it("refuses to give an existing dashboard another dashboard's slug", async () => {
    const otherId = await newDashboard(fixture.admin, { dashboard_title: 'Other', slug: 'other' });
    const other = await fixture.app.store.dashboards.findById(otherId);
    const response = await importAs(
      fixture.admin,
      bundle([{ file: 'Other_1.yaml', title: 'Other', slug: 'team-kpis', uuid: other?.uuid }]),
      true,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra['dashboards/Other_1.yaml']).toEqual({ slug: ['Must be unique'] });
    expect((await fixture.app.store.dashboards.findById(otherId))?.slug).toBe('other');
  });

  it('stores an empty slug as none, so that two such dashboards do not clash', async () => {
    const response = await importAs(
      fixture.admin,
      bundle([
        { file: 'Empty_1.yaml', title: 'Empty one', slug: '' },
        { file: 'Empty_2.yaml', title: 'Empty two', slug: '' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const imported = (await fixture.app.store.dashboards.list()).filter((dashboard) =>
      dashboard.dashboard_title?.startsWith('Empty '),
    );
    expect(imported.map((dashboard) => dashboard.slug)).toEqual([null, null]);
  });
});
