/**
 * The dashboard list page (src/api/dashboardList.ts, reference §3.1): favourites and their status,
 * the list by title or slug, publication, favourite and owner, in each order the page offers, and
 * every list column.
 */
import { describe } from 'vitest';
import { dashboardListRison, type DashboardListRequest } from '../../src/api/dashboardList';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { dashboardPath, useDashboardFixtures } from './helpers/dashboardFixtures';

const run = useDifferentialRun();
const fx = useDashboardFixtures(run, ['dashboard', 'other']);

const listCall = (extra: DashboardListRequest = {}) => ({
  method: 'GET' as const,
  endpoint: '/api/v1/dashboard/',
  rison: dashboardListRison({ search: run.tag, pageSize: 100, ...extra }),
});

describe('the dashboards listed', () => {
  step(run, {
    name: 'create a dashboard with a slug',
    call: (side) => fx.createCall(side, 'Sales', fx.slug('sales-page')),
    status: 201,
    remember: { dashboard: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'a second, by title only',
    call: () => ({ method: 'POST', endpoint: '/api/v1/dashboard/', json: { dashboard_title: fx.name('Other') } }),
    status: 201,
    remember: { other: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'publish the first',
    call: (side) => ({ method: 'PUT', endpoint: dashboardPath(side, 'dashboard'), json: { published: true } }),
    status: 200,
    volatile: ['/last_modified_time'],
  });
});

describe('favourites', () => {
  const statusCall = (side: Side) => ({
    method: 'GET' as const,
    endpoint: '/api/v1/dashboard/favorite_status/',
    rison: [side.id('dashboard'), side.id('other')],
  });

  step(run, { name: 'favourite status before starring', call: statusCall });

  step(run, {
    name: 'star a dashboard (POST …/favorites/)',
    call: (side) => ({ method: 'POST', endpoint: dashboardPath(side, 'dashboard', '/favorites/') }),
  });

  step(run, { name: 'favourite status after starring', call: statusCall });

  step(run, {
    name: 'the list, favourites only',
    call: listCall({ favorite: true }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'the list, all but favourites',
    call: listCall({ favorite: false }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'unstar it (DELETE …/favorites/)',
    call: (side) => ({ method: 'DELETE', endpoint: dashboardPath(side, 'dashboard', '/favorites/') }),
  });

  step(run, { name: 'favourite status after unstarring', call: statusCall });

  step(run, {
    name: 'favourite status of unknown dashboards only: 404',
    status: 404,
    call: { method: 'GET', endpoint: '/api/v1/dashboard/favorite_status/', rison: [987654, 987655] },
  });

  step(run, {
    name: 'starring an unknown dashboard: 404',
    status: 404,
    call: { method: 'POST', endpoint: '/api/v1/dashboard/987654/favorites/' },
  });
});

describe('the list', () => {
  step(run, {
    name: 'by title or slug, newest first',
    call: listCall(),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'by slug text',
    call: () => listCall({ search: fx.slug('sales-pa') }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'published only, by title',
    call: listCall({ published: true, orderColumn: 'dashboard_title', orderDirection: 'asc' }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'drafts, by title descending',
    call: listCall({ published: false, orderColumn: 'dashboard_title', orderDirection: 'desc' }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'by owner, ordered by publication',
    call: (side) => listCall({ ownerId: side.id('adminId'), orderColumn: 'published', orderDirection: 'desc' }),
    select: fx.ownDashboards,
  });

  step(run, {
    name: 'every list column',
    call: {
      method: 'GET',
      endpoint: '/api/v1/dashboard/',
      rison: {
        filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: run.tag }],
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 100,
      },
    },
    select: fx.ownDashboards,
    volatile: ['/result/*/position_json/*/meta/uuid'],
  });

  step(run, {
    name: 'an unknown filter column: 400',
    status: 400,
    call: {
      method: 'GET',
      endpoint: '/api/v1/dashboard/',
      rison: { filters: [{ col: 'css', opr: 'ct', value: 'x' }] },
    },
  });
});
