/** Tables of the left bar and their data previews (spec §4 "Tables"). */
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { SqlLabState, Table } from '../types';

/** A table's identity within a tab: database, editor, schema and name. */
type TableIdentity = Pick<Table, 'dbId' | 'queryEditorId' | 'schema' | 'name'>;

type TableInput = TableIdentity & Partial<Omit<Table, keyof TableIdentity>>;

interface MergeTablePayload {
  table: TableInput & { id: string };
  /** The data preview run to attach to the table, if one was started. */
  dataPreviewQueryId: string | null;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface ChangeDataPreviewIdPayload {
  oldQueryId: string;
  newQueryId: string;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface MigrateTablePayload {
  localId: string;
  serverId: string;
}

function sameTable(left: TableIdentity, right: TableIdentity): boolean {
  return (
    left.dbId === right.dbId &&
    left.queryEditorId === right.queryEditorId &&
    left.schema === right.schema &&
    left.name === right.name
  );
}

function newTable(input: TableInput & { id: string }): Table {
  return {
    expanded: true,
    persistData: false,
    initialized: false,
    ...input,
    dataPreviewQueryId: null,
  };
}

function findTable(state: SqlLabState, id: string): Table | undefined {
  return state.tables.find((table) => table.id === id);
}

export const tableReducers = {
  /**
   * Adds a table, or updates the one with the same database, editor, schema and name. A table
   * already stored on the server keeps its id.
   */
  mergeTable: {
    reducer(state: SqlLabState, action: PayloadAction<MergeTablePayload>) {
      const { table: input, dataPreviewQueryId } = action.payload;
      const existing = state.tables.find((table) => sameTable(table, input));
      const table = existing ?? newTable(input);
      if (existing) Object.assign(existing, input, existing.initialized ? { id: existing.id } : {});
      else state.tables.push(table);
      if (dataPreviewQueryId !== null) table.dataPreviewQueryId = dataPreviewQueryId;
    },
    prepare(table: TableInput, dataPreviewQueryId: string | null = null) {
      return { payload: { table: { ...table, id: table.id ?? nanoid() }, dataPreviewQueryId } };
    },
  },
  expandTable(state: SqlLabState, action: PayloadAction<string>) {
    const table = findTable(state, action.payload);
    if (table) table.expanded = true;
  },
  collapseTable(state: SqlLabState, action: PayloadAction<string>) {
    const table = findTable(state, action.payload);
    if (table) table.expanded = false;
  },
  removeTables(state: SqlLabState, action: PayloadAction<string[]>) {
    const removed = new Set(action.payload);
    state.tables = state.tables.filter((table) => !removed.has(table.id));
  },
  /** Drops a table's data preview run and detaches it. */
  removeDataPreview(state: SqlLabState, action: PayloadAction<string>) {
    const table = findTable(state, action.payload);
    if (!table) return;
    if (table.dataPreviewQueryId) delete state.queries[table.dataPreviewQueryId];
    table.dataPreviewQueryId = null;
  },
  /** A data preview was re-run: the old run goes, tables point at the new one. */
  changeDataPreviewId(state: SqlLabState, action: PayloadAction<ChangeDataPreviewIdPayload>) {
    const { oldQueryId, newQueryId } = action.payload;
    delete state.queries[oldQueryId];
    for (const table of state.tables) {
      if (table.dataPreviewQueryId === oldQueryId) table.dataPreviewQueryId = newQueryId;
    }
  },
  /** A local table is now stored on the server under `serverId`. */
  migrateTableSuccess(state: SqlLabState, action: PayloadAction<MigrateTablePayload>) {
    const table = findTable(state, action.payload.localId);
    if (!table) return;
    table.id = action.payload.serverId;
    table.initialized = true;
  },
};
