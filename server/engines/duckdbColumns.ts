/** Result column metadata for DuckDB results: names deduplicated as Superset does, type families. */
import { DuckDBTypeId, type DuckDBType } from '@duckdb/node-api';
import type { GenericType, ResultColumn } from './types';

/**
 * Superset's `dedup`: the second "a" becomes "a__1", the third "a__2", … (case-sensitive).
 * Unlike Superset, a generated name that is already taken is skipped, so names stay unique.
 */
export function dedupeColumnNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = seen.get(name);
    if (count === undefined) {
      seen.set(name, 0);
      return name;
    }
    let next = count + 1;
    while (taken.has(`${name}__${next}`)) next += 1;
    seen.set(name, next);
    const unique = `${name}__${next}`;
    taken.add(unique);
    return unique;
  });
}

const NUMERIC = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.BIGNUM,
]);

const TEMPORAL = new Set<DuckDBTypeId>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

function genericTypeOf(type: DuckDBType): GenericType {
  if (NUMERIC.has(type.typeId)) return 'numeric';
  if (TEMPORAL.has(type.typeId)) return 'temporal';
  if (type.typeId === DuckDBTypeId.BOOLEAN) return 'boolean';
  return 'string';
}

/**
 * DuckDB's own name for the type, already upper case ("BIGINT", "DECIMAL(18,2)",
 * "TIMESTAMP WITH TIME ZONE"); struct field names and enum members keep their case.
 */
function typeNameOf(type: DuckDBType): string {
  return type.toString();
}

export function resultColumns(names: readonly string[], types: readonly DuckDBType[]): ResultColumn[] {
  return names.map((name, index) => {
    const type = types[index];
    const temporal = TEMPORAL.has(type.typeId);
    return {
      column_name: name,
      name,
      type: typeNameOf(type),
      type_generic: genericTypeOf(type),
      is_dttm: temporal,
    };
  });
}
