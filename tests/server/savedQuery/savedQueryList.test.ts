import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { execute, sqlLabUser } from '../sqllab/sqlLabTestApp';
import { withRison } from './requests';
import { callerFor, type Caller } from '../helpers/caller';

interface ListReply {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
  list_columns?: string[];
  order_columns?: string[];
  label_columns?: Record<string, string>;
  list_title?: string;
}

const DAY_MS = 86_400_000;

describe('GET /api/v1/saved_query/', () => {
  let app: FastifyInstance;
  let analyst: Caller;
  let analystId: number;
  const ids: Record<string, number> = {};

  const list = async (q?: unknown, session = analyst): Promise<ListReply> => {
    const response = await session.get(q === undefined ? '/api/v1/saved_query/' : withRison('/api/v1/saved_query/', q));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListReply>();
  };
  const labelsOf = (reply: ListReply) => reply.result.map((row) => row.label);

  beforeAll(async () => {
    ({ app } = await createTestApp());
    analyst = await sqlLabUser(app, 'analyst');
    analystId = (await app.store.users.findByUsername('analyst'))?.id ?? -1;
    const other = await sqlLabUser(app, 'other');
    const queries = [
      {
        key: 'revenue',
        label: 'Revenue by month',
        description: 'Finance asks weekly',
        schema: 'sales',
        sql: 'SELECT month, revenue FROM monthly_revenue',
      },
      { key: 'births', label: 'Births', description: null, schema: 'main', sql: 'SELECT name, num FROM birth_names' },
      {
        key: 'answer',
        label: 'answer',
        description: 'the ANSWER to everything',
        schema: null,
        sql: 'SELECT 42 AS answer',
      },
      {
        key: 'flights',
        label: 'Delayed flights',
        description: 'ops',
        schema: 'main',
        sql: 'SELECT * FROM main.flights f JOIN airports a ON a.code = f.origin',
      },
    ];
    for (const { key, ...body } of queries) {
      const response = await analyst.post('/api/v1/saved_query/', { db_id: 1, ...body });
      ids[key] = response.json<{ id: number }>().id;
    }
    await other.post('/api/v1/saved_query/', { db_id: 1, label: 'Not yours', sql: 'SELECT 1' });
    // Spread the change times: flights newest, then answer, births, revenue oldest.
    const now = Date.now();
    const ages: Record<string, number> = { flights: 0, answer: 1, births: 3, revenue: 40 };
    for (const [key, days] of Object.entries(ages)) {
      await app.store.db.run('UPDATE saved_query SET changed_on = ? WHERE id = ?', [
        new Date(now - days * DAY_MS - 1000),
        ids[key],
      ]);
    }
  });
  afterAll(() => app.close());

  it("lists only the caller's queries, newest change first, with FAB's metadata", async () => {
    const reply = await list();
    expect(reply.count).toBe(4);
    expect(labelsOf(reply)).toEqual(['Delayed flights', 'answer', 'Births', 'Revenue by month']);
    expect(reply.ids).toEqual([ids.flights, ids.answer, ids.births, ids.revenue]);
    expect(reply.list_title).toBe('List Saved Query');
    expect(reply.order_columns).toContain('changed_on_delta_humanized');
    expect(reply.label_columns?.['database.database_name']).toBe('Database Database Name');
  });

  it('gives each row the list columns, nested as FAB nests them', async () => {
    const reply = await list({ filters: [{ col: 'id', opr: 'eq', value: ids.flights }] });
    const row = reply.result[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'catalog',
        'changed_by',
        'changed_on',
        'changed_on_delta_humanized',
        'created_by',
        'created_on',
        'database',
        'db_id',
        'description',
        'extra',
        'id',
        'label',
        'last_run_delta_humanized',
        'rows',
        'schema',
        'sql',
        'sql_tables',
        'tags',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: ids.flights,
      db_id: 1,
      database: { id: 1, database_name: 'examples' },
      created_by: { id: analystId, first_name: '', last_name: '' },
      changed_by: { id: analystId, first_name: '', last_name: '' },
      extra: {},
      rows: null,
      tags: [],
      sql_tables: [
        { table: 'flights', schema: 'main', catalog: null },
        { table: 'airports', schema: null, catalog: null },
      ],
    });
    const revenue = (await list({ filters: [{ col: 'id', opr: 'eq', value: ids.revenue }] })).result[0];
    expect(revenue.changed_on_delta_humanized).toBe('a month ago');
    expect(revenue.last_run_delta_humanized).toBe('a month ago');
    expect(
      (await list({ filters: [{ col: 'id', opr: 'eq', value: ids.births }] })).result[0].changed_on_delta_humanized,
    ).toBe('3 days ago');
  });

  it('searches label, description, SQL and schema with all_text, ignoring case', async () => {
    const search = async (value: string) =>
      labelsOf(await list({ filters: [{ col: 'label', opr: 'all_text', value }] })).sort();
    expect(await search('DELAYED')).toEqual(['Delayed flights']);
    expect(await search('finance')).toEqual(['Revenue by month']);
    expect(await search('birth_names')).toEqual(['Births']);
    expect(await search('sales')).toEqual(['Revenue by month']);
    expect(await search('answer')).toEqual(['answer']);
    expect(await search('nothing like it')).toEqual([]);
    expect((await list({ filters: [{ col: 'label', opr: 'all_text', value: '' }] })).count).toBe(4);
  });

  it('filters by favourite, database, schema and FAB text operators', async () => {
    await app.store.favourites.add(analystId, 'query', ids.births);
    expect(labelsOf(await list({ filters: [{ col: 'id', opr: 'saved_query_is_fav', value: true }] }))).toEqual([
      'Births',
    ]);
    expect((await list({ filters: [{ col: 'id', opr: 'saved_query_is_fav', value: false }] })).count).toBe(3);
    expect((await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: 1 }] })).count).toBe(4);
    expect((await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: 2 }] })).count).toBe(0);
    expect((await list({ filters: [{ col: 'database', opr: 'nrel_o_m', value: 1 }] })).count).toBe(0);
    expect(
      labelsOf(await list({ filters: [{ col: 'schema', opr: 'eq', value: 'main' }], order_column: 'label' })),
    ).toEqual(['Births', 'Delayed flights']);
    expect(labelsOf(await list({ filters: [{ col: 'label', opr: 'sw', value: 'rev' }] }))).toEqual([
      'Revenue by month',
    ]);
    expect((await list({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: analystId }] })).count).toBe(4);
  });

  it('refuses filters Superset does not offer (400)', async () => {
    const column = await analyst.get(
      withRison('/api/v1/saved_query/', { filters: [{ col: 'sql', opr: 'ct', value: 'x' }] }),
    );
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ message: 'Filter column: sql not allowed to filter' });
    const operator = await analyst.get(
      withRison('/api/v1/saved_query/', { filters: [{ col: 'schema', opr: 'all_text', value: 'x' }] }),
    );
    expect(operator.statusCode).toBe(400);
    expect(operator.json()).toEqual({ message: 'Filter operation: all_text not allowed on column: schema' });
    const order = await analyst.get(withRison('/api/v1/saved_query/', { order_column: 'extra' }));
    expect(order.statusCode).toBe(400);
    const unknownKey = await analyst.get(withRison('/api/v1/saved_query/', { bogus: 1 }));
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toEqual({ message: { q: { bogus: ['Unknown field.'] } } });
  });

  it('orders by label, schema, database, creation and change time in either direction', async () => {
    expect(labelsOf(await list({ order_column: 'label', order_direction: 'asc' }))).toEqual([
      'answer',
      'Births',
      'Delayed flights',
      'Revenue by month',
    ]);
    expect(labelsOf(await list({ order_column: 'label', order_direction: 'desc' }))).toEqual([
      'Revenue by month',
      'Delayed flights',
      'Births',
      'answer',
    ]);
    expect(labelsOf(await list({ order_column: 'changed_on_delta_humanized', order_direction: 'asc' }))).toEqual([
      'Revenue by month',
      'Births',
      'answer',
      'Delayed flights',
    ]);
    expect(labelsOf(await list({ order_column: 'last_run_delta_humanized', order_direction: 'desc' }))[0]).toBe(
      'Delayed flights',
    );
    expect(labelsOf(await list({ order_column: 'created_on', order_direction: 'asc' }))).toEqual([
      'Revenue by month',
      'Births',
      'answer',
      'Delayed flights',
    ]);
    expect(labelsOf(await list({ order_column: 'schema', order_direction: 'desc' })).slice(0, 1)).toEqual([
      'Revenue by month',
    ]);
    expect((await list({ order_column: 'database.database_name', order_direction: 'asc' })).count).toBe(4);
  });

  it('pages the results and selects columns', async () => {
    const page = await list({ order_column: 'label', order_direction: 'asc', page: 1, page_size: 3 });
    expect(page.count).toBe(4);
    expect(labelsOf(page)).toEqual(['Revenue by month']);
    expect(page.ids).toEqual([ids.revenue]);

    const selected = await list({
      columns: ['id', 'label', 'database.database_name', 'tags.name'],
      order_column: 'label',
      page_size: 1,
    });
    expect(selected.result).toEqual([
      { id: ids.answer, label: 'answer', database: { database_name: 'examples' }, tags: [] },
    ]);
    expect(selected.list_columns).toEqual(['id', 'label', 'database.database_name', 'tags.name']);
  });

  it('shows the row count of the latest successful run of the same SQL', async () => {
    const before = (await list({ filters: [{ col: 'id', opr: 'eq', value: ids.answer }] })).result[0];
    expect(before.rows).toBeNull();
    const run = await execute(analyst, { database_id: 1, sql: 'SELECT 42 AS answer', runAsync: false });
    expect(run.statusCode).toBe(200);
    const after = (await list({ filters: [{ col: 'id', opr: 'eq', value: ids.answer }] })).result[0];
    expect(after.rows).toBe(1);
    expect(labelsOf(await list({ order_column: 'rows', order_direction: 'desc' }))[0]).toBe('answer');
  });
});

describe('saved queries across a restart', () => {
  it('are still there when the server starts again on the same data folder', async () => {
    const first = await createTestApp();
    const session = await callerFor(first.app, 'admin');
    const created = await session.post('/api/v1/saved_query/', {
      db_id: 1,
      label: 'Kept',
      sql: 'SELECT 1',
    });
    const id = created.json<{ id: number }>().id;
    await first.app.close();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      const again = await callerFor(second.app, 'admin');
      const shown = await again.get(`/api/v1/saved_query/${id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<{ result: { label: string } }>().result.label).toBe('Kept');
    } finally {
      await second.app.close();
    }
  });
});
