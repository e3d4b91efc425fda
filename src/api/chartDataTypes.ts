/**
 * Wire shapes of Superset's chart data API (reference: superset-api-charts-dashboards.md §1).
 * Form data stays loosely typed (every viz type adds its own keys); the query context is strict.
 */
import type { SupersetError } from './types';

/** A chart's form data as Superset stores it in `params` (`datasource` is '<id>__<type>'). */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  slice_id?: number;
  [key: string]: unknown;
}

export type DatasourceType = 'table' | 'query' | 'saved_query' | 'view' | 'dataset';

export type Aggregate = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

export interface AdhocMetricSimple {
  expressionType: 'SIMPLE';
  aggregate: Aggregate;
  column: { column_name: string; type?: string | null; [key: string]: unknown };
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export interface AdhocMetricSql {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSql;
/** A saved metric's name or an adhoc metric. */
export type QueryMetric = string | AdhocMetric;

export interface AdhocColumn {
  expressionType: 'SQL';
  sqlExpression: string;
  label: string;
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string;
  isColumnReference?: boolean;
}
/** A column's name or an adhoc column. */
export type QueryColumn = string | AdhocColumn;

export type FilterOperator =
  | '=='
  | '!='
  | '>'
  | '<'
  | '>='
  | '<='
  | 'LIKE'
  | 'NOT LIKE'
  | 'ILIKE'
  | 'IS NULL'
  | 'IS NOT NULL'
  | 'IN'
  | 'NOT IN'
  | 'IS TRUE'
  | 'IS FALSE'
  | 'TEMPORAL_RANGE';

export type FilterValue = string | number | boolean | null;

export interface QueryObjectFilter {
  col: QueryColumn;
  op: FilterOperator;
  val?: FilterValue | FilterValue[];
  grain?: string;
  isExtra?: boolean;
}

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
}

export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export interface QueryObject {
  columns?: QueryColumn[];
  metrics?: QueryMetric[] | null;
  filters?: QueryObjectFilter[];
  extras?: QueryObjectExtras;
  time_range?: string;
  granularity?: string;
  is_timeseries?: boolean;
  orderby?: [QueryMetric | QueryColumn, boolean][];
  order_desc?: boolean;
  row_limit?: number;
  row_offset?: number;
  series_columns?: QueryColumn[];
  series_limit?: number;
  series_limit_metric?: QueryMetric;
  post_processing?: (PostProcessingRule | null)[];
  time_offsets?: string[];
  applied_time_extras?: Record<string, string>;
  url_params?: Record<string, string>;
  result_type?: ChartDataResultType;
}

export type ChartDataResultType = 'full' | 'results' | 'query' | 'samples' | 'columns' | 'drill_detail' | 'timegrains' | 'post_processed';
export type ChartDataResultFormat = 'json' | 'csv';

export interface QueryContext {
  datasource: { id: number; type: DatasourceType };
  queries: QueryObject[];
  force?: boolean;
  result_type?: ChartDataResultType;
  result_format?: ChartDataResultFormat;
  form_data?: QueryFormData;
}

/** 0 numeric, 1 string, 2 temporal (epoch ms values), 3 boolean. */
export type GenericDataType = 0 | 1 | 2 | 3;

export type ChartDataCell = string | number | boolean | null;

/** One entry of `result` (full/results types). */
export interface ChartDataQueryResult {
  cache_key?: string | null;
  cached_dttm?: string | null;
  is_cached?: boolean;
  status?: string;
  error?: string | null;
  stacktrace?: string | null;
  /** Superset errors of a failed query (the ErrorBox shows them by type). */
  errors?: SupersetError[];
  query?: string;
  colnames: string[];
  coltypes: GenericDataType[];
  data: Record<string, ChartDataCell>[];
  rowcount: number;
  sql_rowcount?: number;
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason: string }[];
  from_dttm?: number | null;
  to_dttm?: number | null;
  label_map?: Record<string, string[]>;
  warning?: string | null;
}

export interface ChartDataResponse {
  result: ChartDataQueryResult[];
}

/** The 202 reply of an async chart query (GLOBAL_ASYNC_QUERIES). */
export interface AsyncChartDataJob {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: string;
  result_url: string;
}
