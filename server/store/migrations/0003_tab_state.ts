import type { Migration } from './types';

/**
 * SQL Lab tabs kept on the server (Superset's `tab_state`) and the tables opened in each tab's
 * left bar (`table_schema`). `latest_query_id` holds a query's client id, as in Superset;
 * `description` and `extra_json` hold JSON text. No secondary indexes: the tables stay small
 * (a few rows per user) and DuckDB rewrites updated rows of indexed tables as delete + insert.
 */
export const tabState: Migration = {
  version: 3,
  name: 'tab_state',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE tab_state_id_seq START 1;
      CREATE TABLE tab_state (
        id INTEGER PRIMARY KEY DEFAULT nextval('tab_state_id_seq'),
        user_id INTEGER NOT NULL,
        label VARCHAR,
        active BOOLEAN NOT NULL DEFAULT FALSE,
        database_id INTEGER,
        "schema" VARCHAR,
        catalog VARCHAR,
        sql VARCHAR,
        query_limit INTEGER,
        latest_query_id VARCHAR,
        autorun BOOLEAN NOT NULL DEFAULT FALSE,
        template_params VARCHAR,
        hide_left_bar BOOLEAN NOT NULL DEFAULT FALSE,
        saved_query_id INTEGER,
        extra_json VARCHAR NOT NULL DEFAULT '{}',
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL
      );

      CREATE SEQUENCE table_schema_id_seq START 1;
      CREATE TABLE table_schema (
        id INTEGER PRIMARY KEY DEFAULT nextval('table_schema_id_seq'),
        tab_state_id INTEGER NOT NULL,
        database_id INTEGER NOT NULL,
        "schema" VARCHAR,
        catalog VARCHAR,
        "table" VARCHAR NOT NULL,
        description VARCHAR,
        expanded BOOLEAN NOT NULL DEFAULT FALSE,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL
      );
    `);
  },
};
