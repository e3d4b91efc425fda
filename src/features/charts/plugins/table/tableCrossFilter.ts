/**
 * Cross-filters of the table (aggregate mode): a click on a dimension's cell filters on that
 * column's raw value, as Superset's table does; metric cells and raw-records tables filter nothing.
 * The grid shows formatted text, so a cell's raw value is found by its column and text.
 */
import type { QueryColumn } from '../../../../api/chartDataTypes';
import { formatCellText, type DataGridRow } from '../../../../components/DataGrid';
import { toFilterValue } from '../../crossFilterRules';
import type { CrossFilterMask, CrossFilterState } from '../../crossFilterTypes';

/** A dimension column the table cross-filters on: its label (the result column) and the form's column. */
export interface TableFilterColumn {
  label: string;
  column: QueryColumn;
}

/** How a cell is keyed by what it shows: its text, or null for a NULL cell. */
export type CellKey = string | null;

/** Per dimension: shown text → raw value (rows and raw rows are the same rows, in the same order). */
export function rawValueIndex(
  rows: readonly DataGridRow[],
  rawRows: readonly DataGridRow[],
  columns: readonly string[],
): Map<string, Map<CellKey, unknown>> {
  const index = new Map<string, Map<CellKey, unknown>>();
  for (const column of columns) {
    const byText = new Map<CellKey, unknown>();
    rows.forEach((row, position) => {
      const key = formatCellText(row[column]);
      if (!byText.has(key)) byText.set(key, rawRows[position]?.[column] ?? row[column] ?? null);
    });
    index.set(column, byText);
  }
  return index;
}

/** The mask selecting one cell's value; the state keeps `filters` ({column: [value]}) as Superset's table. */
export function tableCrossFilterMask(filterColumn: TableFilterColumn, value: unknown, text: string): CrossFilterMask {
  const filterValue = toFilterValue(value);
  return {
    extraFormData: { filters: [{ col: filterColumn.column, op: 'IN', val: [filterValue] }] },
    filterState: {
      value: [[filterValue]],
      label: text,
      filters: { [filterColumn.label]: [filterValue] },
    },
  };
}

/** Whether the state selects this raw value of this column (the cell is highlighted). */
export function isCellSelected(filterState: CrossFilterState | undefined, column: string, value: unknown): boolean {
  const selected = filterState?.filters?.[column];
  if (!Array.isArray(selected)) return false;
  const filterValue = toFilterValue(value);
  return selected.some((chosen) => chosen === filterValue);
}
