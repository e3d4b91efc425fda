import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { resolveColumnKind } from './columnKind';
import { DataGridHeader } from './DataGridHeader';
import { cellElementId, DataGridRow } from './DataGridRow';
import { formatCellText } from './formatCellText';
import { nextCellPosition } from './gridNavigation';
import { formatRowCount } from './formatRowCount';
import { useColumnWidths } from './useColumnWidths';
import { useSearchIndexPrebuild } from './useSearchIndexPrebuild';
import { useVisibleRows } from './useVisibleRows';
import type { CellPosition, DataGridCellFormat, DataGridColumn, DataGridRow as Row, SortState } from './types';
import './DataGrid.css';

interface DataGridProps {
  /** The result's columns; pass the same array between renders (e.g. from the store). */
  columns: readonly DataGridColumn[];
  /** Every row is shown, however many; pass the same array between renders. */
  rows: readonly Row[];
  /** Height in pixels, row-count line included; without it the grid fills its parent's height. */
  height?: number;
  /** Shows only rows where any cell's text contains this, ignoring case. */
  filterText?: string;
  /** Ctrl/Cmd+C on the selected cell calls this with the cell's text (empty for NULL). */
  onCopy?: (text: string) => void;
  /** Shown instead of rows when there are none (or none match the filter). */
  emptyText?: string;
  /** How cells look (text, colour); pass the same function between renders. */
  cellFormat?: DataGridCellFormat;
}

export const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 32;
const DEFAULT_EMPTY_TEXT = 'No rows';
const ROW_OVERSCAN = 8;
const COLUMN_OVERSCAN = 2;
const SAMPLE_ROWS_FOR_KINDS = 200;

/**
 * A virtualised result grid: every row it is given is reachable by scrolling, while only the cells
 * on screen are in the DOM. Sortable and resizable columns, a filter, keyboard navigation, and a
 * row-count line. No feature logic: callers add their own copy and download buttons.
 */
export const DataGrid = memo(function DataGrid({
  columns,
  rows,
  height,
  filterText = '',
  onCopy,
  emptyText = DEFAULT_EMPTY_TEXT,
  cellFormat,
}: DataGridProps) {
  const gridId = useId();
  const scrollElementRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<CellPosition | null>(null);

  const kinds = useMemo(() => {
    const sample = rows.slice(0, SAMPLE_ROWS_FOR_KINDS);
    return columns.map((column) => resolveColumnKind(column, sample));
  }, [columns, rows]);
  const sortColumnIndex = sort ? columns.findIndex((c) => c.column_name === sort.columnName) : -1;
  const activeSort = sortColumnIndex >= 0 ? sort : null;
  const visible = useVisibleRows(
    rows,
    columns,
    activeSort,
    sortColumnIndex >= 0 ? kinds[sortColumnIndex] : null,
    filterText,
  );
  useSearchIndexPrebuild(rows, columns);
  const { widths, resizeColumn, resetColumnWidth } = useColumnWidths(columns, rows);

  const rowVirtualizer = useVirtualizer({
    count: visible.count,
    getScrollElement: () => scrollElementRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: ROW_OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollElementRef.current,
    estimateSize: (index) => widths[index],
    overscan: COLUMN_OVERSCAN,
  });
  // Sizes are estimates the virtualiser caches; a resized or re-estimated column must be re-read.
  useLayoutEffect(() => {
    columnVirtualizer.measure();
  }, [columnVirtualizer, widths]);

  // Locale formatting is slow enough to matter when the grid renders on every scrolled frame.
  const rowCountText = useMemo(() => formatRowCount(visible.count, rows.length), [visible.count, rows.length]);

  const selectedCell =
    selected && selected.rowIndex < visible.count && selected.columnIndex < columns.length ? selected : null;

  const handleSortClick = useCallback((columnName: string) => {
    setSort((current) => {
      if (current?.columnName !== columnName) return { columnName, direction: 'asc' };
      return current.direction === 'asc' ? { columnName, direction: 'desc' } : null;
    });
  }, []);
  // One listener for every cell: the clicked cell says where it is.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[role="gridcell"]');
    const row = cell?.closest<HTMLElement>('[data-row-index]');
    if (!cell || !row) return;
    setSelected({
      rowIndex: Number(row.dataset.rowIndex),
      columnIndex: Number(cell.dataset.columnIndex),
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // keys on a header button are the button's
    const withControl = event.ctrlKey || event.metaKey;
    if (withControl && event.key.toLowerCase() === 'c' && selectedCell && onCopy) {
      event.preventDefault();
      const column = columns[selectedCell.columnIndex];
      onCopy(formatCellText(visible.rowAt(selectedCell.rowIndex)[column.column_name]) ?? '');
      return;
    }
    const viewportHeight = rowVirtualizer.scrollRect?.height ?? 0;
    const next = nextCellPosition(
      selectedCell,
      { key: event.key, withControl },
      {
        rowCount: visible.count,
        columnCount: columns.length,
        pageSize: Math.floor((viewportHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1,
      },
    );
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    rowVirtualizer.scrollToIndex(next.rowIndex, { align: 'auto' });
    columnVirtualizer.scrollToIndex(next.columnIndex, { align: 'auto' });
  };

  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const totalWidth = columnVirtualizer.getTotalSize();
  const selectionIsRendered =
    selectedCell !== null &&
    virtualRows.some((item) => item.index === selectedCell.rowIndex) &&
    virtualColumns.some((item) => item.index === selectedCell.columnIndex);

  return (
    <div className="tessera-data-grid" style={{ height: height ?? '100%' }}>
      <div
        ref={scrollElementRef}
        className="tessera-data-grid__scroller"
        role="grid"
        tabIndex={0}
        aria-rowcount={visible.count + 1}
        aria-colcount={columns.length}
        aria-activedescendant={
          selectionIsRendered ? cellElementId(gridId, selectedCell.rowIndex, selectedCell.columnIndex) : undefined
        }
        onKeyDown={handleKeyDown}
        onClick={handleClick}
      >
        <div className="tessera-data-grid__canvas" style={{ height: rowVirtualizer.getTotalSize(), width: totalWidth }}>
          <DataGridHeader
            columns={columns}
            kinds={kinds}
            virtualColumns={virtualColumns}
            totalWidth={totalWidth}
            height={HEADER_HEIGHT}
            sort={activeSort}
            onSortClick={handleSortClick}
            onResize={resizeColumn}
            onResetWidth={resetColumnWidth}
          />
          {visible.count === 0 ? (
            <div className="tessera-data-grid__empty" style={{ top: HEADER_HEIGHT }}>
              {emptyText}
            </div>
          ) : (
            virtualRows.map((virtualRow) => (
              <DataGridRow
                key={virtualRow.key}
                gridId={gridId}
                rowIndex={virtualRow.index}
                row={visible.rowAt(virtualRow.index)}
                top={virtualRow.start}
                height={ROW_HEIGHT}
                totalWidth={totalWidth}
                columns={columns}
                kinds={kinds}
                virtualColumns={virtualColumns}
                cellFormat={cellFormat}
                selectedColumnIndex={selectedCell?.rowIndex === virtualRow.index ? selectedCell.columnIndex : -1}
              />
            ))
          )}
        </div>
      </div>
      <div className="tessera-data-grid__row-count" role="status">
        {rowCountText}
      </div>
    </div>
  );
});
