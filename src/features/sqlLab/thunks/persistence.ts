/**
 * Keeping SQL Lab's tabs on the server (reference superset-api-sqllab §8.4, spec §7 PUT row): every
 * 5 s the first local tab is migrated, changed tabs are PUT (defined fields only), the active tab is
 * announced and closed tabs are deleted. `useEditorAutoSync` runs it and mirrors the slice into the
 * browser (always, flag on or off) and flushes both when the page is hidden.
 */
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { SQL_EDITOR_STATE_SAVE_DEBOUNCE_MS } from '../../../constants';
import { primeKeepaliveToken } from '../../../api/keepalive';
import { activateTabState, updateTabState, updateTabStateOnUnload, type TabStateUpdate } from '../../../api/tabState';
import { selectFeatureFlag } from '../../shell';
import { addDangerToast } from '../../toasts';
import {
  removeTabLocally,
  setEditorStateSaveFailing,
  setEditorTabLastUpdate,
  setLastUpdatedActiveTab,
} from '../sqlLabSlice';
import { activeQueryEditorId, withUnsavedEdits } from '../unsavedEdits';
import type { QueryEditor, SqlLabState } from '../types';
import { flushPendingEdits } from '../pendingEdits';
import {
  BACKEND_PERSISTENCE_FLAG,
  LOCAL_STORE_THROTTLE_MS,
  isSqlLabRestored,
  startLocalStoreMirror,
  type MirrorStore,
} from './localStore';
import { storageUsageWarner } from '../localStorageUsage';
import { deleteDestroyedTab, isNotFound } from './destroyedTabs';
import { migrateLocalEditor, retryUnstoredTables } from './migration';
import {
  ACTIVATE_TAB_FAILED_MESSAGE,
  EDITOR_STATE_SAVE_FAILED_MESSAGE,
  STORE_QUERY_FAILED_MESSAGE,
} from './tabMessages';
import type { SqlLabDispatch, SqlLabThunk, SqlLabThunkState } from './thunkTypes';

export const EDITOR_SYNC_INTERVAL_MS = SQL_EDITOR_STATE_SAVE_DEBOUNCE_MS;

export const isPersistenceOn = (state: SqlLabThunkState): boolean => selectFeatureFlag(state, BACKEND_PERSISTENCE_FLAG);

/**
 * The run a tab may name as its latest on the server: only one the server confirmed it holds. The
 * server's column is a foreign key to the run, so naming a run it never recorded (a run refused
 * before it was recorded, or still on its way) would fail the whole update.
 */
function latestQueryIdToStore(editor: QueryEditor, queries: SqlLabState['queries']): string | undefined {
  const { latestQueryId } = editor;
  return latestQueryId && queries[latestQueryId]?.storedOnServer ? latestQueryId : undefined;
}

/** The PUT body of a tab: its fields under the server's names, undefined (and null ids) left out. */
export function tabStateUpdateFor(editor: QueryEditor, queries: SqlLabState['queries']): TabStateUpdate {
  const fields: TabStateUpdate = {
    database_id: editor.dbId ?? undefined,
    schema: editor.schema,
    sql: editor.sql,
    label: editor.name,
    query_limit: editor.queryLimit,
    latest_query_id: latestQueryIdToStore(editor, queries),
    template_params: editor.templateParams,
    hide_left_bar: editor.hideLeftBar,
    autorun: editor.autorun,
    extra_json: JSON.stringify({ updatedAt: editor.updatedAt, version: editor.version }),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TabStateUpdate;
}

/** Server tabs edited since the last successful save, with their unsaved edits. */
function editorsToSave(sqlLab: SqlLabState): QueryEditor[] {
  return sqlLab.queryEditors
    .map((editor) => withUnsavedEdits(editor, sqlLab.unsavedQueryEditor))
    .filter((editor) => !editor.inLocalStorage && editor.updatedAt > sqlLab.editorTabLastUpdatedAt);
}

/** Tells the server which tab is active; a 404 drops the tab here, other failures toast. */
export function activateTab(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!isPersistenceOn(getState())) return;
    try {
      await activateTabState(queryEditorId);
      dispatch(setLastUpdatedActiveTab(queryEditorId));
    } catch (caught) {
      if (isNotFound(caught)) dispatch(removeTabLocally(queryEditorId));
      else dispatch(addDangerToast(ACTIVATE_TAB_FAILED_MESSAGE, { noDuplicate: true }));
    }
  };
}

/**
 * PUTs the changed tabs. A failure is logged and shown as a warning once per run of failures (the
 * sync retries every 5 s; one toast each time would bury the page); the edits stay unsaved, so the
 * browser copy keeps them and the next tick sends them again.
 */
function saveChangedEditors(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const startedAt = Date.now();
    const { sqlLab } = getState();
    const editors = editorsToSave(sqlLab);
    if (editors.length === 0) return;
    const results = await Promise.allSettled(
      editors.map((editor) => updateTabState(editor.id, tabStateUpdateFor(editor, sqlLab.queries))),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (!failure) {
      dispatch(setEditorTabLastUpdate(startedAt));
      if (getState().sqlLab.editorStateSaveFailing) dispatch(setEditorStateSaveFailing(false));
      return;
    }
    console.warn(EDITOR_STATE_SAVE_FAILED_MESSAGE, failure.reason);
    if (getState().sqlLab.editorStateSaveFailing) return;
    dispatch(setEditorStateSaveFailing(true));
    // The log says what failed; the user is told how not to lose the SQL (spec: advises Save Query).
    dispatch(addDangerToast(STORE_QUERY_FAILED_MESSAGE, { noDuplicate: true }));
  };
}

/** One sync tick; does nothing with persistence off. */
export function syncEditorTabs(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!isPersistenceOn(getState())) return;
    const firstLocal = getState().sqlLab.queryEditors.find((editor) => editor.inLocalStorage);
    if (firstLocal) await dispatch(migrateLocalEditor(firstLocal.id));
    await dispatch(retryUnstoredTables());
    await dispatch(saveChangedEditors());

    const sqlLab = getState().sqlLab;
    const activeId = activeQueryEditorId(sqlLab.tabHistory);
    const active = sqlLab.queryEditors.find((editor) => editor.id === activeId);
    if (active && !active.inLocalStorage && activeId !== sqlLab.lastUpdatedActiveTab) {
      await dispatch(activateTab(active.id));
    }
    for (const id of Object.keys(getState().sqlLab.destroyedQueryEditors)) {
      await dispatch(deleteDestroyedTab(id));
    }
  };
}

/** The page is going away: changed tabs are sent with requests that outlive it. */
function flushEditorTabsOnUnload(): SqlLabThunk {
  return (_dispatch, getState) => {
    if (!isPersistenceOn(getState())) return;
    const { sqlLab } = getState();
    for (const editor of editorsToSave(sqlLab))
      updateTabStateOnUnload(editor.id, tabStateUpdateFor(editor, sqlLab.queries));
  };
}

interface EditorAutoSync {
  /** Runs a tick now unless one is under way. */
  tick: () => Promise<void>;
  /** Writes the browser copy and sends unsaved tabs with keepalive requests. */
  flushOnHide: () => void;
  stop: () => void;
}

/** The loop behind `useEditorAutoSync`, usable without React (tests, other hosts). */
export function startEditorAutoSync(
  store: MirrorStore,
  dispatch: SqlLabDispatch,
  intervalMs = EDITOR_SYNC_INTERVAL_MS,
): EditorAutoSync {
  const mirror = startLocalStoreMirror(store, LOCAL_STORE_THROTTLE_MS, storageUsageWarner(dispatch));
  let running: Promise<void> | null = null;
  if (isPersistenceOn(store.getState())) void primeKeepaliveToken();

  const tick = (): Promise<void> => {
    if (running || !isSqlLabRestored()) return running ?? Promise.resolve();
    running = dispatch(syncEditorTabs()).finally(() => {
      running = null;
    });
    return running;
  };
  // Held-back typed SQL goes to the store first: the listeners of the editor may run after these.
  const flushOnHide = () => {
    flushPendingEdits();
    void mirror.flush();
    dispatch(flushEditorTabsOnUnload());
  };
  const onVisibilityChange = () => {
    if (document.visibilityState !== 'hidden') return;
    flushPendingEdits();
    void mirror.flush();
    void tick();
  };
  const timer = setInterval(() => void tick(), intervalMs);
  window.addEventListener('pagehide', flushOnHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return {
    tick,
    flushOnHide,
    stop: () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flushOnHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      mirror.stop();
    },
  };
}

/** Components holding the loop: however many mount the hook, one loop runs. */
let holders = 0;
let running: EditorAutoSync | null = null;

/**
 * Server sync (flag on), browser copy (always) and page-hide flush while SQL Lab is shown. Safe to
 * mount from several components (the page, the tab strip): one loop runs while any is mounted.
 */
export function useEditorAutoSync(): void {
  const store = useStore<SqlLabThunkState>();
  const dispatch = useDispatch<SqlLabDispatch>();
  useEffect(() => {
    holders += 1;
    running ??= startEditorAutoSync(store, dispatch);
    return () => {
      holders -= 1;
      if (holders === 0) {
        running?.stop();
        running = null;
      }
    };
  }, [store, dispatch]);
}
