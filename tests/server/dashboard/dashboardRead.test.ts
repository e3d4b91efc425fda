import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCaller } from '../helpers/caller';
import { dashboardFixture, layoutWith, newDashboard, placeCharts, type DashboardFixture } from './dashboardTestApp';

type Result<T = Record<string, unknown>> = { result: T };

describe('GET /api/v1/dashboard/{id_or_slug} (+ /charts, /datasets, /tabs)', () => {
  let fx: DashboardFixture;
  let birthsBoard: number;
  let ordersBoard: number;
  let draftBoard: number;

  beforeAll(async () => {
    fx = await dashboardFixture();
    birthsBoard = await newDashboard(fx.admin, {
      dashboard_title: 'Births board',
      slug: 'births-board',
      published: true,
      css: '.x { color: red; }',
      certified_by: 'Data team',
      certification_details: 'Checked',
    });
    await placeCharts(fx.admin, birthsBoard, [fx.birthsChartId, fx.ordersChartId]);
    ordersBoard = await newDashboard(fx.admin, { dashboard_title: 'Orders only', published: true });
    await placeCharts(fx.admin, ordersBoard, [fx.ordersChartId]);
    draftBoard = await newDashboard(fx.admin, { dashboard_title: 'Admin draft' });
    await placeCharts(fx.admin, draftBoard, [fx.ordersChartId]);
  });
  afterAll(() => fx.app.close());

  it('answers {result} by id, slug and uuid, with owners, people, charts and the delta phrases', async () => {
    const byId = await fx.admin.get<Result>(`/api/v1/dashboard/${birthsBoard}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.data).not.toHaveProperty('id');
    const result = byId.data.result;
    expect(result).toMatchObject({
      id: birthsBoard,
      slug: 'births-board',
      url: '/superset/dashboard/births-board/',
      dashboard_title: 'Births board',
      published: true,
      css: '.x { color: red; }',
      certified_by: 'Data team',
      certification_details: 'Checked',
      charts: ['Births table', 'Orders table'],
      owners: [{ id: fx.admin.id, first_name: 'Superset', last_name: 'Admin' }],
      changed_by: { id: fx.admin.id, first_name: 'Superset', last_name: 'Admin' },
      changed_by_name: 'Superset Admin',
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
      roles: [],
      tags: [],
      theme: null,
      is_managed_externally: false,
    });
    expect(typeof result.uuid).toBe('string');
    const bySlug = await fx.admin.get<Result>('/api/v1/dashboard/births-board');
    expect(bySlug.data.result.id).toBe(birthsBoard);
    const byUuid = await fx.admin.get<Result>(`/api/v1/dashboard/${String(result.uuid)}`);
    expect(byUuid.data.result.id).toBe(birthsBoard);
  });

  it('answers 404 for a dashboard that does not exist, 401 to nobody', async () => {
    expect((await fx.admin.get('/api/v1/dashboard/999999')).statusCode).toBe(404);
    expect((await fx.admin.get('/api/v1/dashboard/no-such-slug')).data).toEqual({ message: 'Not found' });
    expect((await anonymousCaller(fx.app).get(`/api/v1/dashboard/${birthsBoard}`)).statusCode).toBe(401);
  });

  it('lets Gamma read a published dashboard with a dataset it may access, and refuses one without (403)', async () => {
    expect((await fx.gamma.get(`/api/v1/dashboard/${birthsBoard}`)).statusCode).toBe(200);
    const refused = await fx.gamma.get(`/api/v1/dashboard/${ordersBoard}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ message: 'Forbidden' });
    expect((await fx.gamma.get(`/api/v1/dashboard/${ordersBoard}/charts`)).statusCode).toBe(403);
    // As Superset: a draft stays openable by URL (it is only hidden from lists).
    expect((await fx.gamma.get(`/api/v1/dashboard/${draftBoard}`)).statusCode).toBe(200);
  });

  it('lists its charts with their form data', async () => {
    const response = await fx.gamma.get<Result<Array<Record<string, unknown>>>>(
      `/api/v1/dashboard/${birthsBoard}/charts`,
    );
    expect(response.statusCode).toBe(200);
    const births = response.data.result.find((chart) => chart.id === fx.birthsChartId);
    expect(births).toMatchObject({
      slice_name: 'Births table',
      slice_url: expect.stringContaining(`slice_id=${fx.birthsChartId}`),
      form_data: { slice_id: fx.birthsChartId, viz_type: 'table', datasource: `${fx.birthsDatasetId}__table` },
    });
    expect(births).not.toHaveProperty('slice_id');
  });

  it('lists its datasets; one the user may not access keeps no columns', async () => {
    const asAdmin = await fx.admin.get<Result<Array<Record<string, unknown>>>>(
      `/api/v1/dashboard/${birthsBoard}/datasets`,
    );
    expect(asAdmin.data.result.map((dataset) => dataset.uid).sort()).toEqual(
      [`${fx.birthsDatasetId}__table`, `${fx.ordersDatasetId}__table`].sort(),
    );
    const asGamma = await fx.gamma.get<Result<Array<{ id: number; columns: unknown[] }>>>(
      `/api/v1/dashboard/${birthsBoard}/datasets`,
    );
    const namesOf = (id: number) =>
      (asGamma.data.result.find((dataset) => dataset.id === id) as { column_names?: unknown[] } | undefined)
        ?.column_names ?? [];
    expect(namesOf(fx.birthsDatasetId).length).toBeGreaterThan(0);
    expect(namesOf(fx.ordersDatasetId)).toEqual([]);
  });

  it("trims each dataset to the metrics and columns its charts use, in DashboardDatasetSchema's fields", async () => {
    const chart = await fx.admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Births by state',
      viz_type: 'table',
      datasource_id: fx.birthsDatasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'table',
        datasource: `${fx.birthsDatasetId}__table`,
        metrics: [
          'count',
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'Total' },
        ],
        groupby: ['state'],
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' },
        ],
      }),
    });
    const id = await newDashboard(fx.admin, { dashboard_title: 'Trimmed' });
    await placeCharts(fx.admin, id, [chart.data.id]);
    const reply = await fx.admin.get<Result<Array<Record<string, unknown>>>>(`/api/v1/dashboard/${id}/datasets`);
    const [dataset] = reply.data.result;
    const names = (list: unknown) =>
      (list as Array<{ column_name?: string; metric_name?: string }>).map(
        (item) => item.column_name ?? item.metric_name,
      );
    expect(names(dataset.columns).sort()).toEqual(['gender', 'num', 'state']);
    expect(names(dataset.metrics)).toEqual(['count']);
    expect(dataset.verbose_map).toMatchObject({ __timestamp: 'Time', state: 'state', count: expect.any(String) });
    expect(dataset.verbose_map).not.toHaveProperty('ds');
    // Every column's name stays listed, and the generic types of all of them.
    expect(dataset.column_names).toEqual(expect.arrayContaining(['ds', 'name', 'num', 'state']));
    expect(dataset.column_types).toEqual([0, 1, 2]);
    for (const key of ['description', 'catalog', 'extra', 'currency_formats']) expect(dataset).not.toHaveProperty(key);
    expect(dataset).toHaveProperty('currency_code_column', null);
    expect(Object.keys(dataset.database as object).sort()).not.toContain('database_name');
  });

  it('gives the tabs: every tab by id and the tree of nested tabs', async () => {
    const layout = {
      ...layoutWith([]),
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
      'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-inner'], meta: { text: 'First' } },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-top'], meta: { text: 'Second' } },
      'TABS-inner': { id: 'TABS-inner', type: 'TABS', children: ['TAB-c'] },
      'TAB-c': {
        id: 'TAB-c',
        type: 'TAB',
        children: [],
        parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-inner'],
        meta: { text: 'Inner' },
      },
    };
    const id = await newDashboard(fx.admin, { dashboard_title: 'Tabs', position_json: JSON.stringify(layout) });
    const response = await fx.admin.get<Result>(`/api/v1/dashboard/${id}/tabs`);
    // Each node carries the `parents` its component has (none here but the stored ones).
    expect(response.data.result).toEqual({
      all_tabs: { 'TAB-a': 'First', 'TAB-b': 'Second', 'TAB-c': 'Inner' },
      tab_tree: [
        {
          value: 'TAB-a',
          title: 'First',
          children: [
            { value: 'TAB-c', title: 'Inner', parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-inner'], children: [] },
          ],
        },
        { value: 'TAB-b', title: 'Second', parents: ['ROOT_ID', 'TABS-top'], children: [] },
      ],
      native_filters: {},
    });
  });

  it('gives the native filters by the tabs in their scope, and all of them; an empty layout has no tabs', async () => {
    const inTab = { id: 'NATIVE_FILTER-a', name: 'A', tabsInScope: ['TAB-x'] };
    const everywhere = { id: 'NATIVE_FILTER-b', name: 'B' };
    const id = await newDashboard(fx.admin, {
      dashboard_title: 'Filters by tab',
      json_metadata: JSON.stringify({ native_filter_configuration: [inTab, everywhere] }),
    });
    const response = await fx.admin.get<Result>(`/api/v1/dashboard/${id}/tabs`);
    expect(response.data.result).toEqual({ native_filters: { 'TAB-x': [inTab], all: [inTab, everywhere] } });
  });
});
