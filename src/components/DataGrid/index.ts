export { DataGrid, ROW_HEIGHT } from './DataGrid';
export { filterRows } from './filterRows';
export { sortRows } from './sortRows';
export { estimateColumnWidths } from './estimateColumnWidths';
export { rowsToCsv, rowsToTsv } from './serializeRows';
export { formatCellText } from './formatCellText';
export { formatRowCount } from './formatRowCount';
export { resolveColumnKind } from './columnKind';
export type { ColumnKind, DataGridCellFormat, DataGridColumn, DataGridRow } from './types';
