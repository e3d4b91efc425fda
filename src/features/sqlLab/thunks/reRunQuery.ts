/** Running a finished run again under a new client id (Superset's reRunQuery). */
import type { Query } from '../types';
import { runQuery, type RunQueryRequest } from './runQuery';
import type { SqlLabThunk } from './thunkTypes';
import { selectSqlLabDatabase } from '../sqlLabDatabases';

/** The request that runs `query` again, as it was sent the first time. */
function requestOfQuery(query: Query, databaseAllowsAsync: boolean): RunQueryRequest {
  return {
    sql: query.sql,
    dbId: query.dbId,
    schema: query.schema,
    queryLimit: query.queryLimit,
    templateParams: query.templateParams,
    tab: query.tab ?? '',
    sqlEditorId: query.sqlEditorId,
    runAsync: query.runAsync ?? databaseAllowsAsync,
    isDataPreview: query.isDataPreview,
    ctas: query.ctas,
    ctas_method: query.ctas_method,
    tempTable: query.tempTable ?? undefined,
  };
}

/** Runs the query again with a new client id; resolves with that id. */
export function reRunQuery(query: Query): SqlLabThunk<Promise<string | null>> {
  return (dispatch, getState) => {
    const database = selectSqlLabDatabase(getState(), query.dbId);
    return dispatch(runQuery(requestOfQuery(query, database?.allow_run_async ?? false)));
  };
}

/** Superset re-runs a run that failed because the session timed out, once its result pane shows it. */
export function failedForSessionTimeout(query: Pick<Query, 'state' | 'errorMessage'>): boolean {
  return query.state === 'failed' && (query.errorMessage?.indexOf('session timed out') ?? -1) > 0;
}
