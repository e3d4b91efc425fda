/**
 * SQL Lab's copy in the browser (reference superset-api-sqllab §8.5): `stateForLocalStorage(...)`
 * mirrored into IndexedDB under the `redux` key (./browserStore), throttled, so typed SQL survives a
 * reload even while the server is down.
 */
import { readBrowserItem, removeBrowserItem, writeBrowserItem } from './browserStore';
import { stateForLocalStorage } from '../localStorageState';
import { localStorageUsageKb } from '../localStorageUsage';
import { selectFeatureFlag } from '../../shell';
import type { SqlLabState } from '../types';
import type { StoredSqlLab } from './restoreState';
import type { SqlLabThunkState } from './thunkTypes';

const SQL_LAB_STORAGE_KEY = 'redux';
export const LOCAL_STORE_THROTTLE_MS = 500;
export const BACKEND_PERSISTENCE_FLAG = 'SQLLAB_BACKEND_PERSISTENCE';

interface StoredRedux {
  sqlLab?: StoredSqlLab | null;
}

/** What the browser kept, or null when nothing (or something unreadable) is stored. */
export async function readStoredSqlLab(): Promise<StoredSqlLab | null> {
  try {
    const stored = await readBrowserItem<StoredRedux>(SQL_LAB_STORAGE_KEY);
    return stored && typeof stored === 'object' && stored.sqlLab && typeof stored.sqlLab === 'object'
      ? stored.sqlLab
      : null;
  } catch {
    return null;
  }
}

/**
 * Writes the slice's storable part; with persistence on and everything synced, the key is removed.
 * Resolves with the estimated size of what is stored, in kB.
 */
export async function writeStoredSqlLab(state: SqlLabState, persistenceOn: boolean, now = Date.now()): Promise<number> {
  const sqlLab = stateForLocalStorage(state, persistenceOn, now);
  try {
    if (sqlLab === null) await removeBrowserItem(SQL_LAB_STORAGE_KEY);
    else await writeBrowserItem(SQL_LAB_STORAGE_KEY, { sqlLab });
  } catch {
    // A full or unavailable store loses only this copy; the next change tries again.
  }
  return sqlLab === null ? 0 : localStorageUsageKb({ sqlLab });
}

let restored = false;

/** Set once the stored state has been read back: before that, mirroring would overwrite it. */
export function markSqlLabRestored(value = true): void {
  restored = value;
}

export function isSqlLabRestored(): boolean {
  return restored;
}

export interface MirrorStore {
  getState: () => SqlLabThunkState;
  subscribe: (listener: () => void) => () => void;
}

interface LocalStoreMirror {
  /** Writes a pending change at once (page hide). */
  flush: () => Promise<void>;
  stop: () => void;
}

/**
 * Mirrors every change of the `sqlLab` slice, at most once per `throttleMs`, writes in order;
 * `onUsage` hears the size of each copy written, in kB.
 */
export function startLocalStoreMirror(
  store: MirrorStore,
  throttleMs = LOCAL_STORE_THROTTLE_MS,
  onUsage?: (usageKb: number) => void,
): LocalStoreMirror {
  let lastWritten: SqlLabState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = (): Promise<void> => {
    timer = undefined;
    if (!isSqlLabRestored()) return writing;
    const state = store.getState();
    if (state.sqlLab === lastWritten) return writing;
    lastWritten = state.sqlLab;
    const persistenceOn = selectFeatureFlag(state, BACKEND_PERSISTENCE_FLAG);
    writing = writing.then(async () => {
      const usageKb = await writeStoredSqlLab(state.sqlLab, persistenceOn);
      onUsage?.(usageKb);
    });
    return writing;
  };

  const unsubscribe = store.subscribe(() => {
    if (timer !== undefined || !isSqlLabRestored() || store.getState().sqlLab === lastWritten) return;
    timer = setTimeout(() => void write(), throttleMs);
  });

  return {
    flush: () => {
      if (timer !== undefined) clearTimeout(timer);
      return write();
    },
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      unsubscribe();
    },
  };
}
