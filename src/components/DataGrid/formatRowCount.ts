const numberFormat = new Intl.NumberFormat('en-US');

/** "1 row", "100,000 rows", or "12 of 100,000 rows" when a filter hides some. */
export function formatRowCount(shownCount: number, totalCount: number): string {
  const unit = totalCount === 1 ? 'row' : 'rows';
  if (shownCount === totalCount) return `${numberFormat.format(totalCount)} ${unit}`;
  return `${numberFormat.format(shownCount)} of ${numberFormat.format(totalCount)} ${unit}`;
}
