import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataDatabase } from '../../../server/store/database';
import { ReadCache } from '../../../server/store/readCache';

describe('ReadCache', () => {
  let dir: string;
  let db: MetadataDatabase;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-readcache-'));
    db = await MetadataDatabase.open(path.join(dir, 'm.duckdb'));
    await db.run('CREATE TABLE t (id INTEGER, v VARCHAR)');
    await db.run("INSERT INTO t VALUES (1, 'a')");
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads once while nothing is written, and again after any write', async () => {
    const cache = new ReadCache<number, { v: string } | null>(db);
    let loads = 0;
    const read = () =>
      cache.get(1, async () => {
        loads += 1;
        return db.first<{ v: string }>('SELECT v FROM t WHERE id = ?', [1]);
      });
    expect(await read()).toEqual({ v: 'a' });
    expect(await read()).toEqual({ v: 'a' });
    expect(loads).toBe(1);
    await db.run("UPDATE t SET v = 'b' WHERE id = 1");
    expect(await read()).toEqual({ v: 'b' });
    expect(loads).toBe(2);
    await db.transaction((tx) => tx.run("UPDATE t SET v = 'c' WHERE id = 1"));
    expect(await read()).toEqual({ v: 'c' });
  });

  it('hands out copies, so a caller changing one does not change the cache', async () => {
    const cache = new ReadCache<string, { list: number[] }>(db);
    const first = await cache.get('k', async () => ({ list: [1] }));
    first.list.push(2);
    expect(await cache.get('k', async () => ({ list: [9] }))).toEqual({ list: [1] });
  });
});
