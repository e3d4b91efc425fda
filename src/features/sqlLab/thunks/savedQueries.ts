/**
 * Saving a tab's query (spec sql-editor §4, §7, §8; reference superset-api-sqllab §4): 'Save' /
 * 'Save as new' POST a saved query, 'Update' PUTs it, 'Schedule' posts one with its schedule.
 * The tab takes the saved name and the saved query's id (`remoteId`).
 */
import {
  createSavedQuery,
  createScheduledQuery,
  invalidateSavedQueryList,
  updateSavedQuery,
  type SavedQueryBody,
} from '../../../api/savedQueries';
import { updateTabState } from '../../../api/tabState';
import { addDangerToast, addSuccessToast } from '../../toasts';
import { convertQueryToServer } from '../savedQueryMapping';
import { selectQueryEditorById } from '../selectors';
import { queryEditorSaved, queryEditorSetTitle } from '../sqlLabSlice';
import type { QueryEditor } from '../types';
import { isPersistenceOn } from './persistence';
import {
  QUERY_NOT_PROPERLY_SAVED_MESSAGE,
  QUERY_SAVED_MESSAGE,
  QUERY_SAVE_FAILED_MESSAGE,
  QUERY_SCHEDULED_MESSAGE,
  QUERY_SCHEDULE_FAILED_MESSAGE,
  QUERY_UPDATED_MESSAGE,
  QUERY_UPDATE_FAILED_MESSAGE,
} from './savedQueryMessages';
import type { SqlLabThunk } from './thunkTypes';

/** What the save form edits. */
export interface SaveQueryForm {
  name: string;
  description: string;
}

/** The saved query body of a tab: its fields under the server's names. */
function savedQueryBodyFor(editor: QueryEditor, form: SaveQueryForm): SavedQueryBody | null {
  if (editor.dbId === null) return null;
  const clientFields: Record<string, unknown> = {
    dbId: editor.dbId,
    name: form.name.trim() || editor.name,
    description: form.description,
    schema: editor.schema,
    sql: editor.sql,
    templateParams: editor.templateParams || null,
  };
  return convertQueryToServer(clientFields) as unknown as SavedQueryBody;
}

/** The tab is now saved query `remoteId` named `name`; the name reaches the server tab too. */
function markSaved(queryEditorId: string, remoteId: number, name: string): SqlLabThunk {
  return (dispatch) => {
    dispatch(queryEditorSaved({ queryEditorId, remoteId, name }));
    dispatch(queryEditorSetTitle(queryEditorId, name));
    dispatch(invalidateSavedQueryList());
  };
}

/** 'Save' (or 'Save as new'): a new saved query; resolves with its id, or null when it failed. */
export function saveQuery(queryEditorId: string, form: SaveQueryForm): SqlLabThunk<Promise<number | null>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    const body = editor ? savedQueryBodyFor(editor, form) : null;
    if (!editor || !body) {
      dispatch(addDangerToast(QUERY_SAVE_FAILED_MESSAGE));
      return null;
    }
    let remoteId: number;
    try {
      remoteId = (await createSavedQuery(body)).id;
    } catch {
      dispatch(addDangerToast(QUERY_SAVE_FAILED_MESSAGE));
      return null;
    }
    dispatch(markSaved(queryEditorId, remoteId, body.label));
    if (isPersistenceOn(getState()) && !editor.inLocalStorage) {
      try {
        await updateTabState(queryEditorId, { saved_query_id: remoteId });
      } catch {
        dispatch(addDangerToast(QUERY_NOT_PROPERLY_SAVED_MESSAGE));
        return remoteId;
      }
    }
    dispatch(addSuccessToast(QUERY_SAVED_MESSAGE));
    return remoteId;
  };
}

/** 'Update': the tab's saved query takes the tab's current SQL, name and description. */
export function updateQuery(queryEditorId: string, form: SaveQueryForm): SqlLabThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    const body = editor ? savedQueryBodyFor(editor, form) : null;
    if (!editor || !body || editor.remoteId === null) {
      dispatch(addDangerToast(QUERY_UPDATE_FAILED_MESSAGE));
      return false;
    }
    try {
      await updateSavedQuery(editor.remoteId, body);
    } catch {
      dispatch(addDangerToast(QUERY_UPDATE_FAILED_MESSAGE));
      return false;
    }
    dispatch(markSaved(queryEditorId, editor.remoteId, body.label));
    dispatch(addSuccessToast(QUERY_UPDATED_MESSAGE));
    return true;
  };
}

interface ScheduleQueryForm {
  label: string;
  description: string;
  /** The schedule form's values, stored as `extra_json.schedule_info`. */
  scheduleInfo: Record<string, unknown>;
}

/** 'Schedule': a saved query carrying its schedule, posted to the legacy create view. */
export function scheduleQuery(queryEditorId: string, form: ScheduleQueryForm): SqlLabThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    if (!editor || editor.dbId === null) {
      dispatch(addDangerToast(QUERY_SCHEDULE_FAILED_MESSAGE));
      return false;
    }
    try {
      await createScheduledQuery({
        label: form.label.trim() || editor.name,
        description: form.description,
        db_id: editor.dbId,
        schema: editor.schema,
        sql: editor.sql,
        extra_json: JSON.stringify({ schedule_info: form.scheduleInfo }),
      });
    } catch {
      dispatch(addDangerToast(QUERY_SCHEDULE_FAILED_MESSAGE));
      return false;
    }
    dispatch(invalidateSavedQueryList());
    dispatch(addSuccessToast(QUERY_SCHEDULED_MESSAGE));
    return true;
  };
}
