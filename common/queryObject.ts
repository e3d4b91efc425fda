/**
 * Superset's chart data request (reference: superset-api-charts-dashboards.md §1): form data, the
 * query object and the query context around it. Form data stays loosely typed (every viz type adds
 * its own keys); the query context is strict.
 */
import type { AnnotationLayer } from './annotationLayer';

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
  | 'REGEX'
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

/** An adhoc filter as a filter's extra form data carries it. */
interface ExtraAdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  sqlExpression?: string;
  subject?: string;
  operator?: string;
  comparator?: FilterValue | FilterValue[];
}

/**
 * `extra_form_data`: what native and cross filters add to a chart's form data (reference §1.6).
 * A type alias (not an interface) so it is assignable where plain form-data records are expected.
 */
export type ExtraFormData = {
  filters?: QueryObjectFilter[];
  adhoc_filters?: ExtraAdhocFilter[];
  interactive_groupby?: unknown[];
  interactive_highlight?: unknown[];
  interactive_drilldown?: unknown[];
  custom_form_data?: unknown[];
  granularity?: string;
  granularity_sqla?: string;
  time_column?: string;
  time_grain?: string;
  time_range?: string;
  relative_start?: string;
  relative_end?: string;
  time_grain_sqla?: string;
};

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
  /** Count the rows the query would give instead (a server-paginated table's total). */
  is_rowcount?: boolean;
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
  /** Layers the server fetches `annotation_data` for (NATIVE and chart-sourced ones). */
  annotation_layers?: AnnotationLayer[];
  result_type?: ChartDataResultType;
}

type ChartDataResultType =
  'full' | 'results' | 'query' | 'samples' | 'columns' | 'drill_detail' | 'timegrains' | 'post_processed';
type ChartDataResultFormat = 'json' | 'csv';

export interface QueryContext {
  datasource: { id: number; type: DatasourceType };
  queries: QueryObject[];
  force?: boolean;
  result_type?: ChartDataResultType;
  result_format?: ChartDataResultFormat;
  form_data?: QueryFormData;
}

/** Superset's DTTM_ALIAS: the legacy timestamp column of a time series. */
export const DTTM_ALIAS = '__timestamp';

export function isAdhocMetric(metric: unknown): metric is AdhocMetric {
  return typeof metric === 'object' && metric !== null && 'expressionType' in metric;
}

export function isAdhocColumn(column: unknown): column is AdhocColumn {
  return typeof column === 'object' && column !== null && 'sqlExpression' in column && 'label' in column;
}
