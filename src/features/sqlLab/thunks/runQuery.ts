/** Running SQL (reference §8.1–8.2): start the run, POST execute, apply a sync reply or a failure. */
import { nanoid } from '@reduxjs/toolkit';
import { executeQuery, type ExecutePayload } from '../../../api/sqlLab';
import {
  getClientErrorObject,
  isAbortError,
  SESSION_TIMED_OUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../../../api/errors';
import type { ClientError } from '../../../api/types';
import { CLIENT_ID_LENGTH } from '../reducers/tabReducers';
import { isFinished } from '../queryStates';
import { queryAccepted, queryFailed, querySuccess, refreshQueries, startQuery } from '../sqlLabSlice';
import { templateParamsError } from '../templateParams';
import { LOG_ACTIONS_SQLLAB_RUN_QUERY, logEvent } from '../../logging';
import { addDangerToast } from '../../toasts';
import type { CtasMethod, QueryEditor } from '../types';
import type { SqlLabThunk } from './thunkTypes';
import { selectSqlLabDatabase } from '../sqlLabDatabases';

/** What a run needs to know; `runAsync` is the database's allow_run_async. */
export interface RunQueryRequest {
  sql: string;
  dbId: number;
  schema: string | null;
  queryLimit: number | null;
  templateParams: string | null;
  tab: string;
  sqlEditorId: string | null;
  runAsync: boolean;
  isDataPreview?: boolean;
  ctas?: boolean;
  ctas_method?: CtasMethod;
  tempTable?: string;
  tempSchema?: string | null;
}

/** 'Create table as' / 'Create view as': where a tab's run stores its result. */
interface CtasRunOptions {
  method: CtasMethod;
  tableName: string;
  /**
   * The schema the new table lands in: the tab's, which the server uses (Superset's execute takes
   * no target schema); kept on the query for the created-table notice.
   */
  schema?: string | null;
}

export interface RunQueryOptions {
  /** The client id to use (default: a new nanoid of 11 characters). */
  clientId?: string;
  now?: number;
  /** The page's query string appended to the execute URL (default: the current one). */
  search?: string;
  /** A tab's run stores its result as a table or view. */
  ctas?: CtasRunOptions;
}

/** The failure text of a run: the server's error, message or status text, else 'Unknown error'. */
export function runFailureMessage(error: Pick<ClientError, 'error' | 'message' | 'statusText'>): string {
  const message = error.error || error.message || error.statusText || UNKNOWN_ERROR_MESSAGE;
  return message.includes('CSRF token') ? SESSION_TIMED_OUT_MESSAGE : message;
}

function isQueryEditor(input: RunQueryRequest | QueryEditor): input is QueryEditor {
  return 'name' in input && 'id' in input;
}

function executePayload(clientId: string, request: RunQueryRequest): ExecutePayload {
  return {
    client_id: clientId,
    database_id: request.dbId,
    runAsync: request.runAsync,
    schema: request.schema,
    sql: request.sql,
    sql_editor_id: request.sqlEditorId,
    tab: request.tab,
    tmp_table_name: request.tempTable ?? '',
    select_as_cta: request.ctas ?? false,
    ctas_method: request.ctas_method ?? 'TABLE',
    templateParams: request.templateParams,
    queryLimit: request.queryLimit,
    expand_data: true,
  };
}

/**
 * Runs SQL for a tab (its selected text if any, else all of it) or for an explicit request.
 * Resolves with the run's client id, or null when the tab has no database to run on or its
 * template parameters are not a JSON object (then the error is shown and nothing is sent).
 */
export function runQuery(
  input: RunQueryRequest | QueryEditor,
  options: RunQueryOptions = {},
): SqlLabThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    let request: RunQueryRequest;
    if (isQueryEditor(input)) {
      if (input.dbId === null) return null;
      const paramsError = templateParamsError(input.templateParams);
      if (paramsError) {
        dispatch(addDangerToast(paramsError));
        return null;
      }
      const database = selectSqlLabDatabase(getState(), input.dbId);
      const ctas = options.ctas && options.ctas.tableName.trim() ? options.ctas : undefined;
      request = {
        sql: input.selectedText || input.sql,
        dbId: input.dbId,
        schema: input.schema,
        queryLimit: input.queryLimit,
        templateParams: input.templateParams || null,
        tab: input.name,
        sqlEditorId: input.id,
        runAsync: database?.allow_run_async ?? false,
        ...(ctas
          ? { ctas: true, ctas_method: ctas.method, tempTable: ctas.tableName.trim(), tempSchema: ctas.schema ?? null }
          : {}),
      };
    } else {
      request = input;
    }
    if (!request.isDataPreview) dispatch(logEvent(LOG_ACTIONS_SQLLAB_RUN_QUERY, { db_id: request.dbId }));
    const clientId = options.clientId ?? nanoid(CLIENT_ID_LENGTH);
    dispatch(
      startQuery(
        {
          id: clientId,
          sqlEditorId: request.sqlEditorId,
          dbId: request.dbId,
          sql: request.sql,
          tab: request.tab,
          schema: request.schema,
          runAsync: request.runAsync,
          templateParams: request.templateParams,
          queryLimit: request.queryLimit,
          isDataPreview: request.isDataPreview ?? false,
          ctas: request.ctas ?? false,
          ctas_method: request.ctas_method ?? 'TABLE',
          tempTable: request.tempTable ?? null,
          tempSchema: request.tempSchema ?? null,
        },
        options.now,
      ),
    );
    try {
      const response = await executeQuery(executePayload(clientId, request), { search: options.search });
      // Any reply but a failure means the server recorded the run.
      dispatch(queryAccepted(clientId));
      // Async runs (202) are followed by the poller; only a sync reply carries the rows. An async
      // run that already ended (the embedded server answers quick runs so) is merged at once, and
      // the poller fetches its rows (or it shows its error) without waiting for a poll.
      if (response.kind === 'accepted' && request.runAsync && isFinished(response.query.state)) {
        dispatch(refreshQueries({ [clientId]: response.query }));
      }
      if (!request.runAsync && response.kind === 'results') {
        const current = getState().sqlLab.queries[clientId];
        dispatch(querySuccess({ id: clientId, state: current?.state ?? 'running' }, response.results));
      }
    } catch (caught) {
      if (isAbortError(caught)) return clientId;
      const error = await getClientErrorObject(caught);
      const current = getState().sqlLab.queries[clientId];
      dispatch(
        queryFailed(
          { id: clientId, state: current?.state ?? 'running' },
          { errorMessage: runFailureMessage(error), errors: error.errors ?? null, link: error.link ?? null },
        ),
      );
    }
    return clientId;
  };
}
