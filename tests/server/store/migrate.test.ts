import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MetadataDatabase } from '../../../server/store/database';
import { migrate } from '../../../server/store/migrate';
import type { Migration } from '../../../server/store/migrations';

async function freshDatabase(): Promise<MetadataDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-migrate-'));
  return MetadataDatabase.open(path.join(dir, 'metadata.duckdb'));
}

const createTable = (version: number, table: string): Migration => ({
  version,
  name: `create_${table}`,
  up: (tx) => tx.run(`CREATE TABLE ${table} (id INTEGER)`),
});

describe('migrations', () => {
  it('applies each migration once, in version order', async () => {
    const db = await freshDatabase();
    try {
      const order: number[] = [];
      const tracked = (migration: Migration): Migration => ({
        ...migration,
        up: async (tx) => {
          order.push(migration.version);
          await migration.up(tx);
        },
      });
      expect(await migrate(db, [tracked(createTable(2, 'b')), tracked(createTable(1, 'a'))])).toEqual([1, 2]);
      expect(order).toEqual([1, 2]);
      expect(
        await migrate(db, [tracked(createTable(1, 'a')), tracked(createTable(2, 'b')), tracked(createTable(3, 'c'))]),
      ).toEqual([3]);
      expect(order).toEqual([1, 2, 3]);
      const rows = await db.all<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual([
        { version: 1, name: 'create_a' },
        { version: 2, name: 'create_b' },
        { version: 3, name: 'create_c' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const db = await freshDatabase();
    try {
      const failing: Migration = {
        version: 1,
        name: 'half_done',
        up: async (tx) => {
          await tx.run('CREATE TABLE half (id INTEGER)');
          await tx.run('INSERT INTO no_such_table VALUES (1)');
        },
      };
      await expect(migrate(db, [failing])).rejects.toThrow();
      expect(await db.all('SELECT * FROM schema_migrations')).toEqual([]);
      await expect(db.all('SELECT * FROM half')).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  it('refuses duplicate versions', async () => {
    const db = await freshDatabase();
    try {
      await expect(migrate(db, [createTable(1, 'a'), createTable(1, 'b')])).rejects.toThrow(/Duplicate/);
    } finally {
      await db.close();
    }
  });

  it('serialises concurrent writes to the same row without conflicts', async () => {
    const db = await freshDatabase();
    try {
      await db.run('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER)');
      await db.run('INSERT INTO counter VALUES (1, 0)');
      await Promise.all(
        Array.from({ length: 25 }, () =>
          db.transaction(async (tx) => {
            const row = await tx.first<{ n: number }>('SELECT n FROM counter WHERE id = 1');
            await tx.run('UPDATE counter SET n = ? WHERE id = 1', [(row?.n ?? 0) + 1]);
          }),
        ),
      );
      expect(await db.first('SELECT n FROM counter WHERE id = 1')).toEqual({ n: 25 });
    } finally {
      await db.close();
    }
  });
});
