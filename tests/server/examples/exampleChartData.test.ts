/** Every example chart answers its saved-chart data endpoint with rows, as charts saved from Explore do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../../server/examples/charts';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface ChartDataReply {
  result: { rowcount: number; colnames: string[]; data: Record<string, unknown>[]; error?: string | null }[];
}

describe('example chart data', () => {
  let test: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await callerFor(test.app, 'admin');
  });
  afterAll(async () => {
    await test.app.close();
  });

  it('has at least 12 examples of different viz types', () => {
    expect(new Set(EXAMPLE_CHARTS.map((example) => example.params.viz_type)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(EXAMPLE_CHARTS.map((example) => example.uuid)).size).toBe(EXAMPLE_CHARTS.length);
  });

  it.each(EXAMPLE_CHARTS.map((example) => [example.slice_name, example.uuid] as const))(
    'answers 200 with rows for "%s"',
    async (_name, uuid) => {
      const chart = await test.app.store.charts.findByUuid(uuid);
      expect(chart?.query_context).toBeTruthy();
      const reply = await admin.get<ChartDataReply>(`/api/v1/chart/${chart?.id}/data/`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.data.result.length).toBeGreaterThan(0);
      for (const result of reply.data.result) {
        expect(result.error ?? null).toBeNull();
        expect(result.rowcount).toBeGreaterThan(0);
        expect(result.data.length).toBeGreaterThan(0);
      }
    },
  );
});
