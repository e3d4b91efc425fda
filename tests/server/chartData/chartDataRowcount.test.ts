/**
 * The table's server pagination through the chart data API: a page query (row_limit, row_offset,
 * orderby) next to an `is_rowcount` query counting every row the unpaged query would return.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

type Payload = { data: Record<string, unknown>[]; colnames: string[]; rowcount: number };

describe('chart data API: is_rowcount queries', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let orders: number;

  const byCountry = {
    columns: ['country'],
    metrics: ['count'],
    filters: [],
    extras: { where: '', having: '' },
  };
  const post = async (queries: object[]) => {
    const response = await admin.post('/api/v1/chart/data', {
      datasource: { id: orders, type: 'table' },
      queries,
      result_format: 'json',
      result_type: 'full',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Payload[] }>().result;
  };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    orders = await exampleDatasetId(app, 'sales', 'orders');
  });
  afterAll(() => app.close());

  it('answers a page and the count of all its rows, as the table with server pagination asks', async () => {
    const [everything] = await post([{ ...byCountry, orderby: [['country', true]], row_limit: 1000 }]);
    const countries = everything.data.map((row) => row.country);
    expect(countries.length).toBeGreaterThan(4);

    const [page, count] = await post([
      { ...byCountry, orderby: [['country', true]], row_limit: 2, row_offset: 2 },
      { ...byCountry, orderby: [['country', true]], row_limit: 1000, row_offset: 0, is_rowcount: true },
    ]);
    expect(page.data.map((row) => row.country)).toEqual(countries.slice(2, 4));
    expect(count.colnames).toEqual(['rowcount']);
    expect(count.data).toEqual([{ rowcount: countries.length }]);
  });

  it('counts no more rows than the row limit of the count query', async () => {
    const [count] = await post([{ ...byCountry, orderby: [], row_limit: 3, row_offset: 0, is_rowcount: true }]);
    expect(count.data).toEqual([{ rowcount: 3 }]);
  });

  it('sorts the page on the server by the column the user chose, descending', async () => {
    const [everything] = await post([{ ...byCountry, orderby: [['country', false]], row_limit: 1000 }]);
    const [page] = await post([{ ...byCountry, orderby: [['country', false]], row_limit: 3, row_offset: 0 }]);
    expect(page.data.map((row) => row.country)).toEqual(everything.data.slice(0, 3).map((row) => row.country));
    const sorted = [...everything.data.map((row) => String(row.country))].sort().reverse();
    expect(page.data.map((row) => row.country)).toEqual(sorted.slice(0, 3));
  });
});
