import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataDatabase } from '../../../server/store/database';

describe('binding numbers beyond BIGINT', () => {
  let db: MetadataDatabase;

  beforeAll(async () => {
    db = await MetadataDatabase.open(path.join(await mkdtemp(path.join(tmpdir(), 'tessera-bind-')), 'metadata.duckdb'));
    await db.run('CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR)');
    await db.run('INSERT INTO items VALUES (1, ?)', ['one']);
  });
  afterAll(() => db.close());

  it('a lookup by an id no integer column can hold finds nothing instead of failing', async () => {
    for (const id of [1e23, -1e23, 2 ** 63, 1e308]) {
      expect(await db.first('SELECT * FROM items WHERE id = ?', [id]), String(id)).toBeNull();
      expect(await db.all('SELECT id FROM items WHERE id IN (?, ?) ORDER BY id', [1, id]), String(id)).toEqual([
        { id: 1 },
      ]);
    }
  });

  it('other values bind as before', async () => {
    expect(await db.first('SELECT name FROM items WHERE id = ? AND name = ?', [1, 'one'])).toEqual({ name: 'one' });
    expect(await db.first('SELECT ?::BIGINT AS big', [3_000_000_000])).toEqual({ big: 3_000_000_000n });
  });
});
