// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canPreviewData } from '../../../src/features/sqlLab/databaseRules';
import {
  needsServerStateLoad,
  selectActiveQueryEditor,
  selectActiveQueryEditorId,
  selectCanPreviewData,
  selectInProgressQueries,
  selectLatestQuery,
  selectQueriesOfEditor,
  selectQueryEditorById,
  selectTablesOfEditor,
} from '../../../src/features/sqlLab/selectors';
import type { SqlLabState } from '../../../src/features/sqlLab/types';
import { makeDatabase, makeEditor, makeQuery, makeState, makeTable } from './fixtures';
import { makeStore } from './sqlLabTestStore';

const root = (sqlLab: SqlLabState) => ({ sqlLab });

const state = root(
  makeState({
    queryEditors: [makeEditor(), makeEditor({ id: 'qe2', latestQueryId: 'b2' })],
    tabHistory: ['qe2', 'qe1'],
    unsavedQueryEditor: { id: 'qe1', sql: 'SELECT typed', latestQueryId: 'a2' },
    queries: {
      a2: makeQuery({ id: 'a2', sqlEditorId: 'qe1', startDttm: 20, state: 'success' }),
      a1: makeQuery({ id: 'a1', sqlEditorId: 'qe1', startDttm: 10, state: 'running' }),
      b2: makeQuery({ id: 'b2', sqlEditorId: 'qe2', state: 'pending' }),
      preview: makeQuery({ id: 'preview', sqlEditorId: null, isDataPreview: true, state: 'failed' }),
    },
    tables: [makeTable({ id: 't1' }), makeTable({ id: 't2', queryEditorId: 'qe2' })],
  }),
);

describe('sqlLab selectors', () => {
  it('selects the active tab with its unsaved edits', () => {
    expect(selectActiveQueryEditorId(state)).toBe('qe1');
    expect(selectActiveQueryEditor(state)).toMatchObject({ id: 'qe1', sql: 'SELECT typed', name: 'Untitled Query 1' });
    expect(selectActiveQueryEditor(state)).toBe(selectActiveQueryEditor(state));
  });

  it('selects no active tab when there is none', () => {
    expect(selectActiveQueryEditor(root(makeState({ queryEditors: [] })))).toBeNull();
  });

  it('applies unsaved edits only to their own tab', () => {
    expect(selectQueryEditorById(state, 'qe2')?.sql).toBe('SELECT 1');
  });

  it("selects a tab's runs, oldest first", () => {
    expect(selectQueriesOfEditor(state, 'qe1').map((query) => query.id)).toEqual(['a1', 'a2']);
  });

  it("selects a tab's latest run, seeing unsaved edits", () => {
    expect(selectLatestQuery(state, 'qe1')?.id).toBe('a2');
    expect(selectLatestQuery(state, 'qe2')?.id).toBe('b2');
    expect(selectLatestQuery(root(makeState()), 'qe1')).toBeNull();
  });

  it("selects a tab's tables", () => {
    expect(selectTablesOfEditor(state, 'qe2').map((table) => table.id)).toEqual(['t2']);
  });

  it('selects runs in progress', () => {
    expect(
      selectInProgressQueries(state)
        .map((query) => query.id)
        .sort(),
    ).toEqual(['a1', 'b2']);
  });
});

describe('canPreviewData', () => {
  it('allows a preview unless the database disables it', () => {
    expect(canPreviewData(makeDatabase())).toBe(true);
    expect(canPreviewData(makeDatabase({ disable_data_preview: true }))).toBe(false);
    expect(canPreviewData(undefined)).toBe(false);
  });

  it('reads the database from the cached SQL Lab database list', () => {
    const store = makeStore({
      databases: { 1: makeDatabase(), 2: makeDatabase({ id: 2, disable_data_preview: true }) },
    });
    expect(selectCanPreviewData(store.getState(), 1)).toBe(true);
    expect(selectCanPreviewData(store.getState(), 2)).toBe(false);
    expect(selectCanPreviewData(store.getState(), 3)).toBe(false);
  });
});

describe('needsServerStateLoad', () => {
  it('is true only for a server tab not loaded yet', () => {
    expect(needsServerStateLoad({ loaded: false, inLocalStorage: false })).toBe(true);
    expect(needsServerStateLoad({ loaded: true, inLocalStorage: false })).toBe(false);
    expect(needsServerStateLoad({ loaded: false, inLocalStorage: true })).toBe(false);
  });
});
