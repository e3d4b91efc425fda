import type { Migration } from './types';

/**
 * SQL Lab's saved queries (Superset's `saved_query`): a query a user kept under a label, with its
 * database, catalog and schema, template parameters and `extra_json` (JSON text; the schedule form
 * stores `schedule_info` there). `user_id` is the owner. `rows` and `last_run` are Superset's
 * columns for the latest run of the same SQL (the server reads the row count from the runs
 * themselves). No secondary indexes: a user has tens of saved queries, not millions.
 */
export const savedQueriesTables: Migration = {
  version: 9,
  name: 'saved_queries',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE saved_query_id_seq START 1;
      CREATE TABLE saved_query (
        id INTEGER PRIMARY KEY DEFAULT nextval('saved_query_id_seq'),
        uuid VARCHAR NOT NULL UNIQUE,
        user_id INTEGER,
        db_id INTEGER,
        catalog VARCHAR,
        "schema" VARCHAR,
        label VARCHAR,
        description VARCHAR,
        sql VARCHAR,
        template_parameters VARCHAR,
        extra_json VARCHAR DEFAULT '{}',
        "rows" INTEGER,
        last_run TIMESTAMP,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );
    `);
  },
};
