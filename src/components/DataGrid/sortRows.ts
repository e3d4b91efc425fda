import { sortRowOrder } from './sortRowOrder';
import type { ColumnKind, DataGridRow, SortDirection } from './types';

/**
 * The rows ordered by `columnName` (see `sortRowOrder` for the order of each kind of value; NULLs
 * last in both directions, ties in original order). `direction` null returns `rows` itself;
 * otherwise the result is the one new array this makes.
 */
export function sortRows<Row extends DataGridRow>(
  rows: readonly Row[],
  columnName: string,
  direction: SortDirection | null,
  kind: ColumnKind,
): readonly Row[] {
  if (direction === null) return rows;
  const order = sortRowOrder(rows, columnName, direction, kind);
  const sorted = new Array<Row>(order.length);
  for (let index = 0; index < order.length; index += 1) sorted[index] = rows[order[index]];
  return sorted;
}
