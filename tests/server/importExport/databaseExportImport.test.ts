/**
 * Database export and import (DatabaseRestApi.export / import_): the database with all its
 * datasets, passwords masked; an import matches this server's database, asks for the overwrite
 * confirmation, then changes its settings and adds the bundle's new datasets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { dashboardFixture, risonIds, type DashboardFixture } from '../dashboard/dashboardTestApp';
import { bundleDocuments, unzipBundle, zipBundle } from './bundleZip';

let fixture: DashboardFixture;
let databaseId: number;

beforeAll(async () => {
  fixture = await dashboardFixture();
  databaseId = (await fixture.app.store.databases.findByName('examples'))?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await fixture.app.close();
});

type ImportReply = { message?: string; errors?: Array<{ message: string; extra: Record<string, unknown> }> };

async function exportDatabase(): Promise<Buffer> {
  const response = await fixture.admin.get(`/api/v1/database/export/${risonIds([databaseId])}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=database_export_\d{8}T\d{6}\.zip$/);
  return response.rawPayload;
}

function importBundle(zip: Buffer, overwrite: boolean, caller = fixture.admin) {
  return caller.multipart<ImportReply>('/api/v1/database/import/', {
    formData: { filename: 'bundle.zip', content: zip, contentType: 'application/zip' },
    overwrite: String(overwrite),
  });
}

/** The exported bundle with its documents changed (by path without the root folder) and files added. */
function changed(
  zip: Buffer,
  change: (path: string, document: Record<string, unknown>) => unknown,
  added: Record<string, unknown> = {},
): Buffer {
  const files: Record<string, string> = {};
  for (const [fullPath, text] of unzipBundle(zip)) {
    const path = fullPath.slice(fullPath.indexOf('/') + 1);
    files[fullPath] = stringify(change(path, parse(text) as Record<string, unknown>));
  }
  for (const [path, document] of Object.entries(added)) files[`database_export/${path}`] = stringify(document);
  return zipBundle(files);
}

describe('database export', () => {
  it('writes the database as Superset does and every dataset of it', async () => {
    const documents = bundleDocuments(await exportDatabase());
    expect(documents.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Database' });
    const database = documents.get('databases/examples.yaml') ?? {};
    expect(database).toMatchObject({ database_name: 'examples', sqlalchemy_uri: 'duckdb://', version: '1.0.0' });
    expect(database.allow_csv_upload).toBe(false);
    expect(database).not.toHaveProperty('allow_file_upload');
    const { rows } = await fixture.app.store.datasets.list({ databaseId });
    const datasetFiles = [...documents.keys()].filter((path) => path.startsWith('datasets/'));
    expect(datasetFiles).toHaveLength(rows.length);
    expect(datasetFiles).toContain('datasets/examples/birth_names.yaml');
    for (const path of datasetFiles) expect(documents.get(path)?.database_uuid).toBe(database.uuid);
    expect([...documents.keys()].some((path) => path.startsWith('charts/'))).toBe(false);
  });

  it('answers 404 for an unknown id and 403 without can_export on Database', async () => {
    expect((await fixture.admin.get(`/api/v1/database/export/${risonIds([databaseId, 9999])}`)).statusCode).toBe(404);
    expect((await fixture.alpha.get(`/api/v1/database/export/${risonIds([databaseId])}`)).statusCode).toBe(403);
  });
});

describe('database import', () => {
  it('asks for the overwrite confirmation, naming the file', async () => {
    const response = await importBundle(await exportDatabase(), false);
    expect(response.statusCode, response.body).toBe(422);
    const error = response.data.errors?.[0];
    expect(error?.extra['databases/examples.yaml']).toBe('Database already exists and `overwrite=true` was not passed');
    expect(error?.message).toBe(
      'Error importing database: databases/examples.yaml: Database already exists and `overwrite=true` was not passed',
    );
  });

  it("with overwrite changes the database's settings, not its connection, and adds its new datasets", async () => {
    const newDatasetUuid = crypto.randomUUID();
    const exported = await exportDatabase();
    const birthNames = bundleDocuments(exported).get('datasets/examples/birth_names.yaml') ?? {};
    // A dataset of a database the bundle does not hold is not this import's (Superset skips it).
    const stray = { ...birthNames, uuid: crypto.randomUUID(), table_name: 'stray', database_uuid: crypto.randomUUID() };
    const zip = changed(
      exported,
      (path, document) => {
        if (path === 'databases/examples.yaml')
          return { ...document, expose_in_sqllab: false, allow_csv_upload: true, sqlalchemy_uri: 'postgresql://x' };
        if (path === 'datasets/examples/birth_names.yaml')
          return { ...document, uuid: newDatasetUuid, table_name: 'birth_names_copy', description: 'imported' };
        return document;
      },
      { 'datasets/other/stray.yaml': stray },
    );
    const existing = (await fixture.app.store.datasets.list({ databaseId })).count;
    const response = await importBundle(zip, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ message: 'OK' });
    const database = await fixture.app.store.databases.findById(databaseId);
    expect(database).toMatchObject({ expose_in_sqllab: false, allow_file_upload: true, backend: 'duckdb' });
    expect((await fixture.app.store.datasets.list({ databaseId })).count).toBe(existing + 1);
    const created = (await fixture.app.store.datasets.list({ databaseId })).rows.find(
      (row) => row.table_name === 'birth_names_copy',
    );
    expect(created?.uuid).toBe(newDatasetUuid);
    expect((await fixture.app.store.datasets.list()).rows.some((row) => row.table_name === 'stray')).toBe(false);
  });

  it('refuses a database this server does not have, and callers without can_write on Database', async () => {
    const unknown = changed(await exportDatabase(), (path, document) =>
      path === 'databases/examples.yaml'
        ? { ...document, database_name: 'warehouse', uuid: '00000000-0000-4000-8000-000000000002' }
        : document,
    );
    const response = await importBundle(unknown, true);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra['databases/examples.yaml']).toBe(
      'Database "warehouse" does not exist on this server',
    );
    expect((await importBundle(await exportDatabase(), true, fixture.alpha)).statusCode).toBe(403);
  });

  it('refuses a bundle of another type', async () => {
    const zip = zipBundle({ 'x/metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }) });
    const response = await importBundle(zip, false);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.data.errors?.[0]?.extra['metadata.yaml']).toEqual({ type: ['Must be equal to Database.'] });
  });
});
