import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataStore } from '../../../server/store';

describe('favourites (favstar)', () => {
  let dir: string;
  let store: MetadataStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-fav-'));
    store = await MetadataStore.open(dir);
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds once, reports per user and kind, removes', async () => {
    await store.favourites.add(1, 'slice', 10);
    await store.favourites.add(1, 'slice', 10);
    await store.favourites.add(1, 'slice', 11);
    await store.favourites.add(2, 'slice', 12);
    await store.favourites.add(1, 'Dashboard', 10);
    expect(await store.favourites.idsOf(1, 'slice')).toEqual([10, 11]);
    expect([...(await store.favourites.favouritesAmong(1, 'slice', [10, 12, 13]))]).toEqual([10]);
    await store.favourites.remove(1, 'slice', 10);
    expect(await store.favourites.idsOf(1, 'slice')).toEqual([11]);
    expect(await store.favourites.idsOf(1, 'Dashboard')).toEqual([10]);
  });

  it('forgets every mark on deleted objects', async () => {
    await store.favourites.add(3, 'query', 5);
    await store.favourites.add(4, 'query', 5);
    await store.favourites.removeObjects('query', [5]);
    expect(await store.favourites.idsOf(3, 'query')).toEqual([]);
    expect(await store.favourites.idsOf(4, 'query')).toEqual([]);
  });
});
