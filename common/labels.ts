/**
 * The names of a query's result columns: the server names them, the client finds its values by
 * the same names, so both use these (Superset's get_metric_name and get_column_name).
 */
import type { QueryColumn, QueryMetric } from './queryObject';

/** A saved metric's name, else the label, else `AGG(column)` (the column alone without an aggregate), else the SQL. */
export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression;
  // Untyped input (stored form data, other clients) may lack the column or the aggregate.
  const columnName = metric.column?.column_name;
  return metric.aggregate ? `${metric.aggregate}(${columnName})` : String(columnName);
}

/** A column's name, or the adhoc column's label (its SQL when unlabelled). */
export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}
