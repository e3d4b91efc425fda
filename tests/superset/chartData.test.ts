/**
 * The chart data API as Explore calls it (src/api/chartData.ts): the query context each viz type's
 * buildQuery makes of its form data (table raw and aggregate, timeseries with grains, time ranges
 * and post-processing, pie, big numbers, pivot), the same rows back from both servers; samples.
 */
import { beforeAll, describe } from 'vitest';
import { CHART_DATA_ENDPOINT } from '../../src/api/chartData';
import { step, useDifferentialRun } from './harness/differentialRun';
import { CHART_CASES, formDataOf, queryContextOf } from './helpers/charts';
import { datasetId, linkExampleDataset, linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(async () => {
  await linkExamplesDatabase(run);
  for (const table of ['birthNames', 'orders', 'dailyMetrics'] as const) await linkExampleDataset(run, table);
});

/**
 * Facts of the run, not of the data: the generated SQL text, cache keys and times, and whether the
 * data cache answered (Superset's cache is Redis, which keeps results from earlier runs).
 */
const RESULT_VOLATILE = [
  '/result/*/query',
  '/result/*/cache_key',
  '/result/*/cached_dttm',
  '/result/*/cache_timeout',
  '/result/*/is_cached',
  '/result/*/queried_dttm',
];

describe('chart data (POST /api/v1/chart/data)', () => {
  for (const chart of CHART_CASES) {
    step(run, {
      name: chart.name,
      call: (side) => ({
        method: 'POST',
        endpoint: CHART_DATA_ENDPOINT,
        json: queryContextOf(formDataOf(side, chart)),
      }),
      status: 200,
      volatile: RESULT_VOLATILE,
    });
  }

  step(run, {
    name: 'the same query again comes from the cache',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: queryContextOf(formDataOf(side, CHART_CASES[4])),
    }),
    status: 200,
    volatile: RESULT_VOLATILE,
  });

  step(run, {
    name: 'forced: the cache is bypassed',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[4])), force: true },
      searchParams: { force: 'true' },
    }),
    status: 200,
    volatile: RESULT_VOLATILE,
  });

  step(run, {
    name: "view query (result_type 'query')",
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[1])), result_type: 'query' },
    }),
    status: 200,
    volatile: ['/result/*/query'],
  });

  step(run, {
    name: "view results (result_type 'results')",
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[4])), result_type: 'results' },
    }),
    status: 200,
    volatile: RESULT_VOLATILE,
  });

  step(run, {
    name: "samples (result_type 'samples')",
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[0])), result_type: 'samples' },
    }),
    status: 200,
    volatile: RESULT_VOLATILE,
  });

  step(run, {
    name: 'CSV download',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[4])), result_format: 'csv', result_type: 'full' },
    }),
    status: 200,
    text: true,
  });
});

describe('the dataset samples pane (POST /datasource/samples)', () => {
  step(run, {
    name: 'samples of birth_names',
    call: (side) => ({
      method: 'POST',
      endpoint: '/datasource/samples',
      searchParams: {
        force: 'false',
        datasource_type: 'table',
        datasource_id: datasetId(side, 'birthNames'),
        per_page: 10,
        page: 1,
      },
      json: {},
    }),
    volatile: [
      '/result/cache_key',
      '/result/cached_dttm',
      '/result/query',
      '/result/is_cached',
      '/result/queried_dttm',
    ],
  });
});

describe('chart data errors', () => {
  step(run, {
    name: 'an unknown column',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: queryContextOf({ ...formDataOf(side, CHART_CASES[4]), groupby: ['no_such_column'] }),
    }),
  });

  step(run, {
    name: 'an unknown dataset: 404',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { ...queryContextOf(formDataOf(side, CHART_CASES[4])), datasource: { id: 987654, type: 'table' } },
    }),
  });

  step(run, {
    name: 'a query context without queries: 400',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: { datasource: { id: datasetId(side, 'orders'), type: 'table' } },
    }),
  });

  step(run, {
    name: 'an invalid time range',
    call: (side) => ({
      method: 'POST',
      endpoint: CHART_DATA_ENDPOINT,
      json: queryContextOf({ ...formDataOf(side, CHART_CASES[2]), time_range: 'not a time range' }),
    }),
  });
});
