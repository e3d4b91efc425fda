/**
 * Datasets in the dataset API's shapes: a list row (DatasetRestApi.list_columns) and the full
 * show result (show_columns, reference §2.6), with owners and audit users by name.
 */
import type { DatabaseRecord, MetadataStore, UserRecord } from '../../store';
import type { DatasetRecord, DatasetSummary } from '../../store/datasets';
import { pythonIsoFormat } from '../../http/bootstrapData';
import {
  columnFormats,
  currencyFormats,
  datasetSelectStar,
  GENERIC_TYPE_CODES,
  granularityChoices,
  orderByChoices,
  timeGrainsOf,
  verboseMap,
  type DatasetOwner,
} from '../../services/datasource/datasourcePayload';
import { datasetFullName } from '../../services/dataset/datasetAccess';
import { humanizeDelta } from '../../http/humanize';

export type UserDirectory = ReadonlyMap<number, UserRecord>;

/** The users the datasets name (owners, creators, last editors), by id. */
export async function loadDatasetUsers(
  store: MetadataStore,
  datasets: readonly DatasetSummary[],
): Promise<UserDirectory> {
  const ids = new Set<number>();
  for (const dataset of datasets) {
    for (const id of dataset.owner_ids) ids.add(id);
    if (dataset.created_by_fk !== null) ids.add(dataset.created_by_fk);
    if (dataset.changed_by_fk !== null) ids.add(dataset.changed_by_fk);
  }
  const users = new Map<number, UserRecord>();
  for (const id of ids) {
    const user = await store.users.findById(id);
    if (user) users.set(id, user);
  }
  return users;
}

/** The owners with their names (owners whose user is gone are left out). */
export function datasetOwners(dataset: Pick<DatasetSummary, 'owner_ids'>, users: UserDirectory): DatasetOwner[] {
  return dataset.owner_ids.flatMap((id) => {
    const user = users.get(id);
    return user
      ? [{ id, first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email }]
      : [];
  });
}

function ownerNames(dataset: Pick<DatasetSummary, 'owner_ids'>, users: UserDirectory) {
  return datasetOwners(dataset, users).map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
}

function userNames(id: number | null, users: UserDirectory): { first_name: string; last_name: string } | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
}

/** AuditMixin's `changed_on_utc`: `YYYY-MM-DDTHH:MM:SS.ffffff+0000`. */
function utcText(date: Date): string {
  return date.toISOString().replace('Z', '000+0000');
}

function datasetKind(dataset: Pick<DatasetSummary, 'sql'>): 'virtual' | 'physical' {
  return dataset.sql ? 'virtual' : 'physical';
}

function exploreUrl(dataset: Pick<DatasetSummary, 'id' | 'default_endpoint'>): string {
  return dataset.default_endpoint || `/explore/?datasource_type=table&datasource_id=${dataset.id}`;
}

/** One row of GET /api/v1/dataset/. */
export function datasetListItem(
  dataset: DatasetSummary,
  database: DatabaseRecord,
  users: UserDirectory,
  now: Date,
): Record<string, unknown> {
  const changedBy = dataset.changed_by_fk === null ? undefined : users.get(dataset.changed_by_fk);
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    catalog: dataset.catalog,
    database: { id: database.id, database_name: database.database_name },
    changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
    changed_by: changedBy
      ? { id: changedBy.id, first_name: changedBy.first_name, last_name: changedBy.last_name }
      : null,
    changed_on_utc: utcText(dataset.changed_on),
    changed_on_delta_humanized: humanizeDelta(dataset.changed_on, now),
    default_endpoint: dataset.default_endpoint,
    description: dataset.description,
    datasource_type: 'table',
    explore_url: exploreUrl(dataset),
    extra: dataset.extra,
    kind: datasetKind(dataset),
    owners: ownerNames(dataset, users),
    schema: dataset.schema,
    sql: dataset.sql,
    table_name: dataset.table_name,
  };
}

function parsedCurrency(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The result of GET /api/v1/dataset/<pk> (before any `columns` selection). */
export function datasetShowResult(
  dataset: DatasetRecord,
  database: DatabaseRecord,
  users: UserDirectory,
  now: Date,
): Record<string, unknown> {
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    uid: `${dataset.id}__table`,
    database: { id: database.id, database_name: database.database_name, backend: database.backend },
    table_name: dataset.table_name,
    datasource_name: dataset.table_name,
    name: datasetFullName(dataset),
    sql: dataset.sql,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    catalog: dataset.catalog,
    schema: dataset.schema,
    description: dataset.description,
    main_dttm_col: dataset.main_dttm_col,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    offset: dataset.offset,
    default_endpoint: dataset.default_endpoint,
    cache_timeout: dataset.cache_timeout,
    is_sqllab_view: dataset.is_sqllab_view,
    template_params: dataset.template_params,
    select_star: datasetSelectStar(dataset),
    owners: ownerNames(dataset, users),
    columns: dataset.columns.map((column) => ({
      id: column.id,
      uuid: column.uuid,
      column_name: column.column_name,
      verbose_name: column.verbose_name,
      description: column.description,
      expression: column.expression,
      filterable: column.filterable,
      groupby: column.groupby,
      is_active: column.is_active,
      is_dttm: column.is_dttm,
      python_date_format: column.python_date_format,
      type: column.type,
      type_generic: column.type_generic === null ? null : GENERIC_TYPE_CODES[column.type_generic],
      advanced_data_type: column.advanced_data_type,
      extra: column.extra,
    })),
    metrics: dataset.metrics.map((metric) => ({
      id: metric.id,
      uuid: metric.uuid,
      metric_name: metric.metric_name,
      verbose_name: metric.verbose_name,
      expression: metric.expression,
      metric_type: metric.metric_type,
      d3format: metric.d3format,
      currency: parsedCurrency(metric.currency),
      description: metric.description,
      warning_text: metric.warning_text,
      extra: metric.extra,
    })),
    datasource_type: 'table',
    url: `/tablemodelview/edit/${dataset.id}`,
    extra: dataset.extra,
    kind: datasetKind(dataset),
    is_managed_externally: dataset.is_managed_externally,
    external_url: dataset.external_url,
    created_on: pythonIsoFormat(dataset.created_on),
    created_on_humanized: humanizeDelta(dataset.created_on, now),
    created_by: userNames(dataset.created_by_fk, users),
    changed_on: pythonIsoFormat(dataset.changed_on),
    changed_on_humanized: humanizeDelta(dataset.changed_on, now),
    changed_by: userNames(dataset.changed_by_fk, users),
    column_formats: columnFormats(dataset),
    currency_formats: currencyFormats(dataset),
    verbose_map: verboseMap(dataset),
    granularity_sqla: granularityChoices(dataset),
    time_grain_sqla: timeGrainsOf(database.backend),
    order_by_choices: orderByChoices(dataset),
  };
}
