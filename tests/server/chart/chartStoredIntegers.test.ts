/**
 * Integers a chart or dataset keeps as they come (cache timeout, offset) must fit their column:
 * Superset's PostgreSQL fails larger ones with a server error; here they are a 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from './chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('stored integers beyond their column', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it('a chart cache timeout beyond INTEGER is a 400', async () => {
    const put = await admin.put('/api/v1/chart/1', { cache_timeout: 2 ** 31 });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ message: { cache_timeout: ['Must be less than or equal to 2147483647.'] } });
    const post = await admin.post('/api/v1/chart/', {
      slice_name: 'Huge timeout',
      datasource_id: orders,
      datasource_type: 'table',
      cache_timeout: -1e23,
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ message: { cache_timeout: ['Must be greater than or equal to -2147483648.'] } });
  });

  it('a dataset offset or cache timeout beyond INTEGER is a 400', async () => {
    const response = await admin.put(`/api/v1/dataset/${orders}`, {
      offset: 2 ** 53 + 2,
      cache_timeout: 2 ** 31,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: {
        offset: ['Must be less than or equal to 2147483647.'],
        cache_timeout: ['Must be less than or equal to 2147483647.'],
      },
    });
  });

  it('a lookup id beyond INTEGER is a missing object, as on Superset’s PostgreSQL', async () => {
    const response = await admin.post('/api/v1/chart/', {
      slice_name: 'Missing',
      datasource_id: 1e23,
      datasource_type: 'table',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
