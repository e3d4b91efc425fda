/**
 * `orderby` pairs → ORDER BY terms, resolved as Superset's get_sqla_query does: an adhoc metric (or
 * adhoc column) by its expression, a name as a dataset column, then a selected metric's label, then
 * a saved metric. Ordering by a metric makes the query aggregate even without metrics.
 */
import type { CompiledMetric } from './metricsCompiler';
import { compileMetric } from './metricsCompiler';
import { QueryObjectValidationError } from './queryErrors';
import type { QueryDataset } from './queryDataset';
import { isAdhocColumn, isAdhocMetric, type QueryColumn, type QueryMetric } from '../../common/queryObject';

export interface OrderTerm {
  sql: string;
  ascending: boolean;
}

interface CompiledOrderby {
  terms: OrderTerm[];
  /** True when a term is a metric (the query then needs GROUP BY). */
  needsGroupby: boolean;
}

export function compileOrderby(
  orderby: readonly [QueryMetric | QueryColumn, boolean][],
  metrics: readonly CompiledMetric[],
  dataset: QueryDataset,
): CompiledOrderby {
  let needsGroupby = false;
  const terms = orderby.map(([target, ascending]): OrderTerm => {
    if (isAdhocMetric(target) || isAdhocColumn(target)) {
      needsGroupby = true;
      const sql =
        isAdhocMetric(target) && 'aggregate' in target
          ? compileMetric(target, dataset).sql
          : dataset.fragment(target.sqlExpression);
      return { sql, ascending: Boolean(ascending) };
    }
    const name = String(target);
    const column = dataset.columnsByName.get(name);
    if (column) return { sql: dataset.columnSql(column), ascending: Boolean(ascending) };
    const selected = metrics.find((metric) => metric.label === name);
    if (selected) {
      needsGroupby = true;
      return { sql: selected.sql, ascending: Boolean(ascending) };
    }
    const saved = dataset.metricsByName.get(name);
    if (saved) {
      needsGroupby = true;
      return { sql: dataset.metricSql(saved), ascending: Boolean(ascending) };
    }
    throw new QueryObjectValidationError(`Unknown column used in orderby: ${name}`);
  });
  return { terms, needsGroupby };
}
