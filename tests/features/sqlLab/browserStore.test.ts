// @vitest-environment node
/**
 * The browser store against an IndexedDB implementation (fake-indexeddb), a fresh one per test; the
 * record localforage left (database `localforage`, store `keyvaluepairs`) must still be read.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeState } from './fixtures';

type BrowserStore = typeof import('../../../src/features/sqlLab/thunks/browserStore');
type LocalStore = typeof import('../../../src/features/sqlLab/thunks/localStore');

let store: BrowserStore;
let localStore: LocalStore;

/** The modules anew, so that idb-keyval opens the database of this test's IndexedDB. */
async function loadModules(): Promise<void> {
  vi.resetModules();
  store = await import('../../../src/features/sqlLab/thunks/browserStore');
  localStore = await import('../../../src/features/sqlLab/thunks/localStore');
}

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  await loadModules();
});
afterEach(() => vi.unstubAllGlobals());

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Opens the database as localforage 1.10's IndexedDB driver does on first use: without a version
 * (version 1, no store), then again at version 2 to create its stores.
 */
async function openAsLocalforage(): Promise<IDBDatabase> {
  const first = await requested(indexedDB.open('localforage'));
  const version = first.version + 1;
  first.close();
  const request = indexedDB.open('localforage', version);
  request.onupgradeneeded = () => {
    request.result.createObjectStore('keyvaluepairs');
    request.result.createObjectStore('local-forage-detect-blob-support');
  };
  return requested(request);
}

/** A value as localforage's `setItem` stores it: put as is (structured clone) in one transaction. */
async function putAsLocalforage(db: IDBDatabase, key: string, value: unknown): Promise<void> {
  const transaction = db.transaction('keyvaluepairs', 'readwrite');
  transaction.objectStore('keyvaluepairs').put(value, key);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}

async function getRaw(db: IDBDatabase, key: string): Promise<unknown> {
  return requested(db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get(key));
}

describe('browser store', () => {
  it('reads back what it wrote, as a copy; nothing stored reads as null', async () => {
    expect(await store.readBrowserItem('redux')).toBeNull();
    const value = { sqlLab: { queryEditors: [{ id: '1', sql: 'SELECT 1' }] }, at: new Date(0) };
    await store.writeBrowserItem('redux', value);
    const read = await store.readBrowserItem<typeof value>('redux');
    expect(read).toEqual(value);
    expect(read).not.toBe(value);
    expect(read?.at).toBeInstanceOf(Date);
  });

  it('removes a key; removing a missing key is fine', async () => {
    await store.writeBrowserItem('redux', { sqlLab: {} });
    await store.removeBrowserItem('redux');
    expect(await store.readBrowserItem('redux')).toBeNull();
    await expect(store.removeBrowserItem('redux')).resolves.toBeUndefined();
  });

  it('reads the SQL Lab state localforage stored, and writes where localforage reads', async () => {
    const db = await openAsLocalforage();
    const stored = { sqlLab: { queryEditors: [{ id: '7', name: 'Kept', sql: 'SELECT 42' }], tabHistory: ['7'] } };
    await putAsLocalforage(db, 'redux', stored);

    expect(await store.readBrowserItem('redux')).toEqual(stored);
    expect(await localStore.readStoredSqlLab()).toEqual(stored.sqlLab);

    await store.writeBrowserItem('redux', { sqlLab: { tabHistory: ['8'] } });
    expect(await getRaw(db, 'redux')).toEqual({ sqlLab: { tabHistory: ['8'] } });
    await store.removeBrowserItem('redux');
    expect(await getRaw(db, 'redux')).toBeUndefined();
    // Opened as it was: no upgrade, localforage's stores untouched.
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames]).toEqual(['keyvaluepairs', 'local-forage-detect-blob-support']);
    db.close();
  });

  it('creates the database and store when there are none', async () => {
    await store.writeBrowserItem('redux', { sqlLab: {} });
    const db = await requested(indexedDB.open('localforage'));
    expect([...db.objectStoreNames]).toEqual(['keyvaluepairs']);
    expect(await getRaw(db, 'redux')).toEqual({ sqlLab: {} });
    db.close();
  });
});

describe('without a usable IndexedDB', () => {
  const unusable: [string, unknown][] = [
    ['absent', undefined],
    [
      'refusing to open (private mode)',
      {
        open: () => {
          throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.');
        },
      },
    ],
  ];

  it.each(unusable)('%s: the calls reject, SQL Lab reads null and its writes are no-ops', async (_, factory) => {
    vi.stubGlobal('indexedDB', factory);
    await loadModules();
    await expect(store.readBrowserItem('redux')).rejects.toThrow();
    await expect(store.writeBrowserItem('redux', {})).rejects.toThrow();
    await expect(store.removeBrowserItem('redux')).rejects.toThrow();

    expect(await localStore.readStoredSqlLab()).toBeNull();
    expect(await localStore.writeStoredSqlLab(makeState(), false)).toBeGreaterThan(0);
  });

  it('a database without the store reads as null', async () => {
    (await requested(indexedDB.open('localforage'))).close();
    expect(await localStore.readStoredSqlLab()).toBeNull();
  });
});
