import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { QueryRepository } from '../../../server/store/queries';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { callerFor, type Caller } from '../helpers/caller';

interface Bootstrap {
  result: {
    active_tab: Record<string, unknown> | null;
    databases: Record<string, Record<string, unknown>>;
    tab_state_ids: Array<{ id: number; label: string }>;
  };
}

describe('GET /api/v1/sqllab/', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  const bootstrap = async (session: Caller) => {
    const response = await session.get('/api/v1/sqllab/');
    expect(response.statusCode).toBe(200);
    return response.json<Bootstrap>().result;
  };

  it('has no tabs and the accessible databases keyed by id at first, and nothing else (Superset 6.1)', async () => {
    const result = await bootstrap(admin);
    expect(Object.keys(result).sort()).toEqual(['active_tab', 'databases', 'tab_state_ids']);
    expect(result.active_tab).toBeNull();
    expect(result.tab_state_ids).toEqual([]);
    expect(Object.keys(result.databases)).toEqual(['1']);
    expect(result.databases['1']).toEqual({
      id: 1,
      database_name: 'examples',
      backend: 'duckdb',
      allow_run_async: true,
      allow_ctas: true,
      allow_cvas: true,
      allow_dml: false,
      allow_file_upload: false,
      allows_cost_estimate: true,
      allows_subquery: true,
      allows_virtual_table_explore: true,
      expose_in_sqllab: true,
      force_ctas_schema: null,
      disable_data_preview: false,
      disable_drill_to_detail: false,
      allow_multi_catalog: false,
      engine_information: expect.objectContaining({ supports_file_upload: true }),
    });
  });

  it('lists the tabs and carries the active one in full, with its latest query', async () => {
    const first = (
      await legacyRequest(admin, 'POST', '/tabstateview/', { queryEditor: { name: 'One', dbId: 1 } })
    ).json<{ id: number }>().id;
    const second = (
      await legacyRequest(admin, 'POST', '/tabstateview/', { queryEditor: { name: 'Two', dbId: 1 } })
    ).json<{ id: number }>().id;
    const adminId = (await app.store.users.findByUsername('admin'))?.id ?? -1;
    await new QueryRepository(app.store.db).create({
      client_id: 'bootQ0001',
      database_id: 1,
      user_id: adminId,
      sql: 'SELECT 1',
      sql_editor_id: String(first),
    });
    await legacyRequest(admin, 'PUT', `/tabstateview/${first}`, { latest_query_id: 'bootQ0001' });
    await legacyRequest(admin, 'POST', `/tabstateview/${first}/activate`);

    const result = await bootstrap(admin);
    expect(result.tab_state_ids).toEqual([
      { id: first, label: 'One' },
      { id: second, label: 'Two' },
    ]);
    expect(result.active_tab).toMatchObject({
      id: first,
      label: 'One',
      active: true,
      latest_query: { id: 'bootQ0001' },
      table_schemas: [],
    });
  });

  it('leaves tabs out when SQLLAB_BACKEND_PERSISTENCE is off', async () => {
    const { app: plain } = await createTestApp({ env: { FEATURE_FLAGS: '{"SQLLAB_BACKEND_PERSISTENCE": false}' } });
    try {
      const session = await callerFor(plain, 'admin');
      await legacyRequest(session, 'POST', '/tabstateview/', { queryEditor: { name: 'hidden', dbId: 1 } });
      const response = await session.get('/api/v1/sqllab/');
      const result = response.json<Bootstrap>().result;
      expect(result.tab_state_ids).toEqual([]);
      expect(result.active_tab).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('needs can_read on SQLLab and shows only databases the user may access', async () => {
    const anonymous = await app.inject({ url: '/api/v1/sqllab/' });
    expect(anonymous.statusCode).toBe(401);

    const gamma = await callerFor(app, 'gamma_plain', { roles: ['Gamma'] });
    const forbidden = await gamma.get('/api/v1/sqllab/');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });

    const analyst = await callerFor(app, 'analyst', { roles: ['Gamma', 'sql_lab'] });
    expect((await bootstrap(analyst)).databases).toEqual({});
  });
});
