/**
 * A bundle document's fields as this server stores them (pure): Superset's import schemas accept
 * extra keys and nulls, so every field is read defensively and JSON-typed ones are re-encoded.
 */
import type { QueryFormData } from '../../../common/queryObject';
import { savedQueryContextText } from '../chart/chartQueryContext';
import type { ChartFields } from '../../store/charts';
import type { DashboardFields } from '../../store/dashboards';
import type { DatasetColumnInput, DatasetMetricInput, NewDataset } from '../../store/datasets';
import type { Json } from './parseBundle';
import type { DatabaseSettings } from './importQueries';

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : String(value);
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A JSON-typed field: objects are encoded, text kept as it is. */
function jsonText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function entries(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
}

function columnInput(column: Json): DatasetColumnInput {
  return {
    column_name: String(column.column_name ?? ''),
    verbose_name: text(column.verbose_name),
    type: text(column.type)?.toUpperCase() ?? null,
    is_dttm: flag(column.is_dttm, false),
    is_active: flag(column.is_active, true),
    groupby: flag(column.groupby, true),
    filterable: flag(column.filterable, true),
    expression: text(column.expression),
    description: text(column.description),
    python_date_format: text(column.python_date_format),
    extra: jsonText(column.extra),
    advanced_data_type: text(column.advanced_data_type),
  };
}

function metricInput(metric: Json): DatasetMetricInput {
  return {
    metric_name: String(metric.metric_name ?? ''),
    expression: String(metric.expression ?? ''),
    verbose_name: text(metric.verbose_name),
    metric_type: text(metric.metric_type),
    d3format: text(metric.d3format),
    currency: jsonText(metric.currency),
    description: text(metric.description),
    warning_text: text(metric.warning_text),
    extra: jsonText(metric.extra),
  };
}

export function newDataset(config: Json, databaseId: number, userId: number): NewDataset {
  return {
    uuid: String(config.uuid),
    database_id: databaseId,
    table_name: String(config.table_name),
    catalog: text(config.catalog),
    schema: text(config.schema),
    sql: text(config.sql),
    description: text(config.description),
    main_dttm_col: text(config.main_dttm_col),
    offset: integer(config.offset) ?? 0,
    default_endpoint: text(config.default_endpoint),
    cache_timeout: integer(config.cache_timeout),
    template_params: jsonText(config.template_params),
    filter_select_enabled: flag(config.filter_select_enabled, true),
    fetch_values_predicate: text(config.fetch_values_predicate),
    normalize_columns: flag(config.normalize_columns, false),
    always_filter_main_dttm: flag(config.always_filter_main_dttm, false),
    extra: jsonText(config.extra),
    owner_ids: [userId],
    created_by_fk: userId,
    columns: entries(config.columns)
      .filter((column) => typeof column.column_name === 'string' && column.column_name !== '')
      .map(columnInput),
    metrics: entries(config.metrics)
      .filter((metric) => typeof metric.metric_name === 'string' && typeof metric.expression === 'string')
      .map(metricInput),
  };
}

/**
 * The chart on the dataset `datasetId`: its form data names the new datasource, and its query
 * context (which named the old one) is built again from that form data.
 */
export function chartFields(config: Json, datasetId: number, tableName: string | null): ChartFields {
  const params = typeof config.params === 'object' && config.params !== null ? { ...(config.params as Json) } : {};
  params.datasource = `${datasetId}__table`;
  return {
    slice_name: String(config.slice_name),
    viz_type: String(config.viz_type),
    params: JSON.stringify(params),
    query_context: savedQueryContextText({ ...params, viz_type: String(config.viz_type) } as QueryFormData),
    description: text(config.description),
    cache_timeout: integer(config.cache_timeout),
    certified_by: text(config.certified_by),
    certification_details: text(config.certification_details),
    datasource_id: datasetId,
    datasource_type: 'table',
    datasource_name: tableName,
    is_managed_externally: flag(config.is_managed_externally, false),
    external_url: text(config.external_url),
  };
}

export function dashboardFields(config: Json): DashboardFields {
  return {
    dashboard_title: text(config.dashboard_title) ?? '',
    // An empty slug names nothing (and would clash with the next one): stored as none.
    slug: text(config.slug) || null,
    css: text(config.css),
    published: flag(config.published, false),
    certified_by: text(config.certified_by),
    certification_details: text(config.certification_details),
    is_managed_externally: flag(config.is_managed_externally, false),
    external_url: text(config.external_url),
  };
}

const DATABASE_FLAGS = ['expose_in_sqllab', 'allow_run_async', 'allow_ctas', 'allow_cvas', 'allow_dml'] as const;

/**
 * The settings a database document overwrites (only those it gives): bundles name the upload flag
 * and its schema list with `csv` (Superset's v1 format), stored here under their `file` names.
 */
export function databaseSettings(config: Json): DatabaseSettings {
  const settings: DatabaseSettings = {};
  for (const key of DATABASE_FLAGS) if (typeof config[key] === 'boolean') settings[key] = config[key];
  const upload = config.allow_csv_upload ?? config.allow_file_upload;
  if (typeof upload === 'boolean') settings.allow_file_upload = upload;
  if (typeof config.extra === 'object' && config.extra !== null && !Array.isArray(config.extra)) {
    const extra: Json = { ...(config.extra as Json) };
    const schemas = extra.schemas_allowed_for_csv_upload ?? extra.schemas_allowed_for_file_upload;
    delete extra.schemas_allowed_for_csv_upload;
    if (schemas !== undefined) extra.schemas_allowed_for_file_upload = schemas;
    settings.extra = JSON.stringify(extra);
  }
  return settings;
}
