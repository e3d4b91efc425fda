// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  estimatedResultsKb,
  isStoredEditorStale,
  shouldDropLocalResults,
  stateForLocalStorage,
} from '../../../src/features/sqlLab/localStorageState';
import type { QueryResults } from '../../../src/features/sqlLab/types';
import { NOW, makeEditor, makeQuery, makeResults, makeState, makeTable } from './fixtures';

const DAY_MS = 86_400_000;

/** Results whose JSON is exactly `characters` long. */
function resultsOfLength(characters: number): QueryResults {
  const empty = makeResults({ data: [{ text: '' }] });
  const padding = characters - JSON.stringify(empty).length;
  return makeResults({ data: [{ text: 'x'.repeat(padding) }] });
}

describe('shouldDropLocalResults', () => {
  it('estimates 2 bytes per JSON character, in kB', () => {
    expect(estimatedResultsKb(resultsOfLength(1024))).toBe(2);
  });

  it('drops results of a run started more than a day ago', () => {
    expect(shouldDropLocalResults(makeQuery({ startDttm: NOW - DAY_MS - 1 }), NOW)).toBe(true);
    expect(shouldDropLocalResults(makeQuery({ startDttm: NOW - DAY_MS }), NOW)).toBe(false);
  });

  it('drops results estimated over 5120 kB', () => {
    const limitChars = (5120 * 1024) / 2;
    const atLimit = makeQuery({ startDttm: NOW, results: resultsOfLength(limitChars) });
    const overLimit = makeQuery({ startDttm: NOW, results: resultsOfLength(limitChars + 1) });
    expect(shouldDropLocalResults(atLimit, NOW)).toBe(false);
    expect(shouldDropLocalResults(overLimit, NOW)).toBe(true);
  });
});

describe('isStoredEditorStale', () => {
  it('is stale when the server copy was edited later', () => {
    expect(isStoredEditorStale({ updatedAt: 10 }, { updatedAt: 11 })).toBe(true);
    expect(isStoredEditorStale({}, { updatedAt: 11 })).toBe(true);
  });

  it('is kept when it is as new or newer, or the server has no time', () => {
    expect(isStoredEditorStale({ updatedAt: 11 }, { updatedAt: 11 })).toBe(false);
    expect(isStoredEditorStale({ updatedAt: 12 }, { updatedAt: 11 })).toBe(false);
    expect(isStoredEditorStale({ updatedAt: 12 }, {})).toBe(false);
  });
});

describe('stateForLocalStorage without backend persistence', () => {
  const state = makeState({
    queryEditors: [makeEditor({ inLocalStorage: true, loaded: true, cursorPosition: { row: 3, column: 1 } })],
    unsavedQueryEditor: { id: 'qe1', sql: 'SELECT typed', cursorPosition: { row: 1, column: 1 } },
    tables: [makeTable(), makeTable({ id: 'orphan', queryEditorId: '' })],
    queries: {
      fresh: makeQuery({ id: 'fresh', startDttm: NOW, results: makeResults() }),
      old: makeQuery({ id: 'old', startDttm: NOW - DAY_MS - 1, results: makeResults() }),
    },
  });

  it('reduces tabs to the kept fields', () => {
    const stored = stateForLocalStorage(state, false, NOW);
    expect(Object.keys(stored.queryEditors[0]).sort()).toEqual(
      [
        'autorun',
        'dbId',
        'hideLeftBar',
        'id',
        'latestQueryId',
        'name',
        'northPercent',
        'queryLimit',
        'remoteId',
        'schema',
        'selectedText',
        'southPercent',
        'sql',
        'templateParams',
        'version',
      ].sort(),
    );
    expect(stored.unsavedQueryEditor).toEqual({ id: 'qe1', sql: 'SELECT typed' });
  });

  it('reduces tables to the kept fields and drops those without a tab', () => {
    expect(stateForLocalStorage(state, false, NOW).tables).toEqual([
      { id: 't1', name: 'users', dbId: 1, schema: 'public', dataPreviewQueryId: null, queryEditorId: 'qe1' },
    ]);
  });

  it('keeps runs but drops results that are too old', () => {
    const stored = stateForLocalStorage(state, false, NOW);
    expect(stored.queries.fresh.results).toEqual(makeResults());
    expect(stored.queries.old).toMatchObject({ id: 'old', results: null });
  });

  it('keeps the rest of the slice', () => {
    const stored = stateForLocalStorage(state, false, NOW);
    expect(stored.tabHistory).toEqual(['qe1']);
    expect(stored.queriesLastUpdate).toBe(0);
  });
});

describe('stateForLocalStorage with backend persistence', () => {
  const synced = makeState({
    queryEditors: [makeEditor({ updatedAt: 100 })],
    editorTabLastUpdatedAt: 200,
    lastUpdatedActiveTab: 'qe1',
  });

  it('writes nothing when every tab is synced', () => {
    expect(stateForLocalStorage(synced, true, NOW)).toBeNull();
  });

  it('keeps only tabs edited after the last sync', () => {
    const stored = stateForLocalStorage(
      { ...synced, queryEditors: [...synced.queryEditors, makeEditor({ id: 'qe2', updatedAt: 300 })] },
      true,
      NOW,
    );
    expect(stored?.queryEditors.map((editor) => editor.id)).toEqual(['qe2']);
    expect(stored?.queryEditors[0]).toMatchObject({ updatedAt: 300, inLocalStorage: false });
    expect(stored?.tabHistory).toBeUndefined();
    expect(stored?.tables).toBeUndefined();
  });

  it("counts the active tab's unsaved edits", () => {
    const stored = stateForLocalStorage({ ...synced, unsavedQueryEditor: { id: 'qe1', updatedAt: 250 } }, true, NOW);
    expect(stored?.queryEditors.map((editor) => editor.id)).toEqual(['qe1']);
  });

  it('keeps closed tabs and the active tab until the server knows them', () => {
    const stored = stateForLocalStorage(
      { ...synced, destroyedQueryEditors: { qe9: NOW }, lastUpdatedActiveTab: 'qe9' },
      true,
      NOW,
    );
    expect(stored).toEqual({ queryEditors: [], destroyedQueryEditors: { qe9: NOW }, tabHistory: ['qe1'] });
  });

  it('keeps tables and non-preview runs of tabs awaiting migration', () => {
    const stored = stateForLocalStorage(
      {
        ...synced,
        queryEditors: [makeEditor({ id: 'local', inLocalStorage: true }), makeEditor({ updatedAt: 100 })],
        tables: [makeTable({ id: 'a', queryEditorId: 'local' }), makeTable({ id: 'b' })],
        queries: {
          mine: makeQuery({ id: 'mine', sqlEditorId: 'local' }),
          preview: makeQuery({ id: 'preview', sqlEditorId: 'local', isDataPreview: true }),
          synced: makeQuery({ id: 'synced', sqlEditorId: 'qe1' }),
        },
      },
      true,
      NOW,
    );
    expect(stored?.queryEditors.map((editor) => editor.id)).toEqual(['local']);
    expect(stored?.tabHistory).toEqual(['qe1']);
    expect(stored?.tables?.map((table) => table.id)).toEqual(['a']);
    expect(Object.keys(stored?.queries ?? {})).toEqual(['mine']);
  });
});
