/** Helpers for the chart, explore and dashboard API tests: token-authenticated requests, datasets, grants. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { datasetPermissionView } from '../../../server/services/dataset/datasetAccess';
import { bearerLogin, createUser } from '../helpers/testApp';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A logged-in API caller. */
export interface Caller {
  id: number;
  token: string;
}

export function call(
  app: FastifyInstance,
  caller: Caller,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${caller.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function adminCaller(app: FastifyInstance): Promise<Caller> {
  const admin = await app.store.users.findByUsername('admin');
  if (!admin) throw new Error('No admin');
  return { id: admin.id, token: await bearerLogin(app) };
}

/** A new user with the given roles, logged in through the API. */
export async function newCaller(
  app: FastifyInstance,
  username: string,
  roles: string[],
  names: { first_name?: string; last_name?: string } = {},
): Promise<Caller> {
  const user = await createUser(app, username, roles, `${username}-password`, names);
  return { id: user.id, token: await bearerLogin(app, username, `${username}-password`) };
}

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
export async function createChart(
  app: FastifyInstance,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await call(app, caller, 'POST', '/api/v1/chart/', body);
  if (response.statusCode !== 201) throw new Error(`Chart not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Creates a dashboard through the API and returns its id. */
export async function createDashboard(
  app: FastifyInstance,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await call(app, caller, 'POST', '/api/v1/dashboard/', body);
  if (response.statusCode !== 201) throw new Error(`Dashboard not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A rison-encoded `q` argument. */
export function q(rison: string): string {
  return `q=${encodeURIComponent(rison)}`;
}
