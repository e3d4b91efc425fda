import { createSlice } from '@reduxjs/toolkit';

/**
 * SQL Lab's client state (spec sql-editor §3–4). The foundation registers the slice with its
 * shape; the SQL Lab issue adds the tab, query and table workflows.
 */
export type QueryState =
  | 'started'
  | 'stopped'
  | 'failed'
  | 'pending'
  | 'running'
  | 'scheduled'
  | 'success'
  | 'fetching'
  | 'timed_out';

export interface QueryEditor {
  id: string;
  name: string;
  sql: string;
  dbId?: number;
  schema?: string | null;
  autorun: boolean;
  queryLimit?: number;
  templateParams?: string;
  selectedText?: string;
  remoteId?: number | null;
  latestQueryId?: string | null;
  hideLeftBar?: boolean;
  loaded?: boolean;
  inLocalStorage?: boolean;
  cursorPosition?: { row: number; column: number };
  northPercent?: number;
  southPercent?: number;
  version?: number;
  updatedAt?: number;
}

export interface SqlLabState {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  /** Runs keyed by client id. */
  queries: Record<string, { id: string; sqlEditorId: string; state: QueryState }>;
  tables: { id: string; dbId: number; queryEditorId: string; schema: string; name: string }[];
  lastUpdatedActiveTab: string | null;
}

export const initialSqlLabState: SqlLabState = {
  queryEditors: [],
  tabHistory: [],
  queries: {},
  tables: [],
  lastUpdatedActiveTab: null,
};

const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {},
});

export const sqlLabReducer = sqlLabSlice.reducer;
