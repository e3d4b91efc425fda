/**
 * The YAML documents of an export bundle, built from stored records (pure): one per database,
 * dataset, chart and dashboard, with the keys Superset's exporters write and uuids linking them.
 */
import type { ChartRecord } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import type { DatabaseRecord } from '../../store/databases';
import type { DatasetRecord } from '../../store/datasets';
import { BUNDLE_VERSION } from './bundleNames';
import { maskUriPassword } from './databaseUri';

type Json = Record<string, unknown>;

function parseObject(text: string | null): Json {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

/** `extra` as Superset's exporter writes it: the upload schema list under its v1 (`csv`) name. */
function exportedDatabaseExtra(text: string): Json {
  const extra = parseObject(text);
  if ('schemas_allowed_for_file_upload' in extra) {
    extra.schemas_allowed_for_csv_upload = extra.schemas_allowed_for_file_upload;
    delete extra.schemas_allowed_for_file_upload;
  }
  return extra;
}

export function databaseConfig(database: DatabaseRecord): Json {
  return {
    database_name: database.database_name,
    // The embedded engines hold no credentials; a password would leave only as Superset's mask.
    sqlalchemy_uri: maskUriPassword(`${database.backend}://`),
    cache_timeout: null,
    expose_in_sqllab: database.expose_in_sqllab,
    allow_run_async: database.allow_run_async,
    allow_ctas: database.allow_ctas,
    allow_cvas: database.allow_cvas,
    allow_dml: database.allow_dml,
    allow_csv_upload: database.allow_file_upload,
    extra: exportedDatabaseExtra(database.extra),
    uuid: database.uuid,
    version: BUNDLE_VERSION,
  };
}

export function datasetConfig(dataset: DatasetRecord, databaseUuid: string): Json {
  return {
    table_name: dataset.table_name,
    main_dttm_col: dataset.main_dttm_col,
    description: dataset.description,
    default_endpoint: dataset.default_endpoint,
    offset: dataset.offset,
    cache_timeout: dataset.cache_timeout,
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: dataset.sql,
    params: null,
    template_params: dataset.template_params,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    extra: dataset.extra,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    uuid: dataset.uuid,
    metrics: dataset.metrics.map((metric) => ({
      metric_name: metric.metric_name,
      verbose_name: metric.verbose_name,
      metric_type: metric.metric_type,
      expression: metric.expression,
      description: metric.description,
      d3format: metric.d3format,
      currency: metric.currency,
      extra: parseObject(metric.extra),
      warning_text: metric.warning_text,
    })),
    columns: dataset.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name,
      is_dttm: column.is_dttm,
      is_active: column.is_active,
      type: column.type,
      advanced_data_type: column.advanced_data_type,
      groupby: column.groupby,
      filterable: column.filterable,
      expression: column.expression,
      description: column.description,
      python_date_format: column.python_date_format,
      extra: parseObject(column.extra),
    })),
    version: BUNDLE_VERSION,
    database_uuid: databaseUuid,
  };
}

export function chartConfig(chart: ChartRecord, datasetUuid: string): Json {
  return {
    slice_name: chart.slice_name,
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    viz_type: chart.viz_type,
    params: parseObject(chart.params),
    query_context: chart.query_context,
    cache_timeout: chart.cache_timeout,
    uuid: chart.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: datasetUuid,
  };
}

/** Native filter targets name datasets by uuid in a bundle (ids differ between servers). */
function exportMetadata(text: string | null, datasetUuidById: ReadonlyMap<number, string>): Json {
  const metadata = parseObject(text);
  delete metadata.positions;
  const filters = metadata.native_filter_configuration;
  if (Array.isArray(filters)) {
    for (const filter of filters) {
      const targets = (filter as { targets?: unknown }).targets;
      if (!Array.isArray(targets)) continue;
      for (const target of targets as Json[]) {
        const uuid = typeof target.datasetId === 'number' ? datasetUuidById.get(target.datasetId) : undefined;
        if (uuid === undefined) continue;
        delete target.datasetId;
        target.datasetUuid = uuid;
      }
    }
  }
  return metadata;
}

export function dashboardConfig(
  dashboard: DashboardRecord,
  chartUuidById: ReadonlyMap<number, string>,
  datasetUuidById: ReadonlyMap<number, string>,
): Json {
  const position = parseObject(dashboard.position_json);
  for (const component of Object.values(position)) {
    const meta = (component as { type?: unknown; meta?: Json } | null)?.meta;
    if ((component as { type?: unknown }).type !== 'CHART' || !meta) continue;
    const uuid = typeof meta.chartId === 'number' ? chartUuidById.get(meta.chartId) : undefined;
    if (uuid !== undefined) meta.uuid = uuid;
  }
  return {
    dashboard_title: dashboard.dashboard_title,
    description: null,
    css: dashboard.css,
    slug: dashboard.slug,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    published: dashboard.published,
    uuid: dashboard.uuid,
    position,
    metadata: exportMetadata(dashboard.json_metadata, datasetUuidById),
    version: BUNDLE_VERSION,
  };
}
