/** Draft helpers shared by the tab reducers: folding unsaved edits, editing and dropping a tab. */
import { activeQueryEditorId, withUnsavedEdits } from '../unsavedEdits';
import type { QueryEditor, SqlLabState } from '../types';

export function findQueryEditor(state: SqlLabState, id: string): QueryEditor | undefined {
  return state.queryEditors.find((editor) => editor.id === id);
}

/** The active tab with its unsaved edits on top. */
export function activeEditorWithEdits(state: SqlLabState): QueryEditor | undefined {
  const activeId = activeQueryEditorId(state.tabHistory);
  const editor = activeId === null ? undefined : findQueryEditor(state, activeId);
  return editor && withUnsavedEdits(editor, state.unsavedQueryEditor);
}

/** Stores the pending edits of the active tab into the list and empties `unsavedQueryEditor`. */
export function foldUnsavedEdits(state: SqlLabState): void {
  const { id, ...edits } = state.unsavedQueryEditor;
  const editor = id === undefined ? undefined : findQueryEditor(state, id);
  if (editor) Object.assign(editor, edits);
  state.unsavedQueryEditor = {};
}

interface EditOptions {
  now: number;
  /** A silent edit does not touch `updatedAt`, so it triggers no server sync. */
  silent?: boolean;
}

/**
 * Applies `changes` to a tab: for the active tab they go to `unsavedQueryEditor`, for any other
 * tab straight into the list. Both get `updatedAt` unless silent. Values already in place are no edit.
 */
export function editQueryEditor(
  state: SqlLabState,
  id: string,
  changes: Partial<Omit<QueryEditor, 'id'>>,
  { now, silent = false }: EditOptions,
): void {
  const editor = findQueryEditor(state, id);
  if (!editor) return;
  const current = withUnsavedEdits(editor, state.unsavedQueryEditor);
  const changedKeys = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (key) => !Object.is(current[key], changes[key]),
  );
  if (changedKeys.length === 0) return;
  const stamp = silent ? {} : { updatedAt: now };

  if (activeQueryEditorId(state.tabHistory) !== id) {
    Object.assign(editor, changes, stamp);
    return;
  }
  if (state.unsavedQueryEditor.id !== undefined && state.unsavedQueryEditor.id !== id) {
    foldUnsavedEdits(state);
  }
  state.unsavedQueryEditor = { ...state.unsavedQueryEditor, ...changes, ...stamp, id };
}

interface DropOptions {
  /** Remember a server tab in `destroyedQueryEditors` so the server copy gets deleted. */
  markDestroyed: boolean;
  now: number;
}

/**
 * Removes a tab with its tables (and their data previews), its runs and its cost estimate; the
 * last remaining tab of the history becomes active.
 */
export function dropQueryEditor(state: SqlLabState, id: string, { markDestroyed, now }: DropOptions): void {
  const editor = findQueryEditor(state, id);
  if (!editor) return;

  const droppedTables = state.tables.filter((table) => table.queryEditorId === id);
  const droppedPreviewIds = new Set(droppedTables.map((table) => table.dataPreviewQueryId));
  state.tables = state.tables.filter((table) => table.queryEditorId !== id);
  for (const [queryId, query] of Object.entries(state.queries)) {
    if (query.sqlEditorId === id || droppedPreviewIds.has(queryId)) delete state.queries[queryId];
  }

  state.queryEditors = state.queryEditors.filter((listed) => listed.id !== id);
  state.tabHistory = state.tabHistory.filter((historyId) => historyId !== id);
  if (state.tabHistory.length === 0 && state.queryEditors.length > 0) {
    state.tabHistory = [state.queryEditors[state.queryEditors.length - 1].id];
  }
  if (state.unsavedQueryEditor.id === id) state.unsavedQueryEditor = {};
  delete state.queryCostEstimates[id];
  if (markDestroyed && !editor.inLocalStorage) state.destroyedQueryEditors[id] = now;
}
