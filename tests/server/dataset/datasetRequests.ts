/** Helpers for the dataset and datasource API tests: users, grants, example datasets, rison arguments. */
import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { callerFor, type Caller } from '../helpers/caller';

/** `?q=` with the rison encoding of the argument. */
export function q(args: unknown): string {
  return `q=${encodeURIComponent(rison.encode(args))}`;
}

/** A user with the given roles (named `<username> Tester`), logged in. */
export function datasetUser(app: FastifyInstance, username: string, roles: string[]): Promise<Caller> {
  return callerFor(app, username, { roles, profile: { first_name: username, last_name: 'Tester' } });
}

/** A role granting access to the examples database (Superset's database_access). */
export async function grantExamplesAccess(app: FastifyInstance, roleName = 'examples_reader'): Promise<string> {
  await app.store.roles.upsertRole(roleName, [['database_access', '[examples].(id:1)']]);
  return roleName;
}

/** The id of an example dataset by schema and name. */
export async function exampleDatasetId(app: FastifyInstance, schema: string, table: string): Promise<number> {
  const dataset = await app.store.datasets.findByTable(1, schema, table);
  if (!dataset) throw new Error(`No example dataset ${schema}.${table}`);
  return dataset.id;
}
