/** Request helpers for the dataset and datasource API tests: a logged-in session's GET/POST/PUT/DELETE. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import rison from 'rison';
import { createUser, loginSession, type BrowserSession } from '../helpers/testApp';

export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export function clientFor(app: FastifyInstance, session: BrowserSession): Client {
  const headers = { cookie: session.cookie, 'x-csrftoken': session.csrfToken };
  return {
    get: (url) => app.inject({ method: 'GET', url, headers: { cookie: session.cookie } }),
    post: (url, payload) => app.inject({ method: 'POST', url, headers, payload }),
    put: (url, payload) => app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url) => app.inject({ method: 'DELETE', url, headers }),
  };
}

/** `?q=` with the rison encoding of the argument. */
export function q(args: unknown): string {
  return `q=${encodeURIComponent(rison.encode(args))}`;
}

/** A user with the given roles, logged in. */
export async function userClient(
  app: FastifyInstance,
  username: string,
  roles: string[],
): Promise<{ client: Client; userId: number }> {
  const user = await createUser(app, username, roles, `${username}-password`, {
    first_name: username,
    last_name: 'Tester',
  });
  const session = await loginSession(app, username, `${username}-password`);
  return { client: clientFor(app, session), userId: user.id };
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
