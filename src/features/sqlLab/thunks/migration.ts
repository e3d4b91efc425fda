/**
 * Moving a tab kept only in the browser to the server (reference superset-api-sqllab §8.4): the tab
 * (`POST /tabstateview/`), then its tables (`POST /tableschemaview/`) and runs (`migrate_query`).
 * A failure warns and leaves the rest for the next sync tick.
 */
import { createTabState } from '../../../api/tabState';
import { createTableSchema } from '../../../api/tableSchema';
import { addWarningToast } from '../../toasts';
import { markServerTabDestroyed, migrateQueryEditorSuccess, migrateTableSuccess } from '../sqlLabSlice';
import { deleteDestroyedTab } from './destroyedTabs';
import { migrateQueryToTabState } from '../../../api/tabState';
import { isTableMetadataLoading, loadTableMetadata } from '../tableMetadata';
import { withUnsavedEdits } from '../unsavedEdits';
import type { QueryEditor } from '../types';
import {
  MIGRATE_EDITOR_FAILED_MESSAGE,
  MIGRATE_QUERY_FAILED_MESSAGE,
  MIGRATE_TABLE_FAILED_MESSAGE,
} from './tabMessages';
import type { SqlLabThunk } from './thunkTypes';

/** Local tabs being created right now: a tick and an add never create the same tab twice. */
const creating = new Set<string>();
/** Runs already re-pointed to their server tab. */
const migratedQueries = new Set<string>();
/** Tables being stored right now: an add and a retry never store the same table twice. */
const storingTables = new Set<string>();

function createBody(editor: QueryEditor) {
  return {
    dbId: editor.dbId,
    name: editor.name,
    schema: editor.schema,
    sql: editor.sql,
    queryLimit: editor.queryLimit,
    hideLeftBar: editor.hideLeftBar,
    remoteId: editor.remoteId,
    templateParams: editor.templateParams,
    autorun: editor.autorun,
  };
}

interface MigrateOptions {
  /** The warning shown when the tab cannot be created (default: the migration warning). */
  failureMessage?: string;
}

/**
 * Creates a local tab on the server and re-keys it; resolves with the server id, or null when the
 * tab is not local, is already being created, was closed meanwhile (the server copy is deleted), or
 * the server refused (a warning is shown).
 */
export function migrateLocalEditor(localId: string, options: MigrateOptions = {}): SqlLabThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const sqlLab = getState().sqlLab;
    const listed = sqlLab.queryEditors.find((editor) => editor.id === localId);
    if (!listed || !listed.inLocalStorage || creating.has(localId)) return null;
    const editor = withUnsavedEdits(listed, sqlLab.unsavedQueryEditor);
    creating.add(localId);
    let serverId: string;
    try {
      serverId = await createTabState(createBody(editor));
    } catch {
      dispatch(addWarningToast(options.failureMessage ?? MIGRATE_EDITOR_FAILED_MESSAGE, { noDuplicate: true }));
      return null;
    } finally {
      creating.delete(localId);
    }
    if (!getState().sqlLab.queryEditors.some((current) => current.id === localId)) {
      // Closed while the server was creating it: delete it there too, or it comes back on reload.
      dispatch(markServerTabDestroyed(serverId));
      await dispatch(deleteDestroyedTab(serverId));
      return null;
    }
    dispatch(migrateQueryEditorSuccess({ localId, serverId }));
    await dispatch(migrateTabContents(serverId));
    return serverId;
  };
}

/**
 * Stores a left-bar table of a server tab (`POST /tableschemaview/`) and marks it initialized.
 * Resolves false when it is already being stored or the server refused (the warning is shown).
 */
export function storeTableOnServer(
  tableId: string,
  failureMessage: string,
  failureToast: typeof addWarningToast = addWarningToast,
): SqlLabThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const table = getState().sqlLab.tables.find((listed) => listed.id === tableId);
    if (!table || table.initialized || storingTables.has(tableId)) return false;
    storingTables.add(tableId);
    try {
      const metadata = await dispatch(loadTableMetadata(table));
      // Superset's client stores the metadata with the table; the left bar reads it from the cache.
      const { columns, selectStar, primaryKey, foreignKeys, indexes } = metadata ?? {};
      const { queryEditorId, dbId, schema, name, dataPreviewQueryId, expanded } =
        getState().sqlLab.tables.find((listed) => listed.id === tableId) ?? table;
      const serverId = await createTableSchema({
        queryEditorId,
        dbId,
        schema,
        name,
        dataPreviewQueryId,
        expanded,
        ...(metadata ? { columns, selectStar, primaryKey, foreignKeys, indexes } : {}),
      });
      dispatch(migrateTableSuccess({ localId: tableId, serverId }));
      return true;
    } catch {
      dispatch(failureToast(failureMessage, { noDuplicate: true }));
      return false;
    } finally {
      storingTables.delete(tableId);
    }
  };
}

/** Tables of server tabs whose storing failed earlier are stored again (a sync tick calls this). */
export function retryUnstoredTables(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { tables, queryEditors } = getState().sqlLab;
    const serverTabIds = new Set(queryEditors.filter((editor) => !editor.inLocalStorage).map((editor) => editor.id));
    // A table whose metadata is on its way is still being added; adding stores it.
    const unstored = tables.filter(
      (table) =>
        !table.initialized && serverTabIds.has(table.queryEditorId) && !isTableMetadataLoading(getState(), table),
    );
    await Promise.all(unstored.map((table) => dispatch(storeTableOnServer(table.id, MIGRATE_TABLE_FAILED_MESSAGE))));
  };
}

/** Stores the tab's tables not yet on the server and re-points its runs kept in the browser. */
function migrateTabContents(tabId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { tables, queries } = getState().sqlLab;
    const localTables = tables.filter((table) => table.queryEditorId === tabId && !table.initialized);
    const localQueries = Object.values(queries).filter(
      (query) => query.sqlEditorId === tabId && !query.isDataPreview && !migratedQueries.has(query.id),
    );
    await Promise.all([
      ...localTables.map((table) => dispatch(storeTableOnServer(table.id, MIGRATE_TABLE_FAILED_MESSAGE))),
      ...localQueries.map(async (query) => {
        try {
          await migrateQueryToTabState(tabId, query.id);
          migratedQueries.add(query.id);
        } catch {
          dispatch(addWarningToast(MIGRATE_QUERY_FAILED_MESSAGE, { noDuplicate: true }));
        }
      }),
    ]);
  };
}
