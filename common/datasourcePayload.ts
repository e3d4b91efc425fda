/**
 * The datasource ("data") payload of a dataset, as Superset's SqlaTable.data builds it for Explore
 * (GET /api/v1/explore/ `dataset`), /superset/fetch_datasource_metadata and POST /api/v1/dataset/
 * `data` (reference superset-api-charts-dashboards §2.4–2.6). The embedded server sends exactly
 * this; the client reads it leniently (src/api/datasourceTypes.ts), as a real Superset may leave keys out.
 */
import type { GenericDataType } from './genericDataTypes';
import type { JsonValue } from './json';

export interface DatasetOwner {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
}

export interface DatasourceColumnPayload {
  id: number;
  uuid: string;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  filterable: boolean;
  groupby: boolean;
  is_dttm: boolean;
  python_date_format: string | null;
  type: string | null;
  type_generic: GenericDataType | null;
  advanced_data_type: string | null;
  is_certified: boolean;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
}

export interface DatasourceMetricPayload {
  id: number;
  uuid: string;
  metric_name: string;
  verbose_name: string | null;
  expression: string;
  d3format: string | null;
  currency: JsonValue;
  description: string | null;
  warning_text: string | null;
  is_certified: boolean;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
}

export interface DatasourceDatabasePayload {
  id: number;
  name: string;
  database_name: string;
  backend: string;
  configuration_method: string;
  allows_subquery: boolean;
  allows_cost_estimate: boolean;
  allows_virtual_table_explore: boolean;
  explore_database_id: number;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  allow_multi_catalog: boolean;
}

export interface DatasourcePayload {
  id: number;
  uid: string;
  type: 'table';
  name: string;
  datasource_name: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  description: string | null;
  database: DatasourceDatabasePayload;
  default_endpoint: string | null;
  filter_select: boolean;
  filter_select_enabled: boolean;
  offset: number;
  cache_timeout: number | null;
  params: null;
  perm: string;
  edit_url: string;
  sql: string | null;
  columns: DatasourceColumnPayload[];
  metrics: DatasourceMetricPayload[];
  column_names: string[];
  column_types: GenericDataType[];
  column_formats: Record<string, string>;
  currency_formats: Record<string, JsonValue>;
  verbose_map: Record<string, string>;
  order_by_choices: Array<[string, string]>;
  owners: DatasetOwner[];
  select_star: string;
  granularity_sqla: Array<[string, string]>;
  time_grain_sqla: Array<[string, string]>;
  main_dttm_col: string | null;
  fetch_values_predicate: string | null;
  template_params: string | null;
  is_sqllab_view: boolean;
  health_check_message: null;
  extra: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
}
