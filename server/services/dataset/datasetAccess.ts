/**
 * Who may see and change a dataset, as Superset's security manager decides. Querying it (its data,
 * samples, column values, charts on it) needs all_datasource_access, all_database_access, access to
 * its database, its schema or the dataset itself, or owning it (raise_for_access). Lists and reads
 * by id show it without the ownership clause (DatasourceFilter). Changing it needs ownership
 * (admins may change every dataset).
 */
import { databasePermissionView } from '../../auth/permissionCatalog';
import { hasPermission, isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { SupersetErrorsException, supersetError, type SupersetError } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { DatasetSummary } from '../../store/datasets';

/** Superset's `perm` of a dataset: `[database].[table](id:N)`. */
export function datasetPermissionView(
  databaseName: string,
  dataset: Pick<DatasetSummary, 'id' | 'table_name'>,
): string {
  return `[${databaseName}].[${dataset.table_name}](id:${dataset.id})`;
}

/** Superset's `schema_perm`: `[database].[schema]`, or `[database].[catalog].[schema]` with a catalog. */
export function schemaPermissionView(databaseName: string, schema: string, catalog: string | null = null): string {
  return catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;
}

export function isDatasetOwner(user: AuthenticatedUser | null, dataset: Pick<DatasetSummary, 'owner_ids'>): boolean {
  return user !== null && dataset.owner_ids.includes(user.id);
}

type DatasetGrantFields = Pick<DatasetSummary, 'id' | 'table_name' | 'schema' | 'catalog'>;

/**
 * Superset's DatasourceFilter (dataset lists and reads by id, and through the chart's dataset the
 * ChartFilter): every dataset with all_datasource_access or all_database_access, else those of a
 * database, schema or dataset the user holds access to. Owning a dataset does not list it.
 */
export function isDatasetListed(
  user: AuthenticatedUser | null,
  dataset: DatasetGrantFields,
  database: DatabaseRecord,
): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  if (hasPermission(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (hasPermission(user, 'all_database_access', 'all_database_access')) return true;
  if (hasPermission(user, 'database_access', databasePermissionView(database.database_name, database.id))) return true;
  if (
    dataset.schema &&
    hasPermission(user, 'schema_access', schemaPermissionView(database.database_name, dataset.schema, dataset.catalog))
  ) {
    return true;
  }
  return hasPermission(user, 'datasource_access', datasetPermissionView(database.database_name, dataset));
}

/** Whether the user may query the dataset (Superset's raise_for_access on a datasource: owners too). */
export function canAccessDataset(
  user: AuthenticatedUser | null,
  dataset: DatasetGrantFields & Pick<DatasetSummary, 'owner_ids'>,
  database: DatabaseRecord,
): boolean {
  return isDatasetListed(user, dataset, database) || isDatasetOwner(user, dataset);
}

/** Superset's raise_for_ownership: admins and owners may change the dataset. */
export function canChangeDataset(user: AuthenticatedUser | null, dataset: Pick<DatasetSummary, 'owner_ids'>): boolean {
  return isAdmin(user) || isDatasetOwner(user, dataset);
}

/** `schema.table`, or the table alone: Superset's SqlaTable.name. */
export function datasetFullName(dataset: Pick<DatasetSummary, 'schema' | 'table_name'>): string {
  return dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
}

/** Superset's PERMISSION_INSTRUCTIONS_LINK, sent as `extra.link` of access errors (none configured). */
export const PERMISSION_INSTRUCTIONS_LINK = '';

/** Superset's get_datasource_access_error_object: the datasource by id in the message, by name in `extra`. */
export function datasourceAccessError(dataset: Pick<DatasetSummary, 'id' | 'schema' | 'table_name'>): SupersetError {
  return supersetError(
    `This endpoint requires the datasource ${dataset.id}, database or \`all_datasource_access\` permission`,
    'DATASOURCE_SECURITY_ACCESS_ERROR',
    'warning',
    { link: PERMISSION_INSTRUCTIONS_LINK, datasource: dataset.id, datasource_name: datasetFullName(dataset) },
  );
}

/** The 403 of raise_for_access on a datasource the user may not query. */
export function datasourceAccessDenied(
  dataset: Pick<DatasetSummary, 'id' | 'schema' | 'table_name'>,
): SupersetErrorsException {
  return new SupersetErrorsException(403, [datasourceAccessError(dataset)]);
}
