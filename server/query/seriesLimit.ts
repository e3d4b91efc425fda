/**
 * The series limit (Superset's `series_limit`): the main query is joined to a subquery that ranks
 * the series by a metric and keeps the top N, as Superset's get_sqla_query does on engines with
 * joins. Series columns are selected as `<label>__`, the ranking metric as `mme_inner__`.
 */
import type { CompiledColumn } from './columnsCompiler';
import { quoteIdentifier } from './sqlLiterals';

const SERIES_LIMIT_ALIAS = 'series_limit';
const INNER_METRIC_ALIAS = 'mme_inner__';

interface SeriesLimitInput {
  /** The main query's FROM clause (the subquery reads the same table). */
  from: string;
  seriesColumns: readonly CompiledColumn[];
  /** WHERE predicates of the main query (no HAVING) plus the inner time filter. */
  where: readonly string[];
  /** The first metric (COUNT(*) when there is none): selected and, by default, ranked on. */
  mainMetricSql: string;
  /** `series_limit_metric` when given: the ranking expression. */
  rankSql: string | null;
  orderDesc: boolean;
  limit: number;
}

/** `JOIN (…) AS "series_limit" ON outer = "series_limit"."<label>__" AND …`. */
export function seriesLimitJoin(input: SeriesLimitInput): string {
  const inner = input.seriesColumns.map((column) => ({ sql: column.sql, alias: `${column.label}__` }));
  const lines = [
    `SELECT ${[...inner.map((column) => `${column.sql} AS ${quoteIdentifier(column.alias)}`), `${input.mainMetricSql} AS ${quoteIdentifier(INNER_METRIC_ALIAS)}`].join(', ')}`,
    `FROM ${input.from}`,
  ];
  if (input.where.length) lines.push(`WHERE ${input.where.join(' AND ')}`);
  lines.push(`GROUP BY ${inner.map((column) => column.sql).join(', ')}`);
  const rank = input.rankSql ?? quoteIdentifier(INNER_METRIC_ALIAS);
  lines.push(`ORDER BY ${rank} ${input.orderDesc ? 'DESC' : 'ASC'}`);
  lines.push(`LIMIT ${Math.floor(input.limit)}`);
  const on = inner.map(
    (column) =>
      `${column.sql} IS NOT DISTINCT FROM ${quoteIdentifier(SERIES_LIMIT_ALIAS)}.${quoteIdentifier(column.alias)}`,
  );
  return `JOIN (\n${lines.join('\n')}\n) AS ${quoteIdentifier(SERIES_LIMIT_ALIAS)} ON ${on.join(' AND ')}`;
}
