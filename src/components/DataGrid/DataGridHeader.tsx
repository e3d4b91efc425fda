import { memo } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { ColumnKindBadge } from './ColumnKindBadge';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import type { ColumnKind, DataGridColumn, SortState } from './types';

interface DataGridHeaderProps {
  columns: readonly DataGridColumn[];
  kinds: readonly ColumnKind[];
  virtualColumns: readonly VirtualItem[];
  totalWidth: number;
  height: number;
  sort: SortState | null;
  onSortClick: (columnName: string) => void;
  onResize: (columnIndex: number, width: number) => void;
  onResetWidth: (columnIndex: number) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ARROWS = { asc: '\u25B2', desc: '\u25BC' } as const;

/** The sticky header row: names, type badges, sort buttons and resize handles of the visible columns. */
export const DataGridHeader = memo(function DataGridHeader({
  columns,
  kinds,
  virtualColumns,
  totalWidth,
  height,
  sort,
  onSortClick,
  onResize,
  onResetWidth,
}: DataGridHeaderProps) {
  return (
    <div className="tessera-data-grid__header" role="row" aria-rowindex={1} style={{ width: totalWidth, height }}>
      {virtualColumns.map((virtualColumn) => {
        const column = columns[virtualColumn.index];
        const direction = sort?.columnName === column.column_name ? sort.direction : null;
        return (
          <div
            key={virtualColumn.key}
            className="tessera-data-grid__column-header"
            role="columnheader"
            aria-colindex={virtualColumn.index + 1}
            aria-sort={direction ? ARIA_SORT[direction] : 'none'}
            style={{ left: virtualColumn.start, width: virtualColumn.size, height }}
          >
            <button
              type="button"
              className="tessera-data-grid__sort-button"
              title={column.column_name}
              onClick={() => onSortClick(column.column_name)}
            >
              <span className="tessera-data-grid__column-name">{column.column_name}</span>
              <ColumnKindBadge kind={kinds[virtualColumn.index]} typeName={column.type ?? kinds[virtualColumn.index]} />
              <span className="tessera-data-grid__sort-arrow" aria-hidden="true">
                {direction ? SORT_ARROWS[direction] : ''}
              </span>
            </button>
            <ColumnResizeHandle
              columnName={column.column_name}
              width={virtualColumn.size}
              onResize={(width) => onResize(virtualColumn.index, width)}
              onReset={() => onResetWidth(virtualColumn.index)}
            />
          </div>
        );
      })}
    </div>
  );
});
