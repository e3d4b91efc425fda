/** What the page's buttons and the editor's shortcuts do, as thunks on the tab they act on. */
import { isInProgress } from '../queryStates';
import { selectLatestQuery, selectQueryEditorById } from '../selectors';
import { formatQuery } from '../thunks/formatSql';
import { runQuery, type RunQueryOptions } from '../thunks/runQuery';
import { postStopQuery } from '../thunks/stopQuery';
import { switchTab } from '../thunks/tabs';
import type { SqlLabThunk } from '../thunks/thunkTypes';

/** Runs `sql` (default: the tab's selection, else all of its SQL) in the tab's context. */
export function runEditorSql(
  queryEditorId: string,
  sql?: string,
  options: RunQueryOptions = {},
): SqlLabThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    if (!editor) return null;
    const source = sql === undefined ? editor : { ...editor, sql, selectedText: null };
    if (!(source.selectedText || source.sql).trim()) return null;
    return dispatch(runQuery(source, options));
  };
}

/** Stops the tab's latest run if it is still in progress. */
export function stopEditorQuery(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const latest = selectLatestQuery(getState(), queryEditorId);
    if (latest && isInProgress(latest.state)) await dispatch(postStopQuery(latest.id));
  };
}

export function formatEditorSql(queryEditorId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    if (editor && editor.sql.trim()) await dispatch(formatQuery(editor));
  };
}

/** Activates the tab `step` places away from this one (−1 previous, +1 next), wrapping around. */
export function switchToNeighbourTab(queryEditorId: string, step: number): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const ids = getState().sqlLab.queryEditors.map((editor) => editor.id);
    const index = ids.indexOf(queryEditorId);
    if (index < 0 || ids.length < 2) return;
    await dispatch(switchTab(ids[(index + step + ids.length) % ids.length]));
  };
}
