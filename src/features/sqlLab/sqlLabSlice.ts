/**
 * SQL Lab's client state (spec sql-editor §3–4): tabs, runs, left-bar tables, cost estimates.
 * Pure reducers only; thunks call the server and dispatch these actions.
 */
import { createSlice } from '@reduxjs/toolkit';
import { editorFieldReducers } from './reducers/editorFieldReducers';
import { queryRunReducers } from './reducers/queryRunReducers';
import { sessionReducers } from './reducers/sessionReducers';
import { tableReducers } from './reducers/tableReducers';
import { tabReducers } from './reducers/tabReducers';
import type { SqlLabState } from './types';

export const initialSqlLabState: SqlLabState = {
  queryEditors: [],
  tabHistory: [],
  queries: {},
  tables: [],
  unsavedQueryEditor: {},
  queriesLastUpdate: 0,
  destroyedQueryEditors: {},
  editorTabLastUpdatedAt: 0,
  lastUpdatedActiveTab: null,
  queryCostEstimates: {},
  offline: false,
  editorStateSaveFailing: false,
};

const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    ...queryRunReducers,
    ...tabReducers,
    ...editorFieldReducers,
    ...tableReducers,
    ...sessionReducers,
  },
});

export const {
  startQuery,
  requestQueryResults,
  querySuccess,
  queryAccepted,
  queryFailed,
  stopQuery,
  clearQueryResults,
  removeQuery,
  refreshQueries,
  clearInactiveQueries,
  addQueryEditor,
  cloneQueryToNewTab,
  switchQueryEditor,
  removeQueryEditor,
  removeAllOtherQueryEditors,
  removeTabLocally,
  loadQueryEditor,
  migrateQueryEditorSuccess,
  queryEditorSaved,
  setEditorTabLastUpdate,
  setLastUpdatedActiveTab,
  markServerTabDestroyed,
  clearDestroyedQueryEditor,
  queryEditorSetSql,
  queryEditorSetDb,
  queryEditorSetSchema,
  queryEditorSetQueryLimit,
  queryEditorSetTemplateParams,
  queryEditorSetTitle,
  queryEditorSetAutorun,
  queryEditorSetSelectedText,
  queryEditorSetCursorPosition,
  queryEditorSetHideLeftBar,
  queryEditorSetNorthPercent,
  queryEditorSetSouthPercent,
  mergeTable,
  expandTable,
  collapseTable,
  removeTables,
  removeDataPreview,
  changeDataPreviewId,
  migrateTableSuccess,
  resetState,
  setUserOffline,
  setEditorStateSaveFailing,
  costEstimateStarted,
  costEstimateReturned,
  costEstimateFailed,
} = sqlLabSlice.actions;

/**
 * Making a tab active locally is the same transition as switching to it (`switchQueryEditor`);
 * telling the server is the activate thunk's job.
 */
export const setActiveQueryEditor = switchQueryEditor;

export const sqlLabReducer = sqlLabSlice.reducer;
