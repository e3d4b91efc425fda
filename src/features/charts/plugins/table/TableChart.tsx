import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import {
  DataGrid,
  type DataGridCellFormat,
  type DataGridColumn,
  type DataGridRow,
} from '../../../../components/DataGrid';
import { toggleCrossFilter } from '../../crossFilterRules';
import { cellDrillPoint } from '../../drill/drillPoints';
import type { RendererSizeProps } from '../types';
import {
  isCellSelected,
  rawValueIndex,
  tableCrossFilterMask,
  type CellKey,
  type TableFilterColumn,
} from './tableCrossFilter';
import { cellAt, useCrossFilterCells } from './useCrossFilterCells';
import { ServerPagedTable, type ServerPage } from './ServerPagedTable';
import './TableChart.css';

export interface TableRenderProps {
  columns: DataGridColumn[];
  rows: DataGridRow[];
  /** The rows as the query returned them (before dates were formatted), for cross-filter values. */
  rawRows?: DataGridRow[];
  /** The dimensions a click cross-filters on (aggregate mode); none in raw-records mode. */
  filterColumns?: TableFilterColumn[];
  /** With server pagination on a host keeping the chart's own state: the rows are this page. */
  serverPage?: ServerPage;
  /** Number formats and conditional formatting colours of the cells. */
  cellFormat?: DataGridCellFormat;
}

/**
 * The table chart: every row in the virtualized grid (sortable, keyboard navigable), or with server
 * pagination one page whose sort and page change through the chart's own state. On a dashboard
 * with cross-filters, a click on a dimension's cell filters on its value and the selected value's
 * cells are highlighted.
 */
export default function TableChart({
  columns,
  rows,
  rawRows,
  filterColumns,
  width,
  height,
  onRendered,
  crossFilter,
  serverPage,
  onOwnStateChange,
  onContextMenu,
  cellFormat,
}: TableRenderProps & RendererSizeProps) {
  useEffect(() => onRendered?.(), [onRendered, rows]);
  const containerRef = useRef<HTMLDivElement>(null);
  const active = crossFilter !== undefined && (filterColumns?.length ?? 0) > 0;
  // Every dimension, for drilling; only cross-filters' cells are marked and clickable.
  const dimensions = useMemo(
    () => new Map((filterColumns ?? []).map((entry) => [entry.label, entry])),
    [filterColumns],
  );
  const byLabel = useMemo(() => (active ? dimensions : new Map<string, TableFilterColumn>()), [active, dimensions]);
  const rawValues = useMemo(
    () => rawValueIndex(rows, rawRows ?? rows, [...dimensions.keys()]),
    [rows, rawRows, dimensions],
  );
  const filterState = crossFilter?.filterState;
  const markOf = useMemo(
    () =>
      active
        ? (column: string, key: CellKey) => {
            const values = rawValues.get(column);
            if (!values) return null;
            return values.has(key) && isCellSelected(filterState, column, values.get(key)) ? 'selected' : 'clickable';
          }
        : null,
    [active, rawValues, filterState],
  );
  useCrossFilterCells(containerRef, columns, markOf);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!active || !crossFilter) return;
      const cell = cellAt(event.target as Element, columns);
      const filterColumn = cell ? byLabel.get(cell.column) : undefined;
      const values = cell ? rawValues.get(cell.column) : undefined;
      if (!cell || !filterColumn || !values?.has(cell.key)) return;
      const mask = tableCrossFilterMask(filterColumn, values.get(cell.key), cell.text);
      crossFilter.emit(toggleCrossFilter(mask, crossFilter.filterState));
    },
    [active, crossFilter, columns, byLabel, rawValues],
  );

  const handleContextMenu = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!onContextMenu) return;
      const cell = cellAt(event.target as Element, columns);
      if (!cell) return;
      const dimension = dimensions.get(cell.column);
      const values = rawValues.get(cell.column);
      event.preventDefault();
      onContextMenu({
        clientX: event.clientX,
        clientY: event.clientY,
        point: cellDrillPoint(
          dimension && values?.has(cell.key)
            ? { column: dimension.column, value: values.get(cell.key), text: cell.text }
            : null,
        ),
      });
    },
    [onContextMenu, columns, dimensions, rawValues],
  );

  return (
    // The grid keeps its own click (cell selection); this one only adds the cross-filter.
    <div
      ref={containerRef}
      className="tessera-table-chart"
      style={{ width, height }}
      data-test="table-chart"
      onClick={handleClick}
      onContextMenu={handleContextMenu}
    >
      {serverPage ? (
        <ServerPagedTable
          columns={columns}
          rows={rows}
          height={height}
          page={serverPage}
          onOwnStateChange={onOwnStateChange}
          cellFormat={cellFormat}
        />
      ) : (
        <DataGrid columns={columns} rows={rows} height={height} cellFormat={cellFormat} />
      )}
    </div>
  );
}
