/**
 * A PreparedQuery + its dataset → one DuckDB SELECT (Superset's SqlaTable.get_sqla_query):
 *
 *   SELECT [__timestamp,] columns…, metrics… FROM table|(virtual SQL) AS virtual_table
 *   [JOIN (top-N series subquery) AS series_limit ON …]
 *   WHERE filters AND time filter AND (extras.where) GROUP BY … HAVING (extras.having)
 *   ORDER BY … LIMIT row_limit OFFSET row_offset
 *
 * Every name is quoted, every value a literal, every custom SQL fragment checked and wrapped in
 * parentheses; the result is asserted to be a single SELECT.
 */
import {
  compileGroupbyColumn,
  compileRawColumn,
  type AdhocExpressionType,
  type ColumnContext,
  type CompiledColumn,
} from './columnsCompiler';
import { compileFilters } from './filtersCompiler';
import { compileMetric, type CompiledMetric } from './metricsCompiler';
import { compileOrderby, type OrderTerm } from './orderbyCompiler';
import { QueryObjectValidationError } from './queryErrors';
import type { QueryDataset } from './queryDataset';
import { getColumnLabel } from '../../common/labels';
import { DTTM_ALIAS, isAdhocColumn } from '../../common/queryObject';
import type { PreparedQuery } from './queryObjectTypes';
import { timeFilterSql, type TimeRangeClock } from './queryTimeRange';
import { seriesLimitJoin } from './seriesLimit';
import { assertSingleSelect } from './sqlFragmentGuard';
import { quoteIdentifier } from './sqlLiterals';

export interface CompileOptions {
  /** Probed types of adhoc expressions (see probeAdhocColumns). */
  adhocTypes?: ReadonlyMap<string, AdhocExpressionType>;
  clock?: TimeRangeClock;
}

export interface AppliedFilter {
  column: string;
}

export interface RejectedFilter {
  column: string;
  reason: 'not_in_datasource' | 'no_temporal_column';
}

export interface CompiledQuery {
  sql: string;
  /** The result's columns, in order. */
  labels: string[];
  metricLabels: string[];
  columnLabels: string[];
  /** Output columns holding the time axis (base axis, granularity, __timestamp). */
  temporalLabels: string[];
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
}

interface SelectItem {
  label: string;
  sql: string;
}

/** Superset's get_time_filter_status for `applied_time_extras` (__time_range, __time_col, __time_grain). */
function timeExtrasStatus(
  query: PreparedQuery,
  dataset: QueryDataset,
): { applied: AppliedFilter[]; rejected: RejectedFilter[] } {
  const temporal = dataset.temporalColumnNames;
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  const timeColumn = query.appliedTimeExtras.__time_col;
  if (timeColumn) {
    if (temporal.includes(timeColumn)) applied.push({ column: '__time_col' });
    else rejected.push({ column: '__time_col', reason: 'not_in_datasource' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    if (key === '__time_grain' ? !(key in query.appliedTimeExtras) : !query.appliedTimeExtras[key]) continue;
    if (temporal.length) applied.push({ column: key });
    else rejected.push({ column: key, reason: 'no_temporal_column' });
  }
  return { applied, rejected };
}

function orderSql(term: OrderTerm, select: readonly SelectItem[]): string {
  const selected = select.find((item) => item.sql === term.sql);
  return `${selected ? quoteIdentifier(selected.label) : term.sql} ${term.ascending ? 'ASC' : 'DESC'}`;
}

function dedupeByLabel(items: readonly SelectItem[]): SelectItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.label) ? false : (seen.add(item.label), true)));
}

export function compileQuery(query: PreparedQuery, dataset: QueryDataset, options: CompileOptions = {}): CompiledQuery {
  const record = dataset.record;
  const timeGrain = query.extras.time_grain_sqla || null;
  let granularity = query.granularity;
  if (granularity !== null && !dataset.temporalColumnNames.includes(granularity)) granularity = record.main_dttm_col;
  if (!granularity && query.isTimeseries) {
    throw new QueryObjectValidationError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  }
  const metricsGiven = query.metrics !== null;
  if (!query.metrics?.length && !query.columns.length) throw new QueryObjectValidationError('Empty query?');

  let metrics: CompiledMetric[] = (query.metrics ?? []).map((metric) => compileMetric(metric, dataset));
  const mainMetricSql = metrics[0]?.sql ?? 'COUNT(*)';
  const orderby = compileOrderby(query.orderby, metrics, dataset);
  const needGroupby = metricsGiven || orderby.needsGroupby;

  const context: ColumnContext = { dataset, granularity, timeGrain, adhocTypes: options.adhocTypes };
  const columns = query.columns.filter((column) => column !== DTTM_ALIAS);
  const seriesLabels = query.seriesColumns.map(getColumnLabel);
  let selectColumns: CompiledColumn[] = [];
  const groupby: SelectItem[] = [];
  const seriesColumns: CompiledColumn[] = [];
  if (needGroupby) {
    selectColumns = columns.map((column) => compileGroupbyColumn(column, context));
    for (const column of selectColumns) {
      groupby.push(column);
      const isSeries = (query.isTimeseries && !seriesLabels.length) || seriesLabels.includes(column.label);
      if (isSeries && !column.isBaseAxis) seriesColumns.push(column);
    }
  } else if (columns.length) {
    selectColumns = columns.map((column) => compileRawColumn(column, context));
    metrics = [];
  }

  const where: string[] = [];
  const timeWhere: string[] = [];
  const select: SelectItem[] = [...selectColumns];
  const temporalLabels = selectColumns.filter((column) => column.isBaseAxis).map((column) => column.label);
  const dttmColumn = granularity ? dataset.columnsByName.get(granularity) : undefined;
  if (granularity) {
    if (!dttmColumn || !dttmColumn.is_dttm)
      throw new QueryObjectValidationError(`Time column "${granularity}" does not exist in dataset`);
    if (query.isTimeseries) {
      const timestamp = { label: DTTM_ALIAS, sql: dataset.timestampSql(dttmColumn, timeGrain) };
      select.unshift(timestamp);
      if (needGroupby) groupby.unshift(timestamp);
      temporalLabels.unshift(DTTM_ALIAS);
    }
    if (query.columns.includes(granularity)) temporalLabels.push(granularity);
    const main = record.main_dttm_col ? dataset.columnsByName.get(record.main_dttm_col) : undefined;
    if (record.always_filter_main_dttm && main?.is_dttm && main.column_name !== dttmColumn.column_name) {
      const mainFilter = timeFilterSql(dataset.columnSql(main), query.fromDttm, query.toDttm, (date) =>
        dataset.timeLiteral(main, date),
      );
      if (mainFilter) timeWhere.push(mainFilter);
    }
    const filter = timeFilterSql(dataset.columnSql(dttmColumn), query.fromDttm, query.toDttm, (date) =>
      dataset.timeLiteral(dttmColumn, date),
    );
    if (filter) timeWhere.push(filter);
  }
  const selectList = dedupeByLabel([...select, ...metrics]);

  const filters = compileFilters(query.filters, {
    ...context,
    isTimeseries: query.isTimeseries,
    extras: query.extras,
    timeShift: query.timeShift,
    clock: options.clock ?? {},
  });
  where.push(...filters.predicates);
  if (query.extras.where) where.push(dataset.fragment(query.extras.where));
  if (query.applyFetchValuesPredicate && record.fetch_values_predicate)
    where.push(dataset.fragment(record.fetch_values_predicate));
  const having = query.extras.having ? [dataset.fragment(query.extras.having)] : [];

  const source = dataset.fromClause();
  let from = source;
  if (query.seriesLimit && seriesColumns.length) {
    const innerTime =
      dttmColumn &&
      timeFilterSql(
        dataset.columnSql(dttmColumn),
        query.innerFromDttm ?? query.fromDttm,
        query.innerToDttm ?? query.toDttm,
        (date) => dataset.timeLiteral(dttmColumn, date),
      );
    const rankSql = query.seriesLimitMetric ? compileMetric(query.seriesLimitMetric, dataset).sql : null;
    const join = seriesLimitJoin({
      from: source,
      seriesColumns,
      where: [...where, ...(innerTime ? [innerTime] : [])],
      mainMetricSql,
      rankSql,
      orderDesc: query.orderDesc,
      limit: query.seriesLimit,
    });
    from += `\n${join}`;
  }

  const lines = [
    `SELECT ${selectList.map((item) => `${item.sql} AS ${quoteIdentifier(item.label)}`).join(',\n       ')}`,
    `FROM ${from}`,
  ];
  const allWhere = [...timeWhere, ...where];
  if (allWhere.length) lines.push(`WHERE ${allWhere.join('\n  AND ')}`);
  if (needGroupby && groupby.length) lines.push(`GROUP BY ${groupby.map((item) => item.sql).join(', ')}`);
  if (having.length) lines.push(`HAVING ${having.join(' AND ')}`);
  if (orderby.terms.length)
    lines.push(`ORDER BY ${orderby.terms.map((term) => orderSql(term, selectList)).join(', ')}`);
  if (query.rowLimit) lines.push(`LIMIT ${Math.floor(query.rowLimit)}`);
  if (query.rowOffset) lines.push(`OFFSET ${Math.floor(query.rowOffset)}`);
  let sql = lines.join('\n');
  let labels = selectList.map((item) => item.label);
  if (query.isRowcount) {
    sql = `SELECT COUNT(*) AS ${quoteIdentifier('rowcount')}\nFROM (\n${sql}\n) AS ${quoteIdentifier('rowcount_qry')}`;
    labels = ['rowcount'];
  }
  assertSingleSelect(sql);

  const timeStatus = timeExtrasStatus(query, dataset);
  return {
    sql,
    labels,
    metricLabels: metrics.map((metric) => metric.label).filter((label) => labels.includes(label)),
    columnLabels: selectList
      .filter((item) => !metrics.some((metric) => metric.label === item.label))
      .map((item) => item.label),
    temporalLabels: temporalLabels.filter((label) => labels.includes(label)),
    appliedFilters: [...filters.applied.map((column) => ({ column })), ...timeStatus.applied],
    rejectedFilters: [
      ...filters.rejected.map((column): RejectedFilter => ({ column, reason: 'not_in_datasource' })),
      ...timeStatus.rejected,
    ],
  };
}

/** Adhoc columns of a query whose expression is not a dataset column (what a type probe needs). */
export function adhocExpressionsToProbe(query: PreparedQuery, dataset: QueryDataset): string[] {
  const candidates = [
    ...query.columns.filter((column) => isAdhocColumn(column) && column.columnType === 'BASE_AXIS' && column.timeGrain),
    ...query.filters.map((filter) => filter.col).filter(isAdhocColumn),
  ];
  const expressions = candidates.filter(isAdhocColumn).map((column) => dataset.render(column.sqlExpression).trim());
  return [...new Set(expressions.filter((expression) => !dataset.columnsByName.has(expression)))];
}
