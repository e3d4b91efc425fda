/**
 * Columns → SQL (Superset's get_sqla_query select list and adhoc_column_to_sqla): dataset columns
 * by name (computed ones as their expression), the granularity column truncated to the query's
 * grain, adhoc columns as their checked expression — a BASE_AXIS column with a timeGrain truncated
 * when it is temporal.
 */
import type { DatasetColumnRecord } from '../store/datasetTypes';
import { QueryObjectValidationError } from './queryErrors';
import type { QueryDataset } from './queryDataset';
import { getColumnLabel } from '../../common/labels';
import { isAdhocColumn, type AdhocColumn, type QueryColumn } from '../../common/queryObject';
import { quoteIdentifier } from './sqlLiterals';
import { applyTimeGrain } from './timeGrains';

/** What a probe of an adhoc expression found: its type, or that it does not resolve. */
export type AdhocExpressionType = { isDttm: boolean } | null;

export interface ColumnContext {
  dataset: QueryDataset;
  granularity: string | null;
  timeGrain: string | null;
  /** Probed types of adhoc expressions that are not dataset columns, by rendered expression. */
  adhocTypes?: ReadonlyMap<string, AdhocExpressionType>;
}

export interface CompiledColumn {
  label: string;
  sql: string;
  isBaseAxis: boolean;
}

export class ColumnNotFoundError extends QueryObjectValidationError {
  constructor(expression: string) {
    super(`Column not found: ${expression}`);
    this.name = 'ColumnNotFoundError';
  }
}

/** The dataset column an adhoc column names exactly, if any. */
export function datasetColumnOfAdhoc(column: AdhocColumn, dataset: QueryDataset): DatasetColumnRecord | undefined {
  return dataset.columnsByName.get(dataset.render(column.sqlExpression).trim());
}

/**
 * An adhoc column's SQL. A BASE_AXIS column with a timeGrain is truncated when temporal; an
 * expression that is not a dataset column takes its type from the probe (assumed temporal when
 * the grain is asked for and no probe ran). `forceTypeCheck` (filters) rejects expressions the
 * probe could not resolve.
 */
export function adhocColumnSql(column: AdhocColumn, context: ColumnContext, forceTypeCheck = false): string {
  const grain = column.columnType === 'BASE_AXIS' && column.timeGrain ? column.timeGrain : null;
  const datasetColumn = datasetColumnOfAdhoc(column, context.dataset);
  if (datasetColumn) {
    return grain && datasetColumn.is_dttm
      ? context.dataset.timestampSql(datasetColumn, grain)
      : context.dataset.columnSql(datasetColumn);
  }
  const rendered = context.dataset.render(column.sqlExpression);
  const sql = context.dataset.fragment(rendered);
  const probed = context.adhocTypes?.get(rendered.trim());
  if ((grain || forceTypeCheck) && probed === null) throw new ColumnNotFoundError(rendered);
  const isDttm = probed ? probed.isDttm : grain !== null;
  return grain && isDttm ? applyTimeGrain(sql, grain) : sql;
}

/** A GROUP BY column (metrics given, or an order by a metric). */
export function compileGroupbyColumn(column: QueryColumn, context: ColumnContext): CompiledColumn {
  if (isAdhocColumn(column)) {
    return {
      label: getColumnLabel(column),
      sql: adhocColumnSql(column, context),
      isBaseAxis: column.columnType === 'BASE_AXIS',
    };
  }
  const datasetColumn = context.dataset.columnsByName.get(column);
  if (datasetColumn && column === context.granularity) {
    return { label: column, sql: context.dataset.timestampSql(datasetColumn, context.timeGrain), isBaseAxis: false };
  }
  return {
    label: column,
    sql: datasetColumn ? context.dataset.columnSql(datasetColumn) : quoteIdentifier(column),
    isBaseAxis: false,
  };
}

/** A column of a raw-records query (no metrics): no truncation. */
export function compileRawColumn(column: QueryColumn, context: ColumnContext): CompiledColumn {
  if (isAdhocColumn(column)) {
    const datasetColumn = datasetColumnOfAdhoc(column, context.dataset);
    const sql = datasetColumn
      ? context.dataset.columnSql(datasetColumn)
      : context.dataset.fragment(column.sqlExpression);
    return { label: getColumnLabel(column), sql, isBaseAxis: column.columnType === 'BASE_AXIS' };
  }
  const datasetColumn = context.dataset.columnsByName.get(column);
  return {
    label: column,
    sql: datasetColumn ? context.dataset.columnSql(datasetColumn) : quoteIdentifier(column),
    isBaseAxis: false,
  };
}
