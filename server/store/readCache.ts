import type { MetadataDatabase } from './database';

const MAX_ENTRIES = 1000;

/**
 * Remembers what a repository read, for as long as nothing has been written to the metadata
 * database since (its write generation is unchanged): every request reads the user's roles and a
 * chart's dataset, and those rarely change. Callers get a copy, so they may change it freely.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, { generation: number; value: Promise<V> }>();

  constructor(private readonly db: MetadataDatabase) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    // Taken before reading: a write finishing during the read makes this entry stale at once.
    const generation = this.db.writeGeneration;
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation) return structuredClone(await hit.value);
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { generation, value });
    value.catch(() => this.entries.delete(key));
    return structuredClone(await value);
  }
}
