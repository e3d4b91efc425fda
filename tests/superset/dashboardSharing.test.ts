/**
 * Sharing a dashboard's state (reference §3.1, §3.8): permalinks of the page state and the native
 * filter state cache behind `?native_filters_key=` (create, read, replace, delete).
 */
import { describe } from 'vitest';
import { step, useDifferentialRun } from './harness/differentialRun';
import { dashboardPath, useDashboardFixtures } from './helpers/dashboardFixtures';

const run = useDifferentialRun();
const fx = useDashboardFixtures(run, ['dashboard']);

describe('the dashboard shared', () => {
  step(run, {
    name: 'create a dashboard',
    call: (side) => fx.createCall(side, 'Shared'),
    status: 201,
    remember: { dashboard: { pointer: '/id', kind: 'dashboard' } },
  });
});

describe('permalinks and the filter state cache', () => {
  const dataMask = { 'NATIVE_FILTER-region': { filterState: { value: ['Europe'] }, extraFormData: {} } };

  step(run, {
    name: 'create a permalink (POST …/permalink)',
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/permalink'),
      json: { dataMask, activeTabs: ['TAB-details'], anchor: 'CHART-pie', urlParams: [['standalone', '1']] },
    }),
    status: 201,
    // The key is each server's own; the URL carries it and the server's address.
    volatile: ['/url'],
    remember: { permalink: { pointer: '/key' } },
  });

  step(run, {
    name: 'read it back (GET /api/v1/dashboard/permalink/<key>)',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/dashboard/permalink/${side.ref('permalink')}` }),
    // The dashboard's uuid, each server's own.
    volatile: ['/dashboardId'],
  });

  step(run, {
    name: 'a permalink of an unknown dashboard: 404',
    status: 404,
    call: { method: 'POST', endpoint: '/api/v1/dashboard/987654/permalink', json: { dataMask } },
  });

  step(run, {
    name: 'store the filter state (POST …/filter_state?tab_id=)',
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/filter_state'),
      searchParams: { tab_id: 7 },
      json: { value: JSON.stringify(dataMask) },
    }),
    status: 201,
    remember: { filterState: { pointer: '/key' } },
  });

  step(run, {
    name: 'read the filter state',
    call: (side) => ({
      method: 'GET',
      endpoint: dashboardPath(side, 'dashboard', `/filter_state/${side.ref('filterState')}`),
    }),
  });

  step(run, {
    name: 'replace the filter state (PUT …/filter_state/<key>)',
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard', `/filter_state/${side.ref('filterState')}`),
      searchParams: { tab_id: 7 },
      json: { value: JSON.stringify({ ...dataMask, extra: { filterState: {} } }) },
    }),
    remember: { filterState: { pointer: '/key' } },
  });

  step(run, {
    name: 'read the replaced filter state',
    call: (side) => ({
      method: 'GET',
      endpoint: dashboardPath(side, 'dashboard', `/filter_state/${side.ref('filterState')}`),
    }),
  });

  step(run, {
    name: 'a filter state that is not JSON: 400',
    status: 400,
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/filter_state'),
      json: { value: '{oops' },
    }),
  });

  step(run, {
    name: 'delete the filter state',
    status: 200,
    call: (side) => ({
      method: 'DELETE',
      endpoint: dashboardPath(side, 'dashboard', `/filter_state/${side.ref('filterState')}`),
    }),
  });

  step(run, {
    name: 'a deleted filter state: 404',
    status: 404,
    call: (side) => ({
      method: 'GET',
      endpoint: dashboardPath(side, 'dashboard', `/filter_state/${side.ref('filterState')}`),
    }),
  });
});
