/**
 * The matrix's rows for the dashboard API beyond list and create (those are in
 * permissionMatrixRowsCharts.ts): reading one (and its charts, datasets, tabs), update, delete,
 * copy, favourites, related, `_info`, permalinks and the filter state cache. The fixtures'
 * dashboards are published and hold no chart. Expectations: [Admin, Alpha, Gamma, sql_lab,
 * Gamma + sql_lab, deactivated, anonymous].
 */
import { risonQuery } from './permissionMatrixFixtures';
import { refusals, type MatrixRow } from './permissionMatrixTypes';

const idList = (id: number): string => `?q=${encodeURIComponent(`!(${id})`)}`;
const positions = { DASHBOARD_VERSION_KEY: 'v2', ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [] } };
const filterValue = { value: JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: null } } }) };
/** The filter state cache's refusals: FAB's for callers lacking the view, the cache's own otherwise. */
const cacheRefusals = refusals(['sqllab'], { message: "You don't have permission to modify the value." });

export const DASHBOARD_ROWS: readonly MatrixRow[] = [
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/dashboard/:idOrSlug',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/${c.target.dashboardId}` }),
    },
    {
      route: 'PUT /api/v1/dashboard/:pk',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/dashboard/${c.target.dashboardId}`,
        json: { css: '.matrix {}', json_metadata: JSON.stringify({ positions }) },
      }),
    },
    {
      route: 'PUT /api/v1/dashboard/:pk/filters',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/dashboard/${c.target.dashboardId}/filters`,
        json: { modified: [{ id: 'NATIVE_FILTER-matrix', name: 'Matrix' }], deleted: [], reordered: [] },
      }),
    },
    {
      route: 'PUT /api/v1/dashboard/:pk/colors',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/dashboard/${c.target.dashboardId}/colors?mark_updated=false`,
        json: { color_scheme: 'supersetColors', label_colors: {} },
      }),
    },
    {
      route: 'DELETE /api/v1/dashboard/:pk',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/dashboard/${await c.fresh.dashboard(target)}` }),
    },
    {
      route: 'DELETE /api/v1/dashboard/',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/dashboard/${idList(await c.fresh.dashboard(target))}` }),
    },
    {
      route: 'POST /api/v1/dashboard/:pk/favorites/',
      target,
      request: (c) => ({ method: 'POST', url: `/api/v1/dashboard/${c.target.dashboardId}/favorites/` }),
    },
    {
      route: 'DELETE /api/v1/dashboard/:pk/favorites/',
      target,
      request: (c) => ({ method: 'DELETE', url: `/api/v1/dashboard/${c.target.dashboardId}/favorites/` }),
    },
  ]),
  {
    route: 'GET /api/v1/dashboard/:idOrSlug/charts',
    request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/charts` }),
  },
  {
    route: 'GET /api/v1/dashboard/:idOrSlug/datasets',
    request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/datasets` }),
  },
  {
    route: 'GET /api/v1/dashboard/:idOrSlug/tabs',
    request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/tabs` }),
  },
  {
    route: 'POST /api/v1/dashboard/:idOrSlug/copy/',
    request: (c) => ({
      method: 'POST',
      url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/copy/`,
      json: { dashboard_title: c.fx.unique('matrix copy'), json_metadata: JSON.stringify({ positions }) },
    }),
  },
  {
    route: 'GET /api/v1/dashboard/favorite_status/',
    request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/favorite_status/${idList(c.fx.admin.dashboardId)}` }),
  },
  {
    route: 'GET /api/v1/dashboard/related/:column',
    request: () => ({ method: 'GET', url: `/api/v1/dashboard/related/owners${risonQuery({ page_size: 5 })}` }),
  },
  {
    route: 'GET /api/v1/dashboard/_info',
    request: () => ({ method: 'GET', url: `/api/v1/dashboard/_info${risonQuery({ keys: ['permissions'] })}` }),
  },
  {
    route: 'POST /api/v1/dashboard/:idOrSlug/permalink',
    request: (c) => ({
      method: 'POST',
      url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/permalink`,
      json: { anchor: 'matrix', activeTabs: [], urlParams: [] },
    }),
  },
  {
    // No key of a dashboard permalink among the fixtures: the permission decides before the lookup.
    route: 'GET /api/v1/dashboard/permalink/:key',
    request: () => ({ method: 'GET', url: '/api/v1/dashboard/permalink/matrixNoSuchKey' }),
  },
  {
    route: 'POST /api/v1/dashboard/:pk/filter_state',
    request: (c) => ({
      method: 'POST',
      url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/filter_state?tab_id=1`,
      json: filterValue,
    }),
    bodies: cacheRefusals,
  },
  {
    route: 'GET /api/v1/dashboard/:pk/filter_state/:key',
    request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/filter_state/matrixNoKey` }),
    bodies: cacheRefusals,
  },
  {
    route: 'PUT /api/v1/dashboard/:pk/filter_state/:key',
    request: (c) => ({
      method: 'PUT',
      url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/filter_state/matrixNoKey`,
      json: filterValue,
    }),
    bodies: cacheRefusals,
  },
  {
    route: 'DELETE /api/v1/dashboard/:pk/filter_state/:key',
    request: (c) => ({
      method: 'DELETE',
      url: `/api/v1/dashboard/${c.fx.admin.dashboardId}/filter_state/matrixNoKey`,
    }),
    bodies: cacheRefusals,
  },
];
