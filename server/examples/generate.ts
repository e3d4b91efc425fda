/** Writes the example database into a new DuckDB file by running the generator's SQL in order. */
import { DuckDBInstance } from '@duckdb/node-api';
import { mainStatements } from './mainTables';
import { referenceTables } from './referenceTables';
import { salesStatements } from './salesTables';

function firstWords(sql: string): string {
  return sql.trim().split(/\s+/).slice(0, 3).join(' ');
}

/** Creates every example table in `file` (which must not exist yet) and checkpoints it. */
export async function generateExampleDatabase(file: string, log: (line: string) => void): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  try {
    const conn = await instance.connect();
    try {
      for (const sql of [...referenceTables(), ...mainStatements(), ...salesStatements()]) {
        const started = performance.now();
        try {
          await conn.run(sql);
        } catch (error) {
          throw new Error(`Example data: "${firstWords(sql)}" failed: ${(error as Error).message}`, { cause: error });
        }
        const ms = performance.now() - started;
        if (ms > 100) log(`  ${firstWords(sql)} … ${Math.round(ms)} ms`);
      }
      await conn.run('CHECKPOINT');
    } finally {
      conn.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}
