/**
 * The dataset contract shared by the dataset API, the chart data API and explore. A dataset is
 * Superset's SqlaTable: a physical table (`sql` null) or a virtual one (a SELECT in `sql`), with
 * its columns and saved metrics. Repository: `server/store/datasets.ts` (DatasetRepository).
 */
import type { GenericType } from '../engines/types';

export interface DatasetColumnRecord {
  id: number;
  column_name: string;
  verbose_name: string | null;
  /** The engine's type name, upper case; null for a computed column whose type is unknown. */
  type: string | null;
  type_generic: GenericType | null;
  is_dttm: boolean;
  /** SQL expression of a computed column; null or '' for a physical column. */
  expression: string | null;
  groupby: boolean;
  filterable: boolean;
  is_active: boolean;
  python_date_format: string | null;
  description: string | null;
  extra: string | null;
  advanced_data_type: string | null;
  uuid: string;
}

export interface DatasetMetricRecord {
  id: number;
  metric_name: string;
  verbose_name: string | null;
  /** A single SQL aggregate expression, e.g. `COUNT(*)` or `SUM("num")`. */
  expression: string;
  metric_type: string | null;
  d3format: string | null;
  currency: string | null;
  description: string | null;
  warning_text: string | null;
  extra: string | null;
  uuid: string;
}

export interface DatasetRecord {
  id: number;
  uuid: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  /** Virtual datasets: the SELECT; physical: null. */
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  offset: number;
  default_endpoint: string | null;
  cache_timeout: number | null;
  is_sqllab_view: boolean;
  /** JSON text of the template parameters of a virtual dataset, or null. */
  template_params: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  is_managed_externally: boolean;
  external_url: string | null;
  extra: string | null;
  owner_ids: number[];
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: Date;
  changed_on: Date;
  columns: DatasetColumnRecord[];
  metrics: DatasetMetricRecord[];
}
