/**
 * Server-side shapes of Superset's query object (reference §1.3–1.5). They accept exactly what the
 * client sends (common/queryObject.ts) plus the legacy aliases Superset still reads
 * (`groupby`, `granularity_sqla`, `timeseries_limit`, `timeseries_limit_metric`, top-level
 * `where`/`having`, `{label}` metric objects).
 */
import type {
  PostProcessingRule,
  QueryColumn,
  QueryMetric,
  QueryObject,
  QueryObjectExtras,
  QueryObjectFilter,
} from '../../common/queryObject';

export type {
  PostProcessingRule,
  AdhocColumn,
  QueryColumn,
  QueryMetric,
  QueryObjectExtras,
  QueryObjectFilter,
} from '../../common/queryObject';

/** A legacy metric reference `{label: "count"}`, reduced to its label. */
interface LegacyMetricLabel {
  label: string;
}

/** What the server reads from a query object: the client's shape plus Superset's legacy aliases. */
export interface IncomingQueryObject extends Omit<QueryObject, 'metrics'> {
  metrics?: (QueryMetric | LegacyMetricLabel)[] | null;
  groupby?: QueryColumn[];
  granularity_sqla?: string;
  timeseries_limit?: number;
  timeseries_limit_metric?: QueryMetric;
  where?: string;
  having?: string;
  time_shift?: string;
  is_rowcount?: boolean;
  apply_fetch_values_predicate?: boolean;
}

/** The x-axis and other form data the query context factory reads. */
export interface QueryFormDataHints {
  x_axis?: unknown;
}

/**
 * A query object after Superset's factory fix-ups (query_object_factory, query_context_factory):
 * aliases renamed, defaults applied, the row limit resolved, the time range and its bounds worked
 * out. This is what the SQL compiler reads.
 */
export interface PreparedQuery {
  columns: QueryColumn[];
  /** null: raw rows (no GROUP BY); an array (even empty): GROUP BY the columns. */
  metrics: QueryMetric[] | null;
  filters: QueryObjectFilter[];
  extras: QueryObjectExtras;
  granularity: string | null;
  isTimeseries: boolean;
  orderby: [QueryMetric | QueryColumn, boolean][];
  orderDesc: boolean;
  rowLimit: number;
  rowOffset: number;
  seriesColumns: QueryColumn[];
  seriesLimit: number;
  seriesLimitMetric: QueryMetric | null;
  timeRange: string | null;
  timeShift: string | null;
  /** Inclusive start / exclusive end of the query's time range (UTC wall clock), or null. */
  fromDttm: Date | null;
  toDttm: Date | null;
  /** The series-limit subquery's time bounds when they differ (time comparison queries). */
  innerFromDttm: Date | null;
  innerToDttm: Date | null;
  timeOffsets: string[];
  appliedTimeExtras: Record<string, string>;
  isRowcount: boolean;
  applyFetchValuesPredicate: boolean;
  urlParams: Record<string, string>;
  /** Post-processing operations (null entries dropped), after the granularity fix-up. */
  postProcessing: PostProcessingRule[];
}
