/**
 * Superset's UpdateDatasetCommand: fields, columns and metrics; `override_columns` replaces the
 * columns and refreshes them from the source.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError } from '../../errors';
import type { DatasetColumnInput, DatasetMetricInput, DatasetPatch, DatasetRecord } from '../../store/datasets';
import type { ColumnBody, MetricBody, PutBody } from './datasetBodies';
import {
  checkDateFormats,
  datasetExistsMessage,
  FieldErrorList,
  readSource,
  resolveOwners,
  sourceColumns,
  TABLE_FIELD,
  tableNotFoundMessage,
} from './datasetCommandChecks';
import {
  firstTemporalColumn,
  genericTypeOfName,
  mergeColumns,
  overrideColumns,
  withCountMetric,
} from './datasetSource';
import { changedDatasetSourceAccessRefusal } from './datasetSourceAccess';

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
