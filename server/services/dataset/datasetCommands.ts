/**
 * Superset's dataset commands: create (physical or virtual, columns read from the source), update
 * (fields, columns and metrics; `override_columns` replaces the columns and refreshes them from the
 * source), refresh, and delete. Validation failures are 422 `{"message": {field: [reasons]}}`
 * (DatasetInvalidError); a source that cannot be read is 422 `{"message": reason}`.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, type FieldErrors } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { DatasetColumnInput, DatasetMetricInput, DatasetPatch, DatasetRecord } from '../../store/datasets';
import { datasetPermissionView, schemaPermissionView } from './datasetAccess';
import {
  isValidPythonDateFormat,
  type ColumnBody,
  type MetricBody,
  type PostBody,
  type PutBody,
} from './datasetBodies';
import {
  COUNT_METRIC,
  DatasetSourceError,
  firstTemporalColumn,
  genericTypeOfName,
  mergeColumns,
  overrideColumns,
  physicalColumns,
  virtualColumns,
  withCountMetric,
} from './datasetSource';
import { changedDatasetSourceAccessRefusal, datasetSourceAccessRefusal } from './datasetSourceAccess';

export const REFRESH_FAILED_MESSAGE = 'Dataset could not be updated.';

class FieldErrorList {
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

function tableNotFoundMessage(table: { catalog?: string | null; schema?: string | null; table_name: string }): string {
  return `Table [${qualifiedName(table)}] could not be found, please double check your database connection, schema, and table name`;
}

/** The field Superset 6.1's dataset validation errors about the table are keyed by. */
const TABLE_FIELD = 'table';

/** Superset's populate_owners: the given users (all must exist), plus the caller unless admin or listed. */
async function resolveOwners(
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
async function readSource<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DatasetSourceError) throw new HttpError(422, error.message);
    throw error;
  }
}

async function sourceColumns(
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

async function registerPermissions(
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
function checkDateFormats(columns: readonly ColumnBody[] | undefined): void {
  const errors: FieldErrors = {};
  columns?.forEach((column, index) => {
    if (column.python_date_format && !isValidPythonDateFormat(column.python_date_format)) {
      errors[String(index)] = { python_date_format: ['Invalid date/timestamp format'] };
    }
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, { columns: errors });
}

/** CreateDatasetCommand: validates, reads the source's columns, stores the dataset with `count`. */
export async function createDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: PostBody,
): Promise<DatasetRecord> {
  checkDateFormats(body.columns);
  const errors = new FieldErrorList();
  const schema = body.schema ?? null;
  const catalog = body.catalog ?? null;
  const sql = body.sql || null;
  if (await app.store.datasets.findByTable(body.database, schema, body.table_name, catalog)) {
    errors.add(TABLE_FIELD, datasetExistsMessage({ catalog, schema, table_name: body.table_name }));
  }
  const database = await app.store.databases.findById(body.database);
  if (!database) errors.add('database', 'Database does not exist');
  let columns: DatasetColumnInput[] | null = null;
  if (database && !sql) {
    columns = await readSource(() =>
      sourceColumns(app, user, {
        database_id: database.id,
        schema,
        table_name: body.table_name,
        sql: null,
        template_params: null,
      }),
    );
    if (!columns) errors.add(TABLE_FIELD, tableNotFoundMessage({ catalog, schema, table_name: body.table_name }));
  }
  const source = { sql, schema, table_name: body.table_name, template_params: body.template_params ?? null };
  const refused = database ? await datasetSourceAccessRefusal(app, user, database, source) : null;
  if (refused) errors.add(refused.field, refused.error.message);
  const ownerIds = await resolveOwners(app, user, body.owners, true, errors);
  errors.throwIfAny();
  if (!database) throw new Error('unreachable: database checked above');

  if (sql) {
    columns = await readSource(() =>
      sourceColumns(app, user, {
        database_id: database.id,
        schema,
        table_name: body.table_name,
        sql,
        template_params: body.template_params ?? null,
      }),
    );
  }
  const stored = columns ?? [];
  const dataset = await app.store.datasets.create({
    database_id: database.id,
    catalog,
    schema,
    table_name: body.table_name,
    sql,
    template_params: body.template_params ?? null,
    normalize_columns: body.normalize_columns ?? false,
    always_filter_main_dttm: body.always_filter_main_dttm ?? false,
    is_managed_externally: body.is_managed_externally ?? false,
    external_url: body.external_url ?? null,
    uuid: body.uuid ?? undefined,
    main_dttm_col: firstTemporalColumn(stored),
    owner_ids: ownerIds,
    created_by_fk: user.id,
    columns: stored,
    metrics: [{ ...COUNT_METRIC }],
  });
  await registerPermissions(app, dataset, database);
  return dataset;
}

function columnInput(column: ColumnBody, isNew: boolean): DatasetColumnInput {
  const input: DatasetColumnInput = { column_name: column.column_name };
  if (column.id !== undefined && !isNew) input.id = column.id;
  if (column.type !== undefined) {
    input.type = column.type;
    input.type_generic = genericTypeOfName(column.type);
  }
  if (column.advanced_data_type !== undefined) input.advanced_data_type = column.advanced_data_type;
  if (column.verbose_name !== undefined) input.verbose_name = column.verbose_name;
  if (column.description !== undefined) input.description = column.description;
  if (column.expression !== undefined) input.expression = column.expression;
  if (column.extra !== undefined) input.extra = column.extra;
  if (column.filterable !== undefined) input.filterable = column.filterable;
  if (column.groupby !== undefined) input.groupby = column.groupby;
  if (column.is_active !== undefined && column.is_active !== null) input.is_active = column.is_active;
  if (column.is_dttm !== undefined && column.is_dttm !== null) input.is_dttm = column.is_dttm;
  if (column.python_date_format !== undefined) input.python_date_format = column.python_date_format;
  if (column.uuid) input.uuid = column.uuid;
  return input;
}

function metricInput(metric: MetricBody): DatasetMetricInput {
  const input: DatasetMetricInput = { metric_name: metric.metric_name, expression: metric.expression };
  if (metric.id !== undefined) input.id = metric.id;
  if (metric.description !== undefined) input.description = metric.description;
  if (metric.extra !== undefined) input.extra = metric.extra;
  if (metric.metric_type !== undefined) input.metric_type = metric.metric_type;
  if (metric.d3format !== undefined) input.d3format = metric.d3format;
  if (metric.currency !== undefined) input.currency = metric.currency === null ? null : JSON.stringify(metric.currency);
  if (metric.verbose_name !== undefined) input.verbose_name = metric.verbose_name;
  if (metric.warning_text !== undefined) input.warning_text = metric.warning_text;
  if (metric.uuid) input.uuid = metric.uuid;
  return input;
}

function hasDuplicates(names: readonly string[]): boolean {
  return new Set(names).size !== names.length;
}

/** UpdateDatasetCommand's checks of the given columns or metrics against the stored ones. */
function checkChildren(
  field: 'columns' | 'metrics',
  given: ReadonlyArray<{ id?: number; name: string }>,
  stored: ReadonlyArray<{ id: number; name: string }>,
  override: boolean,
  errors: FieldErrorList,
): void {
  const noun = field;
  if (hasDuplicates(given.map((item) => item.name))) errors.add(field, `One or more ${noun} are duplicated`);
  const storedIds = new Set(stored.map((item) => item.id));
  if (!override && given.some((item) => item.id !== undefined && !storedIds.has(item.id)))
    errors.add(field, `One or more ${noun} do not exist`);
  const storedNames = new Set(stored.map((item) => item.name));
  if (!override && given.some((item) => item.id === undefined && storedNames.has(item.name)))
    errors.add(field, `One or more ${noun} already exist`);
}

const COPIED_FIELDS = [
  'sql',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'default_endpoint',
  'cache_timeout',
  'template_params',
  'extra',
  'external_url',
] as const;
const NOT_NULL_FIELDS = [
  'table_name',
  'filter_select_enabled',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'is_sqllab_view',
  'is_managed_externally',
] as const;

function fieldsPatch(body: PutBody): DatasetPatch {
  const patch: Record<string, unknown> = {};
  for (const field of COPIED_FIELDS) if (body[field] !== undefined) patch[field] = body[field];
  for (const field of NOT_NULL_FIELDS)
    if (body[field] !== undefined && body[field] !== null) patch[field] = body[field];
  return patch as DatasetPatch;
}

/** UpdateDatasetCommand (the caller has checked that the user may change the dataset). */
export async function updateDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dataset: DatasetRecord,
  body: PutBody,
  override: boolean,
): Promise<DatasetRecord> {
  checkDateFormats(body.columns);
  const errors = new FieldErrorList();
  const tableName = body.table_name ?? dataset.table_name;
  if (tableName !== dataset.table_name) {
    const other = await app.store.datasets.findByTable(dataset.database_id, dataset.schema, tableName, dataset.catalog);
    if (other && other.id !== dataset.id)
      errors.add(
        TABLE_FIELD,
        datasetExistsMessage({ catalog: dataset.catalog, schema: dataset.schema, table_name: tableName }),
      );
  }
  if (body.database_id !== undefined && body.database_id !== dataset.database_id)
    errors.add('database', 'Database not allowed to change');
  const ownerIds = body.owners === undefined ? undefined : await resolveOwners(app, user, body.owners, false, errors);
  if (body.columns) {
    const given = body.columns.map((column) => ({ id: column.id, name: column.column_name }));
    checkChildren(
      'columns',
      given,
      dataset.columns.map((column) => ({ id: column.id, name: column.column_name })),
      override,
      errors,
    );
  }
  if (body.metrics) {
    const given = body.metrics.map((metric) => ({ id: metric.id, name: metric.metric_name }));
    checkChildren(
      'metrics',
      given,
      dataset.metrics.map((metric) => ({ id: metric.id, name: metric.metric_name })),
      false,
      errors,
    );
  }
  const refused = await changedDatasetSourceAccessRefusal(app, user, dataset, body);
  if (refused) errors.add(refused.field, refused.error.message);
  errors.throwIfAny();

  const patch: DatasetPatch = { ...fieldsPatch(body), changed_by_fk: user.id };
  if (ownerIds) patch.owner_ids = ownerIds;
  if (body.metrics) patch.metrics = body.metrics.map(metricInput);
  if (body.columns && !override) patch.columns = body.columns.map((column) => columnInput(column, false));
  if (override) {
    const next = { ...dataset, ...patch } as DatasetRecord;
    const fresh = await readSource(() => sourceColumns(app, user, next));
    if (!fresh) throw new HttpError(422, tableNotFoundMessage(next));
    patch.columns = body.columns
      ? overrideColumns(
          body.columns.map((column) => columnInput(column, true)),
          fresh,
        )
      : mergeColumns(dataset.columns, fresh);
    patch.metrics ??= withCountMetric(dataset.metrics);
    if (!next.main_dttm_col) patch.main_dttm_col = firstTemporalColumn(fresh);
  }
  const updated = await app.store.datasets.update(dataset.id, patch);
  if (!updated) throw new HttpError(404, 'Not found');
  return updated;
}

/** RefreshDatasetCommand: re-reads the columns from the source and adds `count` when missing. */
export async function refreshDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dataset: DatasetRecord,
): Promise<void> {
  let fresh: DatasetColumnInput[] | null;
  try {
    fresh = await sourceColumns(app, user, dataset);
  } catch (error) {
    if (error instanceof DatasetSourceError) throw new HttpError(422, REFRESH_FAILED_MESSAGE);
    throw error;
  }
  if (!fresh) throw new HttpError(422, REFRESH_FAILED_MESSAGE);
  const columns = mergeColumns(dataset.columns, fresh);
  await app.store.datasets.update(dataset.id, {
    columns,
    metrics: withCountMetric(dataset.metrics),
    main_dttm_col: dataset.main_dttm_col ?? firstTemporalColumn(fresh),
    changed_by_fk: user.id,
  });
}
