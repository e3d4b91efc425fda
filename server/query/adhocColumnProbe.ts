/**
 * Superset probes the type of an adhoc column expression that is not a dataset column (to truncate
 * a temporal x-axis, and to reject a filter on an expression that does not resolve). This runs
 * `SELECT <expr> FROM <dataset> LIMIT 0` per expression on the engine and reports the result
 * column's type, or null when the engine cannot resolve it.
 */
import { EngineError, type QueryEngine } from '../engines/types';
import type { AdhocExpressionType } from './columnsCompiler';
import { adhocExpressionsToProbe } from './queryCompiler';
import type { QueryDataset } from './queryDataset';
import type { PreparedQuery } from './queryObjectTypes';
import { quoteIdentifier } from './sqlLiterals';
import { assertSingleSelect } from './sqlFragmentGuard';

export async function probeAdhocColumns(
  query: PreparedQuery,
  dataset: QueryDataset,
  engine: QueryEngine,
  options: { schema?: string | null; signal?: AbortSignal } = {},
): Promise<Map<string, AdhocExpressionType>> {
  const types = new Map<string, AdhocExpressionType>();
  for (const expression of adhocExpressionsToProbe(query, dataset)) {
    const sql = `SELECT ${dataset.fragment(expression)} AS ${quoteIdentifier('probe')}\nFROM ${dataset.fromClause()}\nLIMIT 0`;
    assertSingleSelect(sql);
    try {
      const result = await engine.run(sql, { schema: options.schema ?? dataset.record.schema, signal: options.signal });
      types.set(expression, { isDttm: result.columns[0]?.is_dttm ?? false });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      types.set(expression, null);
    }
  }
  return types;
}
