/**
 * Datasets as SQL Lab and Explore use them (src/api/datasets.ts): get-or-create for a table, the
 * few fields that open one in SQL Lab, the overwrite picker's search, a virtual dataset from a
 * query and overwriting it with new SQL, and the errors of those calls.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { datasetSearchRison, SQL_LAB_DATASET_COLUMNS, type VirtualDatasetBody } from '../../src/api/datasets';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { datasetId, linkExampleDataset, linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(async () => {
  await linkExamplesDatabase(run);
  await linkExampleDataset(run, 'birthNames');
});

afterAll(async () => {
  await run.both((side) => ({
    method: 'DELETE',
    endpoint: '/api/v1/dataset/',
    rison: ['virtual', 'virtualWithColumns'].filter((ref) => side.has(ref)).map((ref) => side.id(ref)),
  }));
});

const virtualName = () => `${run.tag}_names`;

const virtualBody = (side: Side, sql: string): VirtualDatasetBody => ({
  database: side.id('examplesDb'),
  schema: 'main',
  sql,
  table_name: virtualName(),
  is_managed_externally: false,
  external_url: null,
  template_params: null,
  columns: [
    { column_name: 'name', type: 'STRING', is_dttm: false },
    { column_name: 'total', type: 'INT', is_dttm: false },
  ],
});

describe('datasets', () => {
  step(run, {
    name: 'get or create the dataset of an existing table',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/dataset/get_or_create/',
      json: { table_name: 'birth_names', database_id: side.id('examplesDb'), schema: 'main' },
    }),
  });

  step(run, {
    name: 'open a dataset in SQL Lab (GET /api/v1/dataset/<id>?q=(keys,columns))',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/dataset/${datasetId(side, 'birthNames')}`,
      rison: { keys: ['none'], columns: [...SQL_LAB_DATASET_COLUMNS] },
    }),
  });

  step(run, {
    name: 'the overwrite picker searches by name',
    call: { method: 'GET', endpoint: '/api/v1/dataset/', rison: datasetSearchRison('birth_na') },
    select: (body) => {
      const reply = body as { count?: number; result?: { table_name: string; schema: string }[] };
      const result = (reply.result ?? []).filter((row) => row.table_name === 'birth_names');
      return {
        ...reply,
        count: typeof reply.count,
        ids: undefined,
        result: result.map(({ owners: _owners, ...row }: Record<string, unknown>) => row),
      };
    },
  });

  step(run, {
    name: "the picker's schema.name search",
    call: { method: 'GET', endpoint: '/api/v1/dataset/', rison: datasetSearchRison('main.birth') },
    select: (body) => {
      const reply = body as { result?: { table_name: string }[] };
      return {
        result: (reply.result ?? [])
          .filter((row) => row.table_name === 'birth_names')
          .map(({ owners: _owners, ...row }: Record<string, unknown>) => row),
      };
    },
  });

  step(run, {
    name: "SQL Lab's save dataset, with the result columns (POST /api/v1/dataset/)",
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/dataset/',
      json: { ...virtualBody(side, 'SELECT 1 AS one'), table_name: `${virtualName()}_cols` },
    }),
    remember: { virtualWithColumns: { pointer: '/id', kind: 'dataset' } },
  });

  step(run, {
    name: 'a virtual dataset from a query, as the Explore button sends it (POST /api/v1/dataset/)',
    call: (side) => {
      const {
        columns: _columns,
        template_params: _params,
        ...body
      } = virtualBody(side, "SELECT name, SUM(num) AS total FROM birth_names WHERE state = 'TX' GROUP BY name");
      return { method: 'POST', endpoint: '/api/v1/dataset/', json: body };
    },
    status: 201,
    remember: { virtual: { pointer: '/id', kind: 'dataset' } },
    // The ids each server gave the new dataset's columns and metric.
    volatile: ['/data/columns/*/id', '/data/metrics/*/id'],
  });

  step(run, {
    name: 'the virtual dataset opens in SQL Lab',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/dataset/${side.ref('virtual')}`,
      rison: { keys: ['none'], columns: [...SQL_LAB_DATASET_COLUMNS] },
    }),
  });

  step(run, {
    name: 'overwrite it with new SQL (PUT ?override_columns=true)',
    call: (side) => ({
      method: 'PUT',
      endpoint: `/api/v1/dataset/${side.ref('virtual')}`,
      searchParams: { override_columns: true },
      json: {
        database_id: side.id('examplesDb'),
        sql: "SELECT name, gender, SUM(num) AS total FROM birth_names WHERE state = 'TX' GROUP BY name, gender",
        columns: [
          { column_name: 'name', type: 'STRING', is_dttm: false },
          { column_name: 'gender', type: 'STRING', is_dttm: false },
          { column_name: 'total', type: 'INT', is_dttm: false },
        ],
      },
    }),
  });

  step(run, {
    name: 'explore opens the overwritten dataset',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { datasource_id: side.id('virtual'), datasource_type: 'table' },
    }),
    volatile: [
      '/result/dataset/changed_on',
      '/result/dataset/created_on',
      '/result/dataset/columns/*/id',
      '/result/dataset/metrics/*/id',
    ],
  });
});

describe('dataset errors', () => {
  step(run, {
    name: 'a virtual dataset whose name is taken: 422',
    call: (side) => {
      const { columns: _columns, ...body } = virtualBody(side, 'SELECT 1 AS one');
      return { method: 'POST', endpoint: '/api/v1/dataset/', json: body };
    },
  });

  step(run, {
    name: 'a dataset without a name: 400',
    call: (side) => {
      const { columns: _columns, ...body } = virtualBody(side, 'SELECT 1');
      return { method: 'POST', endpoint: '/api/v1/dataset/', json: { ...body, table_name: '' } };
    },
  });

  step(run, {
    name: 'an unknown dataset: 404',
    call: {
      method: 'GET',
      endpoint: '/api/v1/dataset/987654',
      rison: { keys: ['none'], columns: [...SQL_LAB_DATASET_COLUMNS] },
    },
  });

  step(run, {
    name: 'get or create a missing table',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/dataset/get_or_create/',
      json: { table_name: 'no_such_table', database_id: side.id('examplesDb'), schema: 'main' },
    }),
  });
});
