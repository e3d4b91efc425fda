/**
 * Throwaway timing: DuckDBEngine.run() of 100,000 rows × 10 columns + JSON.stringify, against raw
 * `runAndReadAll(...).getRowObjectsJson()` + JSON.stringify on the same in-memory table.
 * Run with `npx tsx bench/engine-json.ts`.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBEngine } from '../server/engines/duckdb';

const ROUNDS = 7;
const QUERY = 'SELECT * FROM bench';
const CREATE = `CREATE TABLE bench AS SELECT
  i AS id,
  (hash(i, 'a') % 1000)::INTEGER AS small_int,
  (hash(i, 'b') % 1000000000)::BIGINT AS big_int,
  (hash(i, 'c') % 100000) / 100.0 AS amount_double,
  ((hash(i, 'd') % 1000000) / 100)::DECIMAL(18,2) AS price,
  'name_' || (hash(i, 'e') % 5000) AS name,
  ['red', 'green', 'blue'][1 + (hash(i, 'f') % 3)::INTEGER] AS colour,
  DATE '2019-01-01' + (hash(i, 'g') % 2500)::INTEGER AS day,
  TIMESTAMP '2019-01-01' + INTERVAL (hash(i, 'h') % 200000000) SECOND AS created_at,
  hash(i, 'k') % 2 = 0 AS flag
FROM range(100000) t(i)`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(label: string, work: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    bytes = await work();
    times.push(performance.now() - start);
  }
  const result = median(times);
  console.log(`${label}: median ${result.toFixed(1)} ms over ${ROUNDS} rounds (${(bytes / 1e6).toFixed(1)} MB JSON)`);
  return result;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-json-'));
const file = path.join(dir, 'bench.duckdb');
const setup = await DuckDBInstance.create(file);
const setupConn = await setup.connect();
await setupConn.run(CREATE);
setupConn.closeSync();
setup.closeSync();

const instance = await DuckDBInstance.fromCache(file);
const raw = await instance.connect();
const engine = await DuckDBEngine.open(file);

const rawMs = await time('raw runAndReadAll + getRowObjectsJson + stringify', async () => {
  const reader = await raw.runAndReadAll(QUERY);
  return JSON.stringify(reader.getRowObjectsJson()).length;
});
const runMs = await time('engine.run + stringify', async () => {
  const result = await engine.run(QUERY);
  return JSON.stringify(result).length;
});
const convertOnly = await time('engine.run only (no stringify)', async () => {
  const result = await engine.run(QUERY);
  return result.rows.length * 0;
});
console.log(`ratio run/raw: ${(runMs / rawMs).toFixed(2)} (run without stringify ${convertOnly.toFixed(1)} ms)`);
const limited = await time('engine.run maxRows 1000', async () => (await engine.run(QUERY, { maxRows: 1000 })).rows.length);
console.log(`maxRows 1000: ${limited.toFixed(1)} ms`);

raw.closeSync();
await engine.close();
instance.closeSync();
rmSync(dir, { recursive: true, force: true });
