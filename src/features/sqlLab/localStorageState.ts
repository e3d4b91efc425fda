/**
 * What SQL Lab keeps in the browser's local storage (spec §4, §9; reference §8.5 with the spec's
 * 5120 kB limit). Pure: the store enhancer that writes the `redux` key calls these.
 */
import { LOCAL_RESULTS_MAX_AGE_MS, LOCAL_RESULTS_MAX_KB, LOCAL_STORAGE_BYTES_PER_CHAR } from '../../constants';
import { activeQueryEditorId, withUnsavedEdits } from './unsavedEdits';
import type { Query, QueryEditor, QueryResults, SqlLabState, Table } from './types';

const BYTES_PER_KB = 1024;

const STORED_EDITOR_FIELDS = [
  'version',
  'remoteId',
  'autorun',
  'dbId',
  'id',
  'latestQueryId',
  'northPercent',
  'queryLimit',
  'schema',
  'selectedText',
  'southPercent',
  'sql',
  'templateParams',
  'name',
  'hideLeftBar',
] as const satisfies readonly (keyof QueryEditor)[];

const STORED_TABLE_FIELDS = [
  'id',
  'name',
  'dbId',
  'schema',
  'dataPreviewQueryId',
  'queryEditorId',
] as const satisfies readonly (keyof Table)[];

type StoredQueryEditor = Pick<QueryEditor, (typeof STORED_EDITOR_FIELDS)[number]>;
/** With backend persistence an unsynced editor also keeps what the stale check and migration need. */
type UnsyncedQueryEditor = StoredQueryEditor & Pick<QueryEditor, 'updatedAt' | 'inLocalStorage'>;
type StoredTable = Pick<Table, (typeof STORED_TABLE_FIELDS)[number]>;

/** Persistence off: the whole slice, entities reduced. */
type StoredSqlLabState = Omit<SqlLabState, 'queryEditors' | 'unsavedQueryEditor' | 'tables'> & {
  queryEditors: StoredQueryEditor[];
  unsavedQueryEditor: Partial<StoredQueryEditor>;
  tables: StoredTable[];
};

/** Persistence on: only what the server does not have yet. */
interface UnsyncedSqlLabState {
  queryEditors: UnsyncedQueryEditor[];
  destroyedQueryEditors: Record<string, number>;
  tabHistory?: string[];
  tables?: StoredTable[];
  queries?: Record<string, Query>;
}

function pickFields<Source extends object, Key extends keyof Source>(
  source: Partial<Source>,
  keys: readonly Key[],
): Partial<Pick<Source, Key>> {
  const picked: Partial<Pick<Source, Key>> = {};
  for (const key of keys) {
    if (key in source) picked[key] = source[key];
  }
  return picked;
}

const storedEditor = (editor: QueryEditor): StoredQueryEditor =>
  pickFields(editor, STORED_EDITOR_FIELDS) as StoredQueryEditor;
const storedTable = (table: Table): StoredTable => pickFields(table, STORED_TABLE_FIELDS) as StoredTable;

/** Estimated local-storage footprint of a run's results: 2 bytes per JSON character, in kB. */
export function estimatedResultsKb(results: QueryResults | null): number {
  const json = JSON.stringify(results) ?? '';
  return (json.length * LOCAL_STORAGE_BYTES_PER_CHAR) / BYTES_PER_KB;
}

/**
 * Whether `estimatedResultsKb(results)` exceeds `limitKb`, found row by row: a result of 100,000
 * rows is known to be too big after its first few thousand, without serialising all of it.
 */
export function resultsExceedKb(results: QueryResults | null, limitKb: number): boolean {
  if (!results || !Array.isArray(results.data)) return estimatedResultsKb(results) > limitKb;
  const limitChars = (limitKb * BYTES_PER_KB) / LOCAL_STORAGE_BYTES_PER_CHAR;
  // The result without its rows, then each row and the comma after it (the last has none).
  let chars = JSON.stringify({ ...results, data: [] }).length - 1;
  for (const row of results.data) {
    chars += JSON.stringify(row).length + 1;
    if (chars > limitChars + 1) return true;
  }
  return chars > limitChars;
}

/** Results are not kept for a run started over a day ago or whose results exceed 5120 kB. */
export function shouldDropLocalResults(query: Pick<Query, 'startDttm' | 'results'>, now: number): boolean {
  return now - query.startDttm > LOCAL_RESULTS_MAX_AGE_MS || resultsExceedKb(query.results, LOCAL_RESULTS_MAX_KB);
}

/** A tab state kept in the browser loses to the server copy when it was last edited before it. */
export function isStoredEditorStale(
  local: Partial<Pick<QueryEditor, 'updatedAt'>>,
  server: Partial<Pick<QueryEditor, 'updatedAt'>>,
): boolean {
  return (local.updatedAt ?? 0) < (server.updatedAt ?? 0);
}

function storedQueries(queries: Record<string, Query>, now: number, keep: (query: Query) => boolean) {
  const stored: Record<string, Query> = {};
  for (const [id, query] of Object.entries(queries)) {
    if (!keep(query)) continue;
    stored[id] = shouldDropLocalResults(query, now) ? { ...query, results: null } : query;
  }
  return stored;
}

function fullStoredState(state: SqlLabState, now: number): StoredSqlLabState {
  return {
    ...state,
    queryEditors: state.queryEditors.map(storedEditor),
    unsavedQueryEditor: pickFields(state.unsavedQueryEditor, STORED_EDITOR_FIELDS),
    tables: state.tables.filter((table) => Boolean(table.queryEditorId)).map(storedTable),
    queries: storedQueries(state.queries, now, () => true),
  };
}

function unsyncedState(state: SqlLabState, now: number): UnsyncedSqlLabState | null {
  const unsyncedEditors = state.queryEditors
    .map((editor) => withUnsavedEdits(editor, state.unsavedQueryEditor))
    .filter((editor) => editor.inLocalStorage || editor.updatedAt > state.editorTabLastUpdatedAt);
  const activeTabUnsynced = activeQueryEditorId(state.tabHistory) !== state.lastUpdatedActiveTab;
  const hasDestroyedTabs = Object.keys(state.destroyedQueryEditors).length > 0;
  if (unsyncedEditors.length === 0 && !activeTabUnsynced && !hasDestroyedTabs) return null;

  const localEditorIds = new Set(unsyncedEditors.filter((editor) => editor.inLocalStorage).map((e) => e.id));
  const migrationPending = localEditorIds.size > 0;
  const stored: UnsyncedSqlLabState = {
    queryEditors: unsyncedEditors.map((editor) => ({
      ...storedEditor(editor),
      updatedAt: editor.updatedAt,
      inLocalStorage: editor.inLocalStorage,
    })),
    destroyedQueryEditors: state.destroyedQueryEditors,
  };
  if (migrationPending || activeTabUnsynced) stored.tabHistory = state.tabHistory;
  if (migrationPending) {
    stored.tables = state.tables.filter((table) => localEditorIds.has(table.queryEditorId)).map(storedTable);
    stored.queries = storedQueries(
      state.queries,
      now,
      (query) => !query.isDataPreview && query.sqlEditorId !== null && localEditorIds.has(query.sqlEditorId),
    );
  }
  return stored;
}

/**
 * The `sqlLab` part of the `redux` local-storage key. Persistence off: the whole slice with
 * editors, tables and results reduced. Persistence on: only unsynced editors, closed tabs and,
 * while local tabs await migration, their tables and runs; null when everything is synced.
 */
export function stateForLocalStorage(state: SqlLabState, persistenceOn: false, now?: number): StoredSqlLabState;
export function stateForLocalStorage(state: SqlLabState, persistenceOn: true, now?: number): UnsyncedSqlLabState | null;
export function stateForLocalStorage(
  state: SqlLabState,
  persistenceOn: boolean,
  now?: number,
): StoredSqlLabState | UnsyncedSqlLabState | null;
export function stateForLocalStorage(
  state: SqlLabState,
  persistenceOn: boolean,
  now: number = Date.now(),
): StoredSqlLabState | UnsyncedSqlLabState | null {
  return persistenceOn ? unsyncedState(state, now) : fullStoredState(state, now);
}
