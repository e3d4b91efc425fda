/** Result columns of the server turned into the grid's columns (type_generic 0–3 → kind). */
import type { ColumnKind, DataGridColumn } from '../../../components/DataGrid';
import type { ResultColumn } from '../types';

const KINDS: readonly ColumnKind[] = ['numeric', 'string', 'temporal', 'boolean'];

export function toGridColumns(columns: readonly ResultColumn[]): DataGridColumn[] {
  return columns.map((column) => ({
    column_name: column.column_name,
    name: column.name,
    type: column.type ?? undefined,
    is_dttm: column.is_dttm,
    type_generic: column.type_generic === null ? undefined : KINDS[column.type_generic],
  }));
}
