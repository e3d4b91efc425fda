/** Formatting a tab's SQL on the server (reference §2.5) and putting the result in the editor. */
import { formatSql as formatSqlOnServer } from '../../../api/sqlLab';
import { getClientErrorObject } from '../../../api/errors';
import { addDangerToast } from '../../toasts';
import { queryEditorSetSql } from '../sqlLabSlice';
import type { QueryEditor } from '../types';
import type { SqlLabThunk } from './thunkTypes';

/** Replaces the tab's SQL with its formatted form; resolves with the new SQL (null on failure). */
export function formatQuery(editor: Pick<QueryEditor, 'id' | 'sql' | 'dbId'>): SqlLabThunk<Promise<string | null>> {
  return async (dispatch) => {
    try {
      const formatted = await formatSqlOnServer(editor.sql, editor.dbId);
      dispatch(queryEditorSetSql(editor.id, formatted));
      return formatted;
    } catch (caught) {
      const error = await getClientErrorObject(caught);
      dispatch(addDangerToast(error.error));
      return null;
    }
  };
}
