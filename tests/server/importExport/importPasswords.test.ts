/**
 * The `passwords` field of every import: a database this server does not know by uuid whose URI has
 * Superset's masked password must come with one (in the field or the YAML), answered as Superset
 * does, together with the overwrite confirmations the same bundle needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFixture, type DashboardFixture } from '../dashboard/dashboardTestApp';
import { zipBundle } from './bundleZip';
import { DATABASE_UUID, FILES, ROOT } from './supersetBundleFixture';

const DATABASE_FILE = 'databases/examples.yaml';
/**
 * The bundle as another Superset would export it: its examples database under a uuid this server
 * does not know (the fixture's is Superset's fixed examples uuid, which this server's examples
 * database has too).
 */
const FOREIGN_UUID = '5e1f0c3a-7b2d-4c8e-9f60-1a2b3c4d5e6f';
const FOREIGN_FILES = Object.fromEntries(
  Object.entries(FILES).map(([path, text]) => [path, text.replaceAll(DATABASE_UUID, FOREIGN_UUID)]),
);
const NEEDS_PASSWORD = { _schema: ['Must provide a password for the database'] };

let fixture: DashboardFixture;

beforeAll(async () => {
  fixture = await dashboardFixture();
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

type ImportReply = { message?: string; errors?: Array<{ message: string; extra: Record<string, unknown> }> };

function upload(url: string, files: Record<string, string>, fields: Record<string, string> = {}) {
  return fixture.admin.multipart<ImportReply>(url, {
    formData: { filename: 'bundle.zip', content: zipBundle(files), contentType: 'application/zip' },
    ...fields,
  });
}

/** The fixture bundle with one file's text changed. */
function withFile(path: string, change: (text: string) => string, files = FOREIGN_FILES): Record<string, string> {
  const key = `${ROOT}/${path}`;
  return { ...files, [key]: change(files[key] ?? '') };
}

describe('an import of a database with a masked password', () => {
  it('is refused without the password, naming the file as Superset does, and writes nothing', async () => {
    const dashboards = (await fixture.app.store.dashboards.list()).length;
    const response = await upload('/api/v1/dashboard/import/', FOREIGN_FILES);
    expect(response.statusCode, response.body).toBe(422);
    const error = response.data.errors?.[0];
    expect(error?.extra[DATABASE_FILE]).toEqual(NEEDS_PASSWORD);
    expect(error?.message).toBe(
      `Error importing dashboard: ${DATABASE_FILE}: {'_schema': ['Must provide a password for the database']}`,
    );
    expect((await fixture.app.store.dashboards.list()).length).toBe(dashboards);
  });

  it('is refused for a chart import too', async () => {
    const charts = withFile('metadata.yaml', (text) => text.replace('type: Dashboard', 'type: Slice'));
    const response = await upload('/api/v1/chart/import/', charts, { passwords: '{}' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra[DATABASE_FILE]).toEqual(NEEDS_PASSWORD);
  });

  it('accepts a password in the YAML itself', async () => {
    const datasets = withFile('metadata.yaml', (text) => text.replace('type: Dashboard', 'type: SqlaTable'));
    const response = await upload(
      '/api/v1/dataset/import/',
      withFile(DATABASE_FILE, (text) => `${text}password: secret\n`, datasets),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('needs none for a database known here by uuid', async () => {
    const examples = await fixture.app.store.databases.findByName('examples');
    const known = Object.fromEntries(
      Object.entries(FOREIGN_FILES).map(([path, text]) => [path, text.replaceAll(FOREIGN_UUID, examples?.uuid ?? '')]),
    );
    const slices = withFile('metadata.yaml', (text) => text.replace('type: Dashboard', 'type: Slice'), known);
    const response = await upload('/api/v1/chart/import/', slices);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('imports with the password, then asks for the password and the overwrite in one reply', async () => {
    const passwords = JSON.stringify({ [DATABASE_FILE]: 'secret' });
    const first = await upload('/api/v1/dashboard/import/', FOREIGN_FILES, { passwords });
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload('/api/v1/dashboard/import/', FOREIGN_FILES);
    expect(again.statusCode, again.body).toBe(422);
    const extra = again.data.errors?.[0]?.extra ?? {};
    expect(extra[DATABASE_FILE]).toEqual(NEEDS_PASSWORD);
    expect(extra['dashboards/Births_overview_9.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
  });

  it('answers 400 to a passwords field that is not a JSON object of texts', async () => {
    for (const passwords of ['not json', '["secret"]', JSON.stringify({ [DATABASE_FILE]: 1 })]) {
      const response = await upload('/api/v1/dashboard/import/', FOREIGN_FILES, { passwords });
      expect(response.statusCode, `${passwords}: ${response.body}`).toBe(400);
      expect(typeof (response.data as { message?: unknown }).message).toBe('string');
    }
  });
});
