import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDatasetId } from '../chart/chartTestApp';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('the datasource named by explore form data', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  const exploreWith = async (datasource: string) => {
    const stored = await admin.post('/api/v1/explore/form_data', {
      datasource_id: orders,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource, viz_type: 'table' }),
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const { key } = stored.json<{ key: string }>();
    const response = await admin.get(`/api/v1/explore/?form_data_key=${key}`);
    return response.json<{ result: { dataset: { id?: number } } }>().result;
  };

  it('reads the id of "<id>__<type>" as decimal digits only: "0x1__table" is not dataset 1', async () => {
    expect((await exploreWith(`${orders}__table`)).dataset.id).toBe(orders);
    expect((await exploreWith('0x1__table')).dataset.id).not.toBe(1);
  });
});
