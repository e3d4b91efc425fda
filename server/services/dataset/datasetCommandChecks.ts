/**
 * What the dataset commands share: field errors gathered into one 422 `{"message": {field:
 * [reasons]}}` (DatasetInvalidError), Superset's messages about the table, owners, the source's
 * columns (a source that cannot be read is 422 `{"message": reason}`), the permissions a new
 * dataset brings, and the python_date_format check.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, type FieldErrors } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { DatasetColumnInput, DatasetRecord } from '../../store/datasets';
import { datasetPermissionView, schemaPermissionView } from './datasetAccess';
import { isValidPythonDateFormat, type ColumnBody } from './datasetBodies';
import { DatasetSourceError, physicalColumns, virtualColumns } from './datasetSource';

export class FieldErrorList {
  readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new HttpError(422, this.errors);
  }
}

/** Superset's Table name in messages: catalog, schema and table, each URL-quoted, joined by dots. */
function qualifiedName(table: { catalog?: string | null; schema?: string | null; table_name: string }): string {
  return [table.catalog, table.schema, table.table_name]
    .filter((part): part is string => Boolean(part))
    .map((part) => encodeURIComponent(part).replace(/\./g, '%2E'))
    .join('.');
}

export function datasetExistsMessage(table: {
  catalog?: string | null;
  schema?: string | null;
  table_name: string;
}): string {
  return `Dataset ${qualifiedName(table)} already exists`;
}

export function tableNotFoundMessage(table: {
  catalog?: string | null;
  schema?: string | null;
  table_name: string;
}): string {
  return `Table [${qualifiedName(table)}] could not be found, please double check your database connection, schema, and table name`;
}

/** The field Superset 6.1's dataset validation errors about the table are keyed by. */
export const TABLE_FIELD = 'table';

/** Superset's populate_owners: the given users (all must exist), plus the caller unless admin or listed. */
export async function resolveOwners(
  app: FastifyInstance,
  user: AuthenticatedUser,
  ownerIds: readonly number[] | undefined,
  defaultToUser: boolean,
  errors: FieldErrorList,
): Promise<number[]> {
  const ids = [...new Set(ownerIds ?? [])];
  if (ids.length === 0 && defaultToUser) return [user.id];
  const owners = isAdmin(user) || ids.includes(user.id) ? [] : [user.id];
  for (const id of ids) {
    if (!(await app.store.users.findById(id))) {
      errors.add('owners', 'Owners are invalid');
      return [];
    }
    owners.push(id);
  }
  return owners;
}

/** Reads the source's columns; a failure is 422 with the engine's (or Superset's) reason. */
export async function readSource<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DatasetSourceError) throw new HttpError(422, error.message);
    throw error;
  }
}

export async function sourceColumns(
  app: FastifyInstance,
  user: AuthenticatedUser,
  source: {
    database_id: number;
    schema: string | null;
    table_name: string;
    sql: string | null;
    template_params: string | null;
  },
): Promise<DatasetColumnInput[] | null> {
  const engine = app.engines.get(source.database_id);
  if (!engine) return null;
  if (source.sql) {
    return virtualColumns(engine, source.sql, { schema: source.schema, templateParams: source.template_params, user });
  }
  return physicalColumns(engine, source.schema, source.table_name);
}

export async function registerPermissions(
  app: FastifyInstance,
  dataset: DatasetRecord,
  database: DatabaseRecord,
): Promise<void> {
  await app.store.roles.ensurePermissionView(
    'datasource_access',
    datasetPermissionView(database.database_name, dataset),
  );
  if (dataset.schema) {
    await app.store.roles.ensurePermissionView(
      'schema_access',
      schemaPermissionView(database.database_name, dataset.schema, dataset.catalog),
    );
  }
}

/** Superset's marshmallow check of python_date_format, a 400 like any schema error. */
export function checkDateFormats(columns: readonly ColumnBody[] | undefined): void {
  const errors: FieldErrors = {};
  columns?.forEach((column, index) => {
    if (column.python_date_format && !isValidPythonDateFormat(column.python_date_format)) {
      errors[String(index)] = { python_date_format: ['Invalid date/timestamp format'] };
    }
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, { columns: errors });
}
