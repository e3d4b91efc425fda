import type { FastifyInstance } from 'fastify';

/**
 * The serialized `/tables/` reply per database and schema. Reading DuckDB's catalogue takes about
 * a second for 100,000 tables, so replies are kept for a minute (Superset's table cache); a
 * request with `force:!t` reloads, and concurrent requests share one load. A CTAS/CVAS that
 * creates a table or view forgets its database's lists, so the new object is listed at once.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 256;

interface Entry {
  json: Promise<string>;
  loadedAt: number;
}

class TableListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached JSON for `key`, or `load()`'s (cached) when absent, stale or forced. */
  get(key: string, force: boolean, load: () => Promise<string>): Promise<string> {
    const cached = this.entries.get(key);
    if (cached && !force && this.now() - cached.loadedAt < TTL_MS) return cached.json;

    const json = load();
    const entry: Entry = { json, loadedAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    json.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return json;
  }

  /** Forgets every list of the database (a load in flight is not reused either). */
  invalidateDatabase(databaseId: number): void {
    const prefix = databaseKeyPrefix(databaseId);
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

function databaseKeyPrefix(databaseId: number): string {
  return `${databaseId}\u0000`;
}

/** The cache key of one database's tables in one schema. */
export function tableListKey(databaseId: number, schema: string): string {
  return `${databaseKeyPrefix(databaseId)}${schema}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by the tables endpoint and whatever creates tables. */
    tableListCache: TableListCache;
  }
}

export function decorateTableListCache(app: FastifyInstance): void {
  app.decorate('tableListCache', new TableListCache());
}
