import type { ColumnKind, DataGridColumn, DataGridRow } from './types';

const NUMERIC_TYPE = /INT|FLOAT|DOUBLE|DECIMAL|NUMERIC|NUMBER|REAL|MONEY|SERIAL/i;
const TEMPORAL_TYPE = /DATE|TIME|INTERVAL/i;
const BOOLEAN_TYPE = /^BOOL/i;

const KIND_BY_GENERIC_CODE: Record<number, ColumnKind> = {
  0: 'numeric',
  1: 'string',
  2: 'temporal',
  3: 'boolean',
};

/**
 * The column's generic kind: Superset's `type_generic` when present, else `is_dttm`, else read from
 * the database type name, else guessed from the first non-null value among `sampleRows`.
 */
export function resolveColumnKind(column: DataGridColumn, sampleRows: readonly DataGridRow[] = []): ColumnKind {
  const generic = column.type_generic;
  if (typeof generic === 'number' && generic in KIND_BY_GENERIC_CODE) return KIND_BY_GENERIC_CODE[generic];
  if (typeof generic === 'string') return generic;
  if (column.is_dttm) return 'temporal';
  if (column.type) return kindFromTypeName(column.type);
  return kindFromSample(column.column_name, sampleRows);
}

function kindFromTypeName(typeName: string): ColumnKind {
  if (BOOLEAN_TYPE.test(typeName)) return 'boolean';
  if (TEMPORAL_TYPE.test(typeName)) return 'temporal';
  if (NUMERIC_TYPE.test(typeName)) return 'numeric';
  return 'string';
}

function kindFromSample(columnName: string, sampleRows: readonly DataGridRow[]): ColumnKind {
  for (const row of sampleRows) {
    const value = row[columnName];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'bigint') return 'numeric';
    if (typeof value === 'boolean') return 'boolean';
    if (value instanceof Date) return 'temporal';
    return 'string';
  }
  return 'string';
}
