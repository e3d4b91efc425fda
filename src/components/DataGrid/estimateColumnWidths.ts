import { formatCellText } from './formatCellText';
import type { DataGridColumn, DataGridRow } from './types';

interface ColumnWidthOptions {
  /** How many leading rows are read; the rest are assumed to look alike. */
  sampleSize?: number;
  minWidth?: number;
  maxWidth?: number;
}

/** Average advance of a character in the grid's 13 px font (digits and lower-case letters). */
const CHARACTER_WIDTH_PX = 7.5;
/** Average advance of a character of a header name (bold). */
const HEADER_CHARACTER_WIDTH_PX = 8.2;
/** Left and right cell padding plus the resize handle. */
const CELL_PADDING_PX = 20;
/** Room in the header beside the name: padding, the type badge, the sort arrow, the resize handle. */
const HEADER_DECORATION_PX = 72;

const DEFAULT_COLUMN_WIDTH_OPTIONS: Required<ColumnWidthOptions> = {
  sampleSize: 200,
  minWidth: 64,
  maxWidth: 400,
};

/**
 * A starting width in pixels for each column: wide enough for its header and for the longest
 * value among the first `sampleSize` rows, within [`minWidth`, `maxWidth`]. Counting characters
 * (not measuring glyphs) keeps this pure and fast; users resize what it gets wrong.
 */
export function estimateColumnWidths(
  columns: readonly DataGridColumn[],
  rows: readonly DataGridRow[],
  options: ColumnWidthOptions = {},
): number[] {
  const { sampleSize, minWidth, maxWidth } = { ...DEFAULT_COLUMN_WIDTH_OPTIONS, ...options };
  const sampleCount = Math.min(sampleSize, rows.length);
  return columns.map((column) => {
    const headerWidth = column.column_name.length * HEADER_CHARACTER_WIDTH_PX + HEADER_DECORATION_PX;
    let longestValue = 0;
    for (let index = 0; index < sampleCount; index += 1) {
      const text = formatCellText(rows[index][column.column_name]);
      const length = text === null ? 'NULL'.length : text.length;
      if (length > longestValue) longestValue = length;
    }
    const valueWidth = longestValue * CHARACTER_WIDTH_PX + CELL_PADDING_PX;
    return Math.round(Math.min(maxWidth, Math.max(minWidth, headerWidth, valueWidth)));
  });
}
