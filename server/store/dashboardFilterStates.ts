/**
 * Native filter state behind `?native_filters_key=` (Superset's filter_state cache): entries by
 * dashboard and key, each with its owner (the user id, or the session of an anonymous caller) and
 * value; and the key each (session, tab, dashboard) last used, so that one browser tab keeps
 * updating one entry. Entries live 90 days from their last use, as Superset's
 * FILTER_STATE_CACHE_CONFIG (REFRESH_TIMEOUT_ON_RETRIEVAL).
 */
import type { MetadataDatabase } from './database';

const LIFETIME_MS = 90 * 24 * 3600 * 1000;

interface FilterStateEntry {
  owner: string;
  value: string;
}

function expiry(): Date {
  return new Date(Date.now() + LIFETIME_MS);
}

export class DashboardFilterStateRepository {
  constructor(private readonly db: MetadataDatabase) {}

  /** The entry, its lifetime renewed; null when missing or expired. */
  async get(dashboardId: number, key: string): Promise<FilterStateEntry | null> {
    const entry = await this.db.first<FilterStateEntry>(
      'SELECT owner, value FROM dashboard_filter_state WHERE dashboard_id = ? AND key = ? AND expires_on > ?',
      [dashboardId, key, new Date()],
    );
    if (entry) {
      await this.db.run('UPDATE dashboard_filter_state SET expires_on = ? WHERE dashboard_id = ? AND key = ?', [
        expiry(),
        dashboardId,
        key,
      ]);
    }
    return entry;
  }

  async set(dashboardId: number, key: string, entry: FilterStateEntry): Promise<void> {
    await this.db.run(
      `INSERT INTO dashboard_filter_state (dashboard_id, key, owner, value, expires_on) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (dashboard_id, key) DO UPDATE SET owner = excluded.owner, value = excluded.value, expires_on = excluded.expires_on`,
      [dashboardId, key, entry.owner, entry.value, expiry()],
    );
  }

  async delete(dashboardId: number, key: string): Promise<void> {
    await this.db.run('DELETE FROM dashboard_filter_state WHERE dashboard_id = ? AND key = ?', [dashboardId, key]);
  }

  /** The key a (session, tab, dashboard) context last used. */
  async contextKey(context: string): Promise<string | null> {
    const row = await this.db.first<{ key: string }>(
      'SELECT key FROM dashboard_filter_state_context WHERE context_key = ? AND expires_on > ?',
      [context, new Date()],
    );
    return row?.key ?? null;
  }

  async setContextKey(context: string, key: string): Promise<void> {
    await this.db.run(
      `INSERT INTO dashboard_filter_state_context (context_key, key, expires_on) VALUES (?, ?, ?)
       ON CONFLICT (context_key) DO UPDATE SET key = excluded.key, expires_on = excluded.expires_on`,
      [context, key, expiry()],
    );
  }
}
