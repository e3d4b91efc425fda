/**
 * The matrix's rows for datasets, datasource helpers and chart data (the query-context API, a
 * chart's saved query, samples, legacy explore_json, async results and events).
 * Expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous].
 */
import {
  ACCESS_DENIED,
  refusals,
  SupersetErrorBody,
  type MatrixCaller,
  type MatrixRow,
  type RefusalBodies,
  type RowContext,
} from './permissionMatrixTypes';

const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
const formData = ({ fx }: RowContext) => ({
  datasource: `${fx.ordersDatasetId}__table`,
  viz_type: 'table',
  metrics: [COUNT],
  row_limit: 1,
});
/**
 * Legacy views (has_access_api): "Access is Denied" for a missing pair (sql_lab alone; Gamma lacks
 * can_samples too); a datasource refusal otherwise, in Superset's errors shape (not checked here).
 */
const legacyBodies =
  (lacking: readonly MatrixCaller[]): RefusalBodies =>
  (caller, status) =>
    status === 401 || (status === 403 && lacking.includes(caller)) ? ACCESS_DENIED : undefined;
const queryContext = (context: RowContext) => ({
  datasource: { id: context.fx.ordersDatasetId, type: 'table' },
  queries: [{ columns: [], metrics: [COUNT], row_limit: 1 }],
  form_data: formData(context),
  result_type: 'full',
  result_format: 'json',
});

export const DATA_ROWS: readonly MatrixRow[] = [
  // Datasets (Dataset's can_read/can_write; DatasourceFilter; changes need ownership).
  { route: 'GET /api/v1/dataset/', request: () => ({ method: 'GET', url: '/api/v1/dataset/' }) },
  {
    route: 'POST /api/v1/dataset/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/dataset/',
      json: { database: c.fx.databaseId, schema: 'sales', table_name: c.fx.unique('matrix_ds'), sql: 'SELECT 1 AS x' },
    }),
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/dataset/:pk',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/dataset/${c.target.datasetId}` }),
    },
    {
      route: 'PUT /api/v1/dataset/:pk',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/dataset/${c.target.datasetId}`,
        json: { description: 'matrix' },
      }),
    },
    {
      route: 'DELETE /api/v1/dataset/:pk',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/dataset/${await c.fresh.dataset(target)}` }),
    },
    {
      route: 'DELETE /api/v1/dataset/',
      target,
      request: async (c) => ({
        method: 'DELETE',
        url: `/api/v1/dataset/?q=${encodeURIComponent(`!(${await c.fresh.dataset(target)})`)}`,
      }),
    },
    {
      route: 'PUT /api/v1/dataset/:pk/refresh',
      target,
      request: (c) => ({ method: 'PUT', url: `/api/v1/dataset/${c.target.datasetId}/refresh` }),
    },
  ]),
  {
    route: 'POST /api/v1/dataset/get_or_create/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/dataset/get_or_create/',
      json: { database_id: c.fx.databaseId, schema: 'sales', table_name: 'orders' },
    }),
  },

  // Datasource helpers.
  {
    route: 'GET /superset/fetch_datasource_metadata',
    request: (c) => ({
      method: 'GET',
      url: `/superset/fetch_datasource_metadata?datasourceKey=${c.fx.ordersDatasetId}__table`,
    }),
  },
  {
    route: 'GET /api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    request: (c) => ({
      method: 'GET',
      url: `/api/v1/datasource/table/${c.fx.ordersDatasetId}/column/customer_id/values/`,
    }),
  },

  // Chart data (Chart's can_read; datasource access).
  {
    route: 'POST /api/v1/chart/data',
    request: (c) => ({ method: 'POST', url: '/api/v1/chart/data', json: queryContext(c) }),
    bodies: refusals(['sqllab'], new SupersetErrorBody('DATASOURCE_SECURITY_ACCESS_ERROR')),
  },
  ...(['admin', 'own'] as const).map((target): MatrixRow => ({
    route: 'GET /api/v1/chart/:pk/data/',
    target,
    request: (c) => ({ method: 'GET', url: `/api/v1/chart/${c.target.chartId}/data/` }),
  })),
  {
    route: 'POST /datasource/samples',
    request: (c) => ({
      method: 'POST',
      url: `/datasource/samples?datasource_id=${c.fx.ordersDatasetId}&datasource_type=table`,
      json: {},
    }),
    bodies: legacyBodies(['gamma', 'sqllab', 'gammaSqllab']),
  },
  {
    route: 'GET /superset/explore_json/',
    request: (c) => ({
      method: 'GET',
      url: `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData(c)))}`,
    }),
    bodies: legacyBodies(['sqllab']),
  },
  {
    route: 'POST /superset/explore_json/',
    request: (c) => ({
      method: 'POST',
      url: '/superset/explore_json/',
      form: { form_data: JSON.stringify(formData(c)) },
    }),
    bodies: legacyBodies(['sqllab']),
  },
  { route: 'GET /api/v1/async_event/', request: () => ({ method: 'GET', url: '/api/v1/async_event/' }) },
  {
    route: 'GET /api/v1/chart/data/:cache_key',
    request: () => ({ method: 'GET', url: '/api/v1/chart/data/matrix-no-such-key' }),
  },
];
