import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../errors';

/**
 * Flask-AppBuilder's list conventions (`GET /api/v1/<resource>/?q=(…)`): the rison argument's
 * schema, filters, ordering, paging and the metadata keys of the reply.
 */
/** Flask-AppBuilder's generated label: words split on `_` and `.`, capitalised. */
export function columnLabel(column: string): string {
  return column
    .split(/[_.]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** FAB_API_MAX_PAGE_SIZE and FAB's default page size. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const METADATA_KEYS = ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title'] as const;

export interface ListSpec {
  listColumns: readonly string[];
  orderColumns: readonly string[];
  /** Column → operators allowed on it. */
  filterOperators: Record<string, readonly string[]>;
  listTitle: string;
  /** The largest page this list serves (default MAX_PAGE_SIZE). */
  maxPageSize?: number;
}

/** The JSON schema of the `q` object for a list endpoint. */
export function listArgsSchema(spec: ListSpec) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      filters: {
        type: 'array',
        items: {
          type: 'object',
          required: ['col', 'opr'],
          additionalProperties: false,
          properties: { col: { type: 'string' }, opr: { type: 'string' }, value: {} },
        },
      },
      order_column: { type: 'string', enum: [...spec.orderColumns] },
      order_columns: { type: 'string', enum: [...spec.orderColumns] },
      order_direction: { type: 'string', enum: ['asc', 'desc'] },
      page: { type: 'integer', minimum: 0 },
      page_size: { type: 'integer', minimum: -1 },
      keys: { type: 'array', items: { type: 'string', enum: [...METADATA_KEYS, 'none'] } },
      columns: { type: 'array', items: { type: 'string', enum: [...spec.listColumns] } },
      select_columns: { type: 'array', items: { type: 'string', enum: [...spec.listColumns] } },
    },
  } as const;
}

/** The decoded `q` of a list endpoint. */
export type ListArgs = FromSchema<ReturnType<typeof listArgsSchema>>;
export type ListFilter = NonNullable<ListArgs['filters']>[number];

function readPath(row: Record<string, unknown>, column: string): unknown {
  return column.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Record<string, unknown>)[key];
  }, row);
}

/**
 * The selected columns of a row, as FAB serialises them: a dotted column (`database.database_name`)
 * becomes a nested object (`{database: {database_name}}`).
 */
export function selectColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    const path = column.split('.');
    let target = selected;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (typeof next === 'object' && next !== null) target = next as Record<string, unknown>;
      else target = target[key] = {};
    }
    target[path[path.length - 1]] = readPath(row, column);
  }
  return selected;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

function matches(row: Record<string, unknown>, filter: ListFilter): boolean {
  const actual = readPath(row, filter.col);
  const wanted = filter.value;
  switch (filter.opr) {
    case 'eq':
      return actual === wanted || (typeof actual === 'number' && Number(wanted) === actual);
    case 'neq':
      return !(actual === wanted || (typeof actual === 'number' && Number(wanted) === actual));
    case 'ct':
      return asText(actual).includes(asText(wanted));
    case 'nct':
      return !asText(actual).includes(asText(wanted));
    case 'sw':
      return asText(actual).startsWith(asText(wanted));
    case 'ew':
      return asText(actual).endsWith(asText(wanted));
    default:
      return false;
  }
}

function checkFilters(spec: ListSpec, filters: ListFilter[]): void {
  for (const filter of filters) {
    const operators = spec.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr)) {
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    }
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

export interface ListReply {
  count: number;
  ids: unknown[];
  result: Record<string, unknown>[];
  [metadataKey: string]: unknown;
}

/**
 * Applies the arguments to rows already serialized as list items (filter → order → page) and
 * builds FAB's reply. `sortKeys` maps an order column to the row field it sorts by, when different.
 */
export function buildListReply(
  spec: ListSpec,
  rows: Record<string, unknown>[],
  args: ListArgs,
  options: { defaultOrder: [string, 'asc' | 'desc']; sortKeys?: Record<string, string> },
): ListReply {
  const filters = args.filters ?? [];
  checkFilters(spec, filters);
  const filtered = rows.filter((row) => filters.every((filter) => matches(row, filter)));

  const orderColumn = args.order_column ?? args.order_columns ?? options.defaultOrder[0];
  const direction = args.order_direction ?? (args.order_column || args.order_columns ? 'asc' : options.defaultOrder[1]);
  const sortKey = options.sortKeys?.[orderColumn] ?? orderColumn;
  const sign = direction === 'desc' ? -1 : 1;
  const ordered = [...filtered].sort((a, b) => sign * compare(readPath(a, sortKey), readPath(b, sortKey)));

  const requestedSize = args.page_size ?? DEFAULT_PAGE_SIZE;
  const pageSize = requestedSize === -1 ? ordered.length : Math.min(requestedSize, spec.maxPageSize ?? MAX_PAGE_SIZE);
  const page = args.page ?? 0;
  const pageRows = pageSize === 0 ? [] : ordered.slice(page * pageSize, page * pageSize + pageSize);

  const selected = args.select_columns ?? args.columns;
  const result = selected ? pageRows.map((row) => selectColumns(row, selected)) : pageRows;

  const reply: ListReply = { count: filtered.length, ids: pageRows.map((row) => row.id), result };
  const keys = args.keys ?? [...METADATA_KEYS];
  if (!keys.includes('none')) {
    const listColumns = selected ?? [...spec.listColumns];
    if (keys.includes('list_columns')) reply.list_columns = listColumns;
    // FAB lists the order columns among the columns asked for, when some are.
    if (keys.includes('order_columns'))
      reply.order_columns = spec.orderColumns.filter((column) => !selected || selected.includes(column));
    if (keys.includes('label_columns')) {
      reply.label_columns = Object.fromEntries(listColumns.map((column) => [column, columnLabel(column)]));
    }
    if (keys.includes('description_columns')) reply.description_columns = {};
    if (keys.includes('list_title')) reply.list_title = spec.listTitle;
  }
  return reply;
}
