import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectToasts } from '../../../src/features/toasts';
import { queryEditorSetSql } from '../../../src/features/sqlLab/sqlLabSlice';
import {
  LOCAL_STORAGE_MAX_USAGE_KB,
  LOCAL_STORAGE_WARNING_RATIO,
  LOCAL_STORAGE_WARNING_THROTTLE_MS,
  isLocalStorageNearlyFull,
  localStorageNearlyFullMessage,
  localStorageUsageKb,
  storageUsageWarner,
} from '../../../src/features/sqlLab/localStorageUsage';
import { LOCAL_STORE_THROTTLE_MS, markSqlLabRestored } from '../../../src/features/sqlLab/thunks/localStore';
import { startEditorAutoSync } from '../../../src/features/sqlLab/thunks/persistence';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';
import { clearBrowserItems } from './browserStoreDouble';

// An in-memory store: ./browserStoreDouble.ts.
vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'));

beforeEach(() => {
  clearBrowserItems();
  markSqlLabRestored(true);
});
afterEach(() => vi.useRealTimers());

/** SQL whose browser copy (2 bytes per JSON character) is about `kb` kB. */
const sqlOfKb = (kb: number) => 'x'.repeat(Math.ceil((kb * 1024) / 2));

describe('local storage usage', () => {
  it('is the JSON size at 2 bytes per character, in kB; nothing stored is 0', () => {
    expect(localStorageUsageKb({ a: 'x'.repeat(1016) })).toBe(2); // {"a":"…"} is 1024 characters
    expect(localStorageUsageKb(null)).toBe(0);
  });

  it('is nearly full from 90 % of 5120 kB', () => {
    expect(LOCAL_STORAGE_MAX_USAGE_KB).toBe(5120);
    expect(LOCAL_STORAGE_WARNING_RATIO).toBe(0.9);
    expect(isLocalStorageNearlyFull(4608)).toBe(true);
    expect(isLocalStorageNearlyFull(4607.99)).toBe(false);
  });

  it('warns at most once every 8 s, naming the usage and the limit', () => {
    expect(LOCAL_STORAGE_WARNING_THROTTLE_MS).toBe(8000);
    let clock = 1_000;
    const store = makeStore(false);
    const warn = storageUsageWarner(store.dispatch, () => clock);
    const texts = () => selectToasts(store.getState()).map(({ toastType, text }) => ({ toastType, text }));

    warn(100);
    expect(texts()).toEqual([]);
    warn(4700.5);
    expect(texts()).toEqual([{ toastType: 'danger', text: localStorageNearlyFullMessage(4700.5) }]);
    expect(texts()[0].text).toContain('4700.50 kB of 5120 kB');
    clock += 7_999;
    warn(4800);
    expect(texts()).toHaveLength(1);
    clock += 1;
    warn(4800);
    expect(texts()).toHaveLength(2);
  });

  it("the editor's browser copy growing past the threshold brings the warning", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const store = makeStore(false, { queryEditors: [makeEditor({ id: 'a' })], tabHistory: ['a'] });
    const sync = startEditorAutoSync(store, store.dispatch);
    store.dispatch(queryEditorSetSql('a', sqlOfKb(1000)));
    await vi.advanceTimersByTimeAsync(LOCAL_STORE_THROTTLE_MS * 2);
    expect(selectToasts(store.getState())).toEqual([]);

    store.dispatch(queryEditorSetSql('a', sqlOfKb(4700)));
    await vi.advanceTimersByTimeAsync(LOCAL_STORE_THROTTLE_MS * 2);
    const toasts = selectToasts(store.getState());
    expect(toasts).toHaveLength(1);
    expect(toasts[0].text).toMatch(/nearly full: 47\d\d\.\d\d kB of 5120 kB/);
    sync.stop();
  });
});
