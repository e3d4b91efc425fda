/**
 * Running SQL as SQL Lab does (src/api/sqlLab.ts, queries.ts): synchronous execute with the
 * payload the tab sends, stored results by key, cost estimate, Format SQL, and the query records
 * (history list of a tab, updated_since, one query).
 */
import { beforeAll, describe } from 'vitest';
import type { ExecutePayload } from '../../src/api/sqlLab';
import { listQueryRison } from '../../src/api/queries';
import { queryHistoryFilters } from '../../src/api/queryHistory';
import { at, step, useDifferentialRun, type Side } from './harness/differentialRun';
import { linkExamplesDatabase } from './helpers/examples';
import { newClientId } from './helpers/ids';

const run = useDifferentialRun();
const startedAt = Date.now();
beforeAll(async () => {
  await linkExamplesDatabase(run);
  // The runs belong to a tab, as in SQL Lab: its id keys the history list.
  for (const side of run.sides) {
    const reply = await side.send({
      method: 'POST',
      endpoint: '/tabstateview/',
      form: {
        queryEditor: {
          dbId: side.id('examplesDb'),
          name: 'Runs',
          schema: 'main',
          sql: '',
          queryLimit: 1000,
          autorun: false,
        },
      },
    });
    side.remember('tab', (reply.json as { id: number }).id);
  }
  run.link('tabState', run.embedded.ref('tab'), run.superset.ref('tab'));
});

/** Every run's client id, the same on both sides (each server keeps its own records). */
const clientIds: Record<string, string> = {};

function executeCall(name: string, sql: string, overrides: Partial<ExecutePayload> = {}) {
  clientIds[name] ??= newClientId();
  return (side: Side) => ({
    method: 'POST' as const,
    endpoint: '/api/v1/sqllab/execute/',
    json: {
      client_id: clientIds[name],
      database_id: side.id('examplesDb'),
      runAsync: false,
      schema: 'main',
      sql,
      sql_editor_id: String(side.ref('tab')),
      tab: 'Runs',
      tmp_table_name: '',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: null,
      queryLimit: 1000,
      expand_data: true,
      ...overrides,
    } satisfies ExecutePayload,
  });
}

/** Fields of a run that are about this run on this server (its timing, its keys). */
const RUN_VOLATILE = [
  '/query/startDttm',
  '/query/endDttm',
  '/query/resultsKey',
  '/query/executedSql',
  '/query/id',
  '/query/changed_on',
];

describe('execute (synchronous)', () => {
  step(run, {
    name: 'an aggregate over birth_names',
    // Limits through the tab's dropdown: Superset 6.1 replaces a smaller LIMIT in the SQL (see the step below).
    call: executeCall(
      'aggregate',
      "SELECT name, gender, SUM(num) AS total FROM birth_names WHERE state = 'CA' GROUP BY name, gender ORDER BY total DESC, name",
      { queryLimit: 10 },
    ),
    volatile: RUN_VOLATILE,
    status: 200,
    remember: {
      aggregateResultsKey: { pointer: '/query/resultsKey' },
      aggregateQueryId: { pointer: '/query_id', kind: 'query' },
    },
  });

  step(run, {
    name: 'text, nulls and timestamps (unicode_test)',
    status: 200,
    remember: { typesQueryId: { pointer: '/query_id', kind: 'query' } },
    call: executeCall('types', 'SELECT * FROM unicode_test ORDER BY id', { queryLimit: 20 }),
    volatile: RUN_VOLATILE,
  });

  step(run, {
    name: 'dates and decimals (sales.orders)',
    status: 200,
    remember: { decimalsQueryId: { pointer: '/query_id', kind: 'query' } },
    call: executeCall(
      'decimals',
      'SELECT order_id, order_date, unit_price, discount, revenue, notes FROM sales.orders ORDER BY order_id',
      { schema: 'sales', queryLimit: 5 },
    ),
    volatile: RUN_VOLATILE,
  });

  step(run, {
    name: 'the tab limit cuts the rows (queryLimit 10)',
    status: 200,
    remember: { limitedQueryId: { pointer: '/query_id', kind: 'query' } },
    call: executeCall('limited', 'SELECT order_id FROM sales.orders ORDER BY order_id', {
      schema: 'sales',
      queryLimit: 10,
    }),
    volatile: RUN_VOLATILE,
  });

  step(run, {
    name: 'a LIMIT in the SQL smaller than the tab limit',
    call: executeCall('sqlLimit', 'SELECT order_id FROM sales.orders ORDER BY order_id LIMIT 5', {
      schema: 'sales',
      queryLimit: 100,
    }),
    volatile: RUN_VOLATILE,
    remember: { sqlLimitQueryId: { pointer: '/query_id', kind: 'query' } },
  });

  step(run, {
    name: 'template parameters',
    status: 200,
    remember: { templatedQueryId: { pointer: '/query_id', kind: 'query' } },
    call: executeCall('templated', "SELECT '{{ who }}' AS greeting, {{ n }} + 1 AS next", {
      templateParams: JSON.stringify({ who: 'world', n: 41 }),
    }),
    volatile: RUN_VOLATILE,
  });

  step(run, {
    name: 'a syntax error',
    call: executeCall('syntax', 'SELEC 1'),
  });

  step(run, {
    name: 'a missing table',
    call: executeCall('missing', 'SELECT * FROM no_such_table'),
  });
});

describe('results, estimate, format', () => {
  step(run, {
    name: 'stored results by key (GET /api/v1/sqllab/results/)',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/sqllab/results/',
      rison: { key: String(side.ref('aggregateResultsKey')), rows: 5 },
    }),
    volatile: RUN_VOLATILE,
  });

  step(run, {
    name: 'results of an unknown key',
    call: {
      method: 'GET',
      endpoint: '/api/v1/sqllab/results/',
      rison: { key: '00000000-0000-0000-0000-000000000000', rows: 5 },
    },
  });

  step(run, {
    name: 'cost estimate',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/sqllab/estimate/',
      json: {
        database_id: side.id('examplesDb'),
        sql: 'SELECT count(*) FROM sales.orders',
        schema: 'sales',
        template_params: {},
      },
    }),
  });

  step(run, {
    name: 'Format SQL for the database',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/sqllab/format_sql/',
      json: {
        sql: "select name, sum(num) as total from birth_names where state='CA' group by name order by total desc limit 10",
        database_id: side.id('examplesDb'),
      },
    }),
  });

  step(run, {
    name: 'Format SQL without a database',
    call: {
      method: 'POST',
      endpoint: '/api/v1/sqllab/format_sql/',
      json: { sql: 'select a,b from t join u on t.id=u.id where x in (1,2)' },
    },
  });
});

/**
 * The records of this run's queries only (Superset keeps other users' and runs'), keyed by the
 * run's name in this file, so that each is compared with its counterpart whatever the order.
 */
function ownQueries(body: unknown): unknown {
  const nameOf = new Map(Object.entries(clientIds).map(([name, clientId]) => [clientId, name]));
  const reply = body as { count?: number; ids?: unknown[]; result?: { client_id: string }[] };
  const result = Object.fromEntries(
    (reply.result ?? [])
      .filter((query) => nameOf.has(query.client_id))
      .map((query) => [nameOf.get(query.client_id), query]),
  );
  return { ...reply, count: typeof reply.count, ids: typeof reply.ids, result };
}

const QUERY_VOLATILE = [
  '/result/*/start_time',
  '/result/*/end_time',
  '/result/*/changed_on',
  '/result/*/results_key',
  '/result/*/executed_sql',
  '/result/*/id',
];

describe('query records', () => {
  step(run, {
    name: "the tab's history (GET /api/v1/query/ by sql_editor_id)",
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/query/',
      rison: listQueryRison({ sqlEditorId: String(side.ref('tab')), pageSize: 100 }),
    }),
    select: ownQueries,
    volatile: QUERY_VOLATILE,
  });

  step(run, {
    name: 'the history page, failed runs containing "SELEC"',
    call: {
      method: 'GET',
      endpoint: '/api/v1/query/',
      rison: listQueryRison({ filters: queryHistoryFilters('failed', 'SELEC'), pageSize: 100 }),
    },
    select: ownQueries,
    volatile: QUERY_VOLATILE,
  });

  step(run, {
    name: 'queries updated since the run began',
    call: { method: 'GET', endpoint: '/api/v1/query/updated_since', rison: { last_updated_ms: startedAt } },
    select: ownQueries,
    volatile: [
      '/result/*/startDttm',
      '/result/*/endDttm',
      '/result/*/resultsKey',
      '/result/*/executedSql',
      '/result/*/id',
      '/result/*/changed_on',
    ],
  });

  step(run, {
    name: 'one query record',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/query/${side.ref('aggregateQueryId')}` }),
    volatile: [
      '/result/start_time',
      '/result/end_time',
      '/result/changed_on',
      '/result/results_key',
      '/result/executed_sql',
    ],
    select: (body) => {
      const reply = body as Record<string, unknown>;
      return { ...reply, result: { ...(reply.result as object), client_id: typeof at(reply, '/result/client_id') } };
    },
  });

  step(run, {
    name: 'an unknown query: 404',
    call: { method: 'GET', endpoint: '/api/v1/query/987654321' },
  });
});
