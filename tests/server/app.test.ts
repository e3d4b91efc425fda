/** The examples database's fixed uuid: on a fresh data folder, and on one made before it was fixed. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE_UUID } from '../../server/app';
import { callerFor } from './helpers/caller';
import { createTestApp } from './helpers/testApp';
import { bundleDocuments } from './importExport/bundleZip';

/** What a client sees of the examples database: its uuid in the API and in a dataset export. */
async function examplesUuids(app: FastifyInstance): Promise<{ api: string; exported: unknown }> {
  const admin = await callerFor(app, 'admin');
  const database = await admin.get<{ result: { uuid: string } }>('/api/v1/database/1');
  expect(database.statusCode, database.body).toBe(200);
  const dataset = await app.store.datasets.findByName(1, 'birth_names');
  if (!dataset) throw new Error('the example dataset birth_names is missing');
  const exported = await admin.get(`/api/v1/dataset/export/?q=!(${dataset.id})`);
  expect(exported.statusCode, exported.body).toBe(200);
  const documents = bundleDocuments(exported.rawPayload);
  return {
    api: database.data.result.uuid,
    exported: {
      database: documents.get('databases/examples.yaml')?.uuid,
      dataset: documents.get('datasets/examples/birth_names.yaml')?.database_uuid,
    },
  };
}

describe('the examples database uuid', () => {
  it("is Superset's own examples uuid (superset/constants.py)", () => {
    expect(EXAMPLES_DATABASE_UUID).toBe('a2dc77af-e654-49bb-b321-40f6b559a1ee');
  });

  it('is given on a fresh data folder and read by exports', async () => {
    const { app } = await createTestApp();
    try {
      expect(await examplesUuids(app)).toEqual({
        api: EXAMPLES_DATABASE_UUID,
        exported: { database: EXAMPLES_DATABASE_UUID, dataset: EXAMPLES_DATABASE_UUID },
      });
    } finally {
      await app.close();
    }
  });

  it('replaces another uuid on start (a data folder from before it was fixed)', async () => {
    const first = await createTestApp();
    const old = randomUUID();
    try {
      await first.app.store.db.run("UPDATE databases SET uuid = ? WHERE database_name = 'examples'", [old]);
      expect((await first.app.store.databases.findByName('examples'))?.uuid).toBe(old);
    } finally {
      await first.app.close();
    }
    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      expect(await examplesUuids(second.app)).toEqual({
        api: EXAMPLES_DATABASE_UUID,
        exported: { database: EXAMPLES_DATABASE_UUID, dataset: EXAMPLES_DATABASE_UUID },
      });
      // Still the same database: its id, and the datasets on it.
      const databases = await second.app.store.databases.list();
      expect(databases.map((database) => [database.id, database.database_name])).toEqual([[1, 'examples']]);
    } finally {
      await second.app.close();
    }
  });
});
