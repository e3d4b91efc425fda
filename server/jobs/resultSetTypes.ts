/**
 * The type names SQL Lab's results carry, as Superset's result set derives them: from the Python
 * value the DB-API returns, as pyarrow types it (superset/result_set.py, convert_pa_dtype) —
 * BOOL, INT, FLOAT, STRING, DATETIME, or none (null) for what pyarrow keeps as decimals or bytes.
 * The columns' generic types follow from those names, as Superset's column specs do.
 */
import type { ApiColumn } from './resultsBackend';

type ResultSetType = 'BOOL' | 'INT' | 'FLOAT' | 'STRING' | 'DATETIME';

const GENERIC_OF: Record<ResultSetType, NonNullable<ApiColumn['type_generic']>> = {
  INT: 0,
  FLOAT: 0,
  STRING: 1,
  DATETIME: 2,
  BOOL: 3,
};

const INTEGERS = /^(U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)|BIGNUM|VARINT)$/;
const FLOATS = /^(FLOAT|DOUBLE|REAL)$/;
/** Dates, times, timestamps (any precision or zone) and intervals: pyarrow's temporal types. */
const TEMPORALS = /^(DATE|TIME|TIMESTAMP|INTERVAL)(_|\b)/;
/** Decimals come back as Decimal (pyarrow decimal128), blobs as bytes: no result-set type. */
const UNTYPED = /^(DECIMAL|NUMERIC|BLOB|BYTEA|BINARY|VARBINARY)\b/;

/** DuckDB's type name → Superset's result-set type name, or null. */
export function resultSetTypeOf(duckdbType: string): ResultSetType | null {
  const type = duckdbType.toUpperCase();
  if (type === 'BOOLEAN') return 'BOOL';
  if (INTEGERS.test(type)) return 'INT';
  if (FLOATS.test(type)) return 'FLOAT';
  if (TEMPORALS.test(type)) return 'DATETIME';
  if (UNTYPED.test(type)) return null;
  // Text, and whatever Superset turns into text first (UUIDs, enums, lists, structs, maps, JSON).
  return 'STRING';
}

/** A result column in Superset's result-set terms: its type name, generic type and whether it is temporal. */
export function resultSetColumn(column: { column_name: string; name: string; type: string }): ApiColumn {
  const type = resultSetTypeOf(column.type);
  return {
    column_name: column.column_name,
    name: column.name,
    type,
    type_generic: type === null ? null : GENERIC_OF[type],
    is_dttm: type === 'DATETIME',
  };
}
