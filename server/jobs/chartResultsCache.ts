/**
 * Results of async chart data jobs, read back through `GET /api/v1/chart/data/<cache_key>`. Each
 * is one JSON file `${dataDir}/chart-results/<key>.json` holding the chart data reply's `result`
 * (one entry per query), the users allowed to read it (whoever ran a job that stored it) and its
 * expiry. Keys are Superset's query context cache keys, `qc-…`. An expired result reads as missing
 * and its file is removed; `sweep()` removes every expired file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CHART_RESULT_KEY_PATTERN = /^qc-[A-Za-z0-9_-]{1,128}$/;

export function isChartResultKey(key: string): boolean {
  return CHART_RESULT_KEY_PATTERN.test(key);
}

interface CachedChartResult {
  /** The chart data reply's `result`: one entry per query. */
  result: unknown[];
  /** Who may read it: the users whose jobs stored it. */
  userIds: number[];
  expiresAtMs: number;
}

interface ChartResultWrite {
  /** The user whose job produced the result. */
  userId: number;
  /** Lifetime in seconds; the cache's default (CACHE_DEFAULT_TIMEOUT) when absent or not positive. */
  timeoutSeconds?: number;
}

function isCachedChartResult(value: unknown): value is CachedChartResult {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Array.isArray(entry.result) &&
    Array.isArray(entry.userIds) &&
    entry.userIds.every((id) => typeof id === 'number') &&
    typeof entry.expiresAtMs === 'number'
  );
}

export class ChartResultsCache {
  readonly folder: string;
  /** The write in progress per key: writes of one key run one after the other. */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    dataDir: string,
    private readonly defaultTimeoutSeconds: () => number,
    private readonly now: () => number = Date.now,
  ) {
    this.folder = path.join(dataDir, 'chart-results');
  }

  /**
   * Stores the result under the key. A result already there and not expired is replaced, and the
   * users allowed to read it are kept: the same key means the same query context.
   */
  set(key: string, result: unknown[], write: ChartResultWrite): Promise<void> {
    if (!isChartResultKey(key)) return Promise.reject(new Error(`Not a chart result key: ${key}`));
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.write(key, result, write));
    const settled = next.catch(() => undefined);
    this.writes.set(key, settled);
    void settled.then(() => {
      if (this.writes.get(key) === settled) this.writes.delete(key);
    });
    return next;
  }

  /** The entry, or null when the key is unknown, malformed or expired. */
  async get(key: string): Promise<CachedChartResult | null> {
    if (!isChartResultKey(key)) return null;
    let entry: unknown;
    try {
      entry = JSON.parse(await readFile(this.fileOf(key), 'utf8'));
    } catch {
      return null;
    }
    if (!isCachedChartResult(entry)) return null;
    if (entry.expiresAtMs <= this.now()) {
      await this.delete(key);
      return null;
    }
    return entry;
  }

  async delete(key: string): Promise<void> {
    if (isChartResultKey(key)) await rm(this.fileOf(key), { force: true });
  }

  /** Removes expired results; returns how many. */
  async sweep(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const key = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !isChartResultKey(key)) continue;
      if ((await this.get(key)) === null) removed += 1;
    }
    return removed;
  }

  private async write(key: string, result: unknown[], write: ChartResultWrite): Promise<void> {
    const existing = await this.get(key);
    const userIds = new Set(existing?.userIds ?? []);
    userIds.add(write.userId);
    const timeoutSeconds =
      write.timeoutSeconds !== undefined && write.timeoutSeconds > 0
        ? write.timeoutSeconds
        : this.defaultTimeoutSeconds();
    const entry: CachedChartResult = { result, userIds: [...userIds], expiresAtMs: this.now() + timeoutSeconds * 1000 };
    await mkdir(this.folder, { recursive: true });
    const target = this.fileOf(key);
    // Written aside, then renamed: a reader never sees half a file.
    const aside = `${target}.${randomUUID()}.tmp`;
    await writeFile(aside, JSON.stringify(entry));
    await rename(aside, target);
  }

  private fileOf(key: string): string {
    return path.join(this.folder, `${key}.json`);
  }
}
