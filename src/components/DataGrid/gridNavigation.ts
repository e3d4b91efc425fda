import type { CellPosition } from './types';

interface GridBounds {
  rowCount: number;
  columnCount: number;
  /** How many rows PageUp and PageDown move by: about one screenful. */
  pageSize: number;
}

interface NavigationKey {
  key: string;
  /** Ctrl (or Cmd) held: Home and End then go to the first and last row. */
  withControl: boolean;
}

/**
 * Where the selected cell goes for a key press, or `null` when the key does not move it. With no
 * cell selected yet, any movement key selects the first cell. The result stays inside the grid.
 */
export function nextCellPosition(
  current: CellPosition | null,
  { key, withControl }: NavigationKey,
  { rowCount, columnCount, pageSize }: GridBounds,
): CellPosition | null {
  if (rowCount === 0 || columnCount === 0) return null;
  const lastRow = rowCount - 1;
  const lastColumn = columnCount - 1;
  const { rowIndex, columnIndex } = current ?? { rowIndex: 0, columnIndex: 0 };
  const move = (row: number, column: number): CellPosition | null =>
    movementKeys.has(key) ? { rowIndex: clamp(row, 0, lastRow), columnIndex: clamp(column, 0, lastColumn) } : null;
  if (current === null) return move(0, 0);
  switch (key) {
    case 'ArrowDown':
      return move(rowIndex + 1, columnIndex);
    case 'ArrowUp':
      return move(rowIndex - 1, columnIndex);
    case 'ArrowRight':
      return move(rowIndex, columnIndex + 1);
    case 'ArrowLeft':
      return move(rowIndex, columnIndex - 1);
    case 'PageDown':
      return move(rowIndex + Math.max(1, pageSize), columnIndex);
    case 'PageUp':
      return move(rowIndex - Math.max(1, pageSize), columnIndex);
    case 'Home':
      return withControl ? move(0, columnIndex) : move(rowIndex, 0);
    case 'End':
      return withControl ? move(lastRow, columnIndex) : move(rowIndex, lastColumn);
    default:
      return null;
  }
}

const movementKeys = new Set(['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp', 'Home', 'End']);

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
