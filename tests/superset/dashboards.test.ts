/**
 * The dashboard API's core (reference §3.1, §3.3, §3.9): create, read by id and by slug with its
 * charts, datasets and tabs, the three kinds of PUT (publish toggle, metadata only, the whole object
 * with the layout setting which charts it holds), the metadata and slug errors, and deleting one
 * and several. Copies, the list and sharing are in dashboardCopies, dashboardList and
 * dashboardSharing.test.ts.
 */
import { describe } from 'vitest';
import { step, useDifferentialRun } from './harness/differentialRun';
import { dashboardPath, READ_VOLATILE, useDashboardFixtures } from './helpers/dashboardFixtures';
import { chartsByName, dashboardLayout, dashboardMetadata, parsedResult } from './helpers/dashboards';

const run = useDifferentialRun();
const fx = useDashboardFixtures(run, ['dashboard', 'other', 'third']);

describe('create and read', () => {
  step(run, {
    name: 'create a dashboard with a layout, metadata and a slug (POST /api/v1/dashboard/)',
    call: (side) => fx.createCall(side, 'Sales', `  ${fx.slug('sales')} page `),
    status: 201,
    select: parsedResult,
    remember: { dashboard: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'a second dashboard, by title only',
    call: () => ({ method: 'POST', endpoint: '/api/v1/dashboard/', json: { dashboard_title: fx.name('Other') } }),
    status: 201,
    remember: { other: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'a third, with the fields only (no layout, no metadata)',
    call: () => ({
      method: 'POST',
      endpoint: '/api/v1/dashboard/',
      json: { dashboard_title: fx.name('Third'), css: '', certified_by: 'Data team', certification_details: 'Checked' },
    }),
    status: 201,
    select: parsedResult,
    remember: { third: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'read it by id (GET /api/v1/dashboard/<id>)',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard') }),
    select: parsedResult,
    volatile: READ_VOLATILE,
  });

  step(run, {
    name: 'read it by slug (cleaned on save: trimmed, spaces to dashes)',
    call: () => ({ method: 'GET', endpoint: `/api/v1/dashboard/${fx.slug('sales-page')}` }),
    select: parsedResult,
    volatile: READ_VOLATILE,
  });

  step(run, {
    name: 'a created dashboard holds no charts until a save sets them (GET …/charts)',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard', '/charts') }),
  });

  step(run, {
    name: 'its tabs (GET …/tabs)',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard', '/tabs') }),
  });

  step(run, {
    name: 'an unknown dashboard: 404',
    status: 404,
    call: { method: 'GET', endpoint: '/api/v1/dashboard/987654' },
  });

  step(run, {
    name: 'an unknown slug: 404',
    status: 404,
    call: { method: 'GET', endpoint: `/api/v1/dashboard/no-such-slug-${Date.now()}` },
  });
});

describe('the three kinds of PUT', () => {
  step(run, {
    name: 'publish toggle: published only (PUT /api/v1/dashboard/<id>)',
    status: 200,
    call: (side) => ({ method: 'PUT', endpoint: dashboardPath(side, 'dashboard'), json: { published: true } }),
    volatile: ['/last_modified_time'],
  });

  step(run, {
    name: 'metadata only, with positions: the layout sets the charts',
    status: 200,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: {
        json_metadata: JSON.stringify(
          dashboardMetadata(side, dashboardLayout(side, fx.layoutCharts(), fx.name('Sales'))),
        ),
      },
    }),
    select: parsedResult,
    volatile: ['/last_modified_time'],
  });

  step(run, {
    name: 'after the metadata save: the layout has chart uuids, positions left the metadata',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard') }),
    select: parsedResult,
    volatile: READ_VOLATILE,
  });

  step(run, {
    name: 'its charts (GET …/charts)',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard', '/charts') }),
    select: chartsByName,
  });

  step(run, {
    name: 'its datasets (GET …/datasets)',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard', '/datasets') }),
    // Column and metric ids are each server's own; column_names is a Python set in Superset: compared sorted.
    volatile: ['/result/*/columns/*/id', '/result/*/metrics/*/id'],
    select: (body) => {
      const reply = body as { result?: { table_name: string; column_names?: string[] }[] };
      const result = (reply.result ?? []).map((dataset) => ({
        ...dataset,
        column_names: dataset.column_names?.sort(),
      }));
      return { result: result.sort((a, b) => a.table_name.localeCompare(b.table_name)) };
    },
  });

  step(run, {
    name: 'the whole object: title, slug, owners, css and a layout with one chart',
    status: 200,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: {
        dashboard_title: fx.name('Sales, renamed'),
        slug: fx.slug('sales-renamed'),
        owners: [side.id('adminId')],
        css: '',
        certified_by: null,
        certification_details: null,
        json_metadata: JSON.stringify(
          dashboardMetadata(side, dashboardLayout(side, fx.layoutCharts().slice(0, 1), fx.name('Sales, renamed'))),
        ),
      },
    }),
    select: parsedResult,
    volatile: ['/last_modified_time'],
  });

  step(run, {
    name: 'after the full save: one chart left',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'dashboard', '/charts') }),
  });

  step(run, {
    name: 'after the full save: the new slug reads it',
    call: () => ({ method: 'GET', endpoint: `/api/v1/dashboard/${fx.slug('sales-renamed')}` }),
    select: parsedResult,
    volatile: READ_VOLATILE,
  });
});

describe('write errors', () => {
  step(run, {
    name: 'an unknown json_metadata key: 400',
    status: 400,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: { json_metadata: JSON.stringify({ ...dashboardMetadata(side), bogus_key: 1 }) },
    }),
  });

  step(run, {
    name: 'json_metadata that is not JSON: 400',
    status: 400,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: { json_metadata: '{not json' },
    }),
  });

  step(run, {
    name: 'position_json that is not JSON: 400',
    status: 400,
    call: (side) => ({ method: 'PUT', endpoint: dashboardPath(side, 'dashboard'), json: { position_json: '[1,' } }),
  });

  step(run, {
    name: 'a wrongly typed metadata key: 400',
    status: 400,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: { json_metadata: JSON.stringify({ refresh_frequency: 'often' }) },
    }),
  });

  step(run, {
    name: 'creating with a slug taken: 422',
    status: 422,
    call: () => ({
      method: 'POST',
      endpoint: '/api/v1/dashboard/',
      json: { dashboard_title: fx.name('Clash'), slug: fx.slug('sales-renamed') },
    }),
  });

  step(run, {
    name: 'renaming to a slug taken: 422',
    status: 422,
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'other'),
      json: { slug: fx.slug('sales-renamed') },
    }),
  });

  step(run, {
    name: 'an unknown field: 400',
    status: 400,
    call: (side) => ({ method: 'PUT', endpoint: dashboardPath(side, 'dashboard'), json: { bogus: true } }),
  });

  step(run, {
    name: 'updating an unknown dashboard: 404',
    status: 404,
    call: { method: 'PUT', endpoint: '/api/v1/dashboard/987654', json: { published: true } },
  });
});

describe('delete', () => {
  step(run, {
    name: 'delete one (DELETE /api/v1/dashboard/<id>)',
    status: 200,
    call: (side) => ({ method: 'DELETE', endpoint: dashboardPath(side, 'other') }),
  });

  step(run, {
    name: 'a deleted dashboard: 404',
    status: 404,
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'other') }),
  });

  step(run, {
    name: 'bulk delete with an unknown id: 404',
    status: 404,
    call: (side) => ({ method: 'DELETE', endpoint: '/api/v1/dashboard/', rison: [side.id('dashboard'), 987654] }),
  });

  step(run, {
    name: 'nothing was deleted',
    status: 200,
    call: (side) => ({ method: 'GET', endpoint: '/api/v1/dashboard/favorite_status/', rison: [side.id('dashboard')] }),
  });

  step(run, {
    name: 'bulk delete (DELETE /api/v1/dashboard/?q=!(…))',
    status: 200,
    call: (side) => ({
      method: 'DELETE',
      endpoint: '/api/v1/dashboard/',
      rison: [side.id('dashboard'), side.id('third')],
    }),
  });

  step(run, {
    name: 'deleting an unknown dashboard: 404',
    status: 404,
    call: { method: 'DELETE', endpoint: '/api/v1/dashboard/987654' },
  });
});
