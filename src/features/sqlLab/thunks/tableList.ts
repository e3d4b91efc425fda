/**
 * The left bar's 'Refresh tables': the server re-reads the schema's table list (`force: true`,
 * bypassing its cache) and the answer replaces the list the left bar shows, under its usual cache
 * entry, so later visits of the schema see it without asking to force again.
 */
import { databasesApi } from '../../../api/databases';
import type { SqlLabThunk } from './thunkTypes';

/** Resolves true when the list was refreshed, false when the server could not give it. */
export function refreshTableList(dbId: number, schema: string): SqlLabThunk<Promise<boolean>> {
  return async (dispatch) => {
    const forced = await dispatch(
      databasesApi.endpoints.getTables.initiate(
        { dbId, schema, force: true },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (!forced.data) return false;
    await dispatch(databasesApi.util.upsertQueryData('getTables', { dbId, schema }, forced.data));
    return true;
  };
}
