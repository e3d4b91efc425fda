import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

type Payload = Record<string, unknown> & { data: Record<string, unknown>[]; colnames: string[]; coltypes: number[] };

describe('chart data API', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;
  let dailyMetrics: number;

  const monthlyOrders = (extra: Record<string, unknown> = {}) => ({
    datasource: { id: orders, type: 'table' },
    queries: [
      {
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            timeGrain: 'P1M',
          },
        ],
        metrics: ['count'],
        // As the browser sends it: the x-axis time range as a TEMPORAL_RANGE filter.
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2019-01-01 : 2019-04-01' }],
        orderby: [['order_date', true]],
        row_limit: 100,
      },
    ],
    result_format: 'json',
    result_type: 'full',
    ...extra,
  });
  const post = (body: object, caller = admin) => caller.post('/api/v1/chart/data', body);

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
    dailyMetrics = await exampleDatasetId(app, 'main', 'daily_metrics');
  });
  afterAll(() => app.close());

  it('runs a monthly aggregate: epoch-ms months, counts that add up, Superset reply fields', async () => {
    const response = await post(monthlyOrders());
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<{ result: Payload[] }>().result;
    expect(result.colnames).toEqual(['order_date', 'count']);
    expect(result.coltypes).toEqual([2, 0]);
    expect(result.data.map((row) => row.order_date)).toEqual([
      Date.UTC(2019, 0, 1),
      Date.UTC(2019, 1, 1),
      Date.UTC(2019, 2, 1),
    ]);
    expect(result.rowcount).toBe(3);
    expect(result.is_cached).toBeNull();
    expect(String(result.query)).toMatch(/SELECT/);
    expect(result.applied_filters).toEqual([{ column: 'order_date' }]);
    const total = result.data.reduce((sum, row) => sum + Number(row.count), 0);
    const check = await post({
      datasource: { id: orders, type: 'table' },
      queries: [
        {
          columns: [],
          metrics: ['count'],
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2019-01-01 : 2019-04-01' }],
        },
      ],
    });
    expect(check.json<{ result: Payload[] }>().result[0].data[0].count).toBe(total);
  });

  it('answers the same query from the cache, unless forced', async () => {
    const again = (await post(monthlyOrders())).json<{ result: Payload[] }>().result[0];
    expect(again.is_cached).toBe(true);
    expect(again.cached_dttm).toEqual(expect.any(String));
    const forced = (await post(monthlyOrders({ force: true }))).json<{ result: Payload[] }>().result[0];
    expect(forced.is_cached).toBeNull();
  });

  it('rejects unknown fields of the query context with 400', async () => {
    const response = await post({ ...monthlyOrders(), bogus: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('fails the call with 400 "Error: <engine message>" when a SQL metric is bad', async () => {
    const response = await post({
      datasource: { id: orders, type: 'table' },
      queries: [
        {
          columns: ['status'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'bad' }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ message: string }>().message;
    expect(message.startsWith('Error: ')).toBe(true);
    expect(message).toMatch(/no_such_column/);
  });

  it('answers a query with neither metrics nor columns as Superset does: 400 "Error: Empty query?"', async () => {
    for (const query of [
      { columns: [], metrics: [] },
      { columns: [] },
      { columns: [], metrics: [], orderby: [], row_limit: 10 },
    ]) {
      const response = await post({
        datasource: { id: orders, type: 'table' },
        queries: [query],
        result_format: 'json',
        result_type: 'full',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: 'Error: Empty query?' });
    }
  });

  it('gives the SQL only for result_type query, the dataset columns, and the time grains', async () => {
    const query = (await post(monthlyOrders({ result_type: 'query' }))).json<{
      result: Array<{ language: string; query: string }>;
    }>().result[0];
    expect(query.language).toBe('sql');
    expect(query.query).toMatch(/date_trunc|time_bucket/i);
    const columns = (await post(monthlyOrders({ result_type: 'columns' }))).json<{
      result: Array<{ data: Array<{ column_name: string }> }>;
    }>().result[0];
    expect(columns.data.map((column) => column.column_name)).toContain('order_date');
    const grains = (await post(monthlyOrders({ result_type: 'timegrains' }))).json<{
      result: Array<{ data: Array<{ duration: string }> }>;
    }>().result[0];
    expect(grains.data.map((grain) => grain.duration)).toEqual(expect.arrayContaining(['P1D', 'P1M', 'P1Y']));
  });

  it('returns samples with every column of the dataset and no metrics', async () => {
    const response = await post({
      datasource: { id: dailyMetrics, type: 'table' },
      queries: [{ metrics: ['count'], columns: ['platform'] }],
      result_type: 'samples',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [samples] = response.json<{ result: Payload[] }>().result;
    expect(samples.colnames).toEqual(expect.arrayContaining(['ds', 'platform', 'visits']));
    expect(samples.colnames).not.toContain('count');
    expect(samples.data.length).toBeGreaterThan(0);
  });

  it('downloads CSV (temporal cells as date-times), and a ZIP for several queries', async () => {
    const csv = await post(monthlyOrders({ result_format: 'csv' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n').slice(0, 2)).toEqual([
      'order_date,count',
      expect.stringMatching(/^2019-01-01 00:00:00,\d+$/),
    ]);
    const body = monthlyOrders({ result_format: 'csv' });
    const zip = await post({ ...body, queries: [...body.queries, ...body.queries] });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.rawPayload.includes(Buffer.from('query_2.csv'))).toBe(true);
  });

  it('answers 404 for a missing dataset and 403 for a dataset the user cannot access', async () => {
    expect((await post({ ...monthlyOrders(), datasource: { id: 99999, type: 'table' } })).statusCode).toBe(404);
    const gamma = await callerFor(app, 'gina', { roles: ['Gamma'], auth: 'bearer' });
    const denied = await post(monthlyOrders(), gamma);
    expect(denied.statusCode).toBe(403);
  });

  it('runs the query context saved with a chart, and says when there is none', async () => {
    const bare = await createChart(admin, {
      slice_name: 'No context',
      viz_type: 'table',
      datasource_id: orders,
      datasource_type: 'table',
    });
    const missing = await admin.get(`/api/v1/chart/${bare}/data/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/no query context saved/);
    const saved = await createChart(admin, {
      slice_name: 'With context',
      viz_type: 'table',
      datasource_id: orders,
      datasource_type: 'table',
      query_context: JSON.stringify(monthlyOrders()),
    });
    const data = await admin.get(`/api/v1/chart/${saved}/data/`);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json<{ result: Payload[] }>().result[0].rowcount).toBe(3);
    const csv = await admin.get(`/api/v1/chart/${saved}/data/?format=csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
  });

  it("pages a dataset's samples with the total count (POST /datasource/samples)", async () => {
    const response = await admin.post(
      `/datasource/samples?datasource_type=table&datasource_id=${dailyMetrics}&per_page=10&page=2`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{
      result: { data: unknown[]; total_count: number; page: number; per_page: number; colnames: string[] };
    }>();
    expect(result.data).toHaveLength(10);
    expect(result.page).toBe(2);
    expect(result.per_page).toBe(10);
    expect(result.total_count).toBe(7671);
  });

  it('maps the legacy /superset/explore_json/ flags onto the same engine', async () => {
    const formData = {
      datasource: `${orders}__table`,
      viz_type: 'table',
      groupby: ['status'],
      metrics: ['count'],
      row_limit: 10,
      time_range: 'No filter',
    };
    const url = (flag: string) =>
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}${flag}`;
    const query = await admin.get(url('&query=true'));
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json<{ query: string }>().query).toMatch(/GROUP BY/);
    const results = await admin.get(url('&results=true'));
    expect(results.json<Payload>().colnames).toEqual(['status', 'count']);
    const csv = await admin.get(url('&csv=true'));
    expect(csv.body.startsWith('status,count\n')).toBe(true);
    const bad = await admin.get('/superset/explore_json/?form_data=not-json');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses SQL injection through a filter value and a column name', async () => {
    const injected = await post({
      datasource: { id: orders, type: 'table' },
      queries: [
        {
          columns: [],
          metrics: ['count'],
          filters: [{ col: 'status', op: '==', val: "x'; DROP TABLE sales.orders; --" }],
        },
      ],
    });
    expect(injected.statusCode, injected.body).toBe(200);
    expect(injected.json<{ result: Payload[] }>().result[0].data[0].count).toBe(0);
    const column = await post({
      datasource: { id: orders, type: 'table' },
      queries: [{ columns: ['status"; DROP TABLE x; --'], metrics: ['count'] }],
    });
    expect(column.statusCode).toBe(400);
    const still = await post({
      datasource: { id: orders, type: 'table' },
      queries: [{ columns: [], metrics: ['count'] }],
    });
    expect(still.json<{ result: Payload[] }>().result[0].data[0].count).toBe(1_000_000);
  });
});
