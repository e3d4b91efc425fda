/**
 * The datasource ("data") payload of a dataset, as Superset's SqlaTable.data builds it for Explore
 * (GET /api/v1/explore/ `dataset`), /superset/fetch_datasource_metadata and POST /api/v1/dataset/
 * `data` (reference superset-api-charts-dashboards §2.4–2.6; wire types in common/datasourcePayload.ts).
 *
 * Usage: `datasourcePayload(await app.store.datasets.findById(id), await app.store.databases.findById(dataset.database_id))`;
 * pass the owners' names (`{id, first_name, last_name, username}`) as the third argument when known,
 * otherwise owners are listed by id alone. Pure: no I/O, the same input gives the same output.
 */
import type {
  DatasetOwner,
  DatasourceColumnPayload,
  DatasourceDatabasePayload,
  DatasourceMetricPayload,
  DatasourcePayload,
} from '../../../common/datasourcePayload';
import { GENERIC_TYPE_CODES, type GenericDataType } from '../../../common/genericDataTypes';
import type { JsonValue } from '../../../common/json';
import type { DatabaseRecord } from '../../store';
import type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from '../../store/datasets';
import { datasetFullName, datasetPermissionView } from '../dataset/datasetAccess';
import { engineInformationOf } from '../database/engineInformation';
import { selectStarSql } from '../database/tableMetadata';

export { GENERIC_TYPE_CODES } from '../../../common/genericDataTypes';
export type { DatasetOwner } from '../../../common/datasourcePayload';

/** The time grains each backend can truncate to (Superset's engine spec `_time_grain_expressions`), as [code, label]. */
const TIME_GRAINS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  duckdb: [
    ['PT1S', 'Second'],
    ['PT1M', 'Minute'],
    ['PT1H', 'Hour'],
    ['P1D', 'Day'],
    ['P1W', 'Week'],
    ['P1M', 'Month'],
    ['P3M', 'Quarter'],
    ['P1Y', 'Year'],
  ],
};

/** The grains of a backend's databases; none for a backend the server does not know. */
export function timeGrainsOf(backend: string): Array<[string, string]> {
  return (TIME_GRAINS[backend] ?? []).map(([code, label]): [string, string] => [code, label]);
}

function parseJson(text: string | null): JsonValue {
  if (!text) return null;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return null;
  }
}

interface Certification {
  is_certified: boolean;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
}

function textOf(value: JsonValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** Certification and warning from a column's or metric's `extra` JSON (Superset's CertificationMixin). */
export function certificationOf(extra: string | null): Certification {
  const parsed = parseJson(extra);
  const object = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  const certification = object.certification;
  const details =
    typeof certification === 'object' && certification !== null && !Array.isArray(certification) ? certification : null;
  return {
    is_certified: details !== null,
    certified_by: textOf(details?.certified_by),
    certification_details: textOf(details?.details),
    warning_markdown: textOf(object.warning_markdown),
  };
}

function columnPayload(column: DatasetColumnRecord): DatasourceColumnPayload {
  return {
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    expression: column.expression,
    filterable: column.filterable,
    groupby: column.groupby,
    is_dttm: column.is_dttm,
    python_date_format: column.python_date_format,
    type: column.type,
    type_generic: column.type_generic === null ? null : GENERIC_TYPE_CODES[column.type_generic],
    advanced_data_type: column.advanced_data_type,
    ...certificationOf(column.extra),
  };
}

function metricPayload(metric: DatasetMetricRecord): DatasourceMetricPayload {
  return {
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    expression: metric.expression,
    d3format: metric.d3format,
    currency: parseJson(metric.currency),
    description: metric.description,
    warning_text: metric.warning_text,
    ...certificationOf(metric.extra),
  };
}

/** `{__timestamp: 'Time', <metric>: verbose or name, <column>: verbose or name}`. */
export function verboseMap(dataset: Pick<DatasetRecord, 'columns' | 'metrics'>): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const metric of dataset.metrics) map[metric.metric_name] = metric.verbose_name || metric.metric_name;
  for (const column of dataset.columns) map[column.column_name] = column.verbose_name || column.column_name;
  return map;
}

/** Metric name → d3 format, for metrics that set one. */
export function columnFormats(dataset: Pick<DatasetRecord, 'metrics'>): Record<string, string> {
  return Object.fromEntries(
    dataset.metrics
      .filter((metric) => metric.d3format)
      .map((metric) => [metric.metric_name, metric.d3format as string]),
  );
}

/** Metric name → currency object, for metrics that set one. */
export function currencyFormats(dataset: Pick<DatasetRecord, 'metrics'>): Record<string, JsonValue> {
  const formats: Record<string, JsonValue> = {};
  for (const metric of dataset.metrics) {
    const currency = parseJson(metric.currency);
    if (currency !== null) formats[metric.metric_name] = currency;
  }
  return formats;
}

/** Every column name, sorted, each twice: `["col", true]` ascending and `["col", false]` descending (Python's json.dumps spacing). */
export function orderByChoices(dataset: Pick<DatasetRecord, 'columns'>): Array<[string, string]> {
  const names = dataset.columns.map((column) => column.column_name).sort();
  return names.flatMap((name): Array<[string, string]> => [
    [`[${JSON.stringify(name)}, true]`, `${name} [asc]`],
    [`[${JSON.stringify(name)}, false]`, `${name} [desc]`],
  ]);
}

/** The temporal columns (the main one added when it is not flagged), as [name, name] choices. */
export function granularityChoices(dataset: Pick<DatasetRecord, 'columns' | 'main_dttm_col'>): Array<[string, string]> {
  const names = dataset.columns.filter((column) => column.is_dttm).map((column) => column.column_name);
  if (dataset.main_dttm_col && !names.includes(dataset.main_dttm_col)) names.push(dataset.main_dttm_col);
  return names.map((name): [string, string] => [name, name]);
}

function databasePayload(database: DatabaseRecord): DatasourceDatabasePayload {
  return {
    id: database.id,
    name: database.database_name,
    database_name: database.database_name,
    backend: database.backend,
    configuration_method: 'sqlalchemy_form',
    allows_subquery: database.allows_subquery,
    allows_cost_estimate: database.allows_cost_estimate,
    allows_virtual_table_explore: database.allows_virtual_table_explore,
    explore_database_id: database.id,
    disable_data_preview: database.disable_data_preview,
    disable_drill_to_detail: database.disable_drill_to_detail,
    allow_multi_catalog: database.allow_multi_catalog,
  };
}

/** The dataset's `SELECT * … LIMIT 100` preview statement. */
export function datasetSelectStar(dataset: Pick<DatasetRecord, 'schema' | 'table_name'>): string {
  return selectStarSql(dataset.schema, dataset.table_name, null);
}

/** Explore's datasource payload of the dataset (see the file comment). */
export function datasourcePayload(
  dataset: DatasetRecord,
  database: DatabaseRecord,
  owners?: readonly DatasetOwner[],
): DatasourcePayload {
  const columns = dataset.columns.map(columnPayload);
  const columnTypes = [
    ...new Set(columns.map((column) => column.type_generic).filter((code): code is GenericDataType => code !== null)),
  ];
  return {
    id: dataset.id,
    uid: `${dataset.id}__table`,
    type: 'table',
    name: datasetFullName(dataset),
    datasource_name: dataset.table_name,
    table_name: dataset.table_name,
    catalog: dataset.catalog,
    schema: dataset.schema || null,
    description: dataset.description,
    database: databasePayload(database),
    default_endpoint: dataset.default_endpoint,
    filter_select: dataset.filter_select_enabled,
    filter_select_enabled: dataset.filter_select_enabled,
    offset: dataset.offset,
    cache_timeout: dataset.cache_timeout,
    params: null,
    perm: datasetPermissionView(database.database_name, dataset),
    edit_url: `/tablemodelview/edit/${dataset.id}`,
    sql: dataset.sql,
    columns,
    metrics: dataset.metrics.map(metricPayload),
    column_names: columns.map((column) => column.column_name).sort(),
    column_types: columnTypes,
    column_formats: columnFormats(dataset),
    currency_formats: currencyFormats(dataset),
    verbose_map: verboseMap(dataset),
    order_by_choices: orderByChoices(dataset),
    owners: owners ? owners.map((owner) => ({ ...owner })) : dataset.owner_ids.map((id) => ({ id })),
    select_star: datasetSelectStar(dataset),
    granularity_sqla: granularityChoices(dataset),
    time_grain_sqla: timeGrainsOf(database.backend),
    main_dttm_col: dataset.main_dttm_col,
    fetch_values_predicate: dataset.fetch_values_predicate,
    template_params: dataset.template_params,
    is_sqllab_view: dataset.is_sqllab_view,
    health_check_message: null,
    extra: dataset.extra,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
  };
}

/**
 * The payload as Superset 6.1's SqlaTable.data sends it (explore's `dataset`, the `data` of a new
 * dataset): not the keys only its dashboard payload has (column_names, column_types) nor
 * currency_formats; currency_code_column and folders (none here); its database as Database.data,
 * with the engine's information and no connection parameters.
 */
export function asTableData(payload: Record<string, unknown> | DatasourcePayload): Record<string, unknown> {
  const {
    column_names: _names,
    column_types: _types,
    currency_formats: _currencies,
    ...rest
  } = payload as Record<string, unknown>;
  const { database_name: _name, ...database } = (rest.database ?? {}) as Record<string, unknown>;
  return {
    ...rest,
    currency_code_column: null,
    folders: null,
    database: {
      ...database,
      engine_information: engineInformationOf(String(database.backend ?? '')),
      parameters: {},
      schema_options: {},
    },
  };
}
