/**
 * SQL Lab's entities (spec sql-editor §3). The server shapes the slice merges are the typed
 * client's (src/api/sqlLabTypes.ts), re-exported here for the feature.
 */
import type { SupersetError } from '../../api/types';
import type {
  CtasMethod,
  LimitingFactor,
  QueryCostRow,
  QueryExtra,
  QueryResults,
  QueryState,
  Table,
} from '../../api/sqlLabTypes';

export type {
  CtasMethod,
  DatabaseInfo,
  QueryCostRow,
  QueryResults,
  QueryState,
  ResultColumn,
  ServerQuery,
  ServerTableSchema,
  ServerTabState,
  Table,
  TableColumn,
  TableKey,
  TableMetadataFields,
} from '../../api/sqlLabTypes';

/** `type_generic` of a result column as the server sends it. */

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
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

interface QueryCostEstimate {
  completed: boolean;
  cost: QueryCostRow[] | null;
  error: string | null;
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
 * - `editorStateSaveFailing`: the last tab-state save failed (its warning was shown; the next success clears it).
 */
export interface SqlLabState {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  queries: Record<string, Query>;
  tables: Table[];
  unsavedQueryEditor: UnsavedQueryEditor;
  queriesLastUpdate: number;
  destroyedQueryEditors: Record<string, number>;
  editorTabLastUpdatedAt: number;
  lastUpdatedActiveTab: string | null;
  queryCostEstimates: Record<string, QueryCostEstimate>;
  offline: boolean;
  editorStateSaveFailing: boolean;
}

/** The slice of the app state SQL Lab reads; narrow so any store holding it works. */
export interface SqlLabRootState {
  sqlLab: SqlLabState;
}
