/** Which keys and indexes a column belongs to: its own `keys`, else the table's pk/fk/indexes. */
import type { Table, TableColumn, TableKey } from '../types';

export function keysOfColumn(
  column: TableColumn,
  table: Pick<Table, 'primaryKey' | 'foreignKeys' | 'indexes'>,
): TableKey[] {
  if (column.keys && column.keys.length > 0) return column.keys;
  const tableKeys = [...(table.primaryKey ? [table.primaryKey] : []), ...table.foreignKeys, ...table.indexes];
  return tableKeys.filter((key) => key.column_names.includes(column.name));
}
