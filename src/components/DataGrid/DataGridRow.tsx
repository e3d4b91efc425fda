import { memo } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { formatCellText } from './formatCellText';
import type { ColumnKind, DataGridCellFormat, DataGridColumn, DataGridRow as Row } from './types';

/** Horizontal padding of a cell (see DataGrid.css). */
const CELL_PADDING_PX = 16;
/** The widest glyph of the grid's 13 px font ('W', 'M'): text shorter than the cell at this width fits. */
const WIDEST_CHARACTER_PX = 13;
/** What a SQL NULL shows. */
const NULL_TEXT = 'NULL';

interface DataGridRowProps {
  gridId: string;
  /** Position among the rows shown (after filter and sort). */
  rowIndex: number;
  row: Row;
  top: number;
  height: number;
  totalWidth: number;
  columns: readonly DataGridColumn[];
  kinds: readonly ColumnKind[];
  virtualColumns: readonly VirtualItem[];
  cellFormat?: DataGridCellFormat;
  /** The selected cell's column in this row, or -1: only the selected row gets a new value. */
  selectedColumnIndex: number;
}

/** The id of a rendered cell, for `aria-activedescendant`. */
export function cellElementId(gridId: string, rowIndex: number, columnIndex: number): string {
  return `${gridId}-cell-${rowIndex}-${columnIndex}`;
}

/**
 * One row of the visible columns. Memoised: while scrolling down, rows already on screen keep their
 * props (their position is fixed by their index) and do not render again.
 */
export const DataGridRow = memo(function DataGridRow({
  gridId,
  rowIndex,
  row,
  top,
  height,
  totalWidth,
  columns,
  kinds,
  virtualColumns,
  cellFormat,
  selectedColumnIndex,
}: DataGridRowProps) {
  return (
    <div
      className="tessera-data-grid__row"
      role="row"
      aria-rowindex={rowIndex + 2}
      data-row-index={rowIndex}
      style={{ transform: `translateY(${top}px)`, height, width: totalWidth }}
    >
      {virtualColumns.map((virtualColumn) => {
        const columnIndex = virtualColumn.index;
        const value = row[columns[columnIndex].column_name];
        const look = cellFormat?.(columns[columnIndex].column_name, value);
        const text = look?.text ?? formatCellText(value);
        const alignRight = kinds[columnIndex] === 'numeric' || typeof value === 'number' || typeof value === 'bigint';
        const selected = columnIndex === selectedColumnIndex;
        // Only text that might not fit is clipped with an ellipsis and gets its full text as a
        // tooltip: a clip is a compositor property node and a title is DOM work, both redone for
        // every cell scrolled into view.
        const shownLength = text === null ? NULL_TEXT.length : text.length;
        const mayBeTruncated = shownLength * WIDEST_CHARACTER_PX > virtualColumn.size - CELL_PADDING_PX;
        let className = 'tessera-data-grid__cell';
        if (mayBeTruncated) className += ' tessera-data-grid__cell--clipped';
        if (alignRight) className += ' tessera-data-grid__cell--numeric';
        if (selected) className += ' tessera-data-grid__cell--selected';
        return (
          <div
            key={virtualColumn.key}
            id={selected ? cellElementId(gridId, rowIndex, columnIndex) : undefined}
            className={className}
            role="gridcell"
            aria-colindex={columnIndex + 1}
            aria-selected={selected || undefined}
            data-column-index={columnIndex}
            title={mayBeTruncated && text !== null ? text : undefined}
            style={{ left: virtualColumn.start, width: virtualColumn.size, background: look?.background }}
          >
            {text === null ? <span className="tessera-data-grid__null">{NULL_TEXT}</span> : text}
          </div>
        );
      })}
    </div>
  );
});
