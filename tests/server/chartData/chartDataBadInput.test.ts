/**
 * Input Superset answers with a server error (an object as a filter value) is a 400 here, in the
 * chart data API's error shape; an id beyond the database's integers is a missing dataset.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('chart data with bad input', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  const withFilter = (filter: Record<string, unknown>) => ({
    datasource: { id: orders, type: 'table' },
    queries: [{ columns: ['status'], metrics: ['count'], filters: [filter], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  });

  it('an object as a filter value is a 400', async () => {
    for (const filter of [
      { col: 'status', op: 'IN', val: {} },
      { col: 'status', op: '==', val: { a: 1 } },
    ]) {
      const response = await admin.post('/api/v1/chart/data', withFilter(filter));
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json(), JSON.stringify(filter)).toEqual({
        message: 'Error: Filter values must be strings, numbers, booleans or null',
      });
    }
  });

  it('samples refuse an object as a filter value too', async () => {
    const response = await admin.post(`/datasource/samples?datasource_type=table&datasource_id=${orders}`, {
      filters: [{ col: 'status', op: '==', val: {} }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('a string datasource id is read as decimal digits only: "0x1" names no dataset', async () => {
    const hex = await admin.post('/api/v1/chart/data', {
      ...withFilter({ col: 'status', op: '==', val: 'x' }),
      datasource: { id: '0x1', type: 'table' },
    });
    expect(hex.statusCode).toBe(404);
    const digits = await admin.post('/api/v1/chart/data', {
      ...withFilter({ col: 'status', op: '==', val: 'x' }),
      datasource: { id: String(orders), type: 'table' },
    });
    expect(digits.statusCode).toBe(200);
  });

  it('a datasource id beyond the database’s integers names no dataset: 404, as Superset answers for 2147483648', async () => {
    const response = await admin.post('/api/v1/chart/data', {
      ...withFilter({ col: 'status', op: '==', val: 'x' }),
      datasource: { id: 1e23, type: 'table' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
