/**
 * The chart data results cache (Superset's data cache): one payload per query object, keyed by a
 * hash of what decides its result, kept for the query's cache timeout. In memory and bounded:
 * losing it on a restart costs one query per chart, never a user's work.
 */
import { createHash } from 'node:crypto';

const MAX_ENTRIES = 500;

interface CacheEntry<T> {
  value: T;
  cachedAt: Date;
  expiresAtMs: number;
}

/** JSON with object keys sorted at every level, so equal objects hash the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function cacheKeyOf(parts: unknown): string {
  return createHash('md5').update(stableJson(parts)).digest('hex');
}

export class ChartDataCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): { value: T; cachedAt: Date } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAtMs <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last, so the oldest use is evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, cachedAt: entry.cachedAt };
  }

  set(key: string, value: T, timeoutSeconds: number): void {
    if (timeoutSeconds <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, cachedAt: new Date(this.now()), expiresAtMs: this.now() + timeoutSeconds * 1000 });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
