import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { measured, type Benchmark } from '../benchmark';
import { percentile } from '../stats';

const ROUNDS = 5;
const ROWS = 100_000;
/** Ten columns of mixed types from the 1M-row example table. */
const SQL = `SELECT order_id, order_date, customer_id, product_id, channel, status, quantity, unit_price, discount, revenue
FROM sales.orders ORDER BY order_id LIMIT ${ROWS}`;
const PASSWORD = 'bench-password';

async function timeRounds(work: () => Promise<void>): Promise<number> {
  await work(); // warm-up: file pages, plans, JIT
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

/** The embedded server's execute (request → JSON reply body), in-process through `inject`. */
async function measureServer(dataDir: string): Promise<{ ms: number; examplesFile: string }> {
  const config = { ...loadConfig({ TESSERA_DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }) };
  const app = await buildApp(config);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: PASSWORD, provider: 'db' },
    });
    const token = login.json<{ access_token: string }>().access_token;
    let round = 0;
    const ms = await timeRounds(async () => {
      round += 1;
      const reply = await app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          client_id: `bench${round}`,
          database_id: 1,
          sql: SQL,
          runAsync: false,
          schema: 'sales',
          tab: 'bench',
          sql_editor_id: 'bench',
          queryLimit: ROWS,
        },
      });
      if (reply.statusCode !== 200)
        throw new Error(`execute answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
      const rows = reply.json<{ data: unknown[] }>().data.length;
      if (rows !== ROWS) throw new Error(`execute returned ${rows} rows, expected ${ROWS}`);
    });
    return { ms, examplesFile: path.join(dataDir, 'examples.duckdb') };
  } finally {
    await app.close();
  }
}

/** The floor: DuckDB's own reader and JSON.stringify, on the same file and query. */
async function measureRawDuckDb(file: string): Promise<number> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return await timeRounds(async () => {
      const reader = await connection.runAndReadAll(SQL);
      JSON.stringify({ data: reader.getRowObjectsJson() });
    });
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** SQL Lab's sync execute of 100,000 rows x 10 columns against raw DuckDB + JSON (target ≤ 1.5x). */
export const serverExecuteBenchmark: Benchmark = {
  name: 'execute',
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
    try {
      const server = await measureServer(dataDir);
      const rawMs = await measureRawDuckDb(server.examplesFile);
      return {
        rows: [
          measured('server execute, 100k rows x 10 columns (median)', server.ms, 'ms'),
          measured('raw DuckDB getRowObjectsJson + JSON.stringify (median)', rawMs, 'ms'),
          measured('server / raw', server.ms / rawMs, 'x', { atMost: 1.5 }),
        ],
        notes: [
          'In-process (Fastify inject): includes validation, auth, the query record, value conversion and the JSON reply; no network.',
          `Median of ${ROUNDS} rounds after one warm-up; the first start also generates the example data (not timed).`,
        ],
      };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
