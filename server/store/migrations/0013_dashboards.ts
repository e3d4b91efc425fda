import type { Migration } from './types';

/**
 * What dashboards need beyond 0011's tables: the roles that may view one (`dashboard_roles`, with
 * the DASHBOARD_RBAC flag) and the native filter state cache behind `?native_filters_key=`
 * (Superset keeps it in a cache; here a table so that a restart keeps shared links working).
 * `dashboard_filter_state` holds each entry's value and owner (a user id, or a session for
 * anonymous callers); `dashboard_filter_state_context` maps (session, tab, dashboard) to the key
 * that session last used, so a tab keeps updating one entry.
 */
export const dashboardTables: Migration = {
  version: 13,
  name: 'dashboards',
  async up(tx) {
    await tx.run(`
      CREATE TABLE dashboard_roles (
        dashboard_id INTEGER NOT NULL,
        role_id INTEGER NOT NULL,
        PRIMARY KEY (dashboard_id, role_id)
      );

      CREATE TABLE dashboard_filter_state (
        dashboard_id INTEGER NOT NULL,
        key VARCHAR NOT NULL,
        owner VARCHAR NOT NULL,
        value VARCHAR NOT NULL,
        expires_on TIMESTAMP NOT NULL,
        PRIMARY KEY (dashboard_id, key)
      );

      CREATE TABLE dashboard_filter_state_context (
        context_key VARCHAR PRIMARY KEY,
        key VARCHAR NOT NULL,
        expires_on TIMESTAMP NOT NULL
      );
    `);
  },
};
