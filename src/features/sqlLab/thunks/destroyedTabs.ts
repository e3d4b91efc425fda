/** Closed server tabs: deleted on the server, remembered in `destroyedQueryEditors` until that succeeds. */
import { deleteTabState } from '../../../api/tabState';
import type { ClientError } from '../../../api/types';
import { clearDestroyedQueryEditor } from '../sqlLabSlice';
import type { SqlLabThunk } from './thunkTypes';

export const isNotFound = (caught: unknown): boolean => (caught as Partial<ClientError> | null)?.status === 404;

/** Deletes a closed tab on the server; success or 404 clears its marker. Resolves false on failure. */
export function deleteDestroyedTab(queryEditorId: string): SqlLabThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await deleteTabState(queryEditorId);
    } catch (caught) {
      if (!isNotFound(caught)) return false;
    }
    dispatch(clearDestroyedQueryEditor(queryEditorId));
    return true;
  };
}
