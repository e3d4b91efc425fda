import type { MetadataDatabase } from './database';

/**
 * Explore's temporary form-data cache (Superset keeps it in EXPLORE_FORM_DATA_CACHE): unsaved
 * explore state under an opaque key, owned by the user who stored it. An entry may also be the
 * current one of a context (user, browser tab, datasource, chart), so that a tab keeps reusing
 * its key. Expired entries read as missing.
 */
export interface ExploreFormDataEntry {
  key: string;
  owner_id: number;
  /** Set when the entry is the current one of a user's browser tab for this datasource/chart. */
  context_key: string | null;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  /** JSON text, as the client sent it. */
  form_data: string;
  expires_on: Date;
}

const COLUMNS = 'key, owner_id, context_key, datasource_id, datasource_type, chart_id, form_data, expires_on';

export class ExploreFormDataRepository {
  constructor(private readonly db: MetadataDatabase) {}

  /** The unexpired entry under `key`, or null. */
  get(key: string, now: Date = new Date()): Promise<ExploreFormDataEntry | null> {
    return this.db.first<ExploreFormDataEntry>(
      `SELECT ${COLUMNS} FROM explore_form_data WHERE key = ? AND expires_on > CAST(? AS TIMESTAMP)`,
      [key, now],
    );
  }

  /** The key of the unexpired current entry of a context, or null. */
  async keyOfContext(contextKey: string, now: Date = new Date()): Promise<string | null> {
    const row = await this.db.first<{ key: string }>(
      'SELECT key FROM explore_form_data WHERE context_key = ? AND expires_on > CAST(? AS TIMESTAMP)',
      [contextKey, now],
    );
    return row?.key ?? null;
  }

  /**
   * Stores (or replaces) the entry under its key. When it names a context, it becomes that
   * context's only current entry. Expired entries are dropped on the way.
   */
  async put(entry: ExploreFormDataEntry, now: Date = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run('DELETE FROM explore_form_data WHERE expires_on <= CAST(? AS TIMESTAMP)', [now]);
      if (entry.context_key) {
        await tx.run('UPDATE explore_form_data SET context_key = NULL WHERE context_key = ? AND key <> ?', [
          entry.context_key,
          entry.key,
        ]);
      }
      await tx.run(
        `INSERT INTO explore_form_data (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET owner_id = excluded.owner_id, context_key = excluded.context_key,
           datasource_id = excluded.datasource_id, datasource_type = excluded.datasource_type,
           chart_id = excluded.chart_id, form_data = excluded.form_data, expires_on = excluded.expires_on`,
        [
          entry.key,
          entry.owner_id,
          entry.context_key,
          entry.datasource_id,
          entry.datasource_type,
          entry.chart_id,
          entry.form_data,
          entry.expires_on,
        ],
      );
    });
  }

  /** Moves the entry's expiry (a read keeps it alive, as Superset's cache refreshes on retrieval). */
  async extend(key: string, expiresOn: Date): Promise<void> {
    await this.db.run('UPDATE explore_form_data SET expires_on = ? WHERE key = ?', [expiresOn, key]);
  }

  async delete(key: string): Promise<void> {
    await this.db.run('DELETE FROM explore_form_data WHERE key = ?', [key]);
  }
}
