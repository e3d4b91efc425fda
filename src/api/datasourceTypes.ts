/**
 * The datasource ("data") payload Explore and dashboards receive for a dataset
 * (reference: superset-api-charts-dashboards.md §2.5–2.6; server: server/routes/datasourcePayload.ts).
 */
export type GenericTypeName = 'numeric' | 'string' | 'temporal' | 'boolean';

export interface DatasourceColumn {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  type_generic?: GenericTypeName | 0 | 1 | 2 | 3 | null;
  is_dttm?: boolean;
  expression?: string | null;
  groupby?: boolean;
  filterable?: boolean;
  description?: string | null;
  python_date_format?: string | null;
}

export interface DatasourceMetric {
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  expression: string;
  d3format?: string | null;
  description?: string | null;
  warning_text?: string | null;
}

export interface DatasourceDatabase {
  id: number;
  database_name?: string;
  name?: string;
  backend?: string;
  allows_subquery?: boolean;
  allows_virtual_table_explore?: boolean;
  disable_data_preview?: boolean;
}

export interface DatasourceMeta {
  id: number;
  uid: string;
  type: 'table' | 'query' | 'saved_query' | 'view' | 'dataset';
  name: string;
  datasource_name?: string;
  table_name?: string;
  schema?: string | null;
  sql?: string | null;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
  main_dttm_col?: string | null;
  verbose_map?: Record<string, string>;
  column_formats?: Record<string, string>;
  time_grain_sqla?: [string, string][];
  granularity_sqla?: [string, string][];
  select_star?: string | null;
  owners?: { id: number; first_name?: string; last_name?: string }[];
  database?: DatasourceDatabase;
  [key: string]: unknown;
}
