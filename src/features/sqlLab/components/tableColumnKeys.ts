/** Which keys and indexes a column belongs to: its own `keys`, else the table's pk/fk/indexes. */
import type { TableColumn, TableKey, TableMetadataFields } from '../types';

/** Keys as sent; Superset on some engines sends `{constrained_columns: null, name: null}` or no list at all. */
type SentKeys = Pick<TableMetadataFields, 'primaryKey' | 'foreignKeys' | 'indexes'>;

const listOf = (keys: unknown): TableKey[] => (Array.isArray(keys) ? (keys as TableKey[]) : []);

export function keysOfColumn(column: TableColumn, table: SentKeys): TableKey[] {
  if (Array.isArray(column.keys) && column.keys.length > 0) return column.keys;
  const tableKeys = [
    ...(table.primaryKey ? [table.primaryKey] : []),
    ...listOf(table.foreignKeys),
    ...listOf(table.indexes),
  ];
  return tableKeys.filter((key) => Array.isArray(key.column_names) && key.column_names.includes(column.name));
}
