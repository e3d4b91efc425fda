/** After a CTAS/CVAS run: the schema's table list is read again (with force) so the left bar lists the new table. */
import { api } from '../../../api/baseApi';
import { databasesApi } from '../../../api/databases';
import type { SqlLabThunk } from './thunkTypes';

export function refreshSchemaTables(dbId: number, schema: string): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await dispatch(
        databasesApi.endpoints.getTables.initiate(
          { dbId, schema, force: true },
          { subscribe: false, forceRefetch: true },
        ),
      );
    } finally {
      dispatch(api.util.invalidateTags([{ type: 'Table', id: `${dbId}/${schema}` }]));
    }
  };
}
