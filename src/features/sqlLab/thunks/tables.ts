/**
 * Left-bar table workflows (spec sql-editor §4 "Tables", §7): add a table (metadata, data preview,
 * server copy), expand or collapse it, remove it, preview its data again.
 */
import { nanoid } from '@reduxjs/toolkit';
import { deleteTableSchema, setTableSchemaExpanded } from '../../../api/tableSchema';
import { addDangerToast } from '../../toasts';
import { canPreviewData } from '../databaseRules';
import { CLIENT_ID_LENGTH } from '../reducers/tabReducers';
import {
  changeDataPreviewId,
  collapseTable,
  expandTable,
  mergeTable,
  removeDataPreview,
  removeTables,
} from '../sqlLabSlice';
import { loadTableMetadata } from '../tableMetadata';
import { withUnsavedEdits } from '../unsavedEdits';
import type { Table } from '../types';
import { storeTableOnServer } from './migration';
import { isPersistenceOn } from './persistence';
import { runQuery } from './runQuery';
import {
  COLLAPSE_TABLE_FAILED_MESSAGE,
  EXPAND_TABLE_FAILED_MESSAGE,
  REMOVE_TABLE_FAILED_MESSAGE,
  TABLE_METADATA_FAILED_MESSAGE,
} from './tabMessages';
import type { SqlLabThunk, SqlLabThunkState } from './thunkTypes';
import { selectSqlLabDatabase } from '../sqlLabDatabases';

type TableIdentity = Pick<Table, 'dbId' | 'queryEditorId' | 'schema' | 'name'>;

function findTable(state: SqlLabThunkState, identity: TableIdentity): Table | undefined {
  return state.sqlLab.tables.find(
    (table) =>
      table.dbId === identity.dbId &&
      table.queryEditorId === identity.queryEditorId &&
      table.schema === identity.schema &&
      table.name === identity.name,
  );
}

const tableById = (state: SqlLabThunkState, tableId: string) =>
  state.sqlLab.tables.find((table) => table.id === tableId);

/**
 * Starts a data preview of a table (its select star, no editor, no tab name) unless its database
 * disables previews. A table that already has one gets a new run in its place.
 */
function startDataPreview(tableId: string, selectStar: string | null | undefined): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const table = tableById(getState(), tableId);
    const database = table && selectSqlLabDatabase(getState(), table.dbId);
    if (!table || !selectStar || !database || !canPreviewData(database)) return;
    const clientId = nanoid(CLIENT_ID_LENGTH);
    if (table.dataPreviewQueryId) {
      dispatch(changeDataPreviewId({ oldQueryId: table.dataPreviewQueryId, newQueryId: clientId }));
    } else {
      dispatch(mergeTable(table, clientId));
    }
    await dispatch(
      runQuery(
        {
          sql: selectStar,
          dbId: table.dbId,
          schema: table.schema,
          queryLimit: null,
          templateParams: null,
          tab: '',
          sqlEditorId: null,
          isDataPreview: true,
          runAsync: database.allow_run_async,
        },
        { clientId },
      ),
    );
  };
}

/** Previews a table's data again, with the select star of its (cached) metadata. */
export function previewTableData(tableId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const listed = tableById(getState(), tableId);
    if (!listed) return;
    const metadata = await dispatch(loadTableMetadata(listed));
    // The table may have been stored under its server id while the metadata came.
    const table = findTable(getState(), listed);
    if (table) await dispatch(startDataPreview(table.id, metadata?.selectStar));
  };
}

/** With persistence on and a tab stored on the server, the table is stored too (and marked initialized). */
function storeTable(tableId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const table = tableById(getState(), tableId);
    if (!table || !isPersistenceOn(getState())) return;
    const editor = getState().sqlLab.queryEditors.find((listed) => listed.id === table.queryEditorId);
    if (!editor || editor.inLocalStorage) return;
    await dispatch(storeTableOnServer(tableId, TABLE_METADATA_FAILED_MESSAGE, addDangerToast));
  };
}

/**
 * Adds a table of the tab's database to its left bar (merged by database, tab, schema and name),
 * loads its metadata, starts its data preview and stores it on the server.
 */
export function addTable(queryEditorId: string, schema: string, name: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const listed = getState().sqlLab.queryEditors.find((editor) => editor.id === queryEditorId);
    const dbId = listed ? withUnsavedEdits(listed, getState().sqlLab.unsavedQueryEditor).dbId : null;
    if (dbId === null) return;
    const identity: TableIdentity = { dbId, queryEditorId, schema, name };
    dispatch(mergeTable({ ...identity, id: nanoid(CLIENT_ID_LENGTH), expanded: true }));

    const metadata = await dispatch(loadTableMetadata(identity));
    const table = findTable(getState(), identity);
    if (!table) return;
    if (!metadata) {
      dispatch(addDangerToast(TABLE_METADATA_FAILED_MESSAGE));
      return;
    }
    const preview = dispatch(startDataPreview(table.id, metadata.selectStar));
    await dispatch(storeTable(table.id));
    await preview;
  };
}

function setExpanded(tableId: string, expanded: boolean): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const table = tableById(getState(), tableId);
    if (!table) return;
    if (isPersistenceOn(getState()) && table.initialized) {
      try {
        await setTableSchemaExpanded(table.id, expanded);
      } catch {
        dispatch(addDangerToast(expanded ? EXPAND_TABLE_FAILED_MESSAGE : COLLAPSE_TABLE_FAILED_MESSAGE));
        return;
      }
    }
    dispatch(expanded ? expandTable(table.id) : collapseTable(table.id));
  };
}

/** Expanded state is synced to the server only for tables stored there. */
export const expandTableSchema = (tableId: string) => setExpanded(tableId, true);
export const collapseTableSchema = (tableId: string) => setExpanded(tableId, false);

/** Removes a table and its data preview; only a table stored on the server is deleted there. */
export function removeTableSchema(tableId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const table = tableById(getState(), tableId);
    if (!table) return;
    if (isPersistenceOn(getState()) && table.initialized) {
      try {
        await deleteTableSchema(table.id);
      } catch {
        dispatch(addDangerToast(REMOVE_TABLE_FAILED_MESSAGE));
        return;
      }
    }
    dispatch(removeDataPreview(table.id));
    dispatch(removeTables([table.id]));
  };
}
