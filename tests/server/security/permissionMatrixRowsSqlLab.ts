/**
 * The matrix's SQL Lab rows: database metadata, SQL Lab's API, tab states and table schemas,
 * queries, saved queries (and the legacy saved-query view), the legacy key-value store and SQL Lab
 * permalinks. Expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous].
 */
import { risonQuery } from './permissionMatrixFixtures';
import {
  ACCESS_DENIED,
  refusals,
  SupersetErrorBody,
  type MatrixCaller,
  type MatrixRow,
  type RefusalBodies,
  type RowContext,
} from './permissionMatrixTypes';

const db = ({ fx }: RowContext): number => fx.databaseId;
const tabForm = ({ fx }: RowContext): Record<string, string> => ({
  queryEditor: JSON.stringify({ dbId: fx.databaseId, name: fx.unique('matrix tab'), schema: 'sales', sql: 'SELECT 1' }),
});
const runId = (): string => `m${Math.random().toString(36).slice(2, 11)}`;
/** Superset's legacy views refuse with FAB's has_access_api body. */
const legacy = { 401: ACCESS_DENIED, 403: ACCESS_DENIED };
/** Callers without SQL Lab's pairs. */
const WITHOUT_SQLLAB: ReadonlySet<MatrixCaller> = new Set(['alpha', 'gamma']);
/** Tab states and table schemas: has_access_api for a missing pair, empty bodies for someone else's object. */
const legacyOwned: RefusalBodies = (caller, status) => {
  if (status === 401) return ACCESS_DENIED;
  if (status === 403) return WITHOUT_SQLLAB.has(caller) ? ACCESS_DENIED : null;
  return status === 404 ? null : undefined;
};

export const SQLLAB_ROWS: readonly MatrixRow[] = [
  // Databases and their metadata (can_read on Database; DatabaseFilter: Gamma reaches no database).
  { route: 'GET /api/v1/database/', request: () => ({ method: 'GET', url: '/api/v1/database/' }) },
  { route: 'GET /api/v1/database/:pk', request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}` }) },
  {
    route: 'GET /api/v1/database/:pk/schemas/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/schemas/` }),
  },
  {
    route: 'GET /api/v1/database/:pk/catalogs/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/catalogs/` }),
  },
  {
    route: 'GET /api/v1/database/:pk/tables/',
    request: (c) => ({
      method: 'GET',
      url: `/api/v1/database/${db(c)}/tables/${risonQuery({ schema_name: 'sales' })}`,
    }),
  },
  {
    route: 'GET /api/v1/database/:pk/table/:table/:schema/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/table/orders/sales/` }),
  },
  {
    route: 'GET /api/v1/database/:pk/table_extra/:table/:schema/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/table_extra/orders/sales/` }),
  },
  {
    route: 'GET /api/v1/database/:pk/table_metadata/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/table_metadata/?name=orders&schema=sales` }),
  },
  {
    route: 'GET /api/v1/database/:pk/table_metadata/extra/',
    request: (c) => ({
      method: 'GET',
      url: `/api/v1/database/${db(c)}/table_metadata/extra/?name=orders&schema=sales`,
    }),
  },
  {
    route: 'GET /api/v1/database/:pk/select_star/:table/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/select_star/birth_names/` }),
  },
  {
    route: 'GET /api/v1/database/:pk/select_star/:table/:schema/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/${db(c)}/select_star/orders/sales/` }),
  },

  // SQL Lab's API (SQLLab's method permissions).
  { route: 'GET /api/v1/sqllab/', request: () => ({ method: 'GET', url: '/api/v1/sqllab/' }) },
  {
    route: 'POST /api/v1/sqllab/execute/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      json: {
        database_id: db(c),
        sql: 'SELECT 1 AS x',
        client_id: runId(),
        runAsync: false,
        schema: 'sales',
        tab: 'matrix',
        queryLimit: 10,
      },
    }),
  },
  {
    route: 'GET /api/v1/sqllab/results/',
    request: () => ({ method: 'GET', url: `/api/v1/sqllab/results/${risonQuery({ key: 'matrix-no-such-key' })}` }),
  },
  {
    route: 'POST /api/v1/sqllab/estimate/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      json: { database_id: db(c), sql: 'SELECT 1', schema: 'sales' },
    }),
  },
  {
    route: 'POST /api/v1/sqllab/format_sql/',
    request: () => ({ method: 'POST', url: '/api/v1/sqllab/format_sql/', json: { sql: 'select 1' } }),
  },
  {
    route: 'GET /api/v1/sqllab/export/:client_id/',
    target: 'admin',
    request: ({ target }) => ({ method: 'GET', url: `/api/v1/sqllab/export/${target.queryClientId}/` }),
    bodies: refusals([...WITHOUT_SQLLAB], new SupersetErrorBody('QUERY_SECURITY_ACCESS_ERROR')),
  },
  {
    route: 'GET /api/v1/sqllab/export/:client_id/',
    target: 'own',
    request: ({ target }) => ({ method: 'GET', url: `/api/v1/sqllab/export/${target.queryClientId}/` }),
    bodies: refusals([...WITHOUT_SQLLAB], new SupersetErrorBody('QUERY_SECURITY_ACCESS_ERROR')),
  },

  // Tab states (TabStateView: FAB's has_access_api; a tab is its owner's).
  {
    route: 'POST /tabstateview/',
    request: (c) => ({ method: 'POST', url: '/tabstateview/', form: tabForm(c) }),
    bodies: legacy,
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /tabstateview/:id(^\\d+)',
      target,
      request: (c) => ({ method: 'GET', url: `/tabstateview/${c.target.tabStateId}` }),
      bodies: legacyOwned,
    },
    {
      route: 'PUT /tabstateview/:id(^\\d+)',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/tabstateview/${c.target.tabStateId}`,
        form: { sql: JSON.stringify('SELECT 2') },
      }),
      bodies: legacyOwned,
    },
    {
      route: 'DELETE /tabstateview/:id(^\\d+)',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/tabstateview/${await c.fresh.tabState(target)}` }),
      bodies: legacyOwned,
    },
    {
      route: 'POST /tabstateview/:id(^\\d+)/activate',
      target,
      request: (c) => ({ method: 'POST', url: `/tabstateview/${c.target.tabStateId}/activate` }),
      bodies: legacyOwned,
    },
    {
      route: 'POST /tabstateview/:id(^\\d+)/migrate_query',
      target,
      request: (c) => ({
        method: 'POST',
        url: `/tabstateview/${c.target.tabStateId}/migrate_query`,
        form: { queryId: JSON.stringify(c.target.queryClientId) },
      }),
      bodies: legacyOwned,
    },
    {
      route: 'DELETE /tabstateview/:id(^\\d+)/query/:clientId',
      target,
      request: async (c) => {
        const { tabStateId, clientId } = await c.fresh.queryInTab(target);
        return { method: 'DELETE', url: `/tabstateview/${tabStateId}/query/${clientId}` };
      },
      bodies: legacyOwned,
    },
    {
      route: 'POST /tableschemaview/:id(^\\d+)/expanded',
      target,
      request: (c) => ({
        method: 'POST',
        url: `/tableschemaview/${c.target.tableSchemaId}/expanded`,
        form: { expanded: 'false' },
      }),
      bodies: legacyOwned,
    },
    {
      route: 'DELETE /tableschemaview/:id(^\\d+)',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/tableschemaview/${await c.fresh.tableSchema(target)}` }),
      bodies: legacyOwned,
    },
  ]),
  {
    route: 'POST /tableschemaview/',
    target: 'admin',
    request: (c) => ({
      method: 'POST',
      url: '/tableschemaview/',
      form: {
        table: JSON.stringify({
          queryEditorId: c.target.tabStateId,
          dbId: c.fx.databaseId,
          schema: 'sales',
          name: 'customers',
        }),
      },
    }),
    bodies: legacyOwned,
  },
  {
    route: 'POST /tableschemaview/',
    target: 'own',
    request: (c) => ({
      method: 'POST',
      url: '/tableschemaview/',
      form: {
        table: JSON.stringify({
          queryEditorId: c.target.tabStateId,
          dbId: c.fx.databaseId,
          schema: 'sales',
          name: 'customers',
        }),
      },
    }),
    bodies: legacyOwned,
  },

  // Queries (can_read on Query; QueryFilter: a user's own runs, all of them with all_query_access).
  {
    route: 'GET /api/v1/query/updated_since',
    request: () => ({ method: 'GET', url: `/api/v1/query/updated_since${risonQuery({ last_updated_ms: 0 })}` }),
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'POST /api/v1/query/stop',
      target,
      request: (c) => ({ method: 'POST', url: '/api/v1/query/stop', json: { client_id: c.target.queryClientId } }),
    },
    {
      route: 'GET /api/v1/query/:pk',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/query/${c.target.queryId}` }),
    },
  ]),
  { route: 'GET /api/v1/query/', request: () => ({ method: 'GET', url: '/api/v1/query/' }) },

  // Saved queries (SavedQuery's can_read/can_write; a saved query is its owner's).
  { route: 'GET /api/v1/saved_query/', request: () => ({ method: 'GET', url: '/api/v1/saved_query/' }) },
  {
    route: 'POST /api/v1/saved_query/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/saved_query/',
      json: { db_id: db(c), label: c.fx.unique('matrix query'), schema: 'sales', sql: 'SELECT 1' },
    }),
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/saved_query/:pk(^\\d+)',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/saved_query/${c.target.savedQueryId}` }),
    },
    {
      route: 'PUT /api/v1/saved_query/:pk(^\\d+)',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/saved_query/${c.target.savedQueryId}`,
        json: { description: 'matrix' },
      }),
    },
    {
      route: 'DELETE /api/v1/saved_query/:pk(^\\d+)',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/saved_query/${await c.fresh.savedQuery(target)}` }),
    },
    {
      route: 'DELETE /api/v1/saved_query/',
      target,
      request: async (c) => ({
        method: 'DELETE',
        url: `/api/v1/saved_query/?q=${encodeURIComponent(`!(${await c.fresh.savedQuery(target)})`)}`,
      }),
    },
    {
      route: 'PUT /savedqueryviewapi/api/update/:pk(^\\d+)',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/savedqueryviewapi/api/update/${c.target.savedQueryId}`,
        form: { description: 'matrix' },
      }),
      bodies: legacy,
    },
    {
      route: 'GET /savedqueryviewapi/api/get/:pk(^\\d+)',
      target,
      request: (c) => ({ method: 'GET', url: `/savedqueryviewapi/api/get/${c.target.savedQueryId}` }),
      bodies: legacy,
    },
    {
      route: 'GET /api/v1/sqllab/permalink/:key',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/sqllab/permalink/${c.target.sqllabPermalinkKey}` }),
    },
  ]),
  {
    route: 'POST /savedqueryviewapi/api/create',
    request: (c) => ({
      method: 'POST',
      url: '/savedqueryviewapi/api/create',
      form: { label: c.fx.unique('matrix legacy'), db_id: String(db(c)), schema: 'sales', sql: 'SELECT 1' },
    }),
    bodies: legacy,
  },

  // The legacy key-value store (gone from Superset 6.1).
  {
    route: 'POST /kv/store/',
    request: () => ({ method: 'POST', url: '/kv/store/', form: { data: '{"sql":"SELECT 1"}' } }),
    bodies: legacy,
  },
  {
    route: 'GET /kv/:id(^\\d+)/',
    request: async (c) => ({ method: 'GET', url: `/kv/${await c.fresh.kvEntry()}/` }),
    bodies: legacy,
  },

  // SQL Lab permalinks (SqlLabPermalinkRestApi).
  {
    route: 'POST /api/v1/sqllab/permalink',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      json: { dbId: db(c), name: 'matrix', schema: 'sales', sql: 'SELECT 1', autorun: false },
    }),
  },
];
