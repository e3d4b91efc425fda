// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryEditorSetSql } from '../../../src/features/sqlLab/sqlLabSlice';
import {
  LOCAL_STORE_THROTTLE_MS,
  markSqlLabRestored,
  readStoredSqlLab,
  startLocalStoreMirror,
  writeStoredSqlLab,
} from '../../../src/features/sqlLab/thunks/localStore';
import { NOW, makeEditor, makeQuery, makeResults, makeState } from './fixtures';
import { makeStore } from './tabsTestKit';
import { clearBrowserItems, writeBrowserItem } from './browserStoreDouble';

// An in-memory store: ./browserStoreDouble.ts.
vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'));

beforeEach(() => {
  clearBrowserItems();
});
afterEach(() => vi.useRealTimers());

describe('writeStoredSqlLab', () => {
  it('drops results of runs over a day old or over 5120 kB, keeps the others', async () => {
    const big = makeResults({ data: [{ text: 'x'.repeat(2_700_000) }] });
    const state = makeState({
      queries: {
        old: makeQuery({ id: 'old', startDttm: NOW - 86_400_001, results: makeResults() }),
        huge: makeQuery({ id: 'huge', startDttm: NOW - 1000, results: big }),
        fresh: makeQuery({ id: 'fresh', startDttm: NOW - 1000, results: makeResults() }),
      },
    });
    await writeStoredSqlLab(state, false, NOW);
    const stored = await readStoredSqlLab();
    expect(stored?.queries?.old.results).toBeNull();
    expect(stored?.queries?.huge.results).toBeNull();
    expect(stored?.queries?.fresh.results).toEqual(makeResults());
  });

  it('with persistence on removes the key once everything is synced', async () => {
    await writeBrowserItem('redux', { sqlLab: { queryEditors: [] } });
    const synced = makeState({
      queryEditors: [makeEditor({ id: '12', updatedAt: 10 })],
      tabHistory: ['12'],
      lastUpdatedActiveTab: '12',
      editorTabLastUpdatedAt: 20,
    });
    await writeStoredSqlLab(synced, true);
    expect(await readStoredSqlLab()).toBeNull();
  });
});

describe('startLocalStoreMirror', () => {
  it('writes at most once per throttle window, and nothing before the state was restored', async () => {
    vi.useFakeTimers();
    const store = makeStore(false, { queryEditors: [makeEditor({ id: 'a' })], tabHistory: ['a'] });
    markSqlLabRestored(false);
    const mirror = startLocalStoreMirror(store);
    store.dispatch(queryEditorSetSql('a', 'SELECT before', 1));
    await vi.advanceTimersByTimeAsync(LOCAL_STORE_THROTTLE_MS * 2);
    expect(writeBrowserItem).not.toHaveBeenCalled();

    markSqlLabRestored(true);
    for (let i = 0; i < 10; i += 1) store.dispatch(queryEditorSetSql('a', `SELECT ${i}`, 2 + i));
    await vi.advanceTimersByTimeAsync(LOCAL_STORE_THROTTLE_MS);
    expect(writeBrowserItem).toHaveBeenCalledTimes(1);
    const stored = await readStoredSqlLab();
    expect(stored?.unsavedQueryEditor?.sql).toBe('SELECT 9');
    mirror.stop();
  });
});
