import { HttpError } from '../../errors';
import { columnLabel, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/listQuery';
import { INFO_KEYS, LIST_KEYS, SHOW_KEYS, type FabArgs } from './securityListArgs';
import { applyFilters, type SearchColumns } from './securityListFilters';

/**
 * Flask-AppBuilder's ModelRestApi replies for the security API: a list (filters, order, page,
 * selected columns, metadata keys) and a single item, from rows serialized in full. A dotted
 * column selects inside a related object or list: `roles.name` gives `roles: [{name}]`.
 */
type Item = Record<string, unknown>;

export interface ModelSpec<Row> {
  /** FAB's list_columns (also its show_columns here). */
  listColumns: readonly string[];
  orderColumns: readonly string[];
  searchColumns: SearchColumns<Row>;
  /** The model's name in titles: "List User", "Show User". */
  title: string;
  id(row: Row): number;
  /** The row with every related object nested, as FAB serializes it. */
  serialize(row: Row): Item;
  /** The value an order column sorts by, when it is not the serialized value. */
  sortValue?(row: Row, column: string): unknown;
}

function pick(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0 || value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map((element) => pick(element, path));
  return pick((value as Item)[path[0]], path.slice(1));
}

function merge(target: unknown, addition: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(addition))
    return target.map((element, index) => merge(element, addition[index]));
  if (typeof target === 'object' && target !== null && typeof addition === 'object' && addition !== null) {
    const merged: Item = { ...(target as Item) };
    for (const [key, value] of Object.entries(addition as Item))
      merged[key] = key in merged ? merge(merged[key], value) : value;
    return merged;
  }
  return addition;
}

/** The value at a dotted path, keeping the nesting (inside lists too): `{roles: [{name}]}`. */
function projectPath(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return value ?? null;
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((element) => projectPath(element, path));
  return { [path[0]]: projectPath((value as Item)[path[0]], path.slice(1)) };
}

/** The serialized item cut down to the given columns. */
function project(item: Item, columns: readonly string[]): Item {
  let result: Item = {};
  for (const column of columns) result = merge(result, projectPath(item, column.split('.'))) as Item;
  return result;
}

function compare(a: unknown, b: unknown): number {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (left === right) return 0;
  if (left === null || left === undefined) return -1;
  if (right === null || right === undefined) return 1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return String(left).localeCompare(String(right), 'en');
}

function labels(columns: readonly string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, columnLabel(column)]));
}

function wantedKeys(args: FabArgs, all: readonly string[]): Set<string> {
  const keys = args.keys ?? [...all];
  return new Set(keys.includes('none') ? [] : keys);
}

/** FAB's page index and size: 0 or no size means the default, beyond the cap (or below 1) the cap. */
function paging(args: FabArgs): { page: number; size: number } {
  let size = args.page_size || DEFAULT_PAGE_SIZE;
  if (size > MAX_PAGE_SIZE || size < 1) size = MAX_PAGE_SIZE;
  return { page: Math.max(args.page ?? 0, 0), size };
}

/** The reply of `GET /api/v1/security/<model>/`. */
export function listReply<Row>(spec: ModelSpec<Row>, rows: Row[], args: FabArgs): Item {
  if (args.columns?.length && args.select_columns?.length)
    throw new HttpError(400, 'Cannot use both select and sel columns');
  const selected = (args.select_columns ?? args.columns ?? []).filter((column) => spec.listColumns.includes(column));
  const columns = selected.length ? selected : spec.listColumns;

  const filtered = applyFilters(rows, spec.searchColumns, args.filters ?? []);
  let ordered = filtered;
  if (args.order_column) {
    const column = args.order_column;
    if (!spec.orderColumns.includes(column)) throw new HttpError(400, `Invalid order by column: ${column}`);
    const sign = args.order_direction === 'desc' ? -1 : 1;
    const value = (row: Row) =>
      spec.sortValue ? spec.sortValue(row, column) : pick(spec.serialize(row), column.split('.'));
    ordered = [...filtered].sort((a, b) => sign * compare(value(a), value(b)));
  }
  const { page, size } = paging(args);
  const pageRows = ordered.slice(page * size, page * size + size);

  const reply: Item = {
    count: filtered.length,
    ids: pageRows.map((row) => spec.id(row)),
    result: pageRows.map((row) => project(spec.serialize(row), columns)),
  };
  const keys = wantedKeys(args, LIST_KEYS);
  if (keys.has('list_columns')) reply.list_columns = [...columns];
  if (keys.has('order_columns')) reply.order_columns = [...spec.orderColumns];
  if (keys.has('label_columns')) reply.label_columns = labels(columns);
  if (keys.has('description_columns')) reply.description_columns = {};
  if (keys.has('list_title')) reply.list_title = `List ${spec.title}`;
  return reply;
}

/** The reply of `GET /api/v1/security/<model>/<pk>`. */
export function showReply<Row>(spec: ModelSpec<Row>, row: Row, args: FabArgs): Item {
  const selected = (args.columns ?? []).filter((column) => spec.listColumns.includes(column));
  const columns = selected.length ? selected : spec.listColumns;
  const reply: Item = { id: spec.id(row), result: project(spec.serialize(row), columns) };
  const keys = wantedKeys(args, SHOW_KEYS);
  if (keys.has('show_columns')) reply.show_columns = [...columns];
  if (keys.has('description_columns')) reply.description_columns = {};
  if (keys.has('label_columns')) reply.label_columns = labels(columns);
  if (keys.has('show_title')) reply.show_title = `Show ${spec.title}`;
  return reply;
}

/** One add/edit field of `_info`, as FAB describes a schema field. */
export interface FieldInfo {
  name: string;
  label: string;
  required: boolean;
  type: string;
  unique: boolean;
  /** FAB shows the field's validators as Python reprs. */
  validate?: string[];
}

export interface InfoSpec {
  title: string;
  addColumns: readonly FieldInfo[];
  editColumns: readonly FieldInfo[];
  filters: Record<string, Array<{ name: string; operator: string }>>;
}

const describe = (field: FieldInfo): Item => ({ description: '', ...field });

/** The reply of `GET /api/v1/security/<model>/_info`; `permissions` are the caller's on the model. */
export function infoReply(spec: InfoSpec, permissions: readonly string[], args: FabArgs): Item {
  const keys = wantedKeys(args, INFO_KEYS);
  const reply: Item = {};
  if (keys.has('add_columns')) reply.add_columns = spec.addColumns.map(describe);
  if (keys.has('add_title')) reply.add_title = `Add ${spec.title}`;
  if (keys.has('edit_columns')) reply.edit_columns = spec.editColumns.map(describe);
  if (keys.has('edit_title')) reply.edit_title = `Edit ${spec.title}`;
  if (keys.has('filters')) reply.filters = spec.filters;
  if (keys.has('permissions')) reply.permissions = [...permissions];
  return reply;
}
