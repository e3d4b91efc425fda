import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../errors';
import { decodeRison } from '../../http/rison';
import { parseJsonText } from '../../http/jsonDepth';

/**
 * The `q` argument of Flask-AppBuilder's model APIs (rison, or JSON as a fall-back), checked
 * against FAB's schemas with the messages FAB's jsonschema check gives:
 * `Not a valid rison schema 'up' is not one of ['asc', 'desc']`.
 */
const NOT_VALID_RISON_OR_JSON = 'Not a valid rison/json argument';

export interface FabFilter {
  col: string;
  opr: string;
  value: unknown;
}

export interface FabArgs {
  filters?: FabFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  keys?: string[];
  columns?: string[];
  select_columns?: string[];
}

export const LIST_KEYS = [
  'list_columns',
  'order_columns',
  'label_columns',
  'description_columns',
  'list_title',
] as const;
export const SHOW_KEYS = ['show_columns', 'description_columns', 'label_columns', 'show_title'] as const;
export const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'] as const;

type ArgsKind = 'list' | 'show' | 'info';

/** Python's repr() of a JSON value, as jsonschema quotes the offending value. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value.includes("'") && !value.includes('"')) return `"${value}"`;
    return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  }
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`,
  );
  return `{${entries.join(', ')}}`;
}

const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
};

function schemaError(message: string): HttpError {
  return new HttpError(400, `Not a valid rison schema ${message}`);
}

function checkType(value: unknown, type: string): void {
  if (!TYPE_CHECKS[type](value)) throw schemaError(`${pythonRepr(value)} is not of type '${type}'`);
}

function checkEnum(value: unknown, allowed: readonly string[]): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw schemaError(`${pythonRepr(value)} is not one of ${pythonRepr([...allowed])}`);
  }
}

const isScalar = (value: unknown): boolean => ['number', 'string', 'boolean'].includes(typeof value);

function checkFilter(filter: unknown): void {
  checkType(filter, 'object');
  const record = filter as Record<string, unknown>;
  for (const key of ['col', 'opr', 'value']) {
    if (!(key in record)) throw schemaError(`'${key}' is a required property`);
  }
  checkType(record.col, 'string');
  checkType(record.opr, 'string');
  const value = record.value;
  if (!isScalar(value) && !(Array.isArray(value) && value.every(isScalar))) {
    throw schemaError(`${pythonRepr(value)} is not valid under any of the given schemas`);
  }
}

function checkStringArray(value: unknown, allowed?: readonly string[]): void {
  checkType(value, 'array');
  for (const item of value as unknown[]) {
    if (allowed) checkEnum(item, allowed);
    else checkType(item, 'string');
  }
}

function checkArgs(args: Record<string, unknown>, kind: ArgsKind): FabArgs {
  const keys = kind === 'list' ? LIST_KEYS : kind === 'show' ? SHOW_KEYS : INFO_KEYS;
  if ('keys' in args) checkStringArray(args.keys, [...keys, 'none']);
  if (kind === 'info') return args as FabArgs;
  if ('columns' in args) checkStringArray(args.columns);
  if (kind === 'show') return args as FabArgs;
  if ('select_columns' in args) checkStringArray(args.select_columns);
  if ('order_column' in args) checkType(args.order_column, 'string');
  if ('order_direction' in args) checkEnum(args.order_direction, ['asc', 'desc']);
  if ('page' in args) checkType(args.page, 'integer');
  if ('page_size' in args) checkType(args.page_size, 'integer');
  if ('filters' in args) {
    checkType(args.filters, 'array');
    (args.filters as unknown[]).forEach(checkFilter);
  }
  return args as FabArgs;
}

function decode(raw: string): unknown {
  try {
    return decodeRison(raw);
  } catch {
    try {
      return parseJsonText(raw);
    } catch {
      throw new HttpError(400, NOT_VALID_RISON_OR_JSON);
    }
  }
}

/** The decoded and checked `q` of a list (`list`), item (`show`) or `_info` request; {} without one. */
export function readFabArgs(raw: string | undefined, kind: ArgsKind): FabArgs {
  if (!raw) return {};
  const args = decode(raw);
  checkType(args, 'object');
  return checkArgs(args as Record<string, unknown>, kind);
}

/** The querystring schema of a route that reads `q` itself (kept as text, not decoded by the app). */
export const fabQuerystring = {
  type: 'object',
  properties: { q: { type: 'string' } },
} as const;
export type FabQuery = FromSchema<typeof fabQuerystring>;
