/** An in-memory localforage for jsdom tests (`vi.mock('localforage')`); each test file gets its own. */
import { vi } from 'vitest';

const items = new Map<string, unknown>();

const localforage = {
  getItem: async (key: string) => (items.has(key) ? structuredClone(items.get(key)) : null),
  setItem: vi.fn(async (key: string, value: unknown) => {
    items.set(key, structuredClone(value));
    return value;
  }),
  removeItem: async (key: string) => {
    items.delete(key);
  },
  clear: async () => items.clear(),
};

export default localforage;
