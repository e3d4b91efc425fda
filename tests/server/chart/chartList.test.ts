import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, createDashboard, datasetReaderRole, exampleDatasetId, q } from './chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

interface ListReply {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
  list_columns?: string[];
  order_columns?: string[];
  label_columns?: Record<string, string>;
  description_columns?: Record<string, string>;
}

describe('GET /api/v1/chart/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let birthNames: number;
  let orders: number;
  const ids: Record<string, number> = {};

  const list = async (rison: string, caller = admin): Promise<ListReply> => {
    const response = await caller.get(`/api/v1/chart/?${q(rison)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListReply>();
  };
  const names = (reply: ListReply): string[] => reply.result.map((row) => String(row.slice_name));
  /** Keeps change times apart, so that ordering by them is deterministic. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  beforeAll(async () => {
    ({ app } = await createTestApp());
    // Start from no charts: the example charts of the first start would be in every list.
    await app.store.charts.delete((await app.store.charts.list()).map((chart) => chart.id));
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    orders = await exampleDatasetId(app, 'sales', 'orders');
    await datasetReaderRole(app, 'births_only', [birthNames]);
    alice = await callerFor(app, 'alice', {
      roles: ['Gamma', 'births_only'],
      profile: { first_name: 'Alice', last_name: 'Adams' },
      auth: 'bearer',
    });
    bob = await callerFor(app, 'bob', {
      roles: ['Gamma', 'births_only'],
      profile: { first_name: 'Bob', last_name: 'Brown' },
      auth: 'bearer',
    });

    const dashboard = await createDashboard(alice, { dashboard_title: 'Births board' });
    ids.zeta = await createChart(alice, {
      slice_name: 'Zeta births',
      viz_type: 'table',
      datasource_id: birthNames,
      datasource_type: 'table',
      description: 'counts per year',
      dashboards: [dashboard],
    });
    await tick();
    ids.alpha = await createChart(bob, {
      slice_name: 'Alpha names',
      viz_type: 'pie',
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    await tick();
    ids.orders = await createChart(admin, {
      slice_name: 'Orders revenue',
      viz_type: 'echarts_timeseries_line',
      datasource_id: orders,
      datasource_type: 'table',
    });
    ids.dashboard = dashboard;
  });
  afterAll(() => app.close());

  it("returns FAB's list reply, newest change first by default", async () => {
    const reply = await list('()');
    expect(reply.count).toBe(3);
    expect(names(reply)).toEqual(['Orders revenue', 'Alpha names', 'Zeta births']);
    expect(reply.ids).toEqual([ids.orders, ids.alpha, ids.zeta]);
    expect(reply.list_columns).toContain('slice_name');
    expect(reply.order_columns).toContain('changed_on_delta_humanized');
    expect(reply.label_columns?.slice_name).toBe('Slice Name');
    expect(reply.description_columns).toEqual({});
    const zeta = reply.result.find((row) => row.id === ids.zeta);
    expect(zeta).toMatchObject({
      slice_name: 'Zeta births',
      url: `/explore/?slice_id=${ids.zeta}`,
      viz_type: 'table',
      datasource_id: birthNames,
      datasource_type: 'table',
      datasource_name_text: 'main.birth_names',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${birthNames}`,
      description: 'counts per year',
      changed_by: { id: alice.id, first_name: 'Alice', last_name: 'Adams' },
      changed_by_name: 'Alice Adams',
      owners: [{ id: alice.id, first_name: 'Alice', last_name: 'Adams', email: 'alice@example.com' }],
      dashboards: [{ id: ids.dashboard, dashboard_title: 'Births board' }],
      table: { table_name: 'birth_names' },
    });
    expect(zeta?.changed_on_delta_humanized).toMatch(/ago$|^now$/);
    // Superset 6.1's shapes (found by the differential suite): a SHA-256 digest, slice_url with
    // its form data, the tags column.
    expect(String(zeta?.thumbnail_url)).toMatch(new RegExp(`^/api/v1/chart/${ids.zeta}/thumbnail/[0-9a-f]{64}/$`));
    expect(zeta?.slice_url).toBe(`/explore/?slice_id=${ids.zeta}&form_data=%7B%22slice_id%22%3A%20${ids.zeta}%7D`);
    expect(zeta?.tags).toEqual([]);
    expect(reply.list_columns?.slice(-4)).toEqual(['tags.id', 'tags.name', 'tags.type', 'uuid']);
  });

  it('lists only charts on datasources the user can access', async () => {
    expect(names(await list('()', alice)).sort()).toEqual(['Alpha names', 'Zeta births']);
  });

  it('filters with chart_all_text on name, description, viz type and table name', async () => {
    expect(names(await list('(filters:!((col:slice_name,opr:chart_all_text,value:ZETA)))'))).toEqual(['Zeta births']);
    expect(names(await list("(filters:!((col:slice_name,opr:chart_all_text,value:'per year')))"))).toEqual([
      'Zeta births',
    ]);
    expect(names(await list('(filters:!((col:slice_name,opr:chart_all_text,value:orders)))'))).toEqual([
      'Orders revenue',
    ]);
    expect(names(await list('(filters:!((col:slice_name,opr:chart_all_text,value:pie)))'))).toEqual(['Alpha names']);
  });

  it('filters on owners (rel_m_m), viz_type, datasource_id, dashboards and created_by', async () => {
    expect(names(await list(`(filters:!((col:owners,opr:rel_m_m,value:${bob.id})))`))).toEqual(['Alpha names']);
    expect(names(await list('(filters:!((col:viz_type,opr:eq,value:table)))'))).toEqual(['Zeta births']);
    expect(names(await list(`(filters:!((col:datasource_id,opr:eq,value:${orders})))`))).toEqual(['Orders revenue']);
    expect(names(await list(`(filters:!((col:dashboards,opr:rel_m_m,value:${ids.dashboard})))`))).toEqual([
      'Zeta births',
    ]);
    expect(names(await list(`(filters:!((col:created_by,opr:rel_o_m,value:${admin.id})))`))).toEqual([
      'Orders revenue',
    ]);
    expect(names(await list('(filters:!((col:created_by,opr:chart_created_by_me,value:x)))', bob))).toEqual([
      'Alpha names',
    ]);
    expect(
      names(await list(`(filters:!((col:slice_name,opr:ct,value:a),(col:owners,opr:rel_m_m,value:${alice.id})))`)),
    ).toEqual(['Zeta births']);
  });

  it('filters favourites with chart_is_favorite on id', async () => {
    expect((await alice.post(`/api/v1/chart/${ids.alpha}/favorites/`)).statusCode).toBe(200);
    expect(names(await list('(filters:!((col:id,opr:chart_is_favorite,value:!t)))', alice))).toEqual(['Alpha names']);
    expect(names(await list('(filters:!((col:id,opr:chart_is_favorite,value:!f)))', alice))).toEqual(['Zeta births']);
    expect(names(await list('(filters:!((col:id,opr:chart_is_favorite,value:!t)))', bob))).toEqual([]);
  });

  it('filters on certification, on "mine" (owned, created or favoured), and with negated relations and ranges', async () => {
    expect((await admin.put(`/api/v1/chart/${ids.orders}`, { certified_by: 'Data team' })).statusCode).toBe(200);
    expect(names(await list('(filters:!((col:id,opr:chart_is_certified,value:!t)))'))).toEqual(['Orders revenue']);
    expect(
      names(
        await list('(filters:!((col:id,opr:chart_is_certified,value:!f)),order_column:slice_name,order_direction:asc)'),
      ),
    ).toEqual(['Alpha names', 'Zeta births']);
    expect(names(await list('(filters:!((col:id,opr:chart_owned_created_favored_by_me,value:!t)))', bob))).toEqual([
      'Alpha names',
    ]);
    expect(
      names(
        await list(
          `(filters:!((col:owners,opr:nrel_m_m,value:${alice.id})),order_column:slice_name,order_direction:asc)`,
        ),
      ),
    ).toEqual(['Alpha names', 'Orders revenue']);
    expect(names(await list(`(filters:!((col:id,opr:gt,value:${ids.alpha})))`))).toEqual(['Orders revenue']);
    // The stored datasource name is the dataset's full name, as Superset stores it.
    expect(names(await list(`(filters:!((col:datasource_name,opr:eq,value:'sales.orders')))`))).toEqual([
      'Orders revenue',
    ]);
    expect(names(await list(`(filters:!((col:datasource_name,opr:eq,value:orders)))`))).toEqual([]);
  });

  it('orders by the order columns in either direction', async () => {
    expect(names(await list('(order_column:slice_name,order_direction:asc)'))).toEqual([
      'Alpha names',
      'Orders revenue',
      'Zeta births',
    ]);
    expect(names(await list('(order_column:slice_name,order_direction:desc)'))).toEqual([
      'Zeta births',
      'Orders revenue',
      'Alpha names',
    ]);
    expect(names(await list('(order_column:viz_type,order_direction:asc)'))).toEqual([
      'Orders revenue',
      'Alpha names',
      'Zeta births',
    ]);
    expect(names(await list('(order_column:changed_on_delta_humanized,order_direction:asc)'))).toEqual([
      'Zeta births',
      'Alpha names',
      'Orders revenue',
    ]);
    expect(names(await list('(order_column:datasource_name,order_direction:asc)'))).toEqual([
      'Zeta births',
      'Alpha names',
      'Orders revenue',
    ]);
  });

  it('pages (0-based) and serves a page of 200 (the size the saved-chart list asks for); count ignores paging', async () => {
    const first = await list('(order_column:slice_name,order_direction:asc,page:0,page_size:2)');
    const second = await list('(order_column:slice_name,order_direction:asc,page:1,page_size:2)');
    expect([first.count, second.count]).toEqual([3, 3]);
    expect(names(first)).toEqual(['Alpha names', 'Orders revenue']);
    expect(names(second)).toEqual(['Zeta births']);
    expect((await list('(page_size:200)')).result).toHaveLength(3);
  });

  it('selects columns with columns:!(…), nesting dotted ones as FAB does', async () => {
    const reply = await list(
      `(columns:!(id,slice_name,owners.id,changed_by.first_name),filters:!((col:id,opr:eq,value:${ids.zeta})))`,
    );
    expect(reply.result).toEqual([
      { id: ids.zeta, slice_name: 'Zeta births', owners: [{ id: alice.id }], changed_by: { first_name: 'Alice' } },
    ]);
    expect(reply.list_columns).toEqual(['id', 'slice_name', 'owners.id', 'changed_by.first_name']);
    expect(reply.label_columns).toEqual({
      id: 'Id',
      slice_name: 'Slice Name',
      'owners.id': 'Owners Id',
      'changed_by.first_name': 'Changed By First Name',
    });
  });

  it('answers 400 for unknown filter columns or operators, unknown order columns and bad rison', async () => {
    const column = await admin.get(`/api/v1/chart/?${q('(filters:!((col:secret,opr:eq,value:1)))')}`);
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ message: 'Filter column: secret not allowed to filter' });
    const operator = await admin.get(`/api/v1/chart/?${q('(filters:!((col:viz_type,opr:rel_m_m,value:1)))')}`);
    expect(operator.json()).toEqual({ message: 'Filter operation: rel_m_m not allowed on column: viz_type' });
    const order = await admin.get(`/api/v1/chart/?${q('(order_column:params)')}`);
    expect(order.statusCode).toBe(400);
    const rison = await admin.get('/api/v1/chart/?q=(page:');
    expect(rison.json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it('offers users for the owners picker (related/owners) and 404 for other columns', async () => {
    const response = await admin.get(`/api/v1/chart/related/owners?${q("(filter:'ali',page:0,page_size:25)")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      result: [{ value: alice.id, text: 'Alice Adams', extra: { active: true, email: 'alice@example.com' } }],
    });
    const all = (await admin.get('/api/v1/chart/related/owners')).json<{ count: number }>();
    expect(all.count).toBe(3);
    expect((await admin.get('/api/v1/chart/related/slices')).statusCode).toBe(404);
    const included = (
      await admin.get(`/api/v1/chart/related/owners?${q(`(filter:'ali',include_ids:!(${bob.id}))`)}`)
    ).json<{
      result: Array<{ value: number }>;
    }>();
    expect(included.result.map((item) => item.value)).toEqual([bob.id, alice.id]);
  });
});
