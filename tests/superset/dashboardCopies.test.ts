/**
 * "Save as" (POST /api/v1/dashboard/{id_or_slug}/copy/, reference §3.1, §3.9): a copy sharing the
 * original's charts and one cloning them (`duplicate_slices`, the layout's chart ids remapped),
 * what the copies keep of the original, and the copy's errors.
 */
import { describe } from 'vitest';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { dashboardPath, READ_VOLATILE, useDashboardFixtures } from './helpers/dashboardFixtures';
import { chartsByName, dashboardLayout, dashboardMetadata, parsedResult } from './helpers/dashboards';

const run = useDifferentialRun();
const fx = useDashboardFixtures(run, ['dashboard', 'copy', 'deepCopy']);

describe('the original', () => {
  step(run, {
    name: 'create a dashboard',
    call: (side) => fx.createCall(side, 'Sales', fx.slug('sales')),
    status: 201,
    remember: { dashboard: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'save its layout: it holds both charts',
    call: (side) => ({
      method: 'PUT',
      endpoint: dashboardPath(side, 'dashboard'),
      json: {
        published: true,
        json_metadata: JSON.stringify(
          dashboardMetadata(side, dashboardLayout(side, fx.layoutCharts(), fx.name('Sales'))),
        ),
      },
    }),
    status: 200,
    volatile: ['/last_modified_time'],
    select: parsedResult,
  });
});

describe('copy', () => {
  const copyBody = (side: Side, title: string, duplicate: boolean) => ({
    dashboard_title: fx.name(title),
    css: '.copy {}',
    duplicate_slices: duplicate,
    json_metadata: JSON.stringify(
      dashboardMetadata(side, dashboardLayout(side, fx.layoutCharts().slice(0, 1), fx.name(title))),
    ),
  });

  step(run, {
    name: 'save as, sharing the charts (POST …/copy/)',
    status: 200,
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/copy/'),
      json: copyBody(side, 'Sales copy', false),
    }),
    volatile: ['/result/last_modified_time'],
    remember: { copy: { pointer: '/result/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'the copy: original metadata, no slug, not published',
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'copy') }),
    select: parsedResult,
    volatile: READ_VOLATILE,
  });

  step(run, {
    name: "the copy's charts are the original's",
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'copy', '/charts') }),
    select: chartsByName,
  });

  step(run, {
    name: 'save as, cloning the charts (duplicate_slices)',
    status: 200,
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/copy/'),
      json: copyBody(side, 'Sales deep copy', true),
    }),
    volatile: ['/result/last_modified_time'],
    remember: { deepCopy: { pointer: '/result/id', kind: 'dashboard' } },
  });

  step(run, {
    name: "the deep copy's charts are new charts of the same names",
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'deepCopy', '/charts') }),
    select: (body, side) => {
      const reply = body as { result?: { id: number; slice_name: string }[] };
      const result = [...(reply.result ?? [])].sort((a, b) => a.slice_name.localeCompare(b.slice_name));
      fx.madeCharts[side.name] = result.map((chart) => chart.id);
      const originals = fx.layoutCharts().map((chart) => side.id(`chart:${chart.key}`));
      return {
        cloned: result.every((chart) => !originals.includes(chart.id)),
        result: result.map(
          ({ id: _id, slice_url: _url, form_data: _formData, ...chart }: Record<string, unknown>) => chart,
        ),
      };
    },
  });

  step(run, {
    name: "the deep copy's layout names the cloned charts",
    call: (side) => ({ method: 'GET', endpoint: dashboardPath(side, 'deepCopy') }),
    select: (body, side) => {
      const layout = (
        parsedResult(body) as { result?: { position_json?: Record<string, { meta?: { chartId?: number } }> } }
      ).result?.position_json;
      const chartIds = Object.values(layout ?? {}).flatMap((component) =>
        typeof component?.meta?.chartId === 'number' ? [component.meta.chartId] : [],
      );
      return { chartsAreClones: chartIds.length > 0 && chartIds.every((id) => fx.madeCharts[side.name].includes(id)) };
    },
  });

  step(run, {
    name: 'a copy of an unknown dashboard: 404',
    status: 404,
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/dashboard/987654/copy/',
      json: { dashboard_title: fx.name('Ghost'), json_metadata: JSON.stringify(dashboardMetadata(side)) },
    }),
  });

  step(run, {
    name: 'a copy without json_metadata: 400',
    status: 400,
    call: (side) => ({
      method: 'POST',
      endpoint: dashboardPath(side, 'dashboard', '/copy/'),
      json: { dashboard_title: fx.name('No metadata') },
    }),
  });
});
