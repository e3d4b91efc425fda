import type { Migration } from './types';

/**
 * Datasets as Superset stores them: `tables` (SqlaTable: a physical table, or a virtual one with
 * its SELECT in `sql`), their `table_columns` and saved metrics (`sql_metrics`), and the dataset
 * owners (`sqlatable_user`). Columns and metrics keep the order they were given in (`position`).
 * `type_generic` is stored (numeric, string, temporal, boolean) as the engine reported it, so the
 * server never has to guess a family from a type name. Only primary keys are indexed: uniqueness
 * of a dataset per database, catalog, schema and name is checked by the API, as Superset's
 * commands do, and DuckDB rewrites updated rows of indexed tables as delete + insert.
 */
export const datasetTables: Migration = {
  version: 10,
  name: 'datasets',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE tables_id_seq START 1;
      CREATE TABLE tables (
        id INTEGER PRIMARY KEY DEFAULT nextval('tables_id_seq'),
        uuid VARCHAR NOT NULL,
        database_id INTEGER NOT NULL,
        catalog VARCHAR,
        "schema" VARCHAR,
        table_name VARCHAR NOT NULL,
        sql VARCHAR,
        description VARCHAR,
        main_dttm_col VARCHAR,
        "offset" INTEGER NOT NULL DEFAULT 0,
        default_endpoint VARCHAR,
        cache_timeout INTEGER,
        is_sqllab_view BOOLEAN NOT NULL DEFAULT FALSE,
        template_params VARCHAR,
        filter_select_enabled BOOLEAN NOT NULL DEFAULT TRUE,
        fetch_values_predicate VARCHAR,
        normalize_columns BOOLEAN NOT NULL DEFAULT FALSE,
        always_filter_main_dttm BOOLEAN NOT NULL DEFAULT FALSE,
        is_managed_externally BOOLEAN NOT NULL DEFAULT FALSE,
        external_url VARCHAR,
        extra VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );

      CREATE SEQUENCE table_columns_id_seq START 1;
      CREATE TABLE table_columns (
        id INTEGER PRIMARY KEY DEFAULT nextval('table_columns_id_seq'),
        uuid VARCHAR NOT NULL,
        table_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        column_name VARCHAR NOT NULL,
        verbose_name VARCHAR,
        type VARCHAR,
        type_generic VARCHAR,
        is_dttm BOOLEAN NOT NULL DEFAULT FALSE,
        expression VARCHAR,
        groupby BOOLEAN NOT NULL DEFAULT TRUE,
        filterable BOOLEAN NOT NULL DEFAULT TRUE,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        python_date_format VARCHAR,
        description VARCHAR,
        extra VARCHAR,
        advanced_data_type VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL
      );

      CREATE SEQUENCE sql_metrics_id_seq START 1;
      CREATE TABLE sql_metrics (
        id INTEGER PRIMARY KEY DEFAULT nextval('sql_metrics_id_seq'),
        uuid VARCHAR NOT NULL,
        table_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        metric_name VARCHAR NOT NULL,
        verbose_name VARCHAR,
        expression VARCHAR NOT NULL,
        metric_type VARCHAR,
        d3format VARCHAR,
        currency VARCHAR,
        description VARCHAR,
        warning_text VARCHAR,
        extra VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL
      );

      CREATE TABLE sqlatable_user (
        table_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (table_id, user_id)
      );
    `);
  },
};
