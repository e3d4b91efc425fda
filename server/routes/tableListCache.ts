/**
 * The serialized `/tables/` reply per database and schema. Reading DuckDB's catalogue takes about
 * a second for 100,000 tables, so replies are kept for a minute (Superset's table cache); a
 * request with `force:!t` reloads, and concurrent requests share one load.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 256;

interface Entry {
  json: Promise<string>;
  loadedAt: number;
}

export class TableListCache {
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
}
