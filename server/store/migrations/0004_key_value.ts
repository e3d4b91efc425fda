import type { Migration } from './types';

/**
 * Superset's `key_value` table: one row per stored value of a resource — the legacy `/kv/` store
 * (`resource = 'kv'`, addressed by integer id) and permalinks (`sqllab_permalink`,
 * `explore_permalink`, `dashboard_permalink`, addressed by `key`: random, URL-safe, unguessable).
 * `value` is JSON text. `expires_on` null means never.
 */
export const keyValue: Migration = {
  version: 4,
  name: 'key_value',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE key_value_id_seq START 1;
      CREATE TABLE key_value (
        id INTEGER PRIMARY KEY DEFAULT nextval('key_value_id_seq'),
        resource VARCHAR NOT NULL,
        key VARCHAR NOT NULL UNIQUE,
        value VARCHAR NOT NULL,
        created_by_fk INTEGER,
        created_on TIMESTAMP NOT NULL DEFAULT current_timestamp,
        expires_on TIMESTAMP
      );
    `);
  },
};
