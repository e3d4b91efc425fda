/**
 * Who may see and change a dataset, as Superset's security manager decides: seeing needs
 * all_datasource_access, all_database_access, access to its database, its schema or the dataset
 * itself, or owning it; changing needs ownership (admins may change every dataset).
 */
import { databasePermissionView } from '../auth/permissionCatalog';
import { hasPermission, isAdmin } from '../auth/permissions';
import type { AuthenticatedUser } from '../auth/types';
import { SupersetErrorsException, supersetError } from '../errors';
import type { DatabaseRecord } from '../store';
import type { DatasetSummary } from '../store/datasets';

/** Superset's `perm` of a dataset: `[database].[table](id:N)`. */
export function datasetPermissionView(databaseName: string, dataset: Pick<DatasetSummary, 'id' | 'table_name'>): string {
  return `[${databaseName}].[${dataset.table_name}](id:${dataset.id})`;
}

/** Superset's `schema_perm`: `[database].[schema]`, or `[database].[catalog].[schema]` with a catalog. */
export function schemaPermissionView(databaseName: string, schema: string, catalog: string | null = null): string {
  return catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;
}

export function isDatasetOwner(user: AuthenticatedUser | null, dataset: Pick<DatasetSummary, 'owner_ids'>): boolean {
  return user !== null && dataset.owner_ids.includes(user.id);
}

/** Whether the user may see the dataset and query it (Superset's DatasourceFilter / raise_for_access). */
export function canAccessDataset(user: AuthenticatedUser | null, dataset: DatasetSummary, database: DatabaseRecord): boolean {
  if (!user) return false;
  if (isAdmin(user) || isDatasetOwner(user, dataset)) return true;
  if (hasPermission(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (hasPermission(user, 'all_database_access', 'all_database_access')) return true;
  if (hasPermission(user, 'database_access', databasePermissionView(database.database_name, database.id))) return true;
  if (dataset.schema && hasPermission(user, 'schema_access', schemaPermissionView(database.database_name, dataset.schema, dataset.catalog))) {
    return true;
  }
  return hasPermission(user, 'datasource_access', datasetPermissionView(database.database_name, dataset));
}

/** Superset's raise_for_ownership: admins and owners may change the dataset. */
export function canChangeDataset(user: AuthenticatedUser | null, dataset: Pick<DatasetSummary, 'owner_ids'>): boolean {
  return isAdmin(user) || isDatasetOwner(user, dataset);
}

/** `schema.table`, or the table alone: Superset's SqlaTable.name. */
export function datasetFullName(dataset: Pick<DatasetSummary, 'schema' | 'table_name'>): string {
  return dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
}

/** The 403 of raise_for_access on a datasource the user may not query. */
export function datasourceAccessDenied(dataset: Pick<DatasetSummary, 'schema' | 'table_name'>): SupersetErrorsException {
  return new SupersetErrorsException(403, [
    supersetError(
      `This endpoint requires the datasource ${datasetFullName(dataset)}, database or \`all_datasource_access\` permission`,
      'DATASOURCE_SECURITY_ACCESS_ERROR',
      'warning',
    ),
  ]);
}
