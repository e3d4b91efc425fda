import type { Migration } from './types';

/**
 * Usage events (Superset's `logs`): one row per event the browser posts to `/superset/log/`.
 * `json` holds the event's JSON text; `dashboard_id` and `slice_id` come from the request's query,
 * `duration_ms` is how long the log request itself took. Rows are pruned by age (LOG_RETENTION_DAYS),
 * so the table carries no secondary index (see 0011).
 */
export const logTables: Migration = {
  version: 15,
  name: 'logs',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE logs_id_seq START 1;
      CREATE TABLE logs (
        id INTEGER PRIMARY KEY DEFAULT nextval('logs_id_seq'),
        action VARCHAR,
        user_id INTEGER,
        json VARCHAR,
        dttm TIMESTAMP NOT NULL,
        dashboard_id INTEGER,
        slice_id INTEGER,
        duration_ms INTEGER,
        referrer VARCHAR
      );
    `);
  },
};
