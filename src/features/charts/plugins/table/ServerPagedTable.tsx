import {
  formatCellText,
  type DataGridCellFormat,
  type DataGridColumn,
  type DataGridRow,
} from '../../../../components/DataGrid';
import type { TableOwnState, TableSortBy } from './serverPagination';
import { TablePager } from './TablePager';

/** The page the server sent and where it is among all rows (transformProps). */
export interface ServerPage {
  currentPage: number;
  pageSize: number;
  /** Every row of the unpaged query (its `is_rowcount` query). */
  total: number;
  sortBy: TableSortBy[];
}

interface ServerPagedTableProps {
  columns: readonly DataGridColumn[];
  rows: readonly DataGridRow[];
  height: number;
  page: ServerPage;
  /** Asks the host for another page or sort; absent, headers and pager only show the state. */
  onOwnStateChange?: (ownState: TableOwnState) => void;
  cellFormat?: DataGridCellFormat;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const PAGER_HEIGHT = 36;

/** Header clicks cycle ascending → descending → the query's own order, as the client-side grid does. */
function nextSort(current: TableSortBy | undefined, key: string): TableSortBy[] {
  if (current?.key !== key) return [{ key, desc: false }];
  return current.desc ? [] : [{ key, desc: true }];
}

function isNumeric(column: DataGridColumn, value: unknown): boolean {
  return column.type_generic === 0 || typeof value === 'number' || typeof value === 'bigint';
}

/**
 * One page of a server-paginated table: a plain table (a page is at most a few hundred rows) whose
 * headers sort on the server and whose pager asks for other pages, both through the chart's own
 * state. Cells carry the grid's column index so the table's cross-filter clicks work here too.
 */
export function ServerPagedTable({ columns, rows, height, page, onOwnStateChange, cellFormat }: ServerPagedTableProps) {
  const sort = page.sortBy[0];
  const sortOn = (key: string) =>
    onOwnStateChange?.({ currentPage: 0, pageSize: page.pageSize, sortBy: nextSort(sort, key) });
  const goTo = (currentPage: number) =>
    onOwnStateChange?.({ currentPage, pageSize: page.pageSize, sortBy: page.sortBy });
  return (
    <div className="tessera-table-chart__paged" style={{ height }} data-test="table-server-paged">
      <div className="tessera-table-chart__scroller" style={{ height: Math.max(height - PAGER_HEIGHT, 0) }}>
        <table className="tessera-table-chart__table">
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.column_name ? (sort.desc ? 'desc' : 'asc') : null;
                return (
                  <th key={column.column_name} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                    <button
                      type="button"
                      disabled={!onOwnStateChange}
                      onClick={() => sortOn(column.column_name)}
                      data-test="table-sort-button"
                    >
                      {column.column_name}
                      <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column, columnIndex) => {
                  const value = row[column.column_name];
                  const look = cellFormat?.(column.column_name, value);
                  const text = look?.text ?? formatCellText(value);
                  return (
                    <td
                      key={column.column_name}
                      data-column-index={columnIndex}
                      style={look?.background ? { background: look.background } : undefined}
                      className={isNumeric(column, value) ? 'tessera-table-chart__numeric' : undefined}
                    >
                      {text === null ? <span className="tessera-data-grid__null">NULL</span> : text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        total={page.total}
        shownRows={rows.length}
        onPageChange={onOwnStateChange ? goTo : undefined}
      />
    </div>
  );
}
