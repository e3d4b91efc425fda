/**
 * Opening Explore (src/api/explore.ts): a dataset, a saved chart, unsaved form data behind
 * `?form_data_key=` (stored, updated), and an explore permalink; the errors the page shows.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { CHART_CASES, chartWriteBody, formDataOf } from './helpers/charts';
import { datasetId, linkExampleDataset, linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
const pie = CHART_CASES[4];
const table = CHART_CASES[1];

beforeAll(async () => {
  await linkExamplesDatabase(run);
  for (const name of ['orders', 'birthNames'] as const) await linkExampleDataset(run, name);
  // A saved chart to open, as Explore's save made it.
  for (const side of run.sides) {
    const reply = await side.send({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: chartWriteBody(side, pie, `${run.tag} Explore me`),
    });
    side.remember('chart', (reply.json as { id: number }).id);
  }
  run.link('chart', run.embedded.ref('chart'), run.superset.ref('chart'));
});

afterAll(async () => {
  await run.both((side) => ({ method: 'DELETE', endpoint: `/api/v1/chart/${side.ref('chart')}` }));
});

/** The dataset payload is long and mostly about the dataset's own columns: compared apart. */
const EXPLORE_VOLATILE = [
  '/result/dataset/changed_on',
  '/result/dataset/created_on',
  '/result/slice/changed_on',
  // The ids each server gave the dataset's columns and metrics.
  '/result/dataset/columns/*/id',
  '/result/dataset/metrics/*/id',
];

const formDataEntry = (side: Side) => ({
  datasource_id: datasetId(side, 'orders'),
  datasource_type: 'table',
  form_data: JSON.stringify(formDataOf(side, table)),
});

describe('GET /api/v1/explore/', () => {
  step(run, {
    name: 'a dataset (?datasource_id=&datasource_type=table)',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { datasource_id: datasetId(side, 'orders'), datasource_type: 'table' },
    }),
    volatile: EXPLORE_VOLATILE,
  });

  step(run, {
    name: 'a saved chart (?slice_id=)',
    call: (side) => ({ method: 'GET', endpoint: '/api/v1/explore/', searchParams: { slice_id: side.id('chart') } }),
    volatile: EXPLORE_VOLATILE,
  });

  step(run, {
    name: 'store unsaved form data (POST /api/v1/explore/form_data)',
    call: (side) => ({ method: 'POST', endpoint: '/api/v1/explore/form_data', json: formDataEntry(side) }),
    status: 201,
    remember: { formDataKey: { pointer: '/key' } },
  });

  step(run, {
    name: 'open it (?form_data_key=)',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { form_data_key: String(side.ref('formDataKey')) },
    }),
    volatile: EXPLORE_VOLATILE,
  });

  step(run, {
    name: 'update it (PUT /api/v1/explore/form_data/<key>)',
    call: (side) => ({
      method: 'PUT',
      endpoint: `/api/v1/explore/form_data/${side.ref('formDataKey')}`,
      json: { ...formDataEntry(side), form_data: JSON.stringify({ ...formDataOf(side, table), row_limit: 5 }) },
    }),
    remember: { formDataKey2: { pointer: '/key' } },
  });

  step(run, {
    name: 'form data of a saved chart, with tab_id',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/explore/form_data',
      searchParams: { tab_id: 1 },
      json: {
        datasource_id: datasetId(side, 'orders'),
        datasource_type: 'table',
        chart_id: side.id('chart'),
        form_data: JSON.stringify({ ...formDataOf(side, pie), slice_id: side.id('chart') }),
      },
    }),
    status: 201,
    remember: { chartFormDataKey: { pointer: '/key' } },
  });

  step(run, {
    name: 'open the chart with its unsaved form data',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { form_data_key: String(side.ref('chartFormDataKey')), slice_id: side.id('chart') },
    }),
    volatile: EXPLORE_VOLATILE,
  });

  step(run, {
    name: 'a permalink (POST /api/v1/explore/permalink)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/explore/permalink',
      json: { formData: formDataOf(side, pie), urlParams: [['standalone', '0']] },
    }),
    status: 201,
    volatile: ['/url'],
    remember: { permalinkKey: { pointer: '/key' } },
  });

  step(run, {
    name: 'open the permalink (?permalink_key=)',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { permalink_key: String(side.ref('permalinkKey')) },
    }),
    volatile: EXPLORE_VOLATILE,
  });
});

describe('explore errors', () => {
  step(run, {
    name: 'an unknown dataset',
    call: {
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { datasource_id: 987654, datasource_type: 'table' },
    },
  });

  step(run, {
    name: 'an unknown chart',
    call: { method: 'GET', endpoint: '/api/v1/explore/', searchParams: { slice_id: 987654 } },
  });

  step(run, {
    name: 'an unknown form data key',
    call: { method: 'GET', endpoint: '/api/v1/explore/', searchParams: { form_data_key: 'nosuchkey123' } },
  });

  step(run, {
    name: 'an unknown permalink key',
    call: { method: 'GET', endpoint: '/api/v1/explore/', searchParams: { permalink_key: 'nosuchkey123' } },
  });

  step(run, {
    name: 'form data without a dataset: 400',
    call: { method: 'POST', endpoint: '/api/v1/explore/form_data', json: { form_data: '{}' } },
  });
});
