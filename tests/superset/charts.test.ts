/**
 * Saved charts (src/api/charts.ts, dashboards.ts): Explore's save as and overwrite, the chart list
 * page with its filters and sort, favourites, the owner filter's users, deleting one and several,
 * the dashboards a chart can go on, and the errors the save modal shows.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { chartListRison, chartRelatedOwnersRison } from '../../src/api/charts';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { CHART_CASES, chartWriteBody } from './helpers/charts';
import { datasetId, linkExampleDataset, linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(async () => {
  await linkExamplesDatabase(run);
  for (const table of ['birthNames', 'orders', 'dailyMetrics'] as const) await linkExampleDataset(run, table);
  for (const side of run.sides) {
    const me = await side.send({ method: 'GET', endpoint: '/api/v1/me/' });
    side.remember('adminId', (me.json as { result: { id: number } }).result.id);
  }
  run.link('user', run.embedded.ref('adminId'), run.superset.ref('adminId'));
});

// Not a step: the dashboards this run made would pile up in Superset.
afterAll(async () => {
  await run.both((side) => ({
    method: 'DELETE',
    endpoint: '/api/v1/dashboard/',
    rison: ['dashboard', 'namedDashboard'].filter((ref) => side.has(ref)).map((ref) => side.id(ref)),
  }));
});

const name = (text: string) => `${run.tag} ${text}`;
const pie = CHART_CASES[4];
const line = CHART_CASES[2];

/** A chart list cut to this run's charts. */
function ownCharts(body: unknown): unknown {
  const reply = body as { count?: number; ids?: unknown[]; result?: { slice_name: string }[] };
  const result = (reply.result ?? []).filter((chart) => chart.slice_name.startsWith(run.tag));
  return { ...reply, count: result.length, ids: result.length, result };
}

/** Fields a list row has per server: urls carry ids that the id map translates, times differ. */
const LIST_VOLATILE = ['/result/*/changed_on_utc', '/result/*/changed_on_dttm', '/result/*/created_on_delta_humanized'];

const listCall = (side: Side, extra: Parameters<typeof chartListRison>[0] = {}) => ({
  method: 'GET' as const,
  endpoint: '/api/v1/chart/',
  rison: chartListRison({ search: run.tag, pageSize: 100, ...extra }),
});

describe('dashboards for the save modal', () => {
  step(run, {
    name: 'create a dashboard by title (POST /api/v1/dashboard/)',
    call: { method: 'POST', endpoint: '/api/v1/dashboard/', json: { dashboard_title: 'Differential first' } },
    status: 201,
    remember: { dashboard: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'create a named dashboard',
    call: { method: 'POST', endpoint: '/api/v1/dashboard/', json: { dashboard_title: 'Differential dashboard' } },
    status: 201,
    remember: { namedDashboard: { pointer: '/id', kind: 'dashboard' } },
  });

  step(run, {
    name: 'the dashboards a chart can be added to, by title',
    call: {
      method: 'GET',
      endpoint: '/api/v1/dashboard/',
      rison: {
        columns: ['id', 'dashboard_title'],
        filters: [{ col: 'dashboard_title', opr: 'ct', value: 'Differential' }],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 100,
      },
    },
    // Earlier runs left dashboards of the same title in Superset: the newest row is this run's.
    select: (body, side) => {
      const reply = body as { result?: { id: number }[] };
      return { result: (reply.result ?? []).filter((row) => row.id === side.id('namedDashboard')) };
    },
  });
});

describe('charts', () => {
  step(run, {
    name: 'save as (POST /api/v1/chart/)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: chartWriteBody(side, pie, name('Orders by status')),
    }),
    status: 201,
    remember: { pieChart: { pointer: '/id', kind: 'chart' } },
  });

  step(run, {
    name: 'save as, onto a dashboard',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: chartWriteBody(side, line, name('Visits by month'), [side.id('namedDashboard')]),
    }),
    status: 201,
    remember: { lineChart: { pointer: '/id', kind: 'chart' } },
  });

  step(run, {
    name: "the chart's dashboards (GET /api/v1/chart/<id>?q=(columns:!(dashboards.id)))",
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/chart/${side.ref('lineChart')}`,
      rison: { columns: ['dashboards.id'] },
    }),
  });

  step(run, {
    name: 'overwrite (PUT /api/v1/chart/<id>)',
    call: (side) => ({
      method: 'PUT',
      endpoint: `/api/v1/chart/${side.ref('pieChart')}`,
      json: { ...chartWriteBody(side, pie, name('Orders by status, renamed')), dashboards: [side.id('dashboard')] },
    }),
  });

  step(run, {
    name: 'the chart list, newest first',
    call: (side) => listCall(side),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'the chart list by viz type',
    call: (side) => listCall(side, { vizType: 'pie' }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'the chart list by dataset',
    call: (side) => listCall(side, { datasetId: datasetId(side, 'dailyMetrics') }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'the chart list by owner, sorted by name',
    call: (side) => listCall(side, { ownerId: side.id('adminId'), orderColumn: 'slice_name', orderDirection: 'asc' }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'the chart list sorted by dataset name',
    call: (side) => listCall(side, { orderColumn: 'datasource_name', orderDirection: 'asc' }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'favourite status before starring',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/chart/favorite_status/',
      rison: [side.id('pieChart'), side.id('lineChart')],
    }),
  });

  step(run, {
    name: 'star a chart (POST /api/v1/chart/<id>/favorites/)',
    call: (side) => ({ method: 'POST', endpoint: `/api/v1/chart/${side.ref('pieChart')}/favorites/` }),
  });

  step(run, {
    name: 'favourite status after starring',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/chart/favorite_status/',
      rison: [side.id('pieChart'), side.id('lineChart')],
    }),
  });

  step(run, {
    name: 'the chart list, favourites only',
    call: (side) => listCall(side, { favorite: true }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'the chart list, all but favourites',
    call: (side) => listCall(side, { favorite: false }),
    select: ownCharts,
    volatile: LIST_VOLATILE,
  });

  step(run, {
    name: 'unstar it (DELETE /api/v1/chart/<id>/favorites/)',
    call: (side) => ({ method: 'DELETE', endpoint: `/api/v1/chart/${side.ref('pieChart')}/favorites/` }),
  });

  step(run, {
    name: "the owner filter's users (GET /api/v1/chart/related/owners)",
    call: { method: 'GET', endpoint: '/api/v1/chart/related/owners', rison: chartRelatedOwnersRison('admin', 25) },
    select: (body) => {
      const reply = body as { count?: number; result?: { text: string }[] };
      const result = (reply.result ?? []).filter((user) => user.text === 'Superset Admin');
      return { ...reply, count: typeof reply.count, result };
    },
  });

  step(run, {
    name: 'delete one chart (DELETE /api/v1/chart/<id>)',
    call: (side) => ({ method: 'DELETE', endpoint: `/api/v1/chart/${side.ref('pieChart')}` }),
  });

  step(run, {
    name: 'a deleted chart is gone: 404',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/chart/${side.ref('pieChart')}`,
      rison: { columns: ['dashboards.id'] },
    }),
  });

  step(run, {
    name: 'delete several (DELETE /api/v1/chart/?q=!(…))',
    call: (side) => ({ method: 'DELETE', endpoint: '/api/v1/chart/', rison: [side.id('lineChart')] }),
  });
});

describe('chart errors the save modal shows', () => {
  step(run, {
    name: 'a chart without a dataset: 400',
    call: {
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: { slice_name: 'No dataset', viz_type: 'pie', params: '{}' },
    },
  });

  step(run, {
    name: 'a chart on an unknown dataset',
    call: {
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: { slice_name: 'Ghost', viz_type: 'pie', params: '{}', datasource_id: 987654, datasource_type: 'table' },
    },
  });

  step(run, {
    name: 'an unknown field: 400',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: { ...chartWriteBody(side, pie, name('Bad')), bogus: true },
    }),
  });

  step(run, {
    name: 'params that are not JSON: 400',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: { ...chartWriteBody(side, pie, name('Bad params')), params: '{not json' },
    }),
  });

  step(run, {
    name: 'overwriting an unknown chart: 404',
    call: (side) => ({
      method: 'PUT',
      endpoint: '/api/v1/chart/987654',
      json: chartWriteBody(side, pie, name('Ghost')),
    }),
  });

  step(run, {
    name: 'starring an unknown chart: 404',
    call: { method: 'POST', endpoint: '/api/v1/chart/987654/favorites/' },
  });

  step(run, {
    name: 'deleting an unknown chart: 404',
    call: { method: 'DELETE', endpoint: '/api/v1/chart/987654' },
  });

  step(run, {
    name: 'a dashboard without a title',
    call: { method: 'POST', endpoint: '/api/v1/dashboard/', json: { dashboard_title: 12 } },
  });
});
