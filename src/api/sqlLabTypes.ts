/**
 * SQL Lab's server shapes (reference superset-api-sqllab §2.1, §2.2 "Query object", §6.3): what the
 * typed client sends and receives. The SQL Lab feature builds its state from them.
 */
import type { GenericDataType } from './chartDataTypes';
import type { SupersetError } from './types';

/** The life cycle of one SQL Lab run (spec sql-editor §4 "Query states"), as the server reports it. */
export const QUERY_STATES = [
  'started',
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'fetching',
  'timed_out',
] as const;

export type QueryState = (typeof QUERY_STATES)[number];

export type CtasMethod = 'TABLE' | 'VIEW';

/** How the row limit of a run was decided (reference §2.2 step 3). */
export type LimitingFactor = 'DROPDOWN' | 'QUERY' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface ResultColumn {
  column_name: string;
  name?: string;
  type: string | null;
  is_dttm: boolean;
  type_generic: GenericDataType | null;
}

type ResultRow = Record<string, unknown>;

/** Free-form `extra` of a server query: progress text, columns, errors, cancel keys. */
export type QueryExtra = Record<string, unknown> & {
  progress?: string | null;
  errors?: SupersetError[];
};

/** The query object of the server (`Query.to_dict()`, reference §2.2). */
export interface ServerQuery {
  /** The client id. */
  id: string;
  queryId?: number;
  serverId?: number;
  dbId: number;
  db?: string;
  catalog?: string | null;
  schema: string | null;
  sql: string;
  executedSql?: string | null;
  sqlEditorId: string | null;
  tab: string | null;
  state: QueryState;
  progress: number;
  rows: number | null;
  limit?: number | null;
  limitingFactor?: LimitingFactor;
  /** Epoch ms; some versions send a numeric string. */
  startDttm: number | string | null;
  endDttm: number | string | null;
  /** ISO datetime without a time zone, in UTC. */
  changed_on: string;
  errorMessage: string | null;
  ctas: boolean;
  tempSchema: string | null;
  tempTable: string | null;
  resultsKey: string | null;
  trackingUrl?: string | null;
  userId?: number;
  user?: string;
  extra?: QueryExtra;
}

/** The results payload of execute (sync) and of `/sqllab/results/`. */
export interface QueryResults {
  status: QueryState;
  data: ResultRow[];
  columns: ResultColumn[];
  selected_columns?: ResultColumn[];
  expanded_columns?: ResultColumn[];
  query: Partial<ServerQuery> | null;
  query_id?: number;
  displayLimitReached?: boolean;
}

/** A column of a table shown in the left bar. */
export interface TableColumn {
  name: string;
  type: string | null;
  keys?: TableKey[];
  comment?: string | null;
  longType?: string;
}

/** A primary key, foreign key or index of a table. */
export interface TableKey {
  type: 'pk' | 'fk' | 'index';
  name: string | null;
  column_names: string[];
  referred_table?: string;
  referred_schema?: string | null;
  referred_columns?: string[];
  options?: Record<string, unknown>;
}

/** A table's columns, keys and select star, as the server's table metadata describes them. */
export interface TableMetadataFields {
  columns: TableColumn[];
  selectStar: string | null;
  primaryKey: TableKey | null;
  foreignKeys: TableKey[];
  indexes: TableKey[];
}

/**
 * A table opened in the left bar of a tab: which table, and how the tab shows it. Its metadata is
 * not kept here; it is read from the table metadata query (cached by database, schema and table).
 */
export interface Table {
  id: string;
  dbId: number;
  queryEditorId: string;
  schema: string;
  name: string;
  expanded: boolean;
  dataPreviewQueryId: string | null;
  persistData: boolean;
  /** True once the table is stored on the server (a `/tableschemaview/` row exists). */
  initialized: boolean;
}

/** One statement's cost, engine-specific labels to formatted values. */
export type QueryCostRow = Record<string, string | number>;

/** A database as the SQL Lab bootstrap lists it (reference §2.1). */
export interface DatabaseInfo {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allows_cost_estimate: boolean;
  allows_subquery: boolean;
  allows_virtual_table_explore: boolean;
  expose_in_sqllab: boolean;
  force_ctas_schema: string | null;
  disable_data_preview: boolean;
  disable_drill_to_detail?: boolean;
  allow_multi_catalog?: boolean;
  engine_information?: Record<string, unknown>;
}

/** `description` of a stored table schema: whatever the client posted (null when unparsable). */
type ServerTableDescription = Partial<TableMetadataFields & Pick<Table, 'dataPreviewQueryId'>>;

export interface ServerTableSchema {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog?: string | null;
  schema: string;
  table: string;
  expanded: boolean;
  description: ServerTableDescription | null;
}

/** A tab stored on the server (`TabState.to_dict()`, reference §6.3). */
export interface ServerTabState {
  id: number;
  user_id?: number;
  label: string;
  active?: boolean;
  database_id: number | null;
  catalog?: string | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  latest_query: ServerQuery | null;
  saved_query: { id: number } | null;
  extra_json: { updatedAt?: number; version?: number; [key: string]: unknown } | null;
  table_schemas: ServerTableSchema[];
}
