/** Fetching a run's stored results by its results key (reference §2.3, §8.2). */
import { fetchResults as fetchResultsFromServer } from '../../../api/sqlLab';
import { getClientErrorObject } from '../../../api/errors';
import type { ClientError } from '../../../api/types';
import { selectConf } from '../../shell';
import { queryFailed, querySuccess, requestQueryResults } from '../sqlLabSlice';
import type { Query } from '../types';
import type { SqlLabThunk } from './thunkTypes';

const FETCH_RESULTS_FAILED_MESSAGE = 'Failed at retrieving results';

/** The failure text of a results fetch: the server's error or status text, else the default. */
export function fetchResultsFailureMessage(error: Pick<ClientError, 'error' | 'statusText'>): string {
  return error.error || error.statusText || FETCH_RESULTS_FAILED_MESSAGE;
}

interface FetchQueryResultsOptions {
  /** Overrides SQLLAB_QUERY_RESULT_TIMEOUT; 0 waits as long as it takes ('Retry fetching results'). */
  timeoutMs?: number;
}

/** Marks the run as fetching, then loads up to DISPLAY_MAX_ROW rows of its stored results. */
export function fetchQueryResults(
  query: Pick<Query, 'id' | 'resultsKey'>,
  options: FetchQueryResultsOptions = {},
): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!query.resultsKey) return;
    const conf = selectConf(getState());
    dispatch(requestQueryResults(query.id));
    const configured = conf.SQLLAB_QUERY_RESULT_TIMEOUT;
    const timeout = options.timeoutMs ?? (typeof configured === 'number' ? configured : undefined);
    try {
      const results = await fetchResultsFromServer(query.resultsKey, conf.DISPLAY_MAX_ROW, {
        timeoutMs: timeout && timeout > 0 ? timeout : undefined,
      });
      dispatch(querySuccess({ id: query.id, state: 'fetching' }, results));
    } catch (caught) {
      const error = await getClientErrorObject(caught);
      dispatch(
        queryFailed(
          { id: query.id, state: 'fetching' },
          {
            errorMessage: fetchResultsFailureMessage(error),
            errors: error.errors ?? null,
            link: error.link ?? null,
          },
        ),
      );
    }
  };
}
