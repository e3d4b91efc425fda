/** Rows shown per page by the data panes (samples, results) when they page. */
export const DATA_PAGE_SIZE = 100;

/** The rows of one page (1-based) of a result held whole in the browser. */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, pageSize: number): readonly Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** 'Rows 101–200 of 7,671': where the page sits in the whole result. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No rows';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Rows ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
