/**
 * Runs a script the way `DuckDBConnection.stream` does — DuckDB splits it, every statement but the
 * last runs, the last one streams — with each statement checked against the lockdown before it
 * runs, on DuckDB's own parse (so no comment, quote or string trick can hide a statement from it).
 */
import type { DuckDBConnection, DuckDBResult } from '@duckdb/node-api';
import { assertAllowedStatement, assertNoRefusedFunction, leavesConnectionClean } from './duckdbLockdown';
import { EngineError } from './types';

interface ScriptRun {
  /** The last statement's result, still streaming. */
  result: DuckDBResult;
  /** False when a statement may have left state on the connection (settings, temp objects, transactions). */
  connectionClean: boolean;
}

export const STATEMENT_COUNT_MISMATCH =
  'The query could not be read as the database reads it (its statements were split differently). Please check its comments and quotes.';

export async function streamScript(
  conn: DuckDBConnection,
  sql: string,
  options: { expectedStatements?: number; checkStopped: () => void },
): Promise<ScriptRun> {
  assertNoRefusedFunction(sql);
  const statements = await conn.extractStatements(sql);
  if (options.expectedStatements !== undefined && options.expectedStatements !== statements.count) {
    throw new EngineError(STATEMENT_COUNT_MISMATCH, 'not_allowed');
  }
  let connectionClean = true;
  for (let index = 0; ; index += 1) {
    options.checkStopped();
    const prepared = await statements.prepare(index);
    try {
      assertAllowedStatement(prepared.statementType);
      connectionClean &&= leavesConnectionClean(prepared.statementType);
      if (index === statements.count - 1) return { result: await prepared.stream(), connectionClean };
      await prepared.run();
    } finally {
      prepared.destroySync();
    }
  }
}
