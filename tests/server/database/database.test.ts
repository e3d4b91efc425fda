import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession } from '../helpers/testApp';

interface ListBody {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
  list_columns?: string[];
  order_columns?: string[];
  label_columns?: Record<string, string>;
  description_columns?: Record<string, string>;
  list_title?: string;
}

// Superset 6.1's DatabaseRestApi.list_columns, in its order (the differential suite compares them).
const EXPECTED_LIST_COLUMNS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_cost_estimate',
  'allows_subquery',
  'allows_virtual_table_explore',
  'backend',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.last_name',
  'configuration_method',
  'database_name',
  'explore_database_id',
  'expose_in_sqllab',
  'extra',
  'force_ctas_schema',
  'id',
  'uuid',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
];

describe('/api/v1/database/', () => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    const examples = await app.store.databases.findById(1);
    if (!examples) throw new Error('examples database missing');
    const {
      id: _id,
      uuid: _uuid,
      created_on: _c,
      changed_on: _ch,
      created_by_fk: _cb,
      changed_by_fk: _chb,
      ...settings
    } = examples;
    for (const name of ['warehouse', 'Scratch Pad']) {
      await app.store.databases.ensureByName({
        ...settings,
        database_name: name,
        expose_in_sqllab: name === 'warehouse',
        allow_file_upload: name === 'Scratch Pad',
        extra: name === 'warehouse' ? '{"cost_estimate_enabled": true}' : 'not json',
      });
    }
    ({ cookie } = await loginSession(app));
  });
  afterAll(() => app.close());

  const list = (q?: unknown) =>
    app.inject({
      url: q === undefined ? '/api/v1/database/' : `/api/v1/database/?q=${encodeURIComponent(rison.encode(q))}`,
      headers: { cookie },
    });

  it("lists the examples database in Superset's list shape", async () => {
    const response = await list({ filters: [{ col: 'database_name', opr: 'eq', value: 'examples' }] });
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.count).toBe(1);
    expect(body.ids).toEqual([1]);
    expect(body.list_columns).toEqual(EXPECTED_LIST_COLUMNS);
    expect(body.order_columns).toContain('database_name');
    expect(body.label_columns?.database_name).toBe('Database Name');
    expect(body.label_columns?.['changed_by.first_name']).toBe('Changed By First Name');
    expect(body.description_columns).toEqual({});
    expect(body.list_title).toBe('List Database');
    expect(body.result[0]).toMatchObject({
      id: 1,
      database_name: 'examples',
      backend: 'duckdb',
      allow_run_async: true,
      allow_dml: false,
      allow_ctas: true,
      allow_cvas: true,
      expose_in_sqllab: true,
      allows_subquery: true,
      allows_cost_estimate: true,
      allows_virtual_table_explore: true,
      disable_data_preview: false,
      explore_database_id: 1,
      extra: '{}',
      changed_by: null,
      created_by: null,
      configuration_method: 'sqlalchemy_form',
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: false,
        supports_dynamic_catalog: false,
        supports_oauth2: false,
      },
    });
    expect(body.result[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.result[0].changed_on_delta_humanized).toMatch(/ago$|^now$/);
  });

  it('always sends extra as a JSON object string', async () => {
    const body = (await list({ page_size: -1 })).json<ListBody>();
    expect(body.count).toBe(3);
    for (const db of body.result) {
      expect(typeof db.extra).toBe('string');
      expect(JSON.parse(db.extra as string)).toEqual(expect.any(Object));
    }
    expect(body.result.find((db) => db.database_name === 'Scratch Pad')?.extra).toBe('{}');
  });

  it('filters by name (contains, case-insensitive) and by flags', async () => {
    const contains = (await list({ filters: [{ col: 'database_name', opr: 'ct', value: 'PAD' }] })).json<ListBody>();
    expect(contains.result.map((db) => db.database_name)).toEqual(['Scratch Pad']);

    const sqllab = (
      await list({
        filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
        order_column: 'database_name',
        order_direction: 'asc',
      })
    ).json<ListBody>();
    expect(sqllab.result.map((db) => db.database_name)).toEqual(['examples', 'warehouse']);

    const uploads = (await list({ filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }] })).json<ListBody>();
    expect(uploads.result.map((db) => db.database_name)).toEqual(['Scratch Pad']);
  });

  it('orders and pages, with page_size -1 meaning all', async () => {
    const desc = (
      await list({ order_column: 'database_name', order_direction: 'desc', page_size: -1 })
    ).json<ListBody>();
    expect(desc.result.map((db) => db.database_name)).toEqual(['warehouse', 'Scratch Pad', 'examples']);

    const page1 = (
      await list({ order_column: 'database_name', order_direction: 'asc', page: 1, page_size: 2 })
    ).json<ListBody>();
    expect(page1.count).toBe(3);
    expect(page1.result.map((db) => db.database_name)).toEqual(['warehouse']);

    // Superset's database selector spells it order_columns.
    const legacy = (
      await list({ order_columns: 'database_name', order_direction: 'asc', page: 0, page_size: -1 })
    ).json<ListBody>();
    expect(legacy.result.map((db) => db.database_name)).toEqual(['examples', 'Scratch Pad', 'warehouse']);
  });

  it('leaves out the metadata keys with keys:!(none), and selects columns', async () => {
    const body = (
      await list({
        keys: ['none'],
        columns: ['id', 'database_name'],
        order_column: 'database_name',
        order_direction: 'asc',
      })
    ).json<ListBody>();
    expect(Object.keys(body).sort()).toEqual(['count', 'ids', 'result']);
    expect(body.result[0]).toEqual({ id: 1, database_name: 'examples' });
  });

  it('rejects bad rison and bad arguments with 400', async () => {
    const broken = await app.inject({ url: '/api/v1/database/?q=(page:', headers: { cookie } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Not a valid rison argument' });

    const wrongType = await list({ page: 'first' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: { q: { page: ['Not a valid integer.'] } } });

    const unknownKey = await list({ pages: 1 });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toEqual({ message: { q: { pages: ['Unknown field.'] } } });

    const badColumn = await list({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] });
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json<{ message: string }>().message).toContain('password');

    const unknownParam = await app.inject({ url: '/api/v1/database/?page=1', headers: { cookie } });
    expect(unknownParam.statusCode).toBe(400);
  });

  it('returns one database by id, 404 for an unknown one', async () => {
    const response = await app.inject({ url: '/api/v1/database/1', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: number; result: Record<string, unknown> }>();
    expect(body.id).toBe(1);
    // Superset's show columns only: the URI, extra and connection parameters are for /connection.
    expect(Object.keys(body.result).sort()).toEqual([
      'allow_ctas',
      'allow_cvas',
      'allow_dml',
      'allow_file_upload',
      'allow_run_async',
      'backend',
      'cache_timeout',
      'configuration_method',
      'database_name',
      'driver',
      'engine_information',
      'expose_in_sqllab',
      'force_ctas_schema',
      'id',
      'impersonate_user',
      'is_managed_externally',
      'uuid',
    ]);
    expect(body.result).toMatchObject({
      id: 1,
      database_name: 'examples',
      backend: 'duckdb',
      driver: 'duckdb_engine',
      expose_in_sqllab: true,
    });

    const missing = await app.inject({ url: '/api/v1/database/999', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });

    // As Superset's <int:pk>: a segment that is not an id matches no route.
    const notAnId = await app.inject({ url: '/api/v1/database/abc', headers: { cookie } });
    expect(notAnId.statusCode).toBe(404);
  });

  it('has an engine registered for the examples database', async () => {
    const engine = app.engines.get(1);
    expect(engine?.backend).toBe('duckdb');
    expect(await engine?.listSchemas()).toEqual(expect.arrayContaining(['main']));
  });
});
