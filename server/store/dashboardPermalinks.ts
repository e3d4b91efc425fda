/**
 * Dashboard permalinks in `key_value` (resource `dashboard_permalink`). As Superset's
 * CreateDashboardPermalinkCommand, the same user and state give the same key: an existing entry
 * with that creator and value is reused.
 */
import type { MetadataDatabase } from './database';
import type { KeyValueRepository } from './keyValues';

const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';

/** What a dashboard permalink stores: the dashboard's uuid and the page state. */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: Record<string, unknown>;
}

export class DashboardPermalinkRepository {
  constructor(
    private readonly db: MetadataDatabase,
    private readonly keyValues: KeyValueRepository,
  ) {}

  /** The key of the entry holding this value for this user, made when there is none. */
  async keyFor(value: DashboardPermalinkValue, userId: number): Promise<string> {
    const text = JSON.stringify(value);
    const existing = await this.db.first<{ key: string }>(
      `SELECT key FROM key_value WHERE resource = ? AND created_by_fk = ? AND value = ?
       AND (expires_on IS NULL OR expires_on > current_timestamp) ORDER BY id LIMIT 1`,
      [DASHBOARD_PERMALINK_RESOURCE, userId, text],
    );
    if (existing) return existing.key;
    return (await this.keyValues.create(DASHBOARD_PERMALINK_RESOURCE, value, userId)).key;
  }

  async get(key: string): Promise<DashboardPermalinkValue | null> {
    const entry = await this.keyValues.getByKey<DashboardPermalinkValue>(DASHBOARD_PERMALINK_RESOURCE, key);
    return entry?.value ?? null;
  }
}
