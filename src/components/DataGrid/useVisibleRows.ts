import { useMemo } from 'react';
import { getRowSearchIndex } from './rowSearchIndex';
import { sortRowOrder } from './sortRowOrder';
import type { ColumnKind, DataGridColumn, DataGridRow, SortState } from './types';

interface VisibleRows {
  /** How many rows are shown (after the filter). */
  count: number;
  /** The row shown at a position. */
  rowAt: (position: number) => DataGridRow;
}

/**
 * The rows to show, filtered then ordered, without copying them: sorting computes an order of
 * positions (once per sort), filtering a match mask (once per filter text), and the two combine
 * into one list of positions. Typing in the filter therefore never re-sorts.
 */
export function useVisibleRows(
  rows: readonly DataGridRow[],
  columns: readonly DataGridColumn[],
  sort: SortState | null,
  sortKind: ColumnKind | null,
  filterText: string,
): VisibleRows {
  const order = useMemo(
    () => (sort && sortKind ? sortRowOrder(rows, sort.columnName, sort.direction, sortKind) : null),
    [rows, sort, sortKind],
  );
  const match = useMemo(
    () => (filterText === '' ? null : getRowSearchIndex(rows, columns).matchMask(filterText)),
    [rows, columns, filterText],
  );
  return useMemo(() => {
    const positions = combinePositions(rows.length, order, match);
    if (positions === null) return { count: rows.length, rowAt: (position) => rows[position] };
    return { count: positions.length, rowAt: (position) => rows[positions[position]] };
  }, [rows, order, match]);
}

function combinePositions(
  rowCount: number,
  order: Int32Array | null,
  match: { mask: Uint8Array; matchCount: number } | null,
): Int32Array | null {
  if (match === null) return order;
  const positions = new Int32Array(match.matchCount);
  let next = 0;
  for (let index = 0; index < rowCount; index += 1) {
    const position = order === null ? index : order[index];
    if (match.mask[position] === 1) positions[next++] = position;
  }
  return positions;
}
