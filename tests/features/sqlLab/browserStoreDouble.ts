/**
 * An in-memory src/features/sqlLab/thunks/browserStore for jsdom tests, values cloned on write and
 * read as IndexedDB does; each test file gets its own:
 * `vi.mock('../../../src/features/sqlLab/thunks/browserStore', async () => import('./browserStoreDouble'))`.
 */
import { vi } from 'vitest';
import type * as BrowserStore from '../../../src/features/sqlLab/thunks/browserStore';

const items = new Map<string, unknown>();

export const readBrowserItem: typeof BrowserStore.readBrowserItem = async <T>(key: string) =>
  items.has(key) ? (structuredClone(items.get(key)) as T) : null;

export const writeBrowserItem = vi.fn<typeof BrowserStore.writeBrowserItem>(async (key, value) => {
  items.set(key, structuredClone(value));
});

export const removeBrowserItem: typeof BrowserStore.removeBrowserItem = async (key) => {
  items.delete(key);
};

/** Empties the store and forgets the writes recorded. */
export function clearBrowserItems(): void {
  items.clear();
  writeBrowserItem.mockClear();
}
