/**
 * What the dataset commands take: the bodies of the dataset API's writes, as
 * routes/dataset/datasetSchemas.ts validates them, and marshmallow's python_date_format rule.
 */

export interface ColumnBody {
  id?: number;
  column_name: string;
  type?: string | null;
  advanced_data_type?: string | null;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  extra?: string | null;
  filterable?: boolean;
  groupby?: boolean;
  is_active?: boolean | null;
  is_dttm?: boolean | null;
  python_date_format?: string | null;
  uuid?: string | null;
}

export interface MetricBody {
  id?: number;
  expression: string;
  description?: string | null;
  extra?: string | null;
  metric_name: string;
  metric_type?: string | null;
  d3format?: string | null;
  currency?: { symbol?: string; symbolPosition?: string } | null;
  verbose_name?: string | null;
  warning_text?: string | null;
  uuid?: string | null;
}

/** POST /api/v1/dataset/ (its `columns` are Tessera's, see the route's schema). */
export interface PostBody {
  database: number;
  catalog?: string | null;
  schema?: string | null;
  table_name: string;
  sql?: string | null;
  owners?: number[];
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  template_params?: string | null;
  uuid?: string | null;
  columns?: ColumnBody[];
}

/** PUT /api/v1/dataset/<pk>. */
export interface PutBody {
  table_name?: string | null;
  database_id?: number;
  sql?: string | null;
  filter_select_enabled?: boolean | null;
  fetch_values_predicate?: string | null;
  catalog?: string | null;
  schema?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  normalize_columns?: boolean | null;
  always_filter_main_dttm?: boolean;
  offset?: number | null;
  default_endpoint?: string | null;
  cache_timeout?: number | null;
  is_sqllab_view?: boolean | null;
  template_params?: string | null;
  owners?: number[];
  columns?: ColumnBody[];
  metrics?: MetricBody[];
  extra?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  uuid?: string | null;
}

/** marshmallow's python_date_format check: epoch_s, epoch_ms, or an ISO-like strftime pattern. */
const PYTHON_DATE_FORMAT = /^(epoch_s|epoch_ms|(%Y(-%m(-%d)?)?)([\sT](%H(:%M(:%S(\.%f)?)?)?))?)$/;

export function isValidPythonDateFormat(value: string): boolean {
  return PYTHON_DATE_FORMAT.test(value);
}
