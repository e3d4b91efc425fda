/** Superset's chart data reply (reference: superset-api-charts-dashboards.md §1): one result per query object. */
import type { RecordAnnotationResult } from './annotationLayer';
import type { GenericDataType } from './genericDataTypes';
import type { SupersetError } from './supersetError';

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
  /** Each annotation layer's data, by layer name (NATIVE and chart-sourced layers). */
  annotation_data?: Record<string, RecordAnnotationResult>;
}

export interface ChartDataResponse {
  result: ChartDataQueryResult[];
}
