/**
 * A small static table (a few rows, no paging, sorting or filtering): plain HTML, so that what
 * shows a handful of rows does not download antd's Table.
 */
import './PlainTable.css';

export interface PlainTableColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => string;
}

export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly PlainTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <table className="tessera-plain-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.key}>{column.value(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
