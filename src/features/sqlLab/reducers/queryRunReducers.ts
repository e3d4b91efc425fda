/** The run state machine (spec §4 "Query states", reference §8.1). */
import { isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { SupersetError } from '../../../api/types';
import { mergeServerQueries } from '../mergeServerQueries';
import { withUnsavedEdits } from '../unsavedEdits';
import type { Query, QueryResults, QueryState, ServerQuery, SqlLabState } from '../types';
import { editQueryEditor, findQueryEditor } from './editorDrafts';

/** What the caller knows of a run when it starts it. */
export type StartQueryInput = Pick<Query, 'id' | 'sqlEditorId' | 'dbId' | 'sql' | 'tab' | 'schema'> &
  Partial<
    Pick<Query, 'ctas' | 'ctas_method' | 'tempTable' | 'tempSchema' | 'templateParams' | 'queryLimit' | 'isDataPreview'>
  > & {
    /** The database's allow_run_async. */
    runAsync: boolean;
  };

/** The run as the caller last saw it: a run it saw stopped takes no later result. */
type QueryRef = Pick<Query, 'id' | 'state'>;

interface StartQueryPayload {
  query: StartQueryInput;
  now: number;
}

interface QuerySuccessPayload {
  query: QueryRef;
  results: QueryResults;
  now: number;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface QueryFailure {
  errorMessage: string;
  errors?: SupersetError[] | null;
  link?: string | null;
}

interface QueryFailedPayload extends QueryFailure {
  query: QueryRef;
  now: number;
}

interface ClearInactiveQueriesPayload {
  intervalMs: number;
  now: number;
}

function newRun({ query, now }: StartQueryPayload): Query {
  return {
    ctas: false,
    ctas_method: 'TABLE',
    tempTable: null,
    tempSchema: null,
    templateParams: null,
    queryLimit: null,
    isDataPreview: false,
    ...query,
    state: query.runAsync ? 'pending' : 'running',
    progress: 0,
    startDttm: now,
    endDttm: null,
    rows: null,
    resultsKey: null,
    limitingFactor: null,
    errorMessage: null,
    errors: null,
    link: null,
    cached: false,
    results: null,
  };
}

/** The stored run, unless the caller's copy or the stored one was stopped. */
function unstoppedRun(state: SqlLabState, ref: QueryRef): Query | undefined {
  if (ref.state === 'stopped') return undefined;
  const stored = state.queries[ref.id];
  return stored && stored.state !== 'stopped' ? stored : undefined;
}

/**
 * The server confirmed it holds the run. When the run is its tab's latest, the tab counts as
 * edited again, so that the next sync names the run as its latest query (a sync sent before the
 * confirmation left it out).
 */
function markStoredOnServer(state: SqlLabState, query: Query, now: number): void {
  if (query.storedOnServer) return;
  query.storedOnServer = true;
  const editor = query.sqlEditorId && !query.isDataPreview ? findQueryEditor(state, query.sqlEditorId) : undefined;
  if (editor && withUnsavedEdits(editor, state.unsavedQueryEditor).latestQueryId === query.id) {
    editQueryEditor(state, editor.id, { updatedAt: now }, { now });
  }
}

function idleTooLong(query: Query, { intervalMs, now }: ClearInactiveQueriesPayload): boolean {
  const waiting: QueryState[] = ['running', 'pending'];
  return waiting.includes(query.state) && now - query.startDttm > intervalMs && query.progress === 0;
}

export const queryRunReducers = {
  /**
   * A run begins: pending when the database runs async, else running. It becomes its tab's latest
   * run (data previews excepted), and the tab's previous latest run lets go of its rows.
   */
  startQuery: {
    reducer(state: SqlLabState, action: PayloadAction<StartQueryPayload>) {
      const { query, now } = action.payload;
      const editor = query.sqlEditorId && !query.isDataPreview ? findQueryEditor(state, query.sqlEditorId) : undefined;
      if (editor) {
        const { latestQueryId } = withUnsavedEdits(editor, state.unsavedQueryEditor);
        const previous = latestQueryId ? state.queries[latestQueryId] : undefined;
        if (previous?.results) previous.results.data = [];
      }
      state.queries[query.id] = newRun(action.payload);
      if (editor) editQueryEditor(state, editor.id, { latestQueryId: query.id }, { now });
    },
    prepare(query: StartQueryInput, now: number = Date.now()) {
      return { payload: { query, now } };
    },
  },
  /** Results are being fetched by results key (a stopped run stays stopped). */
  requestQueryResults(state: SqlLabState, action: PayloadAction<string>) {
    const query = state.queries[action.payload];
    if (query && query.state !== 'stopped') query.state = 'fetching';
  },
  /** Applied only for a results payload whose status is success, and never to a stopped run. */
  querySuccess: {
    reducer(state: SqlLabState, action: PayloadAction<QuerySuccessPayload>) {
      const { query: ref, results, now } = action.payload;
      if (results.status !== 'success') return;
      const query = unstoppedRun(state, ref);
      if (!query) return;
      markStoredOnServer(state, query, now);
      const serverQuery = results.query;
      Object.assign(query, {
        state: 'success',
        progress: 100,
        endDttm: now,
        results,
        rows: serverQuery?.rows ?? 0,
        executedSql: serverQuery?.executedSql ?? null,
        limitingFactor: serverQuery?.limitingFactor ?? null,
        tempSchema: serverQuery?.tempSchema ?? null,
        tempTable: serverQuery?.tempTable ?? null,
        errorMessage: null,
        cached: false,
      } satisfies Partial<Query>);
      if (serverQuery?.resultsKey) query.resultsKey = serverQuery.resultsKey;
    },
    prepare(query: QueryRef, results: QueryResults, now: number = Date.now()) {
      // Frozen on arrival: the store's immer neither walks nor freezes a frozen object, and walking
      // 100,000 result rows to freeze each one took longer than drawing them. Results are never
      // changed in place, only replaced.
      return { payload: { query, results: Object.isFrozen(results) ? results : Object.freeze({ ...results }), now } };
    },
  },
  /** The server accepted the run (202, or the record of a run it already has in flight). */
  queryAccepted: {
    reducer(state: SqlLabState, action: PayloadAction<{ id: string; now: number }>) {
      const query = state.queries[action.payload.id];
      if (query) markStoredOnServer(state, query, action.payload.now);
    },
    prepare(id: string, now: number = Date.now()) {
      return { payload: { id, now } };
    },
  },
  /** Records the failure (message, error list, link); a stopped run ignores it. */
  queryFailed: {
    reducer(state: SqlLabState, action: PayloadAction<QueryFailedPayload>) {
      const { query: ref, errorMessage, errors, link, now } = action.payload;
      const query = unstoppedRun(state, ref);
      if (!query) return;
      Object.assign(query, {
        state: 'failed',
        errorMessage,
        errors: errors ?? null,
        link: link ?? null,
        endDttm: now,
      } satisfies Partial<Query>);
    },
    prepare(query: QueryRef, failure: QueryFailure, now: number = Date.now()) {
      return { payload: { ...failure, query, now } };
    },
  },
  stopQuery(state: SqlLabState, action: PayloadAction<string>) {
    const query = state.queries[action.payload];
    if (!query) return;
    query.state = 'stopped';
    query.results = null;
  },
  /** Rows dropped from memory; they can be fetched again by results key. */
  clearQueryResults(state: SqlLabState, action: PayloadAction<string>) {
    const query = state.queries[action.payload];
    if (!query) return;
    if (query.results) query.results.data = [];
    query.cached = true;
  },
  removeQuery(state: SqlLabState, action: PayloadAction<string>) {
    delete state.queries[action.payload];
  },
  /** Server updates from the poller, keyed by client id (reference §8.3). */
  refreshQueries(state: SqlLabState, action: PayloadAction<Record<string, ServerQuery>>) {
    const base = isDraft(state) ? original(state) : state;
    if (!base) return;
    const merged = mergeServerQueries(base.queries, action.payload, base.queriesLastUpdate);
    state.queriesLastUpdate = merged.queriesLastUpdate;
    if (merged.queries !== base.queries) state.queries = merged.queries;
  },
  /**
   * Drops runs still running or pending with no progress after `intervalMs`; a run holding a
   * results key takes the status of its stored results.
   */
  clearInactiveQueries: {
    reducer(state: SqlLabState, action: PayloadAction<ClearInactiveQueriesPayload>) {
      for (const [id, query] of Object.entries(state.queries)) {
        if (idleTooLong(query, action.payload)) {
          delete state.queries[id];
        } else if (query.resultsKey && query.results?.status && query.state !== query.results.status) {
          query.state = query.results.status;
        }
      }
    },
    prepare(intervalMs: number, now: number = Date.now()) {
      return { payload: { intervalMs, now } };
    },
  },
};
