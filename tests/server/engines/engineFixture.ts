/** A DuckDB engine on a fresh temporary database file, for the engine tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBEngine } from '../../../server/engines/duckdb';

export interface TempEngine {
  engine: DuckDBEngine;
  dispose(): Promise<void>;
}

export async function openTempEngine(): Promise<TempEngine> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-engine-'));
  const engine = await DuckDBEngine.open(path.join(dir, 'test.duckdb'));
  return {
    engine,
    async dispose() {
      await engine.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
