/** Helpers for the chart, explore and dashboard API tests: example datasets, grants, charts and dashboards. */
import type { FastifyInstance } from 'fastify';
import { datasetPermissionView } from '../../../server/services/dataset/datasetAccess';
import type { Caller } from '../helpers/caller';

/** The id of an example dataset (registered at start). */
export async function exampleDatasetId(app: FastifyInstance, schema: string, table: string): Promise<number> {
  const database = await app.store.databases.findByName('examples');
  if (!database) throw new Error('No examples database');
  const dataset = await app.store.datasets.findByTable(database.id, schema, table);
  if (!dataset) throw new Error(`No dataset ${schema}.${table}`);
  return dataset.id;
}

/** A role granting datasource_access on the given example datasets. */
export async function datasetReaderRole(app: FastifyInstance, roleName: string, datasetIds: number[]): Promise<void> {
  const database = await app.store.databases.findByName('examples');
  if (!database) throw new Error('No examples database');
  const pairs: Array<[string, string]> = [];
  for (const id of datasetIds) {
    const dataset = await app.store.datasets.findById(id);
    if (!dataset) throw new Error(`No dataset ${id}`);
    pairs.push(['datasource_access', datasetPermissionView(database.database_name, dataset)]);
  }
  await app.store.roles.upsertRole(roleName, pairs);
}

/** Creates a chart through the API and returns its id. */
export async function createChart(caller: Caller, body: Record<string, unknown>): Promise<number> {
  const response = await caller.post('/api/v1/chart/', body);
  if (response.statusCode !== 201) throw new Error(`Chart not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Creates a dashboard through the API and returns its id. */
export async function createDashboard(caller: Caller, body: Record<string, unknown>): Promise<number> {
  const response = await caller.post('/api/v1/dashboard/', body);
  if (response.statusCode !== 201) throw new Error(`Dashboard not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A rison-encoded `q` argument. */
export function q(rison: string): string {
  return `q=${encodeURIComponent(rison)}`;
}
