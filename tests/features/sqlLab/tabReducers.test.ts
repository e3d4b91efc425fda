// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addQueryEditor,
  clearDestroyedQueryEditor,
  cloneQueryToNewTab,
  loadQueryEditor,
  migrateQueryEditorSuccess,
  queryEditorSaved,
  removeAllOtherQueryEditors,
  removeQueryEditor,
  removeTabLocally,
  setActiveQueryEditor,
  setEditorTabLastUpdate,
  setLastUpdatedActiveTab,
  switchQueryEditor,
} from '../../../src/features/sqlLab/sqlLabSlice';
import type { NewTabDefaults } from '../../../src/features/sqlLab/newQueryEditor';
import type { ServerTabState } from '../../../src/features/sqlLab/types';
import { NOW, makeEditor, makeQuery, makeServerQuery, makeState, makeTable, reduce } from './fixtures';

const defaults: NewTabDefaults = { dbId: 9, queryLimit: 500, sql: 'SELECT ...' };

describe('addQueryEditor', () => {
  it('appends a new tab that becomes active', () => {
    const state = reduce(makeState(), addQueryEditor({ defaults, id: 'new' }, NOW));
    expect(state.queryEditors.map((editor) => editor.id)).toEqual(['qe1', 'new']);
    expect(state.tabHistory).toEqual(['qe1', 'new']);
  });

  it("names it one above the highest 'Untitled Query N'", () => {
    const editors = [
      makeEditor({ id: 'a', name: 'Untitled Query 2' }),
      makeEditor({ id: 'b', name: 'Untitled Query 7' }),
      makeEditor({ id: 'c', name: 'Revenue Untitled Query 40' }),
    ];
    const state = reduce(makeState({ queryEditors: editors }), addQueryEditor({ defaults, id: 'new' }, NOW));
    expect(state.queryEditors[3].name).toBe('Untitled Query 8');
  });

  it("counts the active tab's unsaved title", () => {
    const state = reduce(
      makeState({ unsavedQueryEditor: { id: 'qe1', name: 'Untitled Query 4' } }),
      addQueryEditor({ defaults, id: 'new' }, NOW),
    );
    expect(state.queryEditors[1].name).toBe('Untitled Query 5');
  });

  it('inherits database, schema and row limit from the active tab', () => {
    const active = makeEditor({ dbId: 3, schema: 'sales', queryLimit: 250 });
    const state = reduce(makeState({ queryEditors: [active] }), addQueryEditor({ defaults, id: 'new' }, NOW));
    expect(state.queryEditors[1]).toMatchObject({ dbId: 3, schema: 'sales', queryLimit: 250, sql: 'SELECT ...' });
  });

  it('falls back to the given defaults without an active tab', () => {
    const state = reduce(makeState({ queryEditors: [] }), addQueryEditor({ defaults, id: 'new' }, NOW));
    expect(state.queryEditors[0]).toMatchObject({
      id: 'new',
      name: 'Untitled Query 1',
      dbId: 9,
      schema: null,
      queryLimit: 500,
      sql: 'SELECT ...',
      autorun: false,
      loaded: true,
      inLocalStorage: true,
      version: 1,
      updatedAt: NOW,
    });
    expect(state.tabHistory).toEqual(['new']);
  });

  it('takes the fields it is given over inherited ones', () => {
    const state = reduce(
      makeState(),
      addQueryEditor({ defaults, id: 'new', queryEditor: { name: 'Shared', sql: 'SELECT 42', dbId: 5 } }, NOW),
    );
    expect(state.queryEditors[1]).toMatchObject({ name: 'Shared', sql: 'SELECT 42', dbId: 5, schema: null });
  });

  it("stores the active tab's unsaved edits into the list", () => {
    const state = reduce(
      makeState({ unsavedQueryEditor: { id: 'qe1', sql: 'SELECT typed', updatedAt: NOW } }),
      addQueryEditor({ defaults, id: 'new' }, NOW),
    );
    expect(state.queryEditors[0]).toMatchObject({ sql: 'SELECT typed', updatedAt: NOW });
    expect(state.unsavedQueryEditor).toEqual({});
  });

  it('generates an 11-character client id when none is given', () => {
    const action = addQueryEditor({ defaults });
    expect(action.payload.id).toHaveLength(11);
  });
});

describe('cloneQueryToNewTab', () => {
  it("opens 'Copy of <active tab>' with the run's SQL, database and schema, set to autorun", () => {
    const source = { sql: 'SELECT 7', dbId: 2, schema: 'hr', queryLimit: 10 };
    const state = reduce(
      makeState({ queryEditors: [makeEditor({ name: 'Revenue' })] }),
      cloneQueryToNewTab(source, defaults, NOW),
    );
    expect(state.queryEditors[1]).toMatchObject({
      name: 'Copy of Revenue',
      sql: 'SELECT 7',
      dbId: 2,
      schema: 'hr',
      queryLimit: 10,
      autorun: true,
    });
    expect(state.tabHistory[state.tabHistory.length - 1]).toBe(state.queryEditors[1].id);
  });
});

describe('switchQueryEditor', () => {
  const twoTabs = () => makeState({ queryEditors: [makeEditor(), makeEditor({ id: 'qe2', name: 'Two' })] });

  it('appends the tab to the history and stores the unsaved edit into the list', () => {
    const state = reduce(
      { ...twoTabs(), unsavedQueryEditor: { id: 'qe1', sql: 'SELECT edited' } },
      switchQueryEditor('qe2'),
    );
    expect(state.tabHistory).toEqual(['qe1', 'qe2']);
    expect(state.queryEditors[0].sql).toBe('SELECT edited');
    expect(state.unsavedQueryEditor).toEqual({});
  });

  it('ignores an unknown tab or the tab already active', () => {
    const state = twoTabs();
    expect(reduce(state, switchQueryEditor('nope'))).toBe(state);
    expect(reduce(state, switchQueryEditor('qe1'))).toBe(state);
  });

  it('is what setActiveQueryEditor does', () => {
    expect(reduce(twoTabs(), setActiveQueryEditor('qe2')).tabHistory).toEqual(['qe1', 'qe2']);
  });
});

describe('removeQueryEditor', () => {
  const populated = () =>
    makeState({
      queryEditors: [makeEditor(), makeEditor({ id: 'qe2' }), makeEditor({ id: 'qe3' })],
      tabHistory: ['qe1', 'qe3', 'qe2'],
      tables: [makeTable({ id: 't1', queryEditorId: 'qe2', dataPreviewQueryId: 'preview' }), makeTable({ id: 't2' })],
      queries: {
        q1: makeQuery({ id: 'q1', sqlEditorId: 'qe2' }),
        q2: makeQuery({ id: 'q2', sqlEditorId: 'qe1' }),
        preview: makeQuery({ id: 'preview', sqlEditorId: null, isDataPreview: true }),
      },
      unsavedQueryEditor: { id: 'qe2', sql: 'SELECT unsaved' },
      queryCostEstimates: { qe2: { completed: true, cost: [], error: null } },
    });

  it("drops the tab with its tables, runs and its tables' previews", () => {
    const state = reduce(populated(), removeQueryEditor('qe2', NOW));
    expect(state.queryEditors.map((editor) => editor.id)).toEqual(['qe1', 'qe3']);
    expect(state.tables.map((table) => table.id)).toEqual(['t2']);
    expect(Object.keys(state.queries)).toEqual(['q2']);
    expect(state.unsavedQueryEditor).toEqual({});
    expect(state.queryCostEstimates).toEqual({});
  });

  it('falls back to the last remaining tab of the history', () => {
    expect(reduce(populated(), removeQueryEditor('qe2', NOW)).tabHistory).toEqual(['qe1', 'qe3']);
  });

  it('activates the last tab when the history empties', () => {
    const state = reduce(
      makeState({ queryEditors: [makeEditor(), makeEditor({ id: 'qe2' }), makeEditor({ id: 'qe3' })] }),
      removeQueryEditor('qe1', NOW),
    );
    expect(state.tabHistory).toEqual(['qe3']);
  });

  it('marks a server tab destroyed so the server copy gets deleted', () => {
    expect(reduce(populated(), removeQueryEditor('qe2', NOW)).destroyedQueryEditors).toEqual({ qe2: NOW });
  });

  it('does not mark a tab that only ever lived in the browser', () => {
    const localOnly = makeState({ queryEditors: [makeEditor({ inLocalStorage: true })] });
    const state = reduce(localOnly, removeQueryEditor('qe1', NOW));
    expect(state.queryEditors).toEqual([]);
    expect(state.destroyedQueryEditors).toEqual({});
  });

  it('removes all other tabs, each marked destroyed', () => {
    const state = reduce(populated(), removeAllOtherQueryEditors('qe3', NOW));
    expect(state.queryEditors.map((editor) => editor.id)).toEqual(['qe3']);
    expect(state.tabHistory).toEqual(['qe3']);
    expect(state.tables).toEqual([]);
    expect(state.queries).toEqual({});
    expect(state.destroyedQueryEditors).toEqual({ qe1: NOW, qe2: NOW });
  });

  it('drops a tab the server no longer has without marking it destroyed', () => {
    const state = reduce(populated(), removeTabLocally('qe2'));
    expect(state.queryEditors.map((editor) => editor.id)).toEqual(['qe1', 'qe3']);
    expect(state.tables.map((table) => table.id)).toEqual(['t2']);
    expect(Object.keys(state.queries)).toEqual(['q2']);
    expect(state.destroyedQueryEditors).toEqual({});
  });

  it('forgets a destroyed tab once the server deleted it', () => {
    const closed = makeState({ destroyedQueryEditors: { qe9: NOW, qe8: NOW } });
    const state = reduce(closed, clearDestroyedQueryEditor('qe9'));
    expect(state.destroyedQueryEditors).toEqual({ qe8: NOW });
  });
});

describe('loadQueryEditor', () => {
  const serverTab: ServerTabState = {
    id: 12,
    label: 'Sales',
    database_id: 4,
    schema: 'main',
    sql: 'SELECT * FROM sales',
    query_limit: 100,
    autorun: false,
    template_params: '{"year": 2024}',
    hide_left_bar: true,
    latest_query: makeServerQuery({ id: 'last', sqlEditorId: '12', state: 'success', startDttm: '5000' }),
    saved_query: { id: 7 },
    extra_json: { updatedAt: NOW - 5, version: 1 },
    table_schemas: [
      {
        id: 55,
        tab_state_id: 12,
        database_id: 4,
        schema: 'main',
        table: 'sales',
        expanded: true,
        description: { columns: [{ name: 'amount', type: 'INT' }], selectStar: 'SELECT * FROM sales' },
      },
      {
        id: 56,
        tab_state_id: 12,
        database_id: 4,
        schema: 'main',
        table: 'broken',
        expanded: false,
        description: null,
      },
    ],
  };

  it('merges the server state into the tab and marks it loaded', () => {
    const state = reduce(
      makeState({ queryEditors: [makeEditor(), makeEditor({ id: '12', name: 'Sales', loaded: false, sql: '' })] }),
      loadQueryEditor(serverTab),
    );
    expect(state.queryEditors[1]).toMatchObject({
      id: '12',
      name: 'Sales',
      dbId: 4,
      schema: 'main',
      sql: 'SELECT * FROM sales',
      queryLimit: 100,
      templateParams: '{"year": 2024}',
      hideLeftBar: true,
      remoteId: 7,
      latestQueryId: 'last',
      updatedAt: NOW - 5,
      loaded: true,
      inLocalStorage: false,
    });
  });

  it('adds its stored tables (skipping unparsable ones) and its latest run', () => {
    const unloaded = makeState({ queryEditors: [makeEditor({ id: '12', loaded: false })] });
    const state = reduce(unloaded, loadQueryEditor(serverTab));
    expect(state.tables).toEqual([
      expect.objectContaining({ id: '55', queryEditorId: '12', name: 'sales', initialized: true, expanded: true }),
    ]);
    expect(state.queries.last).toMatchObject({ state: 'success', startDttm: 5000, sqlEditorId: '12' });
  });
});

describe('migrateQueryEditorSuccess', () => {
  it('replaces the local id by the server id everywhere', () => {
    const state = reduce(
      makeState({
        queryEditors: [makeEditor({ id: 'local', inLocalStorage: true })],
        tabHistory: ['local'],
        tables: [makeTable({ queryEditorId: 'local' })],
        queries: { q1: makeQuery({ sqlEditorId: 'local' }) },
        unsavedQueryEditor: { id: 'local', sql: 'SELECT typed' },
      }),
      migrateQueryEditorSuccess({ localId: 'local', serverId: '12' }),
    );
    expect(state.queryEditors[0]).toMatchObject({ id: '12', inLocalStorage: false });
    expect(state.tabHistory).toEqual(['12']);
    expect(state.tables[0].queryEditorId).toBe('12');
    expect(state.queries.q1.sqlEditorId).toBe('12');
    expect(state.unsavedQueryEditor.id).toBe('12');
  });
});

describe('sync bookkeeping', () => {
  it('records a saved query on its tab', () => {
    const state = reduce(makeState(), queryEditorSaved({ queryEditorId: 'qe1', remoteId: 7, name: 'Revenue' }));
    expect(state.queryEditors[0]).toMatchObject({ remoteId: 7, name: 'Revenue' });
  });

  it('records the last tab-state sync and the tab last activated on the server', () => {
    const state = reduce(makeState(), setEditorTabLastUpdate(NOW), setLastUpdatedActiveTab('qe1'));
    expect(state.editorTabLastUpdatedAt).toBe(NOW);
    expect(state.lastUpdatedActiveTab).toBe('qe1');
  });
});
