/**
 * Tab workflows (spec sql-editor §4 "Tabs", §7, §8): starting SQL Lab, add, switch, activate,
 * remove, 'Remove all others', clone, rename, left bar toggle and removing a run. With backend
 * persistence on they talk to `/tabstateview/`; with it off everything stays in the browser.
 */
import { fetchSqlLabBootstrap, type SqlLabBootstrap } from '../../../api/sqlLabBootstrap';
import { deleteTabStateQuery, fetchTabState } from '../../../api/tabState';
import { selectConf } from '../../shell';
import { addDangerToast } from '../../toasts';
import { needsServerStateLoad } from '../selectors';
import {
  addQueryEditor,
  cloneQueryToNewTab,
  loadQueryEditor,
  queryEditorSetHideLeftBar,
  queryEditorSetTitle,
  removeQuery,
  removeQueryEditor,
  removeTabLocally,
  resetState,
  switchQueryEditor,
} from '../sqlLabSlice';
import { selectSqlLabDatabases, upsertSqlLabDatabases } from '../sqlLabDatabases';
import { defaultNewTabSql } from '../tabNames';
import { activeQueryEditorId, withUnsavedEdits } from '../unsavedEdits';
import type { NewTabDefaults } from '../newQueryEditor';
import type { DatabaseInfo, Query } from '../types';
import { fetchQueryResults } from './fetchResults';
import { markSqlLabRestored, readStoredSqlLab } from './localStore';
import { migrateLocalEditor } from './migration';
import { deleteDestroyedTab, isNotFound } from './destroyedTabs';
import { activateTab, isPersistenceOn } from './persistence';
import { restoreSqlLabState, serverTabWithLocalEdits, type ServerSqlLab, type StoredSqlLab } from './restoreState';
import {
  ADD_TAB_FAILED_MESSAGE,
  FETCH_TAB_FAILED_MESSAGE,
  REMOVE_QUERY_FAILED_MESSAGE,
  REMOVE_TAB_FAILED_MESSAGE,
} from './tabMessages';
import type { SqlLabThunk, SqlLabThunkState } from './thunkTypes';

/** What a new tab starts from: SQLLAB_DEFAULT_DBID else the lowest database id, DEFAULT_SQLLAB_LIMIT. */
export function newTabDefaults(state: SqlLabThunkState): NewTabDefaults {
  const conf = selectConf(state);
  const databaseIds = Object.values(selectSqlLabDatabases(state)).map((database) => database.id);
  const lowestId = databaseIds.length > 0 ? Math.min(...databaseIds) : null;
  return {
    dbId: conf.SQLLAB_DEFAULT_DBID ?? lowestId,
    queryLimit: conf.DEFAULT_SQLLAB_LIMIT,
    sql: defaultNewTabSql(isPersistenceOn(state)),
  };
}

/** With persistence on, a new tab is created on the server at once (the sync loop retries a failure). */
function storeNewTab(localId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!isPersistenceOn(getState())) return;
    await dispatch(migrateLocalEditor(localId, { failureMessage: ADD_TAB_FAILED_MESSAGE }));
  };
}

/** A new active tab ('Untitled Query N'). Resolves with its id (the server's once stored). */
export function addNewTab(): SqlLabThunk<Promise<string>> {
  return async (dispatch, getState) => {
    const action = dispatch(addQueryEditor({ defaults: newTabDefaults(getState()) }));
    await dispatch(storeNewTab(action.payload.id));
    return activeQueryEditorId(getState().sqlLab.tabHistory) ?? action.payload.id;
  };
}

/** A copy of a tab ('Copy of %s', autorun on) as a new active tab. */
export function cloneTab(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const sqlLab = getState().sqlLab;
    const listed = sqlLab.queryEditors.find((editor) => editor.id === queryEditorId);
    if (!listed) return;
    if (activeQueryEditorId(sqlLab.tabHistory) !== queryEditorId) dispatch(switchQueryEditor(queryEditorId));
    const source = withUnsavedEdits(listed, getState().sqlLab.unsavedQueryEditor);
    const action = dispatch(
      cloneQueryToNewTab(
        { sql: source.sql, dbId: source.dbId, schema: source.schema, queryLimit: source.queryLimit },
        newTabDefaults(getState()),
      ),
    );
    await dispatch(storeNewTab(action.payload.id));
  };
}

/** Fetches a server tab's state when it was never loaded; a 404 drops the tab, other failures toast. */
function ensureTabLoaded(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const editor = getState().sqlLab.queryEditors.find((listed) => listed.id === queryEditorId);
    if (!editor || !needsServerStateLoad(editor) || !isPersistenceOn(getState())) return;
    try {
      const serverTab = await fetchTabState(queryEditorId);
      const current = getState().sqlLab.queryEditors.find((listed) => listed.id === queryEditorId);
      dispatch(loadQueryEditor(serverTabWithLocalEdits(serverTab, current)));
      const latest = serverTab.latest_query;
      if (latest?.resultsKey) void dispatch(fetchQueryResults({ id: latest.id, resultsKey: latest.resultsKey }));
    } catch (caught) {
      if (isNotFound(caught)) dispatch(removeTabLocally(queryEditorId));
      else dispatch(addDangerToast(FETCH_TAB_FAILED_MESSAGE));
    }
  };
}

/** Makes a tab active: its server state is loaded if needed and the server is told. */
export function switchTab(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (activeQueryEditorId(getState().sqlLab.tabHistory) === queryEditorId) return;
    dispatch(switchQueryEditor(queryEditorId));
    await dispatch(ensureTabLoaded(queryEditorId));
    const editor = getState().sqlLab.queryEditors.find((listed) => listed.id === queryEditorId);
    if (editor && !editor.inLocalStorage) await dispatch(activateTab(queryEditorId));
  };
}

/** Closes a tab (its tables and runs go with it); a server tab is deleted there too. */
export function removeTab(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const editor = getState().sqlLab.queryEditors.find((listed) => listed.id === queryEditorId);
    if (!editor) return;
    dispatch(removeQueryEditor(queryEditorId));
    if (!isPersistenceOn(getState()) || editor.inLocalStorage) return;
    const deleted = await dispatch(deleteDestroyedTab(queryEditorId));
    if (!deleted) dispatch(addDangerToast(REMOVE_TAB_FAILED_MESSAGE));
    const activeId = activeQueryEditorId(getState().sqlLab.tabHistory);
    if (activeId) await dispatch(ensureTabLoaded(activeId));
  };
}

/** 'Remove all others': every other tab is removed in turn. */
export function removeAllOtherTabs(keepId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const otherIds = getState()
      .sqlLab.queryEditors.map((editor) => editor.id)
      .filter((id) => id !== keepId);
    if (activeQueryEditorId(getState().sqlLab.tabHistory) !== keepId) await dispatch(switchTab(keepId));
    for (const id of otherIds) await dispatch(removeTab(id));
  };
}

export function renameTab(queryEditorId: string, name: string): SqlLabThunk {
  return (dispatch) => {
    const trimmed = name.trim();
    if (trimmed) dispatch(queryEditorSetTitle(queryEditorId, trimmed));
  };
}

export function toggleLeftBar(queryEditorId: string): SqlLabThunk {
  return (dispatch, getState) => {
    const listed = getState().sqlLab.queryEditors.find((editor) => editor.id === queryEditorId);
    if (!listed) return;
    const editor = withUnsavedEdits(listed, getState().sqlLab.unsavedQueryEditor);
    dispatch(queryEditorSetHideLeftBar(queryEditorId, !editor.hideLeftBar));
  };
}

/** Removes a run from its tab; with persistence on the server forgets it first. */
export function removeQueryFromTab(query: Pick<Query, 'id' | 'sqlEditorId'>): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const editor = getState().sqlLab.queryEditors.find((listed) => listed.id === query.sqlEditorId);
    if (isPersistenceOn(getState()) && editor && !editor.inLocalStorage) {
      try {
        await deleteTabStateQuery(editor.id, query.id);
      } catch {
        dispatch(addDangerToast(REMOVE_QUERY_FAILED_MESSAGE));
        return;
      }
    }
    dispatch(removeQuery(query.id));
  };
}

/** The bootstrap's databases; without any (server unreachable), those an older version kept in the browser. */
function startingDatabases(fromBootstrap: DatabaseInfo[], local: StoredSqlLab | null): DatabaseInfo[] {
  return fromBootstrap.length > 0 ? fromBootstrap : Object.values(local?.databases ?? {});
}

async function fetchBootstrapOrNull(): Promise<SqlLabBootstrap | null> {
  try {
    return await fetchSqlLabBootstrap();
  } catch {
    return null;
  }
}

/**
 * Called once when /sqllab/ mounts. Persistence on: the server's tabs (the active one loaded) with
 * the browser's newer copies on top. Persistence off or server unreachable: the browser's copy.
 * Without any tab, 'Untitled Query 1' is added.
 */
export function loadSqlLabState(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    markSqlLabRestored(false);
    const persistenceOn = isPersistenceOn(getState());
    const [local, bootstrap] = await Promise.all([readStoredSqlLab(), fetchBootstrapOrNull()]);
    const server: ServerSqlLab | null =
      persistenceOn && bootstrap ? { tabs: bootstrap.tabs, activeTab: bootstrap.activeTab } : null;
    const databases = startingDatabases(bootstrap?.databases ?? [], local);
    if (databases.length > 0) dispatch(upsertSqlLabDatabases(databases));
    dispatch(resetState(restoreSqlLabState({ server, local, persistenceOn })));

    const activeTab = server?.activeTab;
    if (activeTab) {
      const listed = getState().sqlLab.queryEditors.find((editor) => editor.id === String(activeTab.id));
      if (listed && !listed.loaded) {
        dispatch(loadQueryEditor(serverTabWithLocalEdits(activeTab, listed)));
        const latest = activeTab.latest_query;
        if (latest?.resultsKey) void dispatch(fetchQueryResults({ id: latest.id, resultsKey: latest.resultsKey }));
      }
    }
    markSqlLabRestored(true);
    if (getState().sqlLab.queryEditors.length === 0) {
      await dispatch(addNewTab());
      return;
    }
    const activeId = activeQueryEditorId(getState().sqlLab.tabHistory);
    if (activeId && server) await dispatch(ensureTabLoaded(activeId));
  };
}
