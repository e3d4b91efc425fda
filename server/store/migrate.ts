import type { MetadataDatabase } from './database';
import type { Migration } from './migrations/types';

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order, each in its own
 * transaction together with its record. Returns the versions applied now.
 */
export async function migrate(db: MetadataDatabase, migrations: readonly Migration[]): Promise<number[]> {
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version');

  await db.run(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name VARCHAR NOT NULL,
      applied_on TIMESTAMP NOT NULL
    )
  `);
  const appliedRows = await db.all<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(appliedRows.map((row) => row.version));

  const pending = [...migrations]
    .sort((a, b) => a.version - b.version)
    .filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await migration.up(tx);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_on) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date(),
      ]);
    });
  }
  // Schema changes go into the database file at once: DuckDB 1.5 cannot replay an ALTER TABLE of a
  // table other tables reference from its write-ahead log, so a crash before the next automatic
  // checkpoint would leave a data folder that no longer opens.
  if (pending.length > 0) await db.run('CHECKPOINT');
  return pending.map((migration) => migration.version);
}
