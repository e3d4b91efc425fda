/**
 * The embedded server with users whose roles grant data access the way an admin would in
 * Superset (database_access, schema_access, datasource_access pairs on roles), and token-
 * authenticated callers for the data-access tests.
 */
import type { FastifyInstance } from 'fastify';
import type { PermissionView } from '../../../server/auth/permissionCatalog';
import { databasePermissionView } from '../../../server/auth/permissionCatalog';
import { datasetPermissionView, schemaPermissionView } from '../../../server/services/dataset/datasetAccess';
import type { DatabaseRecord } from '../../../server/store';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

export interface DataAccessApp {
  app: FastifyInstance;
  examples: DatabaseRecord;
  admin: Caller;
  close(): Promise<void>;
}

export async function createDataAccessApp(): Promise<DataAccessApp> {
  const { app } = await createTestApp();
  const examples = await app.store.databases.findByName('examples');
  if (!examples) throw new Error('No examples database');
  return { app, examples, admin: await callerFor(app, 'admin', { auth: 'bearer' }), close: () => app.close() };
}

/** The id of an example dataset (every example table and view has one). */
export async function datasetId(app: FastifyInstance, schema: string, table: string): Promise<number> {
  const examples = await app.store.databases.findByName('examples');
  const dataset = examples ? await app.store.datasets.findByTable(examples.id, schema, table) : null;
  if (!dataset) throw new Error(`No dataset ${schema}.${table}`);
  return dataset.id;
}

/** `datasource_access` on an example dataset. */
export async function datasourceGrant(app: FastifyInstance, schema: string, table: string): Promise<PermissionView> {
  return [
    'datasource_access',
    datasetPermissionView('examples', { id: await datasetId(app, schema, table), table_name: table }),
  ];
}

export function schemaGrant(schema: string): PermissionView {
  return ['schema_access', schemaPermissionView('examples', schema)];
}

export function databaseGrant(database: DatabaseRecord): PermissionView {
  return ['database_access', databasePermissionView(database.database_name, database.id)];
}

/** A new user holding the given roles (each custom role created with its pairs), calling through the API. */
export function userWith(
  app: FastifyInstance,
  username: string,
  builtinRoles: string[],
  customRoles: Record<string, readonly PermissionView[]> = {},
): Promise<Caller> {
  return callerFor(app, username, { roles: builtinRoles, grants: customRoles, auth: 'bearer' });
}

/** A rison value for `?q=` (objects of plain strings, numbers and booleans are enough here). */
export function rison(value: Record<string, string | number | boolean>): string {
  const encode = (item: string | number | boolean): string =>
    typeof item === 'boolean'
      ? item
        ? '!t'
        : '!f'
      : typeof item === 'number'
        ? String(item)
        : `'${item.replace(/!/g, '!!').replace(/'/g, "!'")}'`;
  return encodeURIComponent(
    `(${Object.entries(value)
      .map(([key, item]) => `${key}:${encode(item)}`)
      .join(',')})`,
  );
}

/** Superset's table access message for these tables. */
export function tablesMessage(tables: string[]): string {
  return `You need access to the following tables: ${tables.map((table) => `\`${table}\``).join(', ')},\n            \`all_database_access\` or \`all_datasource_access\` permission`;
}
