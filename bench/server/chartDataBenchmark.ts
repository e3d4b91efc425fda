import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { measured, type Benchmark } from '../benchmark';
import { percentile } from '../stats';

const ROUNDS = 9;
const PASSWORD = 'bench-password';

/** A monthly count and revenue sum over the 1,000,000-row sales.orders, by channel, as a line chart asks. */
function monthlyAggregate(datasetId: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    result_format: 'json',
    result_type: 'full',
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
          'channel',
        ],
        metrics: ['count', 'sum__revenue'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        orderby: [['count', false]],
        row_limit: 10000,
        series_columns: ['channel'],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['order_date'],
              columns: ['channel'],
              aggregates: { count: { operator: 'mean' }, sum__revenue: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ],
  };
}

/** POST /api/v1/chart/data for a monthly aggregate over 1M rows, in-process (target ≤ 100 ms, uncached). */
export const chartDataBenchmark: Benchmark = {
  name: 'chart-data',
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
    const app = await buildApp(loadConfig({ TESSERA_DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }));
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username: 'admin', password: PASSWORD, provider: 'db' },
      });
      const token = login.json<{ access_token: string }>().access_token;
      const database = await app.store.databases.findByName('examples');
      const dataset = database ? await app.store.datasets.findByTable(database.id, 'sales', 'orders') : null;
      if (!dataset) throw new Error('No sales.orders dataset');
      const post = async (force: boolean): Promise<number> => {
        const started = performance.now();
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/chart/data',
          headers: { authorization: `Bearer ${token}` },
          payload: monthlyAggregate(dataset.id, force),
        });
        const elapsed = performance.now() - started;
        if (reply.statusCode !== 200)
          throw new Error(`chart data answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
        const rows = reply.json<{ result: Array<{ rowcount: number }> }>().result[0].rowcount;
        if (rows < 80) throw new Error(`expected about 84 months, got ${rows}`);
        return elapsed;
      };
      await post(true); // warm-up
      const uncached: number[] = [];
      const cached: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        uncached.push(await post(true));
        cached.push(await post(false));
      }
      return {
        rows: [
          measured('monthly aggregate over 1M rows, uncached (median)', percentile(uncached, 0.5), 'ms', {
            atMost: 100,
          }),
          measured('monthly aggregate over 1M rows, uncached (p95)', percentile(uncached, 0.95), 'ms'),
          measured('same query from the data cache (median)', percentile(cached, 0.5), 'ms'),
        ],
        notes: [
          'In-process (Fastify inject): validation, auth, dataset lookup, SQL compile, DuckDB, pivot + flatten, JSON reply; no network.',
          `Median of ${ROUNDS} rounds after one warm-up; force:true bypasses the data cache.`,
        ],
      };
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
