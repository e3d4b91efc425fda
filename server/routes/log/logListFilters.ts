/**
 * The log list's rison filters turned into store conditions: text operators on action, json,
 * referrer and `user.username`; the user relation (`user`, by id); numbers (user_id, dashboard_id,
 * slice_id, duration_ms) and `dttm` compared or bounded (`between` takes `[from, to]`).
 */
import { HttpError } from '../../errors';
import type { ListFilter, ListSpec } from '../../http/listQuery';
import { isStoredInteger } from '../../http/storedIntegers';
import type { LogCondition, LogNumberColumn, LogTextColumn, RangeOperator, TextOperator } from '../../store/logs';

const TEXT_OPERATORS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew', 'nsw', 'new'] as const;
const RANGE_OPERATORS = ['eq', 'neq', 'gt', 'lt', 'between'] as const;
const RELATION_OPERATORS = ['rel_o_m', 'nrel_o_m'] as const;

export const LOG_FILTER_OPERATORS: ListSpec['filterOperators'] = {
  action: TEXT_OPERATORS,
  json: TEXT_OPERATORS,
  referrer: TEXT_OPERATORS,
  'user.username': TEXT_OPERATORS,
  user: RELATION_OPERATORS,
  user_id: RANGE_OPERATORS,
  dashboard_id: RANGE_OPERATORS,
  slice_id: RANGE_OPERATORS,
  duration_ms: RANGE_OPERATORS,
  dttm: RANGE_OPERATORS,
};

const TEXT_COLUMNS: Record<string, LogTextColumn> = {
  action: 'action',
  json: 'json',
  referrer: 'referrer',
  'user.username': 'username',
};
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['user_id', 'dashboard_id', 'slice_id', 'duration_ms']);

const ZONE_SUFFIX = /(Z|[+-][0-9]{2}:?[0-9]{2})$/i;

function invalidValue(column: string): HttpError {
  return new HttpError(400, `Not a valid value for filter column: ${column}`);
}

function integerOf(column: string, value: unknown): number {
  const number = typeof value === 'string' && /^-?[0-9]+$/.test(value.trim()) ? Number(value) : value;
  if (!isStoredInteger(number)) throw invalidValue(column);
  return number;
}

/** A time as the store keeps it (UTC); a time without a zone is read as UTC. */
function dateOf(column: string, value: unknown): Date {
  let date: Date;
  if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim().replace(' ', 'T');
    date = new Date(ZONE_SUFFIX.test(text) || !text.includes('T') ? text : `${text}Z`);
  } else throw invalidValue(column);
  if (Number.isNaN(date.getTime())) throw invalidValue(column);
  return date;
}

function boundsOf(column: string, value: unknown): [unknown, unknown] {
  if (!Array.isArray(value) || value.length !== 2) throw invalidValue(column);
  return [value[0], value[1]];
}

function checkOperator(filter: ListFilter): void {
  const operators = LOG_FILTER_OPERATORS[filter.col];
  if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
  if (!operators.includes(filter.opr))
    throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
}

function conditionOf(filter: ListFilter): LogCondition {
  checkOperator(filter);
  const { col, opr, value } = filter;
  const textColumn = TEXT_COLUMNS[col];
  if (textColumn) {
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(col);
    return { column: textColumn, op: opr as TextOperator, value: String(value) };
  }
  if (col === 'user') return { column: 'user_id', op: opr === 'rel_o_m' ? 'eq' : 'neq', value: integerOf(col, value) };
  if (NUMBER_COLUMNS.has(col)) {
    const column = col as LogNumberColumn;
    if (opr === 'between') {
      const [from, to] = boundsOf(col, value);
      return { column, op: 'between', value: [integerOf(col, from), integerOf(col, to)] };
    }
    return { column, op: opr as RangeOperator, value: integerOf(col, value) };
  }
  if (opr === 'between') {
    const [from, to] = boundsOf(col, value);
    return { column: 'dttm', op: 'between', value: [dateOf(col, from), dateOf(col, to)] };
  }
  return { column: 'dttm', op: opr as RangeOperator, value: dateOf(col, value) };
}

export function logConditions(filters: readonly ListFilter[]): LogCondition[] {
  return filters.map(conditionOf);
}
