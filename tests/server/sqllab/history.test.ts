import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlLabTestApp, execute, sqlLabUser, type SqlLabTestApp } from './sqlLabTestApp';
import { callerFor, type Caller } from '../helpers/caller';

interface ListBody {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

function listUrl(args: Record<string, unknown>): string {
  return `/api/v1/query/?q=${encodeURIComponent(rison.encode(args))}`;
}

describe('/api/v1/query/ history, one query, updated_since', () => {
  let t: SqlLabTestApp;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let startedBetween: [number, number];

  beforeAll(async () => {
    t = await createSqlLabTestApp();
    admin = await callerFor(t.app, 'admin');
    alice = await sqlLabUser(t.app, 'alice');
    bob = await sqlLabUser(t.app, 'bob');
    await execute(alice, {
      client_id: 'a1',
      database_id: t.examplesId,
      sql: 'SELECT 1 AS one',
      sql_editor_id: 'ed-a',
      tab: 'First',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const from = Date.now();
    await execute(alice, {
      client_id: 'a2',
      database_id: t.examplesId,
      sql: 'SELECT * FROM missing_table',
      sql_editor_id: 'ed-a',
    });
    await execute(alice, {
      client_id: 'a3',
      database_id: t.examplesId,
      sql: 'SELECT 3 AS three',
      sql_editor_id: 'ed-b',
    });
    startedBetween = [from, Date.now()];
    await execute(bob, {
      client_id: 'b1',
      database_id: t.examplesId,
      sql: 'SELECT 42 AS answer',
      sql_editor_id: 'ed-x',
    });
  });
  afterAll(() => t.close());

  it('records every run with its status', async () => {
    const all = await t.jobs.queries.list();
    expect(Object.fromEntries(all.map((query) => [query.client_id, query.status]))).toEqual({
      a1: 'success',
      a2: 'failed',
      a3: 'success',
      b1: 'success',
    });
    const failed = all.find((query) => query.client_id === 'a2');
    expect(failed?.error_message).toMatch(/missing_table/);
    expect(failed?.start_running_time).not.toBeNull();
  });

  it('lists only the caller’s runs, newest first, in FAB’s shape', async () => {
    const response = await alice.get('/api/v1/query/');
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.count).toBe(3);
    expect(body.result.map((row) => row.client_id)).toEqual(['a3', 'a2', 'a1']);
    expect(body.ids).toEqual(body.result.map((row) => row.id));
    expect(body.list_title).toBe('List Query');
    expect(body.result[0]).toMatchObject({
      database: { id: t.examplesId, database_name: 'examples' },
      user: { username: 'alice' },
      status: 'success',
      sql: 'SELECT 3 AS three',
    });
  });

  it('lets an admin see every user’s runs', async () => {
    expect((await admin.get('/api/v1/query/')).json<ListBody>().count).toBe(4);
  });

  it('filters by status, sql text, editor, database, user and start time; orders and pages', async () => {
    const failed = (
      await alice.get(listUrl({ filters: [{ col: 'status', opr: 'eq', value: 'failed' }] }))
    ).json<ListBody>();
    expect(failed.result.map((row) => row.client_id)).toEqual(['a2']);

    const text = (await alice.get(listUrl({ filters: [{ col: 'sql', opr: 'ct', value: 'three' }] }))).json<ListBody>();
    expect(text.result.map((row) => row.client_id)).toEqual(['a3']);

    const editor = (
      await alice.get(
        listUrl({
          filters: [{ col: 'sql_editor_id', opr: 'eq', value: 'ed-a' }],
          order_column: 'start_time',
          order_direction: 'desc',
        }),
      )
    ).json<ListBody>();
    expect(editor.result.map((row) => row.client_id)).toEqual(['a2', 'a1']);

    const byDb = (
      await admin.get(listUrl({ filters: [{ col: 'database', opr: 'rel_o_m', value: t.examplesId }] }))
    ).json<ListBody>();
    expect(byDb.count).toBe(4);
    const otherDb = (
      await admin.get(listUrl({ filters: [{ col: 'database', opr: 'rel_o_m', value: 999 }] }))
    ).json<ListBody>();
    expect(otherDb.count).toBe(0);

    const bobRecord = await t.app.store.users.findByUsername('bob');
    const byUser = (
      await admin.get(listUrl({ filters: [{ col: 'user', opr: 'rel_o_m', value: bobRecord?.id }] }))
    ).json<ListBody>();
    expect(byUser.result.map((row) => row.client_id)).toEqual(['b1']);

    const inRange = (
      await alice.get(
        listUrl({
          filters: [{ col: 'start_time', opr: 'between', value: startedBetween }],
          order_column: 'start_time',
          order_direction: 'asc',
        }),
      )
    ).json<ListBody>();
    expect(inRange.result.map((row) => row.client_id)).toEqual(['a2', 'a3']);

    const paged = (
      await alice.get(
        listUrl({
          order_column: 'start_time',
          order_direction: 'asc',
          page: 1,
          page_size: 2,
          keys: ['none'],
          columns: ['id', 'client_id', 'status'],
        }),
      )
    ).json<ListBody>();
    expect(paged.count).toBe(3);
    expect(paged.result).toEqual([{ id: expect.any(Number), client_id: 'a3', status: 'success' }]);
    expect(paged).not.toHaveProperty('list_columns');
  });

  it('nests dotted columns as FAB does (database.database_name → database: {database_name})', async () => {
    const body = (
      await alice.get(
        listUrl({
          keys: ['none'],
          columns: ['id', 'database.id', 'database.database_name', 'user.first_name'],
          page_size: 1,
        }),
      )
    ).json<ListBody>();
    expect(body.result[0]).toEqual({
      id: expect.any(Number),
      database: { id: t.examplesId, database_name: 'examples' },
      user: { first_name: expect.any(String) },
    });
  });

  it('rejects filters and arguments it does not know', async () => {
    expect((await alice.get(listUrl({ filters: [{ col: 'executed_sql', opr: 'eq', value: 'x' }] }))).statusCode).toBe(
      400,
    );
    expect(
      (await alice.get(listUrl({ filters: [{ col: 'start_time', opr: 'gt', value: 'not a time' }] }))).statusCode,
    ).toBe(400);
    expect((await alice.get(listUrl({ bogus: 1 }))).statusCode).toBe(400);
    expect((await alice.get('/api/v1/query/?q=(broken')).statusCode).toBe(400);
  });

  it('shows one run by its numeric id, and hides other users’ runs with 404', async () => {
    const run = await t.jobs.queries.getByClientId('a1');
    const response = await alice.get(`/api/v1/query/${run?.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(run?.id);
    expect(body.result).toMatchObject({
      id: run?.id,
      client_id: 'a1',
      database: { id: t.examplesId },
      schema: null,
      sql: 'SELECT 1 AS one',
      tab_name: 'First',
      sql_editor_id: 'ed-a',
      status: 'success',
      rows: 1,
    });
    expect(typeof body.result.start_time).toBe('number');
    expect(body.show_columns).toContain('tab_name');

    expect((await bob.get(`/api/v1/query/${run?.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/query/${run?.id}`)).statusCode).toBe(200);
    expect((await alice.get('/api/v1/query/999999')).statusCode).toBe(404);
  });

  it('returns the caller’s runs changed since a time, as query objects', async () => {
    const response = await alice.get('/api/v1/query/updated_since?q=(last_updated_ms:0)');
    expect(response.statusCode).toBe(200);
    const ids = (response.json().result as Array<{ id: string }>).map((query) => query.id).sort();
    expect(ids).toEqual(['a1', 'a2', 'a3']);

    const later = await alice.get(`/api/v1/query/updated_since?q=(last_updated_ms:${Date.now() + 60_000})`);
    expect(later.json()).toEqual({ result: [] });
    expect((await alice.get('/api/v1/query/updated_since?q=(last_updated_ms:x)')).statusCode).toBe(400);
    expect((await alice.get('/api/v1/query/updated_since')).statusCode).toBe(400);
  });

  it('requires a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/query/' })).statusCode).toBe(401);
  });
});
