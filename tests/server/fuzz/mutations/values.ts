/** Hostile values the mutation families draw from. */
import type { JsonValue, SchemaNode } from '../harness/schemaSample';

export const ONE_MB = 1_000_000;

/** Values of every JSON type, numbers at and beyond the edges of what a store column holds. */
export const WRONG_TYPE_VALUES: readonly JsonValue[] = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e23,
  -1e23,
  1e308,
  '',
  'x',
  '1',
  '1e3',
  'null',
  true,
  false,
  [],
  [1, 'a', null],
  {},
  { a: 1 },
  [[[]]],
  { '': { '': [] } },
];

/** Strings that trip encoders, SQL builders and terminals: NUL, lone surrogates, RTL, emoji, quotes. */
export const UNICODE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  'שלום עולם',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d',
  '\u2028\u2029',
  "'; DROP TABLE users; --",
  '"\\',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\r\n\r\nX-Injected: 1',
  'Ω≈ç√∫˜µ≤≥÷',
  '\u0007\u001b[31m',
];

/** True when the value already has (one of) the schema's types, so it would not be a wrong type. */
export function matchesType(value: JsonValue, schema: SchemaNode): boolean {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return false;
  return types.some((type) => {
    switch (type) {
      case 'null':
        return value === null;
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        return false;
    }
  });
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` times, as JSON text (building the value would recurse as deep). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const bigStrings = new Map<string, string>();

/** `length` characters of `unit`, one shared copy per size (a plan refers to the same megabytes many times). */
export function bigString(length: number, unit = 'a'): string {
  const key = `${length}:${unit}`;
  let text = bigStrings.get(key);
  if (text === undefined) {
    text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    bigStrings.set(key, text);
  }
  return text;
}
