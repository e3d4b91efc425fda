/**
 * The keys of a chart data result as Superset 6.1 sends them (found by the differential suite,
 * tests/superset/): `indexnames`, `detected_currency`, no `errors` on success, `is_cached` null for
 * a fresh result, `queried_dttm` with its zone and kept in the cache; samples keep the filters.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

type Payload = Record<string, unknown> & { data: Record<string, unknown>[] };

describe('chart data result keys', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let birthNames: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
  });
  afterAll(() => app.close());

  const byState = (extra: Record<string, unknown> = {}) => ({
    datasource: { id: birthNames, type: 'table' },
    queries: [
      {
        columns: ['gender'],
        metrics: ['count'],
        filters: [{ col: 'state', op: '==', val: 'CA' }],
        orderby: [['gender', true]],
        row_limit: 10,
      },
    ],
    result_format: 'json',
    result_type: 'full',
    ...extra,
  });
  const post = async (body: object) => {
    const response = await admin.post('/api/v1/chart/data', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Payload[] }>().result[0];
  };

  it('sends indexnames, detected_currency and no errors; a fresh result is not "cached" but null', async () => {
    const result = await post(byState());
    expect(result.indexnames).toEqual([0, 1]);
    expect(result).toHaveProperty('detected_currency', null);
    expect(result).not.toHaveProperty('errors');
    expect(result.is_cached).toBeNull();
    expect(result.cached_dttm).toBeNull();
    expect(result.queried_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);

    const cached = await post(byState());
    expect(cached.is_cached).toBe(true);
    expect(cached.queried_dttm).toBe(result.queried_dttm);
  });

  it("answers 'results' with detected_currency too", async () => {
    const result = await post(byState({ result_type: 'results' }));
    expect(Object.keys(result).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'detected_currency',
      'rowcount',
      'sql_rowcount',
    ]);
  });

  it('keeps the filters of the query for samples', async () => {
    const result = await post(byState({ result_type: 'samples' }));
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((row) => row.state === 'CA')).toBe(true);
    expect(result.applied_filters).toEqual([{ column: 'state' }]);
  });

  it('answers the samples pane with the whole drill-detail result and the paging (POST /datasource/samples)', async () => {
    const response = await admin.post(
      `/datasource/samples?datasource_type=table&datasource_id=${birthNames}&per_page=5&page=1`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{ result: Record<string, unknown> }>();
    for (const key of [
      'status',
      'query',
      'cache_key',
      'colnames',
      'coltypes',
      'indexnames',
      'data',
      'rowcount',
      'label_map',
      'applied_filters',
    ]) {
      expect(result).toHaveProperty(key);
    }
    expect(result).toMatchObject({ status: 'success', page: 1, per_page: 5, rowcount: 5 });
  });
});
