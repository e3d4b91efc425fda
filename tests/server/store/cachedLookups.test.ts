/**
 * The user and database looked up by id on every request are cached until the next write: what a
 * request reads after a change is the changed row, never the cached one.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataStore } from '../../../server/store';

describe('cached lookups by id', () => {
  let store: MetadataStore;

  beforeAll(async () => {
    store = await MetadataStore.open(await mkdtemp(path.join(tmpdir(), 'tessera-cached-lookups-')));
  });
  afterAll(() => store.close());

  it('a user deactivated after being read is read as deactivated', async () => {
    const created = await store.users.create({ username: 'cached-user', password: 'a-long-password-1' });
    expect((await store.users.findById(created.id))?.active).toBe(true);
    expect((await store.users.findById(created.id))?.active).toBe(true);
    await store.users.update(created.id, { active: false }, null);
    expect((await store.users.findById(created.id))?.active).toBe(false);
  });

  it('a copy handed out and changed by its caller leaves the next read intact', async () => {
    const created = await store.users.create({ username: 'cached-copy', password: 'a-long-password-2' });
    const first = await store.users.findById(created.id);
    if (!first) throw new Error('the user was not found');
    first.username = 'changed by a caller';
    expect((await store.users.findById(created.id))?.username).toBe('cached-copy');
  });
});
