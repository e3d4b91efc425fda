import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, datasetReaderRole, exampleDatasetId } from '../chart/chartTestApp';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

interface ExploreResult {
  form_data: Record<string, unknown>;
  dataset: Record<string, unknown>;
  slice: Record<string, unknown> | null;
  message: string | null;
  metadata: Record<string, unknown> | null;
  chartState?: unknown;
}

describe('GET /api/v1/explore/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let outsider: Caller;
  let birthNames: number;
  let chartId: number;
  const params = { viz_type: 'pie', metric: 'count', groupby: ['state'], row_limit: 50 };

  const explore = async (query: string, caller: Caller = alice): Promise<ExploreResult> => {
    const response = await caller.get(`/api/v1/explore/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ExploreResult }>().result;
  };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    await datasetReaderRole(app, 'births_only', [birthNames]);
    alice = await callerFor(app, 'alice', {
      roles: ['Gamma', 'births_only'],
      profile: { first_name: 'Alice', last_name: 'Adams' },
      auth: 'bearer',
    });
    outsider = await callerFor(app, 'outsider', { roles: ['Gamma'], auth: 'bearer' });
    chartId = await createChart(alice, {
      slice_name: 'Births by state',
      viz_type: 'pie',
      params: JSON.stringify(params),
      query_context: JSON.stringify({
        datasource: { id: birthNames, type: 'table' },
        queries: [{ metrics: ['count'] }],
      }),
      datasource_id: birthNames,
      datasource_type: 'table',
      description: 'Counts',
    });
  });
  afterAll(() => app.close());

  it('opens a dataset: its payload, its datasource key and no chart', async () => {
    const result = await explore(`datasource_id=${birthNames}&datasource_type=table`);
    expect(result.form_data).toMatchObject({ datasource: `${birthNames}__table` });
    expect(result.dataset).toMatchObject({
      id: birthNames,
      uid: `${birthNames}__table`,
      type: 'table',
      name: 'main.birth_names',
      currency_code_column: null,
      folders: null,
    });
    // As Superset 6.1's SqlaTable.data (found by the differential suite): no dashboard-only keys, the database with its engine information.
    for (const key of ['column_names', 'column_types', 'currency_formats', 'rls_filters'])
      expect(result.dataset).not.toHaveProperty(key);
    expect(result.dataset.database).toMatchObject({
      name: 'examples',
      parameters: {},
      schema_options: {},
      engine_information: expect.objectContaining({ supports_file_upload: true }),
    });
    expect(result.dataset.database).not.toHaveProperty('database_name');
    expect(result.form_data).toMatchObject({ adhoc_filters: [], applied_time_extras: {} });
    expect(Array.isArray(result.dataset.columns) && result.dataset.columns.length > 0).toBe(true);
    expect(result.slice).toBeNull();
    expect(result.message).toBeNull();
  });

  it('opens a saved chart: its form data, the chart (Slice.data) and its metadata', async () => {
    const result = await explore(`slice_id=${chartId}`);
    expect(result.form_data).toMatchObject({
      ...params,
      slice_id: chartId,
      viz_type: 'pie',
      datasource: `${birthNames}__table`,
    });
    expect(result.slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Births by state',
      // As Superset 6.1's Slice.data: the explore URL with its form data, the stored query
      // context text, the datasource's full name (found by the differential suite).
      slice_url: `/explore/?slice_id=${chartId}&form_data=%7B%22slice_id%22%3A%20${chartId}%7D`,
      owners: [alice.id],
      description: 'Counts',
      description_markeddown: '<p>Counts</p>',
      query_context: JSON.stringify({
        datasource: { id: birthNames, type: 'table' },
        queries: [{ metrics: ['count'] }],
      }),
      datasource: 'main.birth_names',
      form_data: expect.objectContaining({ slice_id: chartId, metric: 'count' }),
    });
    expect(result.metadata).toMatchObject({ owners: ['Alice Adams'], dashboards: [], created_by: 'Alice Adams' });
    expect(result.dataset).toMatchObject({ id: birthNames });
  });

  it("puts the request's arguments into form_data.url_params", async () => {
    const result = await explore(`slice_id=${chartId}&standalone=1&foo=bar`);
    expect(result.form_data.url_params).toEqual({ slice_id: String(chartId), standalone: '1', foo: 'bar' });
  });

  it('prefers cached form data (form_data_key) over the saved chart, which fills in the rest', async () => {
    const created = await alice.post('/api/v1/explore/form_data', {
      datasource_id: birthNames,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify({ slice_id: chartId, viz_type: 'table', row_limit: 10 }),
    });
    const key = created.json<{ key: string }>().key;
    const result = await explore(`slice_id=${chartId}&form_data_key=${key}`);
    expect(result.form_data).toMatchObject({ viz_type: 'table', row_limit: 10, metric: 'count', slice_id: chartId });
    expect(result.message).toBeNull();
  });

  it('says so when the cached form data is gone, and falls back to the chart or the dataset', async () => {
    const fromChart = await explore(`slice_id=${chartId}&form_data_key=missingKey000000`);
    expect(fromChart.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(fromChart.form_data).toMatchObject({ viz_type: 'pie', slice_id: chartId });
    const fromDataset = await explore(
      `datasource_id=${birthNames}&datasource_type=table&form_data_key=missingKey000000`,
    );
    expect(fromDataset.message).toBe('Form data not found in cache, reverting to dataset metadata.');
  });

  it('opens a permalink first: its form data, url parameters and chart state', async () => {
    const state = {
      formData: { datasource: `${birthNames}__table`, viz_type: 'big_number_total', metric: 'count' },
      urlParams: [['region', 'west']],
      chartState: { sort: 'asc' },
    };
    const key = (await alice.post('/api/v1/explore/permalink', state)).json<{ key: string }>().key;
    const result = await explore(`permalink_key=${key}&slice_id=${chartId}`);
    expect(result.form_data).toMatchObject({
      viz_type: 'big_number_total',
      metric: 'count',
      datasource: `${birthNames}__table`,
    });
    expect(result.form_data.url_params).toMatchObject({ region: 'west' });
    expect(result.chartState).toEqual({ sort: 'asc' });

    const missing = await alice.get('/api/v1/explore/?permalink_key=nope0000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('turns legacy since/until into time_range', async () => {
    const legacy = await createChart(admin, {
      slice_name: 'Legacy',
      params: JSON.stringify({ viz_type: 'table', since: '2020-01-01', until: 'now' }),
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    const result = await explore(`slice_id=${legacy}`, admin);
    expect(result.form_data.time_range).toBe('2020-01-01 : now');
    expect(result.form_data).not.toHaveProperty('since');
  });

  it('answers 404 for a chart that does not exist and 400 for a malformed id', async () => {
    const missing = await alice.get('/api/v1/explore/?slice_id=987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Chart not found.' });
    const malformed = await alice.get('/api/v1/explore/?slice_id=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: { slice_id: ['Not a valid integer.'] } });
  });

  it("answers 403 with the security error's message, error_type and extra without access to the dataset", async () => {
    const response = await outsider.get(`/api/v1/explore/?slice_id=${chartId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: `This endpoint requires the datasource ${birthNames}, database or \`all_datasource_access\` permission`,
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      extra: { link: '', datasource: birthNames, datasource_name: 'main.birth_names' },
    });
  });

  it('shows a chart whose dataset was deleted with the missing-dataset payload', async () => {
    const orders = await exampleDatasetId(app, 'sales', 'orders');
    const orphan = await createChart(admin, {
      slice_name: 'Orphan',
      viz_type: 'table',
      datasource_id: orders,
      datasource_type: 'table',
    });
    await app.store.datasets.delete([orders]);
    const result = await explore(`slice_id=${orphan}`, admin);
    expect(result.dataset).toMatchObject({ name: '[Missing Dataset]', columns: [], metrics: [] });
    expect(result.slice).toMatchObject({ slice_id: orphan });
  });

  it('answers 302 {redirect} when no viz type is chosen and the dataset has a default endpoint', async () => {
    const dailyMetrics = await exampleDatasetId(app, 'main', 'daily_metrics');
    await app.store.datasets.update(dailyMetrics, { default_endpoint: '/superset/dashboard/1/' });
    const response = await admin.get(`/api/v1/explore/?datasource_id=${dailyMetrics}&datasource_type=table`);
    expect(response.statusCode).toBe(302);
    expect(response.json()).toEqual({ redirect: '/superset/dashboard/1/' });
  });

  it('needs a login', async () => {
    const response = await app.inject({ url: `/api/v1/explore/?slice_id=${chartId}` });
    expect(response.statusCode).toBe(401);
  });
});
