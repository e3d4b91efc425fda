import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { DataGrid, type DataGridColumn, type DataGridRow } from '../../../../components/DataGrid';
import { toggleCrossFilter } from '../../crossFilterRules';
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
}: TableRenderProps & RendererSizeProps) {
  useEffect(() => onRendered?.(), [onRendered, rows]);
  const containerRef = useRef<HTMLDivElement>(null);
  const active = crossFilter !== undefined && (filterColumns?.length ?? 0) > 0;
  const byLabel = useMemo(
    () => new Map((active ? (filterColumns ?? []) : []).map((entry) => [entry.label, entry])),
    [active, filterColumns],
  );
  const rawValues = useMemo(() => rawValueIndex(rows, rawRows ?? rows, [...byLabel.keys()]), [rows, rawRows, byLabel]);
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

  return (
    // The grid keeps its own click (cell selection); this one only adds the cross-filter.
    <div
      ref={containerRef}
      className="tessera-table-chart"
      style={{ width, height }}
      data-test="table-chart"
      onClick={handleClick}
    >
      {serverPage ? (
        <ServerPagedTable
          columns={columns}
          rows={rows}
          height={height}
          page={serverPage}
          onOwnStateChange={onOwnStateChange}
        />
      ) : (
        <DataGrid columns={columns} rows={rows} height={height} />
      )}
    </div>
  );
}
