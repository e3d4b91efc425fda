/**
 * Simple filters → WHERE predicates (Superset's get_sqla_query filter loop and
 * filter_values_handler). Values are coerced to the column's type family as Superset does
 * ("5" on a numeric column is 5, epoch ms on a temporal column a timestamp, "<NULL>" is NULL) and
 * always rendered as literals. A filter on a column the dataset lacks is skipped and reported as
 * rejected (`not_in_datasource`); an adhoc column that does not resolve likewise. Besides
 * Superset's SQL operators, REGEX (in the spec's operator list; Superset's Druid-era operator)
 * matches with DuckDB's regexp_matches.
 */
import type { GenericType } from '../engines/types';
import type { DatasetColumnRecord } from '../store/datasetTypes';
import { adhocColumnSql, ColumnNotFoundError, datasetColumnOfAdhoc, type ColumnContext } from './columnsCompiler';
import { QueryObjectValidationError } from './queryErrors';
import { getColumnLabel } from '../../common/labels';
import {
  DTTM_ALIAS,
  isAdhocColumn,
  type FilterValue,
  type QueryObjectExtras,
  type QueryObjectFilter,
} from '../../common/queryObject';
import { epochMsLiteral, scalarLiteral, stringLiteral, type SqlScalar } from './sqlLiterals';
import { resolveQueryTimeRange, timeFilterSql, type TimeRangeClock } from './queryTimeRange';

const NULL_STRING = '<NULL>';
const EMPTY_STRING = '<empty string>';

interface FilterContext extends ColumnContext {
  isTimeseries: boolean;
  extras: QueryObjectExtras;
  timeShift: string | null;
  clock: TimeRangeClock;
}

interface CompiledFilters {
  predicates: string[];
  applied: string[];
  rejected: string[];
}

/** A value ready for SQL: a scalar, or a raw SQL snippet (a timestamp from epoch ms). */
type FilterOperand = { sql: string } | { value: SqlScalar };

function castToNumber(value: string): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
}

function castToBoolean(value: FilterValue): boolean | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value.trim().toLowerCase() === 'true';
}

const PATTERN_OPERATORS = new Set(['LIKE', 'ILIKE', 'NOT LIKE', 'REGEX']);

/** The widest epoch milliseconds a JavaScript date holds (±100,000,000 days). */
const MAX_EPOCH_MS = 8.64e15;

/**
 * Values arrive as any JSON: only scalars can be filter values (Superset fails on an object or a
 * nested list with a server error; here it is a 400).
 */
function checkScalar(value: unknown): asserts value is FilterValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  throw new QueryObjectValidationError('Filter values must be strings, numbers, booleans or null');
}

/** Superset's handle_single_value. */
function coerceValue(raw: unknown, op: string, type: GenericType): FilterOperand {
  checkScalar(raw);
  let value: FilterValue = raw;
  if (typeof value === 'number' && type === 'temporal') {
    if (Math.abs(value) > MAX_EPOCH_MS)
      throw new QueryObjectValidationError(`Filter value ${value} is not a valid timestamp`);
    return { sql: epochMsLiteral(value) };
  }
  if (typeof value === 'string') {
    value = value.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (type === 'numeric' && !PATTERN_OPERATORS.has(op)) return { value: castToNumber(value) };
    if (value === NULL_STRING) return { value: null };
    if (value === EMPTY_STRING) return { value: '' };
  }
  if (type === 'boolean') return { value: castToBoolean(value) };
  return { value };
}

const operandSql = (operand: FilterOperand): string => ('sql' in operand ? operand.sql : scalarLiteral(operand.value));
const isNullOperand = (operand: FilterOperand): boolean => 'value' in operand && operand.value === null;

const COMPARISONS: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

type FilterInput = FilterValue | FilterValue[] | undefined;

interface FilterTarget {
  sql: string;
  column: DatasetColumnRecord | null;
  type: GenericType;
}

function listPredicate(target: FilterTarget, op: string, val: FilterInput): string {
  const values = (Array.isArray(val) ? val : [val ?? null]).map((item) => coerceValue(item, op, target.type));
  if (values.length === 0) throw new QueryObjectValidationError('Filter value list cannot be empty');
  const nonNull = values.filter((operand) => !isNullOperand(operand));
  let predicate = nonNull.length ? `${target.sql} IN (${nonNull.map(operandSql).join(', ')})` : '';
  if (nonNull.length < values.length)
    predicate = predicate ? `(${target.sql} IS NULL OR ${predicate})` : `${target.sql} IS NULL`;
  return op === 'NOT IN' ? `NOT (${predicate})` : predicate;
}

function singleOperand(target: FilterTarget, op: string, val: FilterInput): FilterOperand {
  const first = Array.isArray(val) ? (val.length ? val[0] : null) : (val ?? null);
  return coerceValue(first, op, target.type);
}

function predicateOf(
  target: FilterTarget,
  filter: QueryObjectFilter,
  op: string,
  context: FilterContext,
): string | null {
  if (op === 'IN' || op === 'NOT IN') return listPredicate(target, op, filter.val);
  if (op === 'IS NULL') return `${target.sql} IS NULL`;
  if (op === 'IS NOT NULL') return `${target.sql} IS NOT NULL`;
  if (op === 'IS TRUE') return `${target.sql} IS TRUE`;
  if (op === 'IS FALSE') return `${target.sql} IS FALSE`;
  if (op === 'TEMPORAL_RANGE') {
    if (typeof filter.val !== 'string') throw new QueryObjectValidationError(`Invalid filter operation type: ${op}`);
    const { since, until } = resolveQueryTimeRange(filter.val, context.extras, context.timeShift, context.clock);
    const column = target.column;
    const literal = (date: Date) =>
      column && !filter.grain ? context.dataset.timeLiteral(column, date) : epochMsLiteral(date.getTime());
    return timeFilterSql(target.sql, since, until, literal);
  }
  const operand = singleOperand(target, op, filter.val);
  const comparison = COMPARISONS[op];
  if (comparison) {
    if (isNullOperand(operand)) {
      if (op === '==') return `${target.sql} IS NULL`;
      if (op === '!=') return `${target.sql} IS NOT NULL`;
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    }
    return `${target.sql} ${comparison} ${operandSql(operand)}`;
  }
  if (op === 'LIKE' || op === 'ILIKE' || op === 'NOT LIKE') {
    if (isNullOperand(operand))
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    const text = target.type === 'string' ? target.sql : `CAST(${target.sql} AS VARCHAR)`;
    const pattern = 'sql' in operand ? operand.sql : stringLiteral(String(operand.value));
    return `${text} ${op} ${pattern}`;
  }
  if (op === 'REGEX') {
    if (isNullOperand(operand))
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    const text = target.type === 'string' ? target.sql : `CAST(${target.sql} AS VARCHAR)`;
    return `REGEXP_MATCHES(${text}, ${'sql' in operand ? operand.sql : stringLiteral(String(operand.value))})`;
  }
  throw new QueryObjectValidationError(`Invalid filter operation type: ${op}`);
}

/** Where the filter's column comes from; null when the dataset lacks it (rejected). */
function targetOf(filter: QueryObjectFilter, context: FilterContext): FilterTarget | null {
  const { dataset } = context;
  const col = filter.col;
  if (isAdhocColumn(col)) {
    const datasetColumn = datasetColumnOfAdhoc(col, dataset) ?? null;
    try {
      const sql = adhocColumnSql(col, context, true);
      return { sql, column: datasetColumn, type: datasetColumn ? dataset.genericTypeOf(datasetColumn) : 'string' };
    } catch (error) {
      if (error instanceof ColumnNotFoundError) return null;
      throw error;
    }
  }
  const name = String(col);
  const column =
    name === DTTM_ALIAS && context.isTimeseries && context.granularity
      ? (dataset.columnsByName.get(context.granularity) ?? null)
      : (dataset.columnsByName.get(name) ?? null);
  if (!column) return null;
  const sql = filter.grain ? dataset.timestampSql(column, filter.grain) : dataset.columnSql(column);
  return { sql, column, type: filter.grain ? 'temporal' : dataset.genericTypeOf(column) };
}

export function compileFilters(filters: readonly QueryObjectFilter[], context: FilterContext): CompiledFilters {
  const result: CompiledFilters = { predicates: [], applied: [], rejected: [] };
  for (const filter of filters) {
    if (!filter || !filter.col || !filter.op) continue;
    const op = String(filter.op).toUpperCase();
    const target = targetOf(filter, context);
    const label = getColumnLabel(filter.col);
    const inDataset = isAdhocColumn(filter.col)
      ? target !== null
      : context.dataset.columnsByName.has(String(filter.col));
    (inDataset ? result.applied : result.rejected).push(label);
    if (!target) continue;
    const predicate = predicateOf(target, filter, op, context);
    if (predicate) result.predicates.push(predicate);
  }
  return result;
}
