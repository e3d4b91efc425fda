/**
 * What a user reaches of a database, as Superset's security manager and DatabaseFilter decide:
 * which databases are listed, which of their schemas and tables SQL Lab shows, and whether one
 * table may be read (raise_for_access with a database and a table). Database-level access
 * (all_database_access, all_datasource_access, database_access on it) reaches everything;
 * otherwise a schema comes with schema_access on it or with access to one of its datasets, and
 * a table with schema_access on its schema or access to (or ownership of) its physical dataset.
 */
import type { FastifyInstance } from 'fastify';
import { databasePermissionView } from '../../auth/permissionCatalog';
import { hasPermission, isAdmin, viewMenusWithPermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import type { DatabaseRecord } from '../../store';
import type { DatasetSummary } from '../../store/datasets';
import { datasetPermissionView, isDatasetOwner, schemaPermissionView } from '../dataset/datasetAccess';
import { canAccessDatabase } from '../sqllab/sqllabAccess';

/** The schema a table name without one lives in (DuckDB's default). */
export const DEFAULT_SCHEMA = 'main';

/** Object permissions whose view menus start with the database name: `[examples].…`. */
const DATABASE_SCOPED_PERMISSIONS = ['catalog_access', 'schema_access', 'datasource_access'] as const;

/** The database name a data-access view menu starts with (`[examples].[sales]` → `examples`). */
function databaseNameOfViewMenu(viewMenu: string): string | null {
  const match = /^\[([^\]]*)\]/.exec(viewMenu);
  return match ? match[1] : null;
}

/**
 * Superset's DatabaseFilter (the database list, SQL Lab's databases, every lookup by id): all
 * databases with all_database_access, else those with database_access on them or any catalog,
 * schema or datasource access inside them. all_datasource_access alone lists none.
 */
export function isDatabaseListed(user: AuthenticatedUser | null, database: DatabaseRecord): boolean {
  if (!user) return false;
  if (isAdmin(user) || hasPermission(user, 'all_database_access', 'all_database_access')) return true;
  if (hasPermission(user, 'database_access', databasePermissionView(database.database_name, database.id))) return true;
  return DATABASE_SCOPED_PERMISSIONS.some((permission) =>
    viewMenusWithPermission(user, permission).some((view) => databaseNameOfViewMenu(view) === database.database_name),
  );
}

/** The datasets of one database (summaries, with their owners). */
export async function datasetsOfDatabase(app: FastifyInstance, databaseId: number): Promise<DatasetSummary[]> {
  return (await app.store.datasets.list({ databaseId })).rows;
}

function hasSchemaAccess(user: AuthenticatedUser, database: DatabaseRecord, schema: string): boolean {
  return hasPermission(user, 'schema_access', schemaPermissionView(database.database_name, schema));
}

function hasDatasourceAccess(user: AuthenticatedUser, database: DatabaseRecord, dataset: DatasetSummary): boolean {
  return hasPermission(user, 'datasource_access', datasetPermissionView(database.database_name, dataset));
}

/** The schema a dataset reads from. */
function schemaOfDataset(dataset: Pick<DatasetSummary, 'schema'>): string {
  return dataset.schema ?? DEFAULT_SCHEMA;
}

/**
 * Superset's get_schemas_accessible_by_user: every schema with database-level access, else those
 * named by the user's schema_access on this database and those holding a dataset they have
 * datasource_access to.
 */
export function accessibleSchemas(
  user: AuthenticatedUser,
  database: DatabaseRecord,
  schemas: readonly string[],
  datasets: readonly DatasetSummary[],
): string[] {
  if (canAccessDatabase(user, database)) return [...schemas];
  const reachable = new Set<string>();
  for (const view of viewMenusWithPermission(user, 'schema_access')) {
    const match = /^\[([^\]]*)\]\.\[(.*)\]$/.exec(view);
    if (match && match[1] === database.database_name) reachable.add(match[2]);
  }
  for (const dataset of datasets) {
    if (hasDatasourceAccess(user, database, dataset)) reachable.add(schemaOfDataset(dataset));
  }
  return schemas.filter((schema) => reachable.has(schema));
}

/** Same name as DuckDB resolves names: letter case does not matter. */
function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The physical datasets of `schema.table` (a virtual dataset named like a table grants no table). */
function physicalDatasetsOf(datasets: readonly DatasetSummary[], schema: string, table: string): DatasetSummary[] {
  return datasets.filter(
    (dataset) => !dataset.sql && sameName(schemaOfDataset(dataset), schema) && sameName(dataset.table_name, table),
  );
}

/**
 * Table-level access to `schema.table` for a user without database-level access (Superset's
 * raise_for_access on a table): schema_access on its schema, or datasource_access to (or
 * ownership of) a physical dataset of it.
 */
export function canReachTable(
  user: AuthenticatedUser,
  database: DatabaseRecord,
  schema: string,
  table: string,
  datasets: readonly DatasetSummary[],
): boolean {
  if (hasSchemaAccess(user, database, schema)) return true;
  return physicalDatasetsOf(datasets, schema, table).some(
    (dataset) => hasDatasourceAccess(user, database, dataset) || isDatasetOwner(user, dataset),
  );
}

/** Whether the user may read the table's metadata (database-level access, or table-level access). */
export function canAccessTable(
  user: AuthenticatedUser,
  database: DatabaseRecord,
  schema: string,
  table: string,
  datasets: readonly DatasetSummary[],
): boolean {
  return canAccessDatabase(user, database) || canReachTable(user, database, schema, table, datasets);
}

/**
 * Superset's get_datasources_accessible_by_user for one schema's table list: all of them with
 * database-level or schema access, else those of a physical dataset the user has datasource
 * access to (owning one does not list it).
 */
export function accessibleTableNames(
  user: AuthenticatedUser,
  database: DatabaseRecord,
  schema: string,
  names: readonly string[],
  datasets: readonly DatasetSummary[],
): Set<string> {
  if (canAccessDatabase(user, database) || hasSchemaAccess(user, database, schema)) return new Set(names);
  return new Set(
    names.filter((name) =>
      physicalDatasetsOf(datasets, schema, name).some((dataset) => hasDatasourceAccess(user, database, dataset)),
    ),
  );
}
