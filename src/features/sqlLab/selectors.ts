/** Reading SQL Lab's state: the active tab with its edits, runs and tables of a tab. */
import { createSelector } from '@reduxjs/toolkit';
import type { ApiRootState } from '../../api/baseApi';
import { canPreviewData } from './databaseRules';
import { isInProgress } from './queryStates';
import { selectSqlLabDatabase } from './sqlLabDatabases';
import { activeQueryEditorId, withUnsavedEdits } from './unsavedEdits';
import type { Query, QueryEditor, SqlLabRootState, Table } from './types';

const selectQueryEditors = (state: SqlLabRootState) => state.sqlLab.queryEditors;
const selectUnsavedQueryEditor = (state: SqlLabRootState) => state.sqlLab.unsavedQueryEditor;
const selectQueries = (state: SqlLabRootState) => state.sqlLab.queries;
const selectTables = (state: SqlLabRootState) => state.sqlLab.tables;
const editorIdArgument = (_state: SqlLabRootState, queryEditorId: string) => queryEditorId;

export const selectActiveQueryEditorId = (state: SqlLabRootState): string | null =>
  activeQueryEditorId(state.sqlLab.tabHistory);

/** The active tab as the user sees it: its listed fields with its unsaved edits on top. */
export const selectActiveQueryEditor = createSelector(
  [selectQueryEditors, selectUnsavedQueryEditor, selectActiveQueryEditorId],
  (editors, unsaved, activeId): QueryEditor | null => {
    const editor = editors.find((listed) => listed.id === activeId);
    return editor ? withUnsavedEdits(editor, unsaved) : null;
  },
);

/** Any tab with its unsaved edits on top. */
export const selectQueryEditorById = createSelector(
  [selectQueryEditors, selectUnsavedQueryEditor, editorIdArgument],
  (editors, unsaved, queryEditorId): QueryEditor | null => {
    const editor = editors.find((listed) => listed.id === queryEditorId);
    return editor ? withUnsavedEdits(editor, unsaved) : null;
  },
);

/** Runs of a tab, oldest first (data previews belong to tables, not tabs). */
export const selectQueriesOfEditor = createSelector(
  [selectQueries, editorIdArgument],
  (queries, queryEditorId): Query[] =>
    Object.values(queries)
      .filter((query) => query.sqlEditorId === queryEditorId)
      .sort((left, right) => left.startDttm - right.startDttm),
);

/** The tab's latest run, or null when it has none (or it is gone). */
export const selectLatestQuery = (state: SqlLabRootState, queryEditorId: string): Query | null => {
  const latestQueryId = selectQueryEditorById(state, queryEditorId)?.latestQueryId;
  return (latestQueryId && state.sqlLab.queries[latestQueryId]) || null;
};

export const selectTablesOfEditor = createSelector([selectTables, editorIdArgument], (tables, queryEditorId): Table[] =>
  tables.filter((table) => table.queryEditorId === queryEditorId),
);

/** Runs still under way: what the poller asks the server about. */
export const selectInProgressQueries = createSelector([selectQueries], (queries): Query[] =>
  Object.values(queries).filter((query) => isInProgress(query.state)),
);

/** Whether a data preview may be added for a table of database `dbId`. */
export const selectCanPreviewData = (state: ApiRootState, dbId: number): boolean =>
  canPreviewData(selectSqlLabDatabase(state, dbId));

/** A server tab whose state was never fetched must be loaded before it is shown. */
export function needsServerStateLoad(editor: Pick<QueryEditor, 'loaded' | 'inLocalStorage'>): boolean {
  return !editor.loaded && !editor.inLocalStorage;
}

interface DataPreview {
  table: Table;
  query: Query;
}

/** A tab's table data previews that have a run, in the order the tables were added. */
export const selectDataPreviewsOfEditor = createSelector(
  [selectTables, selectQueries, editorIdArgument],
  (tables, queries, queryEditorId): DataPreview[] =>
    tables.flatMap((table) => {
      const query =
        table.queryEditorId === queryEditorId && table.dataPreviewQueryId
          ? queries[table.dataPreviewQueryId]
          : undefined;
      return query ? [{ table, query }] : [];
    }),
);
