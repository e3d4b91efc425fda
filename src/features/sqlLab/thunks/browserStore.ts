/**
 * A key-value store in the browser's IndexedDB (idb-keyval). The database and object store are
 * the ones localforage used by default, and values are stored as they were (structured clone, no
 * wrapper), so what earlier versions of the app stored is still read. Every call rejects, never
 * throws, when IndexedDB is unavailable.
 */
import { createStore, del, get, set } from 'idb-keyval';

const store = createStore('localforage', 'keyvaluepairs');

/** The stored value, or null when nothing is stored under `key`. */
export async function readBrowserItem<T>(key: string): Promise<T | null> {
  return (await get<T>(key, store)) ?? null;
}

export async function writeBrowserItem(key: string, value: unknown): Promise<void> {
  await set(key, value, store);
}

export async function removeBrowserItem(key: string): Promise<void> {
  await del(key, store);
}
