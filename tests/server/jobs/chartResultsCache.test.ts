import { existsSync } from 'node:fs';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChartResultsCache } from '../../../server/jobs/chartResultsCache';

let dataDir: string;
let now: number;
let cache: ChartResultsCache;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-chart-results-'));
  now = 1_700_000_000_000;
  cache = new ChartResultsCache(
    dataDir,
    () => 60,
    () => now,
  );
});

const RESULT = [{ data: [{ x: 1 }], rowcount: 1 }];

describe('ChartResultsCache', () => {
  it('stores a result under its qc- key with the writer as its reader', async () => {
    await cache.set('qc-abc123', RESULT, { userId: 4 });
    expect(await cache.get('qc-abc123')).toEqual({ result: RESULT, userIds: [4], expiresAtMs: now + 60_000 });
    expect(existsSync(path.join(dataDir, 'chart-results', 'qc-abc123.json'))).toBe(true);
  });

  it('uses the given lifetime, and the default when none or a non-positive one is given', async () => {
    await cache.set('qc-a', RESULT, { userId: 1, timeoutSeconds: 5 });
    await cache.set('qc-b', RESULT, { userId: 1, timeoutSeconds: 0 });
    expect((await cache.get('qc-a'))?.expiresAtMs).toBe(now + 5_000);
    expect((await cache.get('qc-b'))?.expiresAtMs).toBe(now + 60_000);
  });

  it('reads an expired result as missing and removes its file', async () => {
    await cache.set('qc-old', RESULT, { userId: 1, timeoutSeconds: 5 });
    now += 5_000;
    expect(await cache.get('qc-old')).toBeNull();
    expect(existsSync(path.join(dataDir, 'chart-results', 'qc-old.json'))).toBe(false);
  });

  it('keeps earlier readers when the same key is stored again, writes of one key never mixing', async () => {
    await Promise.all([
      cache.set('qc-shared', RESULT, { userId: 1 }),
      cache.set('qc-shared', RESULT, { userId: 2 }),
      cache.set('qc-shared', [{ data: [] }], { userId: 3 }),
    ]);
    const entry = await cache.get('qc-shared');
    expect(entry?.userIds.sort()).toEqual([1, 2, 3]);
    expect(entry?.result).toEqual([{ data: [] }]);
    expect((await readdir(path.join(dataDir, 'chart-results'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses keys that are not qc- keys, so no path leaves its folder', async () => {
    await expect(cache.set('../escape', RESULT, { userId: 1 })).rejects.toThrow('Not a chart result key');
    expect(await cache.get('../escape')).toBeNull();
    expect(await cache.get('qc-')).toBeNull();
    expect(await cache.get('qc-unknown')).toBeNull();
  });

  it('reads a damaged file as missing', async () => {
    await cache.set('qc-damaged', RESULT, { userId: 1 });
    await writeFile(path.join(dataDir, 'chart-results', 'qc-damaged.json'), '{"result": 1}');
    expect(await cache.get('qc-damaged')).toBeNull();
  });

  it('sweeps expired results away and keeps the others', async () => {
    await cache.set('qc-short', RESULT, { userId: 1, timeoutSeconds: 1 });
    await cache.set('qc-long', RESULT, { userId: 1, timeoutSeconds: 100 });
    now += 2_000;
    expect(await cache.sweep()).toBe(1);
    expect(await readdir(path.join(dataDir, 'chart-results'))).toEqual(['qc-long.json']);
  });
});
