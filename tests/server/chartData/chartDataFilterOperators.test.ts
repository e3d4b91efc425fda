import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

/** REGEX, IS TRUE and IS FALSE through the chart data API, as Explore sends them (spec charts §5, §9). */
describe('chart data filter operators', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  const countWhere = async (filters: object[]): Promise<number> => {
    const response = await admin.post('/api/v1/chart/data', {
      datasource: { id: orders, type: 'table' },
      queries: [{ columns: [], metrics: ['count'], filters, row_limit: 10 }],
      result_format: 'json',
      result_type: 'full',
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json<{ result: { data: { count: number }[] }[] }>().result[0]!.data[0]!.count);
  };
  const isOnline = { expressionType: 'SQL', sqlExpression: "channel = 'Online'", label: 'is_online' };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it('REGEX keeps the rows whose value matches the pattern', async () => {
    const byRegex = await countWhere([{ col: 'channel', op: 'REGEX', val: '^(Online|Retail)$' }]);
    const byList = await countWhere([{ col: 'channel', op: 'IN', val: ['Online', 'Retail'] }]);
    expect(byRegex).toBeGreaterThan(0);
    expect(byRegex).toBe(byList);
    expect(await countWhere([{ col: 'channel', op: 'REGEX', val: '^nothing matches$' }])).toBe(0);
  });

  it('IS TRUE and IS FALSE take no value and split the rows', async () => {
    const all = await countWhere([]);
    const online = await countWhere([{ col: isOnline, op: 'IS TRUE' }]);
    const notOnline = await countWhere([{ col: isOnline, op: 'IS FALSE' }]);
    expect(online).toBe(await countWhere([{ col: 'channel', op: '==', val: 'Online' }]));
    expect(online).toBeGreaterThan(0);
    expect(online + notOnline).toBe(all);
  });
});
