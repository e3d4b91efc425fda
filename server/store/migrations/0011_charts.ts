import type { Migration } from './types';

/**
 * Charts (Superset's `slices`) with their owners (`slice_user`); the dashboards a chart can be
 * saved into (`dashboards`, owners in `dashboard_user`, charts in `dashboard_slices`); and
 * explore's temporary form-data cache (`explore_form_data`: unsaved explore state behind
 * `?form_data_key=`, owned by the user who stored it, expiring).
 *
 * `params`, `query_context`, `position_json` and `json_metadata` hold JSON text. Uniqueness of
 * `uuid` and dashboard `slug` is checked by the repositories (writes are serialised): DuckDB
 * rewrites updated rows of indexed columns as delete + insert, so no secondary indexes.
 */
export const chartTables: Migration = {
  version: 11,
  name: 'charts',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE slices_id_seq START 1;
      CREATE TABLE slices (
        id INTEGER PRIMARY KEY DEFAULT nextval('slices_id_seq'),
        uuid VARCHAR NOT NULL,
        slice_name VARCHAR NOT NULL,
        datasource_id INTEGER,
        datasource_type VARCHAR,
        datasource_name VARCHAR,
        viz_type VARCHAR,
        params VARCHAR,
        query_context VARCHAR,
        description VARCHAR,
        cache_timeout INTEGER,
        certified_by VARCHAR,
        certification_details VARCHAR,
        is_managed_externally BOOLEAN NOT NULL DEFAULT FALSE,
        external_url VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER,
        last_saved_at TIMESTAMP,
        last_saved_by_fk INTEGER
      );

      CREATE TABLE slice_user (
        slice_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (slice_id, user_id)
      );

      CREATE SEQUENCE dashboards_id_seq START 1;
      CREATE TABLE dashboards (
        id INTEGER PRIMARY KEY DEFAULT nextval('dashboards_id_seq'),
        uuid VARCHAR NOT NULL,
        dashboard_title VARCHAR,
        slug VARCHAR,
        published BOOLEAN NOT NULL DEFAULT FALSE,
        position_json VARCHAR,
        json_metadata VARCHAR,
        css VARCHAR,
        certified_by VARCHAR,
        certification_details VARCHAR,
        is_managed_externally BOOLEAN NOT NULL DEFAULT FALSE,
        external_url VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );

      CREATE TABLE dashboard_user (
        dashboard_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (dashboard_id, user_id)
      );

      CREATE TABLE dashboard_slices (
        dashboard_id INTEGER NOT NULL,
        slice_id INTEGER NOT NULL,
        PRIMARY KEY (dashboard_id, slice_id)
      );

      CREATE TABLE explore_form_data (
        key VARCHAR PRIMARY KEY,
        owner_id INTEGER NOT NULL,
        context_key VARCHAR,
        datasource_id INTEGER NOT NULL,
        datasource_type VARCHAR NOT NULL,
        chart_id INTEGER,
        form_data VARCHAR NOT NULL,
        expires_on TIMESTAMP NOT NULL
      );
    `);
  },
};
