/**
 * The recursive comparison of two JSON replies: keys, JSON types, the format of strings (ISO
 * timestamps with or without a zone, humanized times, uuids) and, where the data is the same on
 * both sides, values — floats within a tolerance, timestamps as instants, ids through the IdMap.
 * Volatile fields (times of creation, generated keys) are compared by type and format only.
 */
import type { IdMap } from './idMap';
import { pointerMatcher, type PointerMatcher } from './pointers';

export type DifferenceKind =
  /** Different HTTP status. */
  | 'status'
  /** Superset sends the key, the embedded server does not. */
  | 'missing'
  /** The embedded server sends a key Superset does not. */
  | 'extra'
  /** Different JSON types (null, boolean, number, string, array, object). */
  | 'type'
  /** Arrays of different lengths. */
  | 'length'
  /** Strings of a different format (ISO timestamp with or without zone, date, uuid, …). */
  | 'format'
  | 'value';

export interface Difference {
  pointer: string;
  kind: DifferenceKind;
  embedded: unknown;
  superset: unknown;
}

export interface CompareOptions {
  /** Compare values too (false: keys, types and formats only). */
  values: boolean;
  /** Pointers (globs) compared by type and format only. */
  volatile: readonly string[];
  ids: IdMap;
}

/** Keys whose values differ by nature between two servers (times, generated keys), anywhere. */
const VOLATILE_KEYS = new Set([
  'changed_on',
  'created_on',
  'changed_on_utc',
  'created_on_utc',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'changed_on_humanized',
  'created_on_humanized',
  'last_run_delta_humanized',
  'last_login',
  'last_saved_at',
  'start_time',
  'end_time',
  'start_running_time',
  'startDttm',
  'endDttm',
  'cached_dttm',
  'cache_key',
  'results_key',
  'resultsKey',
  'uuid',
  'key',
  'permalink_key',
  'csrf_token',
  'result_url',
  'form_data_key',
  'thumbnail_url',
  'modified',
]);

/** Keys (or array parents) holding ids of objects; compared through the IdMap. */
/** Keys whose numbers (or arrays of numbers) are ids of other objects. */
const ID_REFERENCE_KEYS = new Set([
  '',
  'id',
  'ids',
  'dbId',
  'userId',
  'datasource',
  'dashboards',
  'owners',
  'roles',
  'slice',
  'database',
]);

function isIdKey(key: string): boolean {
  // '' is a reply that is a bare number: the legacy views answer an id that way.
  return ID_REFERENCE_KEYS.has(key) || /_id$|Id$|_ids$/.test(key);
}

const FLOAT_RELATIVE_TOLERANCE = 1e-9;
const FLOAT_ABSOLUTE_TOLERANCE = 1e-9;

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' | 'undefined';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object') return type;
  return 'undefined';
}

const FORMATS: ReadonlyArray<[string, RegExp]> = [
  ['iso-datetime-with-zone', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/],
  ['iso-datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/],
  ['sql-datetime', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['humanized', /^(now|just now|(a|an|a few|\d+) (seconds?|minutes?|hours?|days?|months?|years?) (ago|from now))$/],
];

export function stringFormat(value: string): string {
  for (const [name, pattern] of FORMATS) if (pattern.test(value)) return name;
  return 'text';
}

const TIMESTAMP_FORMATS = new Set(['iso-datetime-with-zone', 'iso-datetime', 'sql-datetime']);

/** A timestamp as an instant; one without a zone is read as UTC (both servers store naive UTC). */
function instantOf(value: string): number {
  const iso = value.replace(' ', 'T');
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`;
  // JavaScript keeps milliseconds; Python sends microseconds.
  return Date.parse(withZone.replace(/(\.\d{3})\d+/, '$1'));
}

function floatsEqual(a: number, b: number): boolean {
  if (a === b) return true;
  const difference = Math.abs(a - b);
  return (
    difference <= FLOAT_ABSOLUTE_TOLERANCE ||
    difference <= FLOAT_RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b))
  );
}

function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The last segment of a pointer that is a key (array indexes skipped): `/ids/3` → `ids`. */
function keyContext(pointer: string): string {
  const segments = pointer.split('/').slice(1);
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    if (!/^\d+$/.test(segments[index])) return segments[index].replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return '';
}

class Comparison {
  readonly differences: Difference[] = [];
  private readonly isVolatile: PointerMatcher;

  constructor(private readonly options: CompareOptions) {
    this.isVolatile = pointerMatcher(options.volatile);
  }

  private add(pointer: string, kind: DifferenceKind, embedded: unknown, superset: unknown): void {
    this.differences.push({ pointer, kind, embedded, superset });
  }

  private volatileAt(pointer: string): boolean {
    const key = keyContext(pointer);
    // Every uuid is the server's own (datasource_uuid, …).
    return VOLATILE_KEYS.has(key) || key.endsWith('uuid') || this.isVolatile(pointer);
  }

  compare(embedded: unknown, superset: unknown, pointer: string): void {
    const embeddedType = jsonType(embedded);
    const supersetType = jsonType(superset);
    // A volatile value may be there on one side only (a time set once something happened).
    if (
      embeddedType !== supersetType &&
      (embeddedType === 'null' || supersetType === 'null') &&
      this.volatileAt(pointer)
    )
      return;
    if (embeddedType !== supersetType) {
      this.add(pointer, 'type', embedded, superset);
      return;
    }
    switch (embeddedType) {
      case 'object':
        this.compareObjects(embedded as Record<string, unknown>, superset as Record<string, unknown>, pointer);
        return;
      case 'array':
        this.compareArrays(embedded as unknown[], superset as unknown[], pointer);
        return;
      case 'string':
        this.compareStrings(embedded as string, superset as string, pointer);
        return;
      case 'number':
        this.compareNumbers(embedded as number, superset as number, pointer);
        return;
      case 'boolean':
        if (this.options.values && !this.volatileAt(pointer) && embedded !== superset)
          this.add(pointer, 'value', embedded, superset);
        return;
      default:
        return;
    }
  }

  private compareObjects(embedded: Record<string, unknown>, superset: Record<string, unknown>, pointer: string): void {
    const keys = [...new Set([...Object.keys(superset), ...Object.keys(embedded)])].sort();
    for (const key of keys) {
      const child = `${pointer}/${escapePointerSegment(key)}`;
      const inEmbedded = Object.hasOwn(embedded, key);
      const inSuperset = Object.hasOwn(superset, key);
      if (!inEmbedded) this.add(child, 'missing', undefined, superset[key]);
      else if (!inSuperset) this.add(child, 'extra', embedded[key], undefined);
      else this.compare(embedded[key], superset[key], child);
    }
  }

  private compareArrays(embedded: unknown[], superset: unknown[], pointer: string): void {
    if (embedded.length !== superset.length) {
      // Ids of objects only one side has (a list of everything) are not a difference of their own.
      if (!(isIdKey(keyContext(pointer)) && !this.options.values))
        this.add(pointer, 'length', embedded.length, superset.length);
    }
    const common = Math.min(embedded.length, superset.length);
    for (let index = 0; index < common; index += 1)
      this.compare(embedded[index], superset[index], `${pointer}/${index}`);
  }

  private compareStrings(embedded: string, superset: string, pointer: string): void {
    const embeddedFormat = stringFormat(embedded);
    const supersetFormat = stringFormat(superset);
    if (embeddedFormat !== supersetFormat) {
      this.add(pointer, 'format', embedded, superset);
      return;
    }
    if (!this.options.values || this.volatileAt(pointer) || embedded === superset) return;
    if (TIMESTAMP_FORMATS.has(embeddedFormat) && instantOf(embedded) === instantOf(superset)) return;
    if (this.options.ids.equivalentText(embedded, superset)) return;
    this.add(pointer, 'value', embedded, superset);
  }

  private compareNumbers(embedded: number, superset: number, pointer: string): void {
    if (!this.options.values || this.volatileAt(pointer)) return;
    if (isIdKey(keyContext(pointer))) {
      if (!this.options.ids.equivalent(embedded, superset)) this.add(pointer, 'value', embedded, superset);
      return;
    }
    if (!floatsEqual(embedded, superset)) this.add(pointer, 'value', embedded, superset);
  }
}

/** Every difference between the two bodies, by JSON pointer. */
export function compareBodies(embedded: unknown, superset: unknown, options: CompareOptions): Difference[] {
  const comparison = new Comparison(options);
  comparison.compare(embedded, superset, '');
  return comparison.differences;
}
