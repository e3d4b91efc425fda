/**
 * SQL Lab's public surface: its pages, each its own chunk (lazy here, so importing the state never
 * loads a page), the run workflows and the state other areas may read.
 */
import { lazy } from 'react';

export const SqlLabPage = lazy(() => import('./components/SqlLabPage'));
export const QueryHistoryPage = lazy(() => import('./components/QueryHistoryPage'));
export { runQuery, runFailureMessage } from './thunks/runQuery';
export type { RunQueryRequest, RunQueryOptions } from './thunks/runQuery';
export { fetchQueryResults, FETCH_RESULTS_FAILED_MESSAGE } from './thunks/fetchResults';
export { postStopQuery, QUERY_STOPPED_MESSAGE } from './thunks/stopQuery';
export { estimateQueryCost } from './thunks/estimate';
export { formatQuery } from './thunks/formatSql';
export { startQueryPolling, QUERY_UPDATE_FREQ_MS, MAX_QUERY_AGE_TO_POLL_MS } from './thunks/pollQueries';
export type { QueryPoller } from './thunks/pollQueries';
export { sqlLabReducer } from './sqlLabSlice';
export {
  selectActiveQueryEditor,
  selectQueryEditorById,
  selectQueriesOfEditor,
  selectLatestQuery,
  selectTablesOfEditor,
  selectInProgressQueries,
} from './selectors';
export type { Query, QueryEditor, QueryResults, SqlLabState, SqlLabRootState } from './types';
