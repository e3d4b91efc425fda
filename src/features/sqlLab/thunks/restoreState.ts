/**
 * Building SQL Lab's starting state (reference superset-api-sqllab §2.1, §8.5): the server's tabs,
 * overlaid with what the browser kept. Pure; `loadSqlLabState` dispatches the result.
 */
import { initialSqlLabState } from '../sqlLabSlice';
import { isStoredEditorStale } from '../localStorageState';
import { NEW_EDITOR_FIELDS } from '../newQueryEditor';
import type { DatabaseInfo, Query, QueryEditor, ServerTabState, SqlLabState, Table } from '../types';
import type { TabStateSummary } from '../../../api/sqlLabBootstrap';

/** What the browser holds under the `redux` key's `sqlLab`: either stored shape, read loosely. */
export interface StoredSqlLab {
  queryEditors?: Partial<QueryEditor>[];
  unsavedQueryEditor?: Partial<QueryEditor>;
  tabHistory?: string[];
  tables?: Partial<Table>[];
  queries?: Record<string, Query>;
  destroyedQueryEditors?: Record<string, number>;
  /** Kept by older versions; read only when the bootstrap cannot be fetched. */
  databases?: Record<number, DatabaseInfo>;
}

export interface ServerSqlLab {
  tabs: TabStateSummary[];
  activeTab: ServerTabState | null;
}

interface RestoreInput {
  /** Null when persistence is off or the server could not be reached. */
  server: ServerSqlLab | null;
  local: StoredSqlLab | null;
  persistenceOn: boolean;
}

function editorFrom(stored: Partial<QueryEditor> & { id: string }, overrides: Partial<QueryEditor>): QueryEditor {
  return {
    name: '',
    sql: '',
    dbId: null,
    schema: null,
    queryLimit: 0,
    ...NEW_EDITOR_FIELDS,
    updatedAt: 0,
    ...stored,
    ...overrides,
  };
}

/** A listed server tab whose state is fetched on first switch. */
function placeholderEditor(tab: TabStateSummary): QueryEditor {
  return editorFrom({ id: tab.id, name: tab.label }, { loaded: false, inLocalStorage: false });
}

/** Only the fields of a table: metadata an older version stored with it is left to the cache. */
function tableFrom(stored: Partial<Table>): Table | null {
  if (!stored.id || !stored.name || stored.dbId == null || !stored.queryEditorId) return null;
  return {
    id: stored.id,
    dbId: stored.dbId,
    queryEditorId: stored.queryEditorId,
    schema: stored.schema ?? '',
    name: stored.name,
    expanded: stored.expanded ?? true,
    dataPreviewQueryId: stored.dataPreviewQueryId ?? null,
    persistData: stored.persistData ?? false,
    initialized: stored.initialized ?? false,
  };
}

/** Stored editors with the active tab's unsaved edits folded in; entries without an id dropped. */
function storedEditors(local: StoredSqlLab): (Partial<QueryEditor> & { id: string })[] {
  const unsaved = local.unsavedQueryEditor ?? {};
  return (local.queryEditors ?? [])
    .filter((editor): editor is Partial<QueryEditor> & { id: string } => typeof editor.id === 'string')
    .map((editor) => (unsaved.id === editor.id ? { ...editor, ...unsaved, id: editor.id } : editor));
}

/** Browser only (persistence off, or the server is unreachable): everything comes from the store. */
function restoreLocal(local: StoredSqlLab | null, persistenceOn: boolean): SqlLabState {
  const stored = local ?? {};
  const queryEditors = storedEditors(stored).map((editor) =>
    editorFrom(editor, { loaded: true, inLocalStorage: persistenceOn ? (editor.inLocalStorage ?? true) : true }),
  );
  const ids = new Set(queryEditors.map((editor) => editor.id));
  const tabHistory = (stored.tabHistory ?? []).filter((id) => ids.has(id));
  return {
    ...initialSqlLabState,
    queryEditors,
    tabHistory: tabHistory.length > 0 || queryEditors.length === 0 ? tabHistory : [queryEditors[0].id],
    tables: (stored.tables ?? [])
      .map(tableFrom)
      .filter((table): table is Table => table !== null && ids.has(table.queryEditorId)),
    queries: stored.queries ?? {},
    destroyedQueryEditors: persistenceOn ? (stored.destroyedQueryEditors ?? {}) : {},
  };
}

/**
 * Server tabs (placeholders, the active one marked for loading) overlaid with the browser's copy:
 * a stored editor wins when it was edited later than the server's; stored editors the server lacks
 * are kept for migration (`inLocalStorage`); tabs closed locally stay closed.
 */
function restoreWithServer(server: ServerSqlLab, local: StoredSqlLab | null): SqlLabState {
  const stored = local ?? {};
  const destroyed = stored.destroyedQueryEditors ?? {};
  const activeServerId = server.activeTab ? String(server.activeTab.id) : null;
  const serverUpdatedAt = server.activeTab?.extra_json?.updatedAt ?? 0;
  const editors = server.tabs.filter((tab) => !(tab.id in destroyed)).map(placeholderEditor);
  const winners: QueryEditor[] = [];

  for (const editor of storedEditors(stored)) {
    if (editor.id in destroyed) continue;
    const index = editors.findIndex((listed) => listed.id === editor.id);
    if (index < 0) {
      const local = editorFrom(editor, { loaded: true, inLocalStorage: true });
      editors.push(local);
      winners.push(local);
      continue;
    }
    const serverCopy = editor.id === activeServerId ? { updatedAt: serverUpdatedAt } : {};
    if (isStoredEditorStale(editor, serverCopy)) continue;
    // A newer stored copy replaces the server's; a not-yet-loaded tab keeps loading its tables later.
    const merged = editorFrom(
      { ...editors[index], ...editor },
      { loaded: editors[index].loaded, inLocalStorage: false },
    );
    editors[index] = merged;
    winners.push(merged);
  }

  const ids = new Set(editors.map((editor) => editor.id));
  const localIds = new Set(editors.filter((editor) => editor.inLocalStorage).map((editor) => editor.id));
  const storedHistory = (stored.tabHistory ?? []).filter((id) => ids.has(id));
  const fallbackActive = activeServerId && ids.has(activeServerId) ? activeServerId : (editors[0]?.id ?? null);
  const tabHistory = storedHistory.length > 0 ? storedHistory : fallbackActive ? [fallbackActive] : [];
  const queries = Object.fromEntries(
    Object.entries(stored.queries ?? {}).filter(
      ([, query]) => query.sqlEditorId !== null && localIds.has(query.sqlEditorId),
    ),
  );
  const oldestWinner = winners.reduce((oldest, editor) => Math.min(oldest, editor.updatedAt - 1), serverUpdatedAt);

  return {
    ...initialSqlLabState,
    queryEditors: editors,
    tabHistory,
    tables: (stored.tables ?? [])
      .map(tableFrom)
      .filter((table): table is Table => table !== null && localIds.has(table.queryEditorId)),
    queries,
    destroyedQueryEditors: destroyed,
    editorTabLastUpdatedAt: Math.max(0, oldestWinner),
    lastUpdatedActiveTab: activeServerId,
  };
}

export function restoreSqlLabState({ server, local, persistenceOn }: RestoreInput): SqlLabState {
  return server ? restoreWithServer(server, local) : restoreLocal(local, persistenceOn);
}

/**
 * The server's copy of a tab, with the browser's fields on top when the browser's copy was edited
 * later (what `loadQueryEditor` then applies). Tables and the latest run stay the server's.
 */
export function serverTabWithLocalEdits(serverTab: ServerTabState, editor: QueryEditor | undefined): ServerTabState {
  if (!editor || editor.updatedAt <= (serverTab.extra_json?.updatedAt ?? 0)) return serverTab;
  return {
    ...serverTab,
    label: editor.name || serverTab.label,
    sql: editor.sql,
    database_id: editor.dbId ?? serverTab.database_id,
    schema: editor.schema,
    query_limit: editor.queryLimit || serverTab.query_limit,
    template_params: editor.templateParams,
    hide_left_bar: editor.hideLeftBar,
    autorun: editor.autorun,
    extra_json: { ...(serverTab.extra_json ?? {}), updatedAt: editor.updatedAt, version: editor.version },
  };
}
