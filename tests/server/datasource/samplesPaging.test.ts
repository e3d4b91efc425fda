/** POST /datasource/samples pages a dataset's rows: `page`, `per_page` (at most SAMPLES_ROW_LIMIT), `total_count`. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../dataset/datasetRequests';
import { callerFor, type Caller } from '../helpers/caller';

interface SamplesReply {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    coltypes: number[];
    total_count: number;
    page: number;
    per_page: number;
  };
}

const SAMPLES_ROW_LIMIT = 50;

describe('POST /datasource/samples paging', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let dailyMetrics: number;

  const samples = async (query: string, body: object = {}) => {
    const response = await admin.post(
      `/datasource/samples?datasource_type=table&datasource_id=${dailyMetrics}${query}`,
      body,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SamplesReply>().result;
  };

  beforeAll(async () => {
    ({ app } = await createTestApp({ config: { SAMPLES_ROW_LIMIT } }));
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    dailyMetrics = await exampleDatasetId(app, 'main', 'daily_metrics');
  });
  afterAll(() => app.close());

  it('defaults to page 1 of SAMPLES_ROW_LIMIT rows, with the count of all rows', async () => {
    const result = await samples('');
    expect(result).toMatchObject({ page: 1, per_page: SAMPLES_ROW_LIMIT, total_count: 7671 });
    expect(result.data).toHaveLength(SAMPLES_ROW_LIMIT);
    expect(result.colnames.length).toBeGreaterThan(1);
  });

  it('caps per_page at SAMPLES_ROW_LIMIT', async () => {
    const result = await samples('&per_page=5000&page=1');
    expect(result.per_page).toBe(SAMPLES_ROW_LIMIT);
    expect(result.data).toHaveLength(SAMPLES_ROW_LIMIT);
  });

  it('gives consecutive pages that continue one another, the last one short and past it none', async () => {
    const firstTen = await samples('&per_page=10&page=1');
    const pageOne = await samples('&per_page=5&page=1');
    const pageTwo = await samples('&per_page=5&page=2');
    expect([...pageOne.data, ...pageTwo.data]).toEqual(firstTen.data);

    const lastPage = Math.ceil(7671 / 10);
    const last = await samples(`&per_page=10&page=${lastPage}`);
    expect(last).toMatchObject({ page: lastPage, per_page: 10, total_count: 7671 });
    expect(last.data).toHaveLength(1);
    const beyond = await samples(`&per_page=10&page=${lastPage + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.total_count).toBe(7671);
  });

  it('counts only the rows the filters keep', async () => {
    const all = await samples('&per_page=1');
    const firstColumn = all.colnames[0];
    const firstValue = all.data[0][firstColumn];
    const filtered = await samples('&per_page=10', { filters: [{ col: firstColumn, op: '==', val: firstValue }] });
    expect(filtered.total_count).toBeGreaterThan(0);
    expect(filtered.total_count).toBeLessThan(7671);
    expect(filtered.data.every((row) => row[firstColumn] === firstValue)).toBe(true);
  });

  it('refuses a page or per_page below 1', async () => {
    for (const query of ['&page=0', '&per_page=0', '&page=-1']) {
      const response = await admin.post(
        `/datasource/samples?datasource_type=table&datasource_id=${dailyMetrics}${query}`,
        {},
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});
