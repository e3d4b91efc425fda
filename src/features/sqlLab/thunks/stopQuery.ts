/** Stopping a run (reference §3.2, §8.2): ask the server, then mark it stopped. */
import { stopQueryOnServer } from '../../../api/queries';
import { addDangerToast, addSuccessToast } from '../../toasts';
import { stopQuery } from '../sqlLabSlice';
import type { SqlLabThunk } from './thunkTypes';

export const QUERY_STOPPED_MESSAGE = 'Query was stopped.';

function stopQueryFailedMessage(clientId: string): string {
  return 'Failed at stopping query. %s'.replace('%s', clientId);
}

/** POST /api/v1/query/stop, then the run is stopped; a failure is a danger toast. */
export function postStopQuery(clientId: string): SqlLabThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await stopQueryOnServer(clientId);
    } catch {
      dispatch(addDangerToast(stopQueryFailedMessage(clientId)));
      return false;
    }
    dispatch(stopQuery(clientId));
    dispatch(addSuccessToast(QUERY_STOPPED_MESSAGE));
    return true;
  };
}
