import type { Migration } from './types';

/**
 * SQL Lab runs (Superset's `query` table): one row per execution, with its status transitions,
 * timings (epoch milliseconds, as Superset's numeric columns) and the key of its stored results.
 * No secondary indexes: DuckDB rewrites an updated row of an indexed column as delete + insert,
 * and every status change touches changed_on; its scans are fast enough for the history.
 */
export const queries: Migration = {
  version: 2,
  name: 'queries',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE queries_id_seq START 1;
      CREATE TABLE queries (
        id INTEGER PRIMARY KEY DEFAULT nextval('queries_id_seq'),
        client_id VARCHAR(11) NOT NULL UNIQUE,
        database_id INTEGER NOT NULL,
        user_id INTEGER,
        tab_name VARCHAR,
        sql_editor_id VARCHAR,
        "schema" VARCHAR,
        catalog VARCHAR,
        sql VARCHAR NOT NULL,
        executed_sql VARCHAR,
        select_sql VARCHAR,
        "limit" INTEGER,
        limiting_factor VARCHAR NOT NULL DEFAULT 'UNKNOWN',
        select_as_cta BOOLEAN NOT NULL DEFAULT FALSE,
        select_as_cta_used BOOLEAN NOT NULL DEFAULT FALSE,
        tmp_table_name VARCHAR,
        tmp_schema_name VARCHAR,
        ctas_method VARCHAR NOT NULL DEFAULT 'TABLE',
        status VARCHAR NOT NULL DEFAULT 'pending',
        progress INTEGER NOT NULL DEFAULT 0,
        "rows" INTEGER,
        error_message VARCHAR,
        errors VARCHAR,
        results_key VARCHAR,
        start_time DOUBLE,
        start_running_time DOUBLE,
        end_time DOUBLE,
        end_result_backend_time DOUBLE,
        tracking_url VARCHAR,
        changed_on TIMESTAMP NOT NULL,
        extra VARCHAR NOT NULL DEFAULT '{}'
      );
    `);
  },
};
