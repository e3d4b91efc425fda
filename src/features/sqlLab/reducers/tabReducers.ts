/** Tab workflows: add, clone, switch, remove, load from the server, migrate (spec §4 "Tabs"). */
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  buildNewQueryEditor,
  clonedEditorFields,
  type CloneSource,
  type NewQueryEditorFields,
  type NewTabDefaults,
} from '../newQueryEditor';
import { overlayServerQuery } from '../mergeServerQueries';
import { editorFieldsFromServerTab, tableFromServerTableSchema } from '../serverTabState';
import { activeQueryEditorId } from '../unsavedEdits';
import type { ServerTabState, SqlLabState } from '../types';
import { activeEditorWithEdits, dropQueryEditor, findQueryEditor, foldUnsavedEdits } from './editorDrafts';

/** Length of client ids, as Superset's (the server accepts up to 11 characters). */
export const CLIENT_ID_LENGTH = 11;

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface AddQueryEditorRequest {
  defaults: NewTabDefaults;
  /** Fields the new tab starts with instead of the inherited or default ones. */
  queryEditor?: NewQueryEditorFields;
  id?: string;
}

interface AddQueryEditorPayload {
  id: string;
  now: number;
  defaults: NewTabDefaults;
  queryEditor: NewQueryEditorFields;
}

interface CloneQueryToNewTabPayload {
  id: string;
  now: number;
  defaults: NewTabDefaults;
  source: CloneSource;
}

interface RemoveQueryEditorPayload {
  queryEditorId: string;
  now: number;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface MigrateQueryEditorPayload {
  localId: string;
  serverId: string;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface QueryEditorSavedPayload {
  queryEditorId: string;
  remoteId: number;
  name: string;
}

function addEditor(
  state: SqlLabState,
  fields: NewQueryEditorFields,
  payload: Omit<AddQueryEditorPayload, 'queryEditor'>,
): void {
  foldUnsavedEdits(state);
  const editor = buildNewQueryEditor(fields, {
    id: payload.id,
    now: payload.now,
    activeEditor: activeEditorWithEdits(state),
    existingNames: state.queryEditors.map((listed) => listed.name),
    defaults: payload.defaults,
  });
  state.queryEditors.push(editor);
  state.tabHistory.push(editor.id);
}

export const tabReducers = {
  /** A new tab, active at once, appended to the tab history. */
  addQueryEditor: {
    reducer(state: SqlLabState, action: PayloadAction<AddQueryEditorPayload>) {
      addEditor(state, action.payload.queryEditor, action.payload);
    },
    prepare(request: AddQueryEditorRequest, now: number = Date.now()) {
      return {
        payload: {
          id: request.id ?? nanoid(CLIENT_ID_LENGTH),
          now,
          defaults: request.defaults,
          queryEditor: request.queryEditor ?? {},
        },
      };
    },
  },
  /** A new tab named 'Copy of <active tab>' holding the source's SQL, database and schema, set to autorun. */
  cloneQueryToNewTab: {
    reducer(state: SqlLabState, action: PayloadAction<CloneQueryToNewTabPayload>) {
      const fields = clonedEditorFields(
        action.payload.source,
        activeEditorWithEdits(state),
        state.queryEditors.map((listed) => listed.name),
      );
      addEditor(state, fields, action.payload);
    },
    prepare(source: CloneSource, defaults: NewTabDefaults, now: number = Date.now()) {
      return { payload: { id: nanoid(CLIENT_ID_LENGTH), now, defaults, source } };
    },
  },
  /**
   * Makes a tab active: the active tab's unsaved edits go into the list, the tab is appended to the
   * history. Whether its server state must be fetched first is `needsServerStateLoad(editor)`.
   */
  switchQueryEditor(state: SqlLabState, action: PayloadAction<string>) {
    const id = action.payload;
    if (!findQueryEditor(state, id) || activeQueryEditorId(state.tabHistory) === id) return;
    foldUnsavedEdits(state);
    state.tabHistory.push(id);
  },
  /** Closes a tab; a server tab is remembered in `destroyedQueryEditors` until the server deletes it. */
  removeQueryEditor: {
    reducer(state: SqlLabState, action: PayloadAction<RemoveQueryEditorPayload>) {
      dropQueryEditor(state, action.payload.queryEditorId, { markDestroyed: true, now: action.payload.now });
    },
    prepare(queryEditorId: string, now: number = Date.now()) {
      return { payload: { queryEditorId, now } };
    },
  },
  /** Closes every tab but the given one, each as `removeQueryEditor` would. */
  removeAllOtherQueryEditors: {
    reducer(state: SqlLabState, action: PayloadAction<RemoveQueryEditorPayload>) {
      const { queryEditorId, now } = action.payload;
      const otherIds = state.queryEditors.map((editor) => editor.id).filter((id) => id !== queryEditorId);
      for (const id of otherIds) dropQueryEditor(state, id, { markDestroyed: true, now });
    },
    prepare(queryEditorId: string, now: number = Date.now()) {
      return { payload: { queryEditorId, now } };
    },
  },
  /** The server no longer has this tab (404): drop it here without asking the server to delete it. */
  removeTabLocally(state: SqlLabState, action: PayloadAction<string>) {
    dropQueryEditor(state, action.payload, { markDestroyed: false, now: 0 });
  },
  /** Server state of a tab fetched on first switch: merged into the tab, its tables and latest run. */
  loadQueryEditor(state: SqlLabState, action: PayloadAction<ServerTabState>) {
    const serverTab = action.payload;
    const fields = editorFieldsFromServerTab(serverTab);
    foldUnsavedEdits(state);
    const editor = findQueryEditor(state, fields.id);
    if (editor) {
      Object.assign(editor, fields, { loaded: true, inLocalStorage: false });
    }
    for (const tableSchema of serverTab.table_schemas) {
      const table = tableFromServerTableSchema(tableSchema);
      if (!table) continue;
      const index = state.tables.findIndex((listed) => listed.id === table.id);
      if (index >= 0) state.tables[index] = { ...state.tables[index], ...table };
      else state.tables.push(table);
    }
    const latest = serverTab.latest_query;
    if (latest && !state.queries[latest.id]) {
      state.queries[latest.id] = overlayServerQuery(undefined, latest);
    }
  },
  /** A local tab now exists on the server: its id becomes the server id everywhere. */
  migrateQueryEditorSuccess(state: SqlLabState, action: PayloadAction<MigrateQueryEditorPayload>) {
    const { localId, serverId } = action.payload;
    const editor = findQueryEditor(state, localId);
    if (!editor) return;
    editor.id = serverId;
    editor.inLocalStorage = false;
    state.tabHistory = state.tabHistory.map((id) => (id === localId ? serverId : id));
    for (const table of state.tables) {
      if (table.queryEditorId === localId) table.queryEditorId = serverId;
    }
    for (const query of Object.values(state.queries)) {
      if (query.sqlEditorId === localId) query.sqlEditorId = serverId;
    }
    if (state.unsavedQueryEditor.id === localId) state.unsavedQueryEditor.id = serverId;
    if (state.lastUpdatedActiveTab === localId) state.lastUpdatedActiveTab = serverId;
    const estimate = state.queryCostEstimates[localId];
    if (estimate) {
      state.queryCostEstimates[serverId] = estimate;
      delete state.queryCostEstimates[localId];
    }
  },
  /** The tab's query was saved (or updated) as saved query `remoteId` under `name`. */
  queryEditorSaved(state: SqlLabState, action: PayloadAction<QueryEditorSavedPayload>) {
    const editor = findQueryEditor(state, action.payload.queryEditorId);
    if (!editor) return;
    editor.remoteId = action.payload.remoteId;
    editor.name = action.payload.name;
    if (state.unsavedQueryEditor.id === editor.id) delete state.unsavedQueryEditor.name;
  },
  /** Every changed tab was stored on the server at this time. */
  setEditorTabLastUpdate(state: SqlLabState, action: PayloadAction<number>) {
    state.editorTabLastUpdatedAt = action.payload;
  },
  /** The server was told this tab is the active one. */
  setLastUpdatedActiveTab(state: SqlLabState, action: PayloadAction<string | null>) {
    state.lastUpdatedActiveTab = action.payload;
  },
  /** A server tab whose local tab is already closed (it was closed while the server created it). */
  markServerTabDestroyed: {
    reducer(state: SqlLabState, action: PayloadAction<{ serverId: string; now: number }>) {
      state.destroyedQueryEditors[action.payload.serverId] = action.payload.now;
    },
    prepare(serverId: string, now: number = Date.now()) {
      return { payload: { serverId, now } };
    },
  },
  /** The server deleted (or never had) this closed tab. */
  clearDestroyedQueryEditor(state: SqlLabState, action: PayloadAction<string>) {
    delete state.destroyedQueryEditors[action.payload];
  },
};
