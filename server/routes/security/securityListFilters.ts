import { HttpError } from '../../errors';
import type { FabFilter } from './securityListArgs';

/**
 * Flask-AppBuilder's standard filters on a model API's search columns, with FAB's semantics on
 * SQL: text matches are case-insensitive LIKE patterns (`%` and `_` are wildcards), a value that
 * does not convert to the column's type compares with NULL, a relation id naming nothing leaves
 * a many-to-many filter out.
 */
type ColumnKind = 'text' | 'integer' | 'boolean' | 'datetime' | 'manyToMany' | 'manyToOne';

const OPERATORS_BY_KIND: Record<ColumnKind, readonly string[]> = {
  text: ['sw', 'ew', 'ct', 'eq', 'nsw', 'new', 'nct', 'neq', 'in', 'not_in'],
  integer: ['eq', 'gt', 'lt', 'neq', 'in', 'not_in'],
  boolean: ['eq', 'neq'],
  datetime: ['eq', 'gt', 'lt', 'neq'],
  manyToMany: ['rel_m_m'],
  manyToOne: ['rel_o_m', 'nrel_o_m'],
};

const OPERATOR_NAMES: Record<string, string> = {
  sw: 'Starts with',
  ew: 'Ends with',
  ct: 'Contains',
  eq: 'Equal to',
  nsw: 'Not Starts with',
  new: 'Not Ends with',
  nct: 'Not Contains',
  neq: 'Not Equal to',
  in: 'In',
  not_in: 'Not In',
  gt: 'Greater than',
  lt: 'Smaller than',
  rel_m_m: 'Relation as Many',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
};

/** Every operator FAB knows by name; an unknown one is ignored on a searchable column. */
const KNOWN_OPERATORS = new Set([...Object.keys(OPERATOR_NAMES), 'eqf', 'inf']);

interface SearchColumn<Row> {
  kind: ColumnKind;
  /** The column's value: text, number, boolean or Date (null allowed); related ids for relations. */
  read(row: Row): unknown;
  /** For relations: whether an id names a related object. */
  exists?(id: number): boolean;
}

export type SearchColumns<Row> = Record<string, SearchColumn<Row>>;

/** `_info`'s `filters`: each search column's operators with their names. */
export function filtersInfo<Row>(
  columns: SearchColumns<Row>,
): Record<string, Array<{ name: string; operator: string }>> {
  return Object.fromEntries(
    Object.entries(columns).map(([column, { kind }]) => [
      column,
      OPERATORS_BY_KIND[kind].map((operator) => ({ name: OPERATOR_NAMES[operator], operator })),
    ]),
  );
}

function likeMatches(text: unknown, pattern: string): boolean {
  if (typeof text !== 'string') return false;
  const source = [...pattern]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'is').test(text);
}

/** Python's int() of a filter value, or null (FAB then compares with NULL). */
function toInteger(value: unknown): number | null {
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return null;
}

function toDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value) || !value.includes('T') ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}

/** A comparable form of a stored value (dates as milliseconds). */
function stored(value: unknown): unknown {
  return value instanceof Date ? value.getTime() : value;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [...value] : [value];
}

/** Equality and ordering against a converted value, as SQL does with NULL on either side. */
function compareTyped(operator: string, actual: unknown, typed: unknown): boolean {
  switch (operator) {
    case 'eq':
      return typed === null ? actual === null : actual === typed;
    case 'neq':
      return typed === null ? actual !== null : actual !== null && actual !== typed;
    case 'gt':
      return typed === null || (actual !== null && (actual as number) > (typed as number));
    case 'lt':
      return typed === null || (actual !== null && (actual as number) < (typed as number));
    default:
      return true;
  }
}

function textMatches(operator: string, actual: unknown, value: unknown): boolean {
  const pattern = String(value);
  switch (operator) {
    case 'sw':
      return likeMatches(actual, `${pattern}%`);
    case 'ew':
      return likeMatches(actual, `%${pattern}`);
    case 'ct':
      return likeMatches(actual, `%${pattern}%`);
    case 'nsw':
      return actual !== null && !likeMatches(actual, `${pattern}%`);
    case 'new':
      return actual !== null && !likeMatches(actual, `%${pattern}`);
    case 'nct':
      return actual !== null && !likeMatches(actual, `%${pattern}%`);
    case 'in':
      return listOf(value).includes(actual);
    case 'not_in':
      return actual !== null && !listOf(value).includes(actual);
    default:
      return compareTyped(operator, actual, value);
  }
}

function matches<Row>(column: SearchColumn<Row>, operator: string, row: Row, value: unknown): boolean {
  const actual = stored(column.read(row));
  switch (column.kind) {
    case 'text':
      return textMatches(operator, actual, value);
    case 'integer':
    case 'datetime': {
      const convert = column.kind === 'integer' ? toInteger : toDate;
      if (operator === 'in' || operator === 'not_in') {
        const typed = listOf(value).map(convert);
        if (operator === 'in') return typed.includes(actual as number);
        return actual !== null && !typed.includes(null) && !typed.includes(actual as number);
      }
      return compareTyped(operator, actual, convert(value));
    }
    case 'boolean': {
      const typed =
        value === 'y' || value === true || value === 1 ? true : value === false || value === 0 ? false : value;
      return operator === 'eq' ? actual === typed : actual !== typed;
    }
    case 'manyToMany': {
      const related = actual as number[];
      return listOf(value).every((item) => {
        const id = toInteger(item);
        if (id === null || !column.exists?.(id)) return true;
        return related.includes(id);
      });
    }
    case 'manyToOne': {
      const id = toInteger(value);
      const known = id !== null && Boolean(column.exists?.(id));
      if (operator === 'rel_o_m') return known && actual === id;
      return !known || actual !== id;
    }
  }
}

/** The rows every filter lets through; FAB's 400 for a column or operator it does not allow. */
export function applyFilters<Row>(rows: Row[], columns: SearchColumns<Row>, filters: readonly FabFilter[]): Row[] {
  const applicable: Array<{ column: SearchColumn<Row>; filter: FabFilter }> = [];
  for (const filter of filters) {
    const column = columns[filter.col];
    if (KNOWN_OPERATORS.has(filter.opr)) {
      if (!column) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    }
    if (!column) throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    if (!OPERATORS_BY_KIND[column.kind].includes(filter.opr)) {
      if (KNOWN_OPERATORS.has(filter.opr)) {
        throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
      }
      continue;
    }
    applicable.push({ column, filter });
  }
  return rows.filter((row) => applicable.every(({ column, filter }) => matches(column, filter.opr, row, filter.value)));
}
