/**
 * SQL Lab's entities (spec sql-editor §3) and the server shapes the slice merges
 * (reference superset-api-sqllab §2.1, §2.2 "Query object", §6.3).
 */
import type { SupersetError } from '../../api/types';
import type { QueryState } from './queryStates';

export type { QueryState } from './queryStates';

/** `type_generic` of a result column as the server sends it. */
export const GenericDataType = {
  Numeric: 0,
  String: 1,
  Temporal: 2,
  Boolean: 3,
} as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export type CtasMethod = 'TABLE' | 'VIEW';

/** How the row limit of a run was decided (reference §2.2 step 3). */
export type LimitingFactor = 'DROPDOWN' | 'QUERY' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface CursorPosition {
  row: number;
  column: number;
}

/** A query editor tab. `id` is the local id until the tab is stored on the server, then its id. */
export interface QueryEditor {
  id: string;
  name: string;
  sql: string;
  dbId: number | null;
  schema: string | null;
  autorun: boolean;
  queryLimit: number;
  templateParams: string;
  selectedText: string | null;
  /** Id of the saved query this tab came from or was saved as. */
  remoteId: number | null;
  latestQueryId: string | null;
  hideLeftBar: boolean;
  /** False for a server tab whose state has not been fetched yet. */
  loaded: boolean;
  /** True while the tab exists only in the browser (not yet created on the server). */
  inLocalStorage: boolean;
  cursorPosition: CursorPosition;
  northPercent: number;
  southPercent: number;
  version: number;
  /** Epoch ms of the last edit that should reach the server. */
  updatedAt: number;
}

/** Edits of the active tab that are not yet folded into `queryEditors`. */
export type UnsavedQueryEditor = Partial<QueryEditor> & { id?: string };

export interface ResultColumn {
  column_name: string;
  name?: string;
  type: string | null;
  is_dttm: boolean;
  type_generic: GenericDataType | null;
}

export type ResultRow = Record<string, unknown>;

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

/** One run of SQL, keyed by its client id in `SqlLabState.queries`. */
export interface Query {
  id: string;
  /** The editor tab the run belongs to; null for a table data preview. */
  sqlEditorId: string | null;
  dbId: number;
  sql: string;
  executedSql?: string | null;
  tab: string | null;
  schema: string | null;
  state: QueryState;
  /** Epoch ms. */
  startDttm: number;
  endDttm: number | null;
  progress: number;
  rows: number | null;
  resultsKey: string | null;
  tempTable: string | null;
  tempSchema: string | null;
  ctas: boolean;
  ctas_method: CtasMethod;
  /** Whether the run went to async workers; unknown for runs first seen through the poller. */
  runAsync?: boolean;
  templateParams: string | null;
  queryLimit: number | null;
  limitingFactor: LimitingFactor | null;
  errorMessage: string | null;
  errors: SupersetError[] | null;
  link: string | null;
  /** True once the rows were dropped from memory and must be fetched again by results key. */
  cached: boolean;
  /**
   * The server has confirmed it holds this run: it answered the execute with a result or an
   * accepted run, or listed the run itself. Only such a run may be a tab's latest query there
   * (the tab's column is a foreign key to the run's client id).
   */
  storedOnServer?: boolean;
  isDataPreview: boolean;
  results: QueryResults | null;
  /** Server-only fields carried over by the poller. */
  serverId?: number;
  queryId?: number;
  db?: string;
  limit?: number | null;
  changed_on?: string;
  trackingUrl?: string | null;
  userId?: number;
  user?: string;
  catalog?: string | null;
  extra?: QueryExtra;
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

/** A table opened in the left bar of a tab. */
export interface Table {
  id: string;
  dbId: number;
  queryEditorId: string;
  schema: string;
  name: string;
  expanded: boolean;
  columns: TableColumn[];
  selectStar: string | null;
  primaryKey: TableKey | null;
  foreignKeys: TableKey[];
  indexes: TableKey[];
  dataPreviewQueryId: string | null;
  persistData: boolean;
  isMetadataLoading: boolean;
  /** True once the table is stored on the server (a `/tableschemaview/` row exists). */
  initialized: boolean;
}

/** One statement's cost, engine-specific labels to formatted values. */
export type QueryCostRow = Record<string, string | number>;

export interface QueryCostEstimate {
  completed: boolean;
  cost: QueryCostRow[] | null;
  error: string | null;
}

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
export type ServerTableDescription = Partial<
  Pick<Table, 'columns' | 'selectStar' | 'primaryKey' | 'foreignKeys' | 'indexes' | 'dataPreviewQueryId'>
>;

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

/**
 * The `sqlLab` slice. Names follow Superset's store so the reference reads straight onto it.
 * - `tabHistory`: editor ids in activation order; the last one is the active tab.
 * - `queries`: runs keyed by client id.
 * - `queriesLastUpdate`: newest server `changed_on` seen by the poller (epoch ms).
 * - `destroyedQueryEditors`: server tabs closed locally, id to epoch ms, until the server delete succeeds.
 * - `editorTabLastUpdatedAt`: epoch ms of the last successful tab-state sync.
 * - `lastUpdatedActiveTab`: the tab the server was last told is active.
 * - `queryCostEstimates`: keyed by editor id.
 * - `offline`: the poller could not reach the server.
 */
export interface SqlLabState {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  queries: Record<string, Query>;
  tables: Table[];
  databases: Record<number, DatabaseInfo>;
  unsavedQueryEditor: UnsavedQueryEditor;
  queriesLastUpdate: number;
  destroyedQueryEditors: Record<string, number>;
  editorTabLastUpdatedAt: number;
  lastUpdatedActiveTab: string | null;
  queryCostEstimates: Record<string, QueryCostEstimate>;
  offline: boolean;
}

/** The slice of the app state SQL Lab reads; narrow so any store holding it works. */
export interface SqlLabRootState {
  sqlLab: SqlLabState;
}
