import { randomBytes } from 'node:crypto';
import type { MetadataDatabase } from './database';

/** The resources kept in `key_value`; each addresses its rows in its own way (see the migration). */
type KeyValueResource = 'kv' | 'sqllab_permalink' | 'explore_permalink' | 'dashboard_permalink';

interface KeyValueEntry<T = unknown> {
  id: number;
  key: string;
  resource: KeyValueResource;
  value: T;
  createdBy: number | null;
  createdOn: Date;
  expiresOn: Date | null;
}

interface KeyValueRow {
  id: number;
  key: string;
  resource: KeyValueResource;
  value: string;
  created_by_fk: number | null;
  created_on: Date;
  expires_on: Date | null;
}

/** 16 random bytes as base64url: 22 characters, safe in a path segment. */
export function newPermalinkKey(): string {
  return randomBytes(16).toString('base64url');
}

function fromRow<T>(row: KeyValueRow): KeyValueEntry<T> {
  return {
    id: row.id,
    key: row.key,
    resource: row.resource,
    value: JSON.parse(row.value) as T,
    createdBy: row.created_by_fk,
    createdOn: row.created_on,
    expiresOn: row.expires_on,
  };
}

/**
 * Values stored under a resource: the legacy `/kv/` store and every permalink kind. Expired
 * entries read as missing.
 */
export class KeyValueRepository {
  constructor(private readonly db: MetadataDatabase) {}

  async create<T>(
    resource: KeyValueResource,
    value: T,
    createdBy: number | null,
    expiresOn: Date | null = null,
  ): Promise<KeyValueEntry<T>> {
    const key = newPermalinkKey();
    const row = await this.db.transaction((tx) =>
      tx.first<KeyValueRow>(
        'INSERT INTO key_value (resource, key, value, created_by_fk, expires_on) VALUES (?, ?, ?, ?, ?) RETURNING *',
        [resource, key, JSON.stringify(value), createdBy, expiresOn],
      ),
    );
    if (!row) throw new Error('key_value insert returned no row');
    return fromRow<T>(row);
  }

  async getById<T>(resource: KeyValueResource, id: number): Promise<KeyValueEntry<T> | null> {
    const row = await this.db.first<KeyValueRow>(
      'SELECT * FROM key_value WHERE resource = ? AND id = ? AND (expires_on IS NULL OR expires_on > current_timestamp)',
      [resource, id],
    );
    return row ? fromRow<T>(row) : null;
  }

  async getByKey<T>(resource: KeyValueResource, key: string): Promise<KeyValueEntry<T> | null> {
    const row = await this.db.first<KeyValueRow>(
      'SELECT * FROM key_value WHERE resource = ? AND key = ? AND (expires_on IS NULL OR expires_on > current_timestamp)',
      [resource, key],
    );
    return row ? fromRow<T>(row) : null;
  }
}
