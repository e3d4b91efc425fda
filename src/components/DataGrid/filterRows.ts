import { getRowSearchIndex } from './rowSearchIndex';
import type { DataGridColumn, DataGridRow } from './types';

/**
 * The rows where any cell's text contains `text`, ignoring case, in their original order. An empty
 * `text` returns `rows` itself. NULL cells match nothing (not even "null"). The first search of a
 * rows array builds its search index; later searches of the same array reuse it.
 */
export function filterRows<Row extends DataGridRow>(
  rows: readonly Row[],
  columns: readonly DataGridColumn[],
  text: string,
): readonly Row[] {
  if (text === '') return rows;
  const { mask, matchCount } = getRowSearchIndex(rows, columns).matchMask(text);
  const matches = new Array<Row>(matchCount);
  let next = 0;
  for (let position = 0; position < rows.length; position += 1) {
    if (mask[position] === 1) matches[next++] = rows[position];
  }
  return matches;
}
