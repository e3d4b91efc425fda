/**
 * SQL Lab's database browser (src/api/databases.ts): the database list and one database, schemas,
 * tables, table metadata (4.1+ `/table_metadata/`) and select star, on the example data.
 */
import { beforeAll, describe } from 'vitest';
import { DEFAULT_DATABASE_LIST_QUERY } from '../../src/api/databases';
import { step, useDifferentialRun } from './harness/differentialRun';
import { EXAMPLE_TABLES, EXAMPLES_DATABASE, linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(() => linkExamplesDatabase(run));

const enc = encodeURIComponent;

/** The examples row of a list (Superset may hold other databases). */
function examplesOnly(body: unknown): unknown {
  const reply = body as { count?: number; ids?: number[]; result?: { database_name: string }[] };
  const result = reply.result?.filter((row) => row.database_name === EXAMPLES_DATABASE);
  return { ...reply, count: result?.length, ids: result?.length, result };
}

describe('databases', () => {
  step(run, {
    name: 'database list, as the SQL Lab picker asks (expose_in_sqllab)',
    call: {
      method: 'GET',
      endpoint: '/api/v1/database/',
      rison: { ...DEFAULT_DATABASE_LIST_QUERY, filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }] },
    },
    select: examplesOnly,
  });

  step(run, {
    name: 'one database',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/database/${side.id('examplesDb')}` }),
  });

  step(run, {
    name: 'schemas',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/schemas/`,
      rison: { force: false },
    }),
  });

  step(run, {
    name: 'schemas, forced refresh',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/schemas/`,
      rison: { force: true },
    }),
  });

  for (const schema of ['main', 'sales']) {
    step(run, {
      name: `tables of ${schema}`,
      call: (side) => ({
        method: 'GET',
        endpoint: `/api/v1/database/${side.id('examplesDb')}/tables/`,
        rison: { force: false, schema_name: enc(schema) },
      }),
      // CTAS tables other runs left in Superset's copy are not example tables.
      select: (body) => {
        const reply = body as { count?: number; result?: { value: string }[] };
        const known = new Set<string>([
          ...Object.values(EXAMPLE_TABLES).map(({ table }): string => table),
          'flights',
          'products',
          'monthly_revenue',
        ]);
        const result = reply.result?.filter((row) => known.has(row.value));
        return { ...reply, count: result?.length, result };
      },
    });
  }

  for (const { schema, table } of [
    EXAMPLE_TABLES.birthNames,
    EXAMPLE_TABLES.orders,
    EXAMPLE_TABLES.unicodeTest,
    EXAMPLE_TABLES.airports,
  ]) {
    step(run, {
      name: `table metadata of ${schema}.${table}`,
      call: (side) => ({
        method: 'GET',
        endpoint: `/api/v1/database/${side.id('examplesDb')}/table_metadata/`,
        searchParams: { name: table, schema },
      }),
    });

    step(run, {
      name: `select star of ${schema}.${table}`,
      call: (side) => ({
        method: 'GET',
        endpoint: `/api/v1/database/${side.id('examplesDb')}/select_star/${enc(table)}/${enc(schema)}/`,
      }),
    });
  }

  step(run, {
    name: 'table metadata of the view sales.monthly_revenue',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/table_metadata/`,
      searchParams: { name: 'monthly_revenue', schema: 'sales' },
    }),
  });
});

describe('database errors the browser relies on', () => {
  step(run, {
    name: 'an unknown database: 404',
    call: { method: 'GET', endpoint: '/api/v1/database/987654' },
  });

  step(run, {
    name: 'table metadata of a missing table',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/table_metadata/`,
      searchParams: { name: 'no_such_table', schema: 'main' },
    }),
  });

  step(run, {
    name: 'select star of a missing table',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/select_star/no_such_table/main/`,
    }),
  });

  step(run, {
    name: 'tables of a missing schema',
    call: (side) => ({
      method: 'GET',
      endpoint: `/api/v1/database/${side.id('examplesDb')}/tables/`,
      rison: { force: false, schema_name: 'no_such_schema' },
    }),
  });
});
