import { Empty, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { SortDirection } from './useListQueryState';

interface ListTableProps<Row> {
  rowKey: keyof Row & string;
  rows: Row[];
  loading: boolean;
  columns: TableProps<Row>['columns'];
  /** What the table says when it has no rows. */
  emptyText: string;
  rowSelection?: TableProps<Row>['rowSelection'];
  expandable?: TableProps<Row>['expandable'];
  /** 0-based. */
  page: number;
  pageSize: number;
  /** All the rows the server has, over every page. */
  total: number;
  onPageChange: (page: number) => void;
  /** The column key (or field) the user sorted by, and the direction; null when the sort was cleared. */
  onSort?: (column: unknown, direction: SortDirection | null) => void;
}

/** A server-paged list: one page of rows, the pager (no page size choice) and sorting by column header. */
export function ListTable<Row extends object>({
  rowKey,
  rows,
  loading,
  columns,
  emptyText,
  rowSelection,
  expandable,
  page,
  pageSize,
  total,
  onPageChange,
  onSort,
}: ListTableProps<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      loading={loading}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      expandable={expandable}
      rowSelection={rowSelection}
      pagination={{
        current: page + 1,
        pageSize,
        total,
        showSizeChanger: false,
        onChange: (next) => onPageChange(next - 1),
      }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || !onSort) return;
        const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
        const order = single?.order;
        onSort(single?.column?.key ?? single?.field, order ? (order === 'ascend' ? 'asc' : 'desc') : null);
      }}
    />
  );
}
