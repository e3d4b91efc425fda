/** Which page buttons the table's pager shows: the first, the last and the current one's neighbours. */

/** A page number (0-based), or null for a gap ('…'). */
type PagerItem = number | null;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagerItems(currentPage: number, pages: number): PagerItem[] {
  const shown = new Set([0, pages - 1, currentPage - 1, currentPage, currentPage + 1]);
  const items: PagerItem[] = [];
  for (let page = 0; page < pages; page += 1) {
    if (!shown.has(page)) continue;
    const previous = items[items.length - 1];
    // A single hidden page is shown rather than replaced by a gap as wide as itself.
    if (typeof previous === 'number' && page - previous === 2) items.push(page - 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "11–20 of 1,234 rows"; "0 rows" for an empty result. */
export function pageSummary(currentPage: number, pageSize: number, shownRows: number, total: number): string {
  const unit = total === 1 ? 'row' : 'rows';
  if (total === 0 || shownRows === 0) return `${numberFormat.format(total)} ${unit}`;
  const first = currentPage * pageSize + 1;
  return `${numberFormat.format(first)}–${numberFormat.format(first + shownRows - 1)} of ${numberFormat.format(total)} ${unit}`;
}
