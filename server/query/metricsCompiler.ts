/**
 * Metrics → SQL (Superset's adhoc_metric_to_sqla and SqlMetric.get_sqla_col): saved metrics by
 * name, SIMPLE adhoc metrics as AGG(column), SQL adhoc metrics as their checked expression.
 */
import { QueryObjectValidationError } from './queryErrors';
import type { QueryDataset } from './queryDataset';
import { getMetricLabel } from '../../common/labels';
import { isAdhocMetric, type AdhocMetric, type QueryMetric } from '../../common/queryObject';
import { quoteIdentifier } from './sqlLiterals';

export interface CompiledMetric {
  label: string;
  sql: string;
}

const AGGREGATES: Readonly<Record<string, (column: string) => string>> = {
  AVG: (column) => `AVG(${column})`,
  COUNT: (column) => `COUNT(${column})`,
  COUNT_DISTINCT: (column) => `COUNT(DISTINCT ${column})`,
  MAX: (column) => `MAX(${column})`,
  MIN: (column) => `MIN(${column})`,
  SUM: (column) => `SUM(${column})`,
};

function adhocMetricSql(metric: AdhocMetric, dataset: QueryDataset): string {
  if (metric.expressionType === 'SQL') {
    if (typeof metric.sqlExpression !== 'string')
      throw new QueryObjectValidationError('Adhoc metric expressionType is invalid');
    return dataset.fragment(metric.sqlExpression);
  }
  if (metric.expressionType !== 'SIMPLE')
    throw new QueryObjectValidationError('Adhoc metric expressionType is invalid');
  const aggregate = AGGREGATES[metric.aggregate];
  if (!aggregate) throw new QueryObjectValidationError(`Invalid aggregate: ${String(metric.aggregate)}`);
  const columnName = String(metric.column?.column_name ?? '');
  const column = dataset.columnsByName.get(columnName);
  return aggregate(column ? dataset.columnSql(column) : quoteIdentifier(columnName));
}

/** One metric's SQL and label; an unknown saved metric is "Metric '…' does not exist". */
export function compileMetric(metric: QueryMetric, dataset: QueryDataset): CompiledMetric {
  if (isAdhocMetric(metric)) return { label: getMetricLabel(metric), sql: adhocMetricSql(metric, dataset) };
  const saved = dataset.metricsByName.get(metric);
  if (!saved) throw new QueryObjectValidationError(`Metric '${metric}' does not exist`);
  return { label: metric, sql: dataset.metricSql(saved) };
}
