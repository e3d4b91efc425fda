/**
 * Saved queries (src/api/savedQueries.ts): create, read, update, the list page with its search and
 * sort, one delete and a bulk delete, the schedule form's legacy create, and their errors.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { savedQueryListRison, type SavedQueryBody } from '../../src/api/savedQueries';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(() => linkExamplesDatabase(run));

const label = (name: string) => `${run.tag} ${name}`;

function body(side: Side, name: string, overrides: Partial<SavedQueryBody> = {}): SavedQueryBody {
  return {
    db_id: side.id('examplesDb'),
    label: label(name),
    description: `The ${name} query`,
    catalog: null,
    schema: 'main',
    sql: "SELECT name, SUM(num) AS total FROM birth_names WHERE state = 'NY' GROUP BY name",
    template_parameters: null,
    extra_json: '{}',
    ...overrides,
  };
}

/** A list cut to this run's saved queries (others' may be listed in Superset). */
function ownRows(body: unknown): unknown {
  const reply = body as { count?: number; ids?: unknown[]; result?: { label: string }[] };
  const result = (reply.result ?? []).filter((row) => row.label.startsWith(run.tag));
  return { ...reply, count: result.length, ids: result.length, result };
}

describe('saved queries', () => {
  step(run, {
    name: 'save a query (POST /api/v1/saved_query/)',
    call: (side) => ({ method: 'POST', endpoint: '/api/v1/saved_query/', json: body(side, 'first') }),
    status: 201,
    remember: { first: { pointer: '/id', kind: 'savedQuery' } },
  });

  step(run, {
    name: 'save a second one, with template parameters',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/saved_query/',
      json: body(side, 'second', {
        sql: "SELECT '{{ who }}' AS greeting",
        template_parameters: '{"who": "you"}',
        schema: 'sales',
      }),
    }),
    status: 201,
    remember: { second: { pointer: '/id', kind: 'savedQuery' } },
  });

  step(run, {
    name: 'read one (GET /api/v1/saved_query/<id>)',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/saved_query/${side.ref('first')}` }),
  });

  step(run, {
    name: 'update it (PUT)',
    call: (side) => ({
      method: 'PUT',
      endpoint: `/api/v1/saved_query/${side.ref('first')}`,
      json: body(side, 'first, renamed', { sql: 'SELECT count(*) AS n FROM sales.orders', schema: 'sales' }),
    }),
  });

  step(run, {
    name: 'read the updated one',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/saved_query/${side.ref('first')}` }),
  });

  step(run, {
    name: 'the list page, newest first',
    call: {
      method: 'GET',
      endpoint: '/api/v1/saved_query/',
      rison: savedQueryListRison({ search: run.tag, pageSize: 100 }),
    },
    select: ownRows,
  });

  step(run, {
    name: 'the list page, searching the SQL text',
    call: {
      method: 'GET',
      endpoint: '/api/v1/saved_query/',
      rison: savedQueryListRison({ search: 'greeting', pageSize: 100 }),
    },
    select: ownRows,
  });

  step(run, {
    name: 'the list page, by label ascending',
    call: {
      method: 'GET',
      endpoint: '/api/v1/saved_query/',
      rison: savedQueryListRison({ search: run.tag, orderColumn: 'label', orderDirection: 'asc', pageSize: 100 }),
    },
    select: ownRows,
  });

  step(run, {
    name: "the schedule form's legacy create (POST /savedqueryviewapi/api/create)",
    call: (side) => ({
      method: 'POST',
      endpoint: '/savedqueryviewapi/api/create',
      form: {
        label: label('scheduled'),
        description: 'Every day',
        db_id: side.id('examplesDb'),
        schema: 'main',
        sql: 'SELECT 1 AS one',
        extra_json: JSON.stringify({
          schedule_info: {
            output_table: 'daily',
            start_date: '2024-01-01',
            end_date: '2024-12-31',
            schedule_interval: '@daily',
          },
        }),
      },
    }),
    remember: { scheduled: { pointer: '/item/id', kind: 'savedQuery' } },
  });

  step(run, {
    name: 'delete one (DELETE /api/v1/saved_query/<id>)',
    call: (side) => ({ method: 'DELETE', endpoint: `/api/v1/saved_query/${side.ref('first')}` }),
  });

  step(run, {
    name: 'a deleted saved query: 404',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/saved_query/${side.ref('first')}` }),
  });

  step(run, {
    name: 'bulk delete (DELETE /api/v1/saved_query/?q=!(…))',
    call: (side) => ({ method: 'DELETE', endpoint: '/api/v1/saved_query/', rison: [side.id('second')] }),
  });
});

// Not a step: what the legacy create made where it exists (Superset 6.1 has no such route).
afterAll(async () => {
  await run.both((side) => ({
    method: 'DELETE',
    endpoint: '/api/v1/saved_query/',
    rison: side.has('scheduled') ? [side.id('scheduled')] : [],
  }));
});

describe('saved query errors', () => {
  step(run, {
    name: 'an unknown field: 400',
    call: (side) => ({ method: 'POST', endpoint: '/api/v1/saved_query/', json: { ...body(side, 'bad'), bogus: 1 } }),
  });

  step(run, {
    name: 'a label of the wrong type: 400',
    call: (side) => ({ method: 'POST', endpoint: '/api/v1/saved_query/', json: { ...body(side, 'bad'), label: 12 } }),
  });

  step(run, {
    name: 'an unknown saved query: 404',
    call: { method: 'GET', endpoint: '/api/v1/saved_query/987654321' },
  });

  step(run, {
    name: 'updating an unknown saved query: 404',
    call: (side) => ({ method: 'PUT', endpoint: '/api/v1/saved_query/987654321', json: body(side, 'ghost') }),
  });

  step(run, {
    name: 'deleting an unknown saved query: 404',
    call: { method: 'DELETE', endpoint: '/api/v1/saved_query/987654321' },
  });
});
