/**
 * DuckDB values → JSON-safe cells (see `Cell` in ./types):
 *
 * - integers of every width are numbers when within ±Number.MAX_SAFE_INTEGER, else decimal strings;
 * - DECIMAL is a number (the nearest double);
 * - FLOAT/DOUBLE NaN and ±Infinity become null (as Superset's `json.dumps(ignore_nan=True)`);
 * - DATE "YYYY-MM-DD", TIMESTAMP "YYYY-MM-DDTHH:MM:SS[.ffffff]", TIMESTAMPTZ the same in UTC with
 *   "+00:00", TIME "HH:MM:SS[.ffffff]", TIMETZ with its offset;
 * - BLOB, UUID, INTERVAL, BIT, ENUM, BIGNUM, GEOMETRY as DuckDB's text;
 * - LIST/ARRAY as arrays, STRUCT as objects, MAP as an object keyed by the key's text,
 *   UNION as its member's value.
 *
 * Column readers (`readColumn`) convert one vector of a chunk into row objects in a tight,
 * type-specialised loop; `cellFromValue` is the general (recursive) path for nested values.
 */
import {
  DuckDBDecimal16Vector,
  DuckDBDecimal32Vector,
  DuckDBDecimal64Vector,
  DuckDBDecimal128Vector,
  DuckDBTypeId,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBVector,
  DuckDBBlobValue,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBArrayValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimestampValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimeValue,
  DuckDBTimeNSValue,
  DuckDBTimeTZValue,
  DuckDBUnionValue,
  DuckDBVariantValue,
} from '@duckdb/node-api';
import type { Cell, Row } from './types';
import { floorDiv, isoDate, isoOffset, isoTimeFromMicros, isoTimestamp } from './duckdbTemporal';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;
const INFINITE_TICKS = 2n ** 63n - 1n;
const UTC_SUFFIX = '+00:00';

/** A bigint as a number when it is exactly representable, else as its decimal text. */
function cellFromBigInt(value: bigint): number | string {
  return value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value.toString();
}

/** A double, with NaN and ±Infinity as null. */
function cellFromDouble(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function cellFromDecimal(value: DuckDBDecimalValue): number {
  return Number(value.value) / 10 ** value.scale;
}

function cellFromTimestampTicks(
  ticks: bigint,
  microsPerTick: bigint,
  ticksPerMicro: bigint,
  fallback: () => string,
): string {
  if (ticks === INFINITE_TICKS) return 'infinity';
  if (ticks === -INFINITE_TICKS) return '-infinity';
  const micros = ticksPerMicro === 1n ? ticks * microsPerTick : floorDiv(ticks, ticksPerMicro);
  return isoTimestamp(micros, '', fallback);
}

function cellFromTimeTZ(value: DuckDBTimeTZValue): string {
  return isoTimeFromMicros(Number(value.micros)) + isoOffset(value.offset);
}

function mapKeyText(key: Cell): string {
  return typeof key === 'string' ? key : JSON.stringify(key);
}

/**
 * Any DuckDB value → a JSON-safe cell. The general (slower) path. `type` is the declared type when
 * known (it gives nested values their element types); null inside untyped containers (VARIANT).
 */
function cellFromValue(value: DuckDBValue, type: DuckDBType | null): Cell {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return cellFromDouble(value);
    case 'bigint':
      return cellFromBigInt(value);
    default:
      break;
  }
  if (value instanceof DuckDBDecimalValue) return cellFromDecimal(value);
  if (value instanceof DuckDBDateValue) return isoDate(value.days, () => value.toString());
  if (value instanceof DuckDBTimestampValue) return isoTimestamp(value.micros, '', () => value.toString());
  if (value instanceof DuckDBTimestampTZValue) return isoTimestamp(value.micros, UTC_SUFFIX, () => value.toString());
  if (value instanceof DuckDBTimestampSecondsValue) {
    return cellFromTimestampTicks(value.seconds, 1_000_000n, 1n, () => value.toString());
  }
  if (value instanceof DuckDBTimestampMillisecondsValue) {
    return cellFromTimestampTicks(value.millis, 1000n, 1n, () => value.toString());
  }
  if (value instanceof DuckDBTimestampNanosecondsValue) {
    return cellFromTimestampTicks(value.nanos, 1n, 1000n, () => value.toString());
  }
  if (value instanceof DuckDBTimeValue) return isoTimeFromMicros(Number(value.micros));
  if (value instanceof DuckDBTimeNSValue) return isoTimeFromMicros(Number(value.nanos / 1000n));
  if (value instanceof DuckDBTimeTZValue) return cellFromTimeTZ(value);
  if (value instanceof DuckDBListValue || value instanceof DuckDBArrayValue) {
    const itemType = type?.typeId === DuckDBTypeId.LIST || type?.typeId === DuckDBTypeId.ARRAY ? type.valueType : null;
    return value.items.map((item) => cellFromValue(item, itemType));
  }
  if (value instanceof DuckDBStructValue) {
    const result: { [key: string]: Cell } = {};
    for (const [name, entry] of Object.entries(value.entries)) {
      result[name] = cellFromValue(entry, type?.typeId === DuckDBTypeId.STRUCT ? type.typeForEntry(name) : null);
    }
    return result;
  }
  if (value instanceof DuckDBMapValue) {
    const keyType = type?.typeId === DuckDBTypeId.MAP ? type.keyType : null;
    const valueType = type?.typeId === DuckDBTypeId.MAP ? type.valueType : null;
    const result: { [key: string]: Cell } = {};
    for (const entry of value.entries) {
      result[mapKeyText(cellFromValue(entry.key, keyType))] = cellFromValue(entry.value, valueType);
    }
    return result;
  }
  if (value instanceof DuckDBUnionValue) {
    return cellFromValue(value.value, type?.typeId === DuckDBTypeId.UNION ? type.memberTypeForTag(value.tag) : null);
  }
  if (value instanceof DuckDBVariantValue) return cellFromValue(value.value, value.type ?? null);
  if (value instanceof DuckDBBlobValue) return value.toString();
  return String(value);
}

/**
 * Writes column `key` of rows `offset … offset + count - 1` from the first `count` items of a vector.
 * Each reader is its own loop so that its `getItem` call site sees one vector class.
 */
type ColumnReader = (vector: DuckDBVector, count: number, rows: Row[], offset: number, key: string) => void;

const readPrimitive: ColumnReader = (vector, count, rows, offset, key) => {
  for (let i = 0; i < count; i++) rows[offset + i][key] = vector.getItem(i) as string | number | boolean | null;
};

const readDouble: ColumnReader = (vector, count, rows, offset, key) => {
  for (let i = 0; i < count; i++) {
    const value = vector.getItem(i) as number | null;
    rows[offset + i][key] = value === null || Number.isFinite(value) ? value : null;
  }
};

const readBigInt: ColumnReader = (vector, count, rows, offset, key) => {
  for (let i = 0; i < count; i++) {
    const value = vector.getItem(i) as bigint | null;
    rows[offset + i][key] =
      value === null ? null : value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value.toString();
  }
};

type ScaledDecimalVector =
  DuckDBDecimal16Vector | DuckDBDecimal32Vector | DuckDBDecimal64Vector | DuckDBDecimal128Vector;

function decimalReader(scale: number): ColumnReader {
  const divisor = 10 ** scale;
  return (vector, count, rows, offset, key) => {
    const decimals = vector as ScaledDecimalVector;
    for (let i = 0; i < count; i++) {
      const scaled = decimals.getScaledValue(i);
      rows[offset + i][key] = scaled === null ? null : Number(scaled) / divisor;
    }
  };
}

const readDate: ColumnReader = (vector, count, rows, offset, key) => {
  for (let i = 0; i < count; i++) {
    const value = vector.getItem(i) as DuckDBDateValue | null;
    rows[offset + i][key] = value === null ? null : isoDate(value.days, () => value.toString());
  }
};

function timestampReader(suffix: string): ColumnReader {
  return (vector, count, rows, offset, key) => {
    for (let i = 0; i < count; i++) {
      const value = vector.getItem(i) as DuckDBTimestampValue | DuckDBTimestampTZValue | null;
      rows[offset + i][key] = value === null ? null : isoTimestamp(value.micros, suffix, () => value.toString());
    }
  };
}

function generalReader(type: DuckDBType): ColumnReader {
  return (vector, count, rows, offset, key) => {
    for (let i = 0; i < count; i++) rows[offset + i][key] = cellFromValue(vector.getItem(i), type);
  };
}

/** The fastest reader for a column of this type. */
export function columnReaderFor(type: DuckDBType): ColumnReader {
  switch (type.typeId) {
    case DuckDBTypeId.BOOLEAN:
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.VARCHAR:
    case DuckDBTypeId.ENUM:
    case DuckDBTypeId.SQLNULL:
      return readPrimitive;
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return readDouble;
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return readBigInt;
    case DuckDBTypeId.DECIMAL:
      return decimalReader(type.scale);
    case DuckDBTypeId.DATE:
      return readDate;
    case DuckDBTypeId.TIMESTAMP:
      return timestampReader('');
    case DuckDBTypeId.TIMESTAMP_TZ:
      return timestampReader(UTC_SUFFIX);
    default:
      return generalReader(type);
  }
}
