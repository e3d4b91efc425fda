/**
 * The matrix's rows for charts (CRUD, favourites, related users), explore (its payload, cached
 * form data, permalinks) and dashboards. Expectations: [Admin, Alpha, Gamma, sql_lab,
 * Gamma + sql_lab, deactivated, anonymous].
 */
import { risonQuery } from './permissionMatrixFixtures';
import { refusals, SupersetErrorBody, type MatrixRow, type RowContext } from './permissionMatrixTypes';

const formData = ({ fx }: RowContext) => ({ datasource: `${fx.ordersDatasetId}__table`, viz_type: 'table' });
const formDataBody = (context: RowContext) => ({
  datasource_id: context.fx.ordersDatasetId,
  datasource_type: 'table',
  form_data: JSON.stringify(formData(context)),
});
const idList = (id: number): string => `?q=${encodeURIComponent(`!(${id})`)}`;
/** Explore's refusals (sql_lab alone lacks the views' pairs): the form-data cache's, the permalinks'. */
const cacheRefusals = refusals(['sqllab'], { message: "You don't have permission to modify the value." });
const permalinkRefusals = refusals(['sqllab'], { message: "You don't have access to this dataset." });

export const CHART_ROWS: readonly MatrixRow[] = [
  // Charts (Chart's can_read/can_write; ChartFilter by datasource access; changes need ownership).
  { route: 'GET /api/v1/chart/', request: () => ({ method: 'GET', url: '/api/v1/chart/' }) },
  {
    route: 'POST /api/v1/chart/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/chart/',
      json: {
        slice_name: c.fx.unique('matrix chart'),
        viz_type: 'table',
        datasource_id: c.fx.ordersDatasetId,
        datasource_type: 'table',
        params: JSON.stringify(formData(c)),
      },
    }),
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/chart/:pk',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/chart/${c.target.chartId}` }),
    },
    {
      route: 'PUT /api/v1/chart/:pk',
      target,
      request: (c) => ({ method: 'PUT', url: `/api/v1/chart/${c.target.chartId}`, json: { description: 'matrix' } }),
    },
    {
      route: 'DELETE /api/v1/chart/:pk',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/chart/${await c.fresh.chart(target)}` }),
    },
    {
      route: 'DELETE /api/v1/chart/',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/chart/${idList(await c.fresh.chart(target))}` }),
    },
    {
      route: 'POST /api/v1/chart/:pk/favorites/',
      target,
      request: (c) => ({ method: 'POST', url: `/api/v1/chart/${c.target.chartId}/favorites/` }),
    },
    {
      route: 'DELETE /api/v1/chart/:pk/favorites/',
      target,
      request: (c) => ({ method: 'DELETE', url: `/api/v1/chart/${c.target.chartId}/favorites/` }),
    },
    {
      route: 'GET /api/v1/explore/',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/explore/?slice_id=${c.target.chartId}` }),
      bodies: refusals(['sqllab'], new SupersetErrorBody('DATASOURCE_SECURITY_ACCESS_ERROR')),
    },
  ]),
  {
    route: 'GET /api/v1/chart/favorite_status/',
    request: (c) => ({ method: 'GET', url: `/api/v1/chart/favorite_status/${idList(c.fx.admin.chartId)}` }),
  },
  {
    route: 'GET /api/v1/chart/related/:column',
    request: () => ({ method: 'GET', url: `/api/v1/chart/related/owners${risonQuery({ page_size: 5 })}` }),
  },

  // Explore's cached form data (a key's writes are its owner's) and permalinks.
  {
    route: 'POST /api/v1/explore/form_data',
    request: (c) => ({ method: 'POST', url: '/api/v1/explore/form_data', json: formDataBody(c) }),
    bodies: cacheRefusals,
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/explore/form_data/:key',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/explore/form_data/${c.target.formDataKey}` }),
      bodies: cacheRefusals,
    },
    {
      route: 'PUT /api/v1/explore/form_data/:key',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/explore/form_data/${c.target.formDataKey}`,
        json: formDataBody(c),
      }),
      bodies: cacheRefusals,
    },
    {
      route: 'DELETE /api/v1/explore/form_data/:key',
      target,
      request: async (c) => ({
        method: 'DELETE',
        url: `/api/v1/explore/form_data/${await c.fresh.formDataKey(target)}`,
      }),
      bodies: cacheRefusals,
    },
    {
      route: 'GET /api/v1/explore/permalink/:key',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/explore/permalink/${c.target.explorePermalinkKey}` }),
      bodies: permalinkRefusals,
    },
  ]),
  {
    route: 'POST /api/v1/explore/permalink',
    request: (c) => ({ method: 'POST', url: '/api/v1/explore/permalink', json: { formData: formData(c) } }),
    bodies: permalinkRefusals,
  },

  // Dashboards.
  { route: 'GET /api/v1/dashboard/', request: () => ({ method: 'GET', url: '/api/v1/dashboard/' }) },
  {
    route: 'POST /api/v1/dashboard/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/dashboard/',
      json: { dashboard_title: c.fx.unique('matrix dashboard'), published: true },
    }),
  },
];
