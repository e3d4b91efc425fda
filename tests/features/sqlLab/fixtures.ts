/** Builders of SQL Lab entities and states for the slice tests. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { databasesApi, SQLLAB_DATABASES_QUERY } from '../../../src/api/databases';
import type { AppStore } from '../../../src/app/store';
import { upsertSqlLabDatabases } from '../../../src/features/sqlLab/sqlLabDatabases';
import { initialSqlLabState, sqlLabReducer } from '../../../src/features/sqlLab/sqlLabSlice';
import type {
  DatabaseInfo,
  Query,
  QueryEditor,
  QueryResults,
  ServerQuery,
  SqlLabState,
  Table,
} from '../../../src/features/sqlLab/types';

export const NOW = 1_700_000_000_000;

export function makeEditor(overrides: Partial<QueryEditor> = {}): QueryEditor {
  return {
    id: 'qe1',
    name: 'Untitled Query 1',
    sql: 'SELECT 1',
    dbId: 1,
    schema: 'public',
    autorun: false,
    queryLimit: 1000,
    templateParams: '',
    selectedText: null,
    remoteId: null,
    latestQueryId: null,
    hideLeftBar: false,
    loaded: true,
    inLocalStorage: false,
    cursorPosition: { row: 0, column: 0 },
    northPercent: 30,
    southPercent: 70,
    version: 1,
    updatedAt: NOW - 10_000,
    ...overrides,
  };
}

export function makeResults(overrides: Partial<QueryResults> = {}): QueryResults {
  return {
    status: 'success',
    data: [{ name: 'Aaron', num: 12 }],
    columns: [{ column_name: 'name', type: 'STRING', is_dttm: false, type_generic: 1 }],
    query: { rows: 1, executedSql: 'SELECT 1 LIMIT 1001', limitingFactor: 'NOT_LIMITED' },
    ...overrides,
  };
}

export function makeQuery(overrides: Partial<Query> = {}): Query {
  return {
    id: 'q1',
    sqlEditorId: 'qe1',
    dbId: 1,
    sql: 'SELECT 1',
    executedSql: null,
    tab: 'Untitled Query 1',
    schema: 'public',
    state: 'running',
    startDttm: NOW - 1000,
    endDttm: null,
    progress: 0,
    rows: null,
    resultsKey: null,
    tempTable: null,
    tempSchema: null,
    ctas: false,
    ctas_method: 'TABLE',
    runAsync: false,
    templateParams: null,
    queryLimit: 1000,
    limitingFactor: null,
    errorMessage: null,
    errors: null,
    link: null,
    cached: false,
    isDataPreview: false,
    results: null,
    ...overrides,
  };
}

export function makeServerQuery(overrides: Partial<ServerQuery> = {}): ServerQuery {
  return {
    id: 'q1',
    queryId: 345,
    serverId: 345,
    dbId: 1,
    db: 'examples',
    schema: 'public',
    sql: 'SELECT 1',
    executedSql: 'SELECT 1 LIMIT 1001',
    sqlEditorId: 'qe1',
    tab: 'Untitled Query 1',
    state: 'running',
    progress: 0,
    rows: null,
    limit: 1000,
    limitingFactor: 'UNKNOWN',
    startDttm: NOW - 1000,
    endDttm: null,
    changed_on: '2023-11-14T22:13:20.000000',
    errorMessage: null,
    ctas: false,
    tempSchema: null,
    tempTable: null,
    resultsKey: null,
    trackingUrl: null,
    userId: 1,
    user: 'admin',
    extra: { progress: null },
    ...overrides,
  };
}

export function makeTable(overrides: Partial<Table> = {}): Table {
  return {
    id: 't1',
    dbId: 1,
    queryEditorId: 'qe1',
    schema: 'public',
    name: 'users',
    expanded: true,
    dataPreviewQueryId: null,
    persistData: false,
    initialized: false,
    ...overrides,
  };
}

export function makeDatabase(overrides: Partial<DatabaseInfo> = {}): DatabaseInfo {
  return {
    id: 1,
    database_name: 'examples',
    backend: 'duckdb',
    allow_run_async: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_file_upload: false,
    allows_cost_estimate: false,
    allows_subquery: true,
    allows_virtual_table_explore: true,
    expose_in_sqllab: true,
    force_ctas_schema: null,
    disable_data_preview: false,
    ...overrides,
  };
}

/** A test's SQL Lab setup: slice fields, and the databases to put into the api cache's SQL Lab list. */
export type SqlLabSetup = Partial<SqlLabState> & { databases?: Record<number, DatabaseInfo> };

/** Fills the cached SQL Lab database list as the bootstrap does, and keeps it subscribed (as SqlLabPage does). */
export function loadSqlLabDatabases(store: AppStore, databases: Record<number, DatabaseInfo>): void {
  store.dispatch(upsertSqlLabDatabases(Object.values(databases)));
  store.dispatch(databasesApi.endpoints.getDatabases.initiate(SQLLAB_DATABASES_QUERY));
}

/** A state with the given tabs; the last one listed in `tabHistory` (default: the first tab) is active. */
export function makeState(overrides: Partial<SqlLabState> = {}): SqlLabState {
  const queryEditors = overrides.queryEditors ?? [makeEditor()];
  return {
    ...initialSqlLabState,
    queryEditors,
    tabHistory: queryEditors.length > 0 ? [queryEditors[0].id] : [],
    ...overrides,
  };
}

export function reduce(state: SqlLabState, ...actions: UnknownAction[]): SqlLabState {
  return actions.reduce(sqlLabReducer, state);
}
