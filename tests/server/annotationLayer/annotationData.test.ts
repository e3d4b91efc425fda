import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

type Payload = Record<string, unknown> & { annotation_data: Record<string, { records: Record<string, unknown>[] }> };

describe("chart data's annotation_data", () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  const monthlyOrders = (annotationLayers: object[]) => ({
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
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2019-01-01 : 2019-04-01' }],
        row_limit: 100,
        annotation_layers: annotationLayers,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it("gives a NATIVE layer's annotations with epoch-ms dates, and nothing for a formula", async () => {
    const layer = (await admin.post('/api/v1/annotation_layer/', { name: 'Launches' })).json<{ id: number }>().id;
    await admin.post(`/api/v1/annotation_layer/${layer}/annotation/`, {
      short_descr: 'Launch',
      start_dttm: '2019-02-01T00:00:00',
      end_dttm: '2019-02-01T00:00:00',
    });
    const response = await admin.post(
      '/api/v1/chart/data',
      monthlyOrders([
        { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: layer, show: true },
        { name: 'Line', annotationType: 'FORMULA', sourceType: '', value: '2*x', show: true },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<{ result: Payload[] }>().result;
    expect(Object.keys(result.annotation_data)).toEqual(['Events']);
    expect(result.annotation_data.Events).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        {
          start_dttm: Date.UTC(2019, 1, 1),
          end_dttm: Date.UTC(2019, 1, 1),
          short_descr: 'Launch',
          long_descr: null,
          json_metadata: null,
        },
      ],
    });
  });

  it("gives a chart-sourced layer the saved chart's rows, and fails the query for a missing chart", async () => {
    const source = monthlyOrders([]);
    const chartId = await createChart(admin, {
      slice_name: 'Orders by month (annotations)',
      viz_type: 'echarts_timeseries_line',
      datasource_id: orders,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'echarts_timeseries_line', datasource: `${orders}__table` }),
      query_context: JSON.stringify(source),
    });
    const layer = {
      name: 'From chart',
      annotationType: 'EVENT',
      sourceType: 'table',
      value: chartId,
      show: true,
      timeColumn: 'order_date',
      titleColumn: 'count',
    };
    const response = await admin.post('/api/v1/chart/data', monthlyOrders([layer]));
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<{ result: Payload[] }>().result;
    expect(result.annotation_data['From chart'].records.map((row) => Number(row.order_date)).sort()).toEqual([
      Date.UTC(2019, 0, 1),
      Date.UTC(2019, 1, 1),
      Date.UTC(2019, 2, 1),
    ]);

    const missing = await admin.post('/api/v1/chart/data', monthlyOrders([{ ...layer, value: 999999 }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Error: The chart does not exist' });
  });
});
