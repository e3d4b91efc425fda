import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryRepository } from '../../../server/store/queries';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { callerFor, type Caller, anonymousCaller } from '../helpers/caller';

interface TabDict {
  id: number;
  user_id: number;
  label: string | null;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  latest_query: Record<string, unknown> | null;
  saved_query: { id: number } | null;
  extra_json: unknown;
  table_schemas: Array<Record<string, unknown>>;
}

describe('/tabstateview/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminId: number;
  let queries: QueryRepository;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    adminId = (await app.store.users.findByUsername('admin'))?.id ?? -1;
    queries = new QueryRepository(app.store.db);
  });
  afterAll(() => app.close());

  const createTab = async (queryEditor: Record<string, unknown>, session = admin): Promise<number> => {
    const response = await legacyRequest(session, 'POST', '/tabstateview/', { queryEditor });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const getTab = async (id: number, session = admin): Promise<TabDict> => {
    const response = await legacyRequest(session, 'GET', `/tabstateview/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<TabDict>();
  };

  it('creates a tab from the JSON-encoded queryEditor field and returns TabState.to_dict()', async () => {
    const response = await legacyRequest(admin, 'POST', '/tabstateview/', {
      queryEditor: {
        name: 'Revenue by month',
        dbId: 1,
        schema: 'sales',
        sql: 'SELECT 1',
        queryLimit: 500,
        templateParams: '{"a": 1}',
        hideLeftBar: true,
        autorun: false,
        remoteId: 7,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const { id } = response.json<{ id: number }>();
    expect(Number.isInteger(id)).toBe(true);

    expect(await getTab(id)).toEqual({
      id,
      user_id: adminId,
      label: 'Revenue by month',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'sales',
      table_schemas: [],
      sql: 'SELECT 1',
      query_limit: 500,
      latest_query: null,
      autorun: false,
      template_params: '{"a": 1}',
      hide_left_bar: true,
      saved_query: { id: 7 },
      extra_json: {},
    });
  });

  it('applies Superset defaults: title as label, "Untitled Query", "SELECT ..."', async () => {
    const titled = await getTab(await createTab({ title: 'Legacy title', dbId: 1 }));
    expect(titled).toMatchObject({
      label: 'Legacy title',
      sql: 'SELECT ...',
      schema: null,
      saved_query: null,
      hide_left_bar: false,
    });
    const untitled = await getTab(await createTab({ dbId: null, sql: 'SELECT 2' }));
    expect(untitled).toMatchObject({ label: 'Untitled Query', database_id: null, sql: 'SELECT 2' });
  });

  it('accepts url-encoded bodies too', async () => {
    const response = await admin.post(
      '/tabstateview/',
      new URLSearchParams({ queryEditor: JSON.stringify({ name: 'Encoded', dbId: 1 }) }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(response.statusCode).toBe(200);
    expect((await getTab(response.json<{ id: number }>().id)).label).toBe('Encoded');
  });

  it('answers 400 {"error"} for a missing field, a field that is not JSON, or a bad value', async () => {
    const missing = await legacyRequest(admin, 'POST', '/tabstateview/', { other: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('queryEditor');

    const notJson = await admin.post('/tabstateview/', 'queryEditor={not json', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ error: string }>().error).toContain('not valid JSON');

    const noDb = await legacyRequest(admin, 'POST', '/tabstateview/', { queryEditor: { name: 'x' } });
    expect(noDb.statusCode).toBe(400);
    expect(noDb.json<{ error: string }>().error).toContain('dbId');

    const id = await createTab({ dbId: 1 });
    const badLimit = await legacyRequest(admin, 'PUT', `/tabstateview/${id}`, { query_limit: 'many' });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json<{ error: string }>().error).toContain('query_limit');
  });

  it('keeps one active tab per user: a new tab and activate both deactivate the others', async () => {
    const first = await createTab({ name: 'first', dbId: 1 });
    const second = await createTab({ name: 'second', dbId: 1 });
    expect((await getTab(first)).active).toBe(false);
    expect((await getTab(second)).active).toBe(true);

    const activate = await legacyRequest(admin, 'POST', `/tabstateview/${first}/activate`);
    expect(activate.statusCode).toBe(200);
    expect(activate.body).toBe(String(first));
    expect((await getTab(first)).active).toBe(true);
    expect((await getTab(second)).active).toBe(false);

    const bootstrap = await admin.get('/api/v1/sqllab/');
    const tabs = bootstrap.json<{ result: { tab_state_ids: Array<{ id: number }> } }>().result.tab_state_ids;
    const actives = await Promise.all(tabs.map(async (tab) => (await getTab(tab.id)).active));
    expect(actives.filter(Boolean)).toHaveLength(1);
  });

  it('updates the fields PUT sends and replies with the bare id', async () => {
    const id = await createTab({ name: 'editable', dbId: 1 });
    const response = await legacyRequest(admin, 'PUT', `/tabstateview/${id}`, {
      label: 'renamed',
      sql: 'SELECT 42',
      schema: 'main',
      query_limit: 10,
      template_params: '{"x": 2}',
      hide_left_bar: true,
      autorun: true,
      saved_query_id: 3,
      extra_json: JSON.stringify({ updatedAt: 1712345678901, version: 1 }),
      user_id: 999,
      not_a_column: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(id);
    expect(await getTab(id)).toMatchObject({
      user_id: adminId,
      label: 'renamed',
      sql: 'SELECT 42',
      schema: 'main',
      query_limit: 10,
      template_params: '{"x": 2}',
      hide_left_bar: true,
      autorun: true,
      saved_query: { id: 3 },
      extra_json: { updatedAt: 1712345678901, version: 1 },
    });
  });

  it('links the latest query by client id, and rejects an unknown one with 400 Bad request', async () => {
    const id = await createTab({ dbId: 1 });
    const unknown = await legacyRequest(admin, 'PUT', `/tabstateview/${id}`, { latest_query_id: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Bad request' });

    await queries.create({
      client_id: 'latestQ01',
      database_id: 1,
      user_id: adminId,
      sql: 'SELECT 1',
      sql_editor_id: String(id),
    });
    const linked = await legacyRequest(admin, 'PUT', `/tabstateview/${id}`, {
      sql: 'SELECT 1',
      latest_query_id: 'latestQ01',
    });
    expect(linked.statusCode).toBe(200);
    const tab = await getTab(id);
    expect(tab.latest_query).toMatchObject({
      id: 'latestQ01',
      dbId: 1,
      sql: 'SELECT 1',
      sqlEditorId: String(id),
      state: 'pending',
    });
  });

  it('migrate_query moves the query to the tab', async () => {
    const id = await createTab({ dbId: 1 });
    const query = await queries.create({
      client_id: 'migrateQ01',
      database_id: 1,
      user_id: adminId,
      sql: 'SELECT 1',
      sql_editor_id: 'local-1',
    });
    const response = await legacyRequest(admin, 'POST', `/tabstateview/${id}/migrate_query`, {
      queryId: 'migrateQ01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(id);
    expect((await queries.getById(query.id))?.sql_editor_id).toBe(String(id));
  });

  it('deletes a query of the tab and makes the previous one the latest', async () => {
    const id = await createTab({ dbId: 1 });
    for (const clientId of ['delQ00001', 'delQ00002']) {
      await queries.create({
        client_id: clientId,
        database_id: 1,
        user_id: adminId,
        sql: 'SELECT 1',
        sql_editor_id: String(id),
      });
    }
    await legacyRequest(admin, 'PUT', `/tabstateview/${id}`, { latest_query_id: 'delQ00002' });

    const response = await legacyRequest(admin, 'DELETE', `/tabstateview/${id}/query/delQ00002`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('OK');
    expect(await queries.getByClientId('delQ00002')).toBeNull();
    expect((await getTab(id)).latest_query).toMatchObject({ id: 'delQ00001' });

    await legacyRequest(admin, 'DELETE', `/tabstateview/${id}/query/delQ00001`);
    expect((await getTab(id)).latest_query).toBeNull();
  });

  it('deletes a tab with its table schemas, answering "OK"; then the tab is an empty 404', async () => {
    const id = await createTab({ dbId: 1 });
    const table = await legacyRequest(admin, 'POST', '/tableschemaview/', {
      table: { queryEditorId: id, dbId: 1, schema: 'sales', name: 'orders' },
    });
    const tableId = table.json<{ id: number }>().id;

    const response = await legacyRequest(admin, 'DELETE', `/tabstateview/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('OK');

    const gone = await legacyRequest(admin, 'GET', `/tabstateview/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('');
    const tableGone = await legacyRequest(admin, 'DELETE', `/tableschemaview/${tableId}`);
    expect(tableGone.statusCode).toBe(404);
  });

  describe('another user', () => {
    let bob: Caller;
    let tabId: number;
    let tableId: number;

    beforeAll(async () => {
      bob = await callerFor(app, 'bob', { roles: ['Gamma', 'sql_lab'] });
      tabId = await createTab({ name: 'admin only', dbId: 1 });
      const table = await legacyRequest(admin, 'POST', '/tableschemaview/', {
        table: { queryEditorId: tabId, dbId: 1, schema: 'sales', name: 'customers' },
      });
      tableId = table.json<{ id: number }>().id;
      await queries.create({
        client_id: 'adminQ0001',
        database_id: 1,
        user_id: adminId,
        sql: 'SELECT 1',
        sql_editor_id: String(tabId),
      });
    });

    it('gets empty 403s on the tab and 404s on tabs that do not exist', async () => {
      const calls: Array<[Parameters<typeof legacyRequest>[1], string, Record<string, unknown>?]> = [
        ['GET', `/tabstateview/${tabId}`],
        ['PUT', `/tabstateview/${tabId}`, { sql: 'hijack' }],
        ['DELETE', `/tabstateview/${tabId}`],
        ['POST', `/tabstateview/${tabId}/activate`],
        ['POST', `/tabstateview/${tabId}/migrate_query`, { queryId: 'adminQ0001' }],
      ];
      for (const [method, url, fields] of calls) {
        const response = await legacyRequest(bob, method, url, fields);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).toBe('');
        const missing = await legacyRequest(bob, method, url.replace(String(tabId), '987654'), fields);
        expect(missing.statusCode, `${method} ${url} (missing)`).toBe(404);
        expect(missing.body).toBe('');
      }
      expect(await getTab(tabId)).toMatchObject({ label: 'admin only', sql: 'SELECT ...' });
    });

    it("cannot delete the owner's queries", async () => {
      const response = await legacyRequest(bob, 'DELETE', `/tabstateview/${tabId}/query/adminQ0001`);
      expect(response.statusCode).toBe(200);
      expect(await queries.getByClientId('adminQ0001')).not.toBeNull();
    });

    it("gets empty 403s on the owner's table schemas", async () => {
      const post = await legacyRequest(bob, 'POST', '/tableschemaview/', {
        table: { queryEditorId: tabId, dbId: 1, schema: 'sales', name: 'orders' },
      });
      expect(post.statusCode).toBe(403);
      const expanded = await legacyRequest(bob, 'POST', `/tableschemaview/${tableId}/expanded`, {
        expanded: false,
      });
      expect(expanded.statusCode).toBe(403);
      const remove = await legacyRequest(bob, 'DELETE', `/tableschemaview/${tableId}`);
      expect(remove.statusCode).toBe(403);
      expect(remove.body).toBe('');
      expect((await getTab(tabId)).table_schemas).toEqual([expect.objectContaining({ id: tableId, expanded: true })]);
    });

    it('sees only their own tabs in the SQL Lab bootstrap', async () => {
      const own = await createTab({ name: 'bob tab', dbId: 1 }, bob);
      const response = await bob.get('/api/v1/sqllab/');
      expect(response.statusCode).toBe(200);
      const result = response.json<{ result: { tab_state_ids: unknown[]; active_tab: TabDict } }>().result;
      expect(result.tab_state_ids).toEqual([{ id: own, label: 'bob tab' }]);
      expect(result.active_tab.id).toBe(own);
    });
  });

  it("answers FAB's 401 without a login, 403 without the view's permission", async () => {
    const anonymous = await legacyRequest(anonymousCaller(app), 'POST', '/tabstateview/', { queryEditor: { dbId: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Access is Denied', severity: 'danger' });

    const gamma = await callerFor(app, 'gamma_only', { roles: ['Gamma'] });
    for (const [method, url] of [
      ['POST', '/tabstateview/'],
      ['GET', '/tabstateview/1'],
      ['POST', '/tableschemaview/'],
    ] as const) {
      const response = await legacyRequest(
        gamma,
        method,
        url,
        method === 'POST' ? { queryEditor: { dbId: 1 } } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Access is Denied', severity: 'danger' });
    }
  });
});
