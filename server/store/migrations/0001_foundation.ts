import type { Migration } from './types';

/** Users, roles and permissions, sessions and database connections. */
export const foundation: Migration = {
  version: 1,
  name: 'foundation',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE users_id_seq START 1;
      CREATE TABLE users (
        id INTEGER PRIMARY KEY DEFAULT nextval('users_id_seq'),
        username VARCHAR NOT NULL UNIQUE,
        first_name VARCHAR NOT NULL DEFAULT '',
        last_name VARCHAR NOT NULL DEFAULT '',
        email VARCHAR NOT NULL DEFAULT '',
        password_hash VARCHAR NOT NULL,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        login_count INTEGER NOT NULL DEFAULT 0,
        last_login TIMESTAMP
      );

      CREATE SEQUENCE roles_id_seq START 1;
      CREATE TABLE roles (
        id INTEGER PRIMARY KEY DEFAULT nextval('roles_id_seq'),
        name VARCHAR NOT NULL UNIQUE
      );

      CREATE SEQUENCE permission_views_id_seq START 1;
      CREATE TABLE permission_views (
        id INTEGER PRIMARY KEY DEFAULT nextval('permission_views_id_seq'),
        permission VARCHAR NOT NULL,
        view_menu VARCHAR NOT NULL,
        UNIQUE (permission, view_menu)
      );

      CREATE TABLE role_permissions (
        role_id INTEGER NOT NULL,
        permission_view_id INTEGER NOT NULL,
        PRIMARY KEY (role_id, permission_view_id)
      );

      CREATE TABLE user_roles (
        user_id INTEGER NOT NULL,
        role_id INTEGER NOT NULL,
        PRIMARY KEY (user_id, role_id)
      );

      CREATE TABLE sessions (
        id VARCHAR PRIMARY KEY,
        user_id INTEGER NOT NULL,
        csrf_token VARCHAR NOT NULL,
        created_on TIMESTAMP NOT NULL,
        expires_on TIMESTAMP NOT NULL
      );
      CREATE INDEX sessions_user_id_idx ON sessions (user_id);

      CREATE SEQUENCE databases_id_seq START 1;
      CREATE TABLE databases (
        id INTEGER PRIMARY KEY DEFAULT nextval('databases_id_seq'),
        uuid VARCHAR NOT NULL UNIQUE,
        database_name VARCHAR NOT NULL UNIQUE,
        backend VARCHAR NOT NULL,
        allow_run_async BOOLEAN NOT NULL DEFAULT FALSE,
        allow_dml BOOLEAN NOT NULL DEFAULT FALSE,
        allow_ctas BOOLEAN NOT NULL DEFAULT FALSE,
        allow_cvas BOOLEAN NOT NULL DEFAULT FALSE,
        allow_file_upload BOOLEAN NOT NULL DEFAULT FALSE,
        expose_in_sqllab BOOLEAN NOT NULL DEFAULT TRUE,
        allows_subquery BOOLEAN NOT NULL DEFAULT TRUE,
        allows_cost_estimate BOOLEAN NOT NULL DEFAULT FALSE,
        allows_virtual_table_explore BOOLEAN NOT NULL DEFAULT TRUE,
        disable_data_preview BOOLEAN NOT NULL DEFAULT FALSE,
        disable_drill_to_detail BOOLEAN NOT NULL DEFAULT FALSE,
        allow_multi_catalog BOOLEAN NOT NULL DEFAULT FALSE,
        force_ctas_schema VARCHAR,
        extra VARCHAR NOT NULL DEFAULT '{}',
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );
    `);
  },
};
