/** Row-limit choices of the editor (Superset's QueryLimitSelect). */

/** Powers of ten from 10 below SQL_MAX_ROW, then SQL_MAX_ROW itself. */
export function queryLimitOptions(maxRow: number): number[] {
  const options: number[] = [];
  for (let limit = 10; limit < maxRow; limit *= 10) options.push(limit);
  if (maxRow > 0) options.push(maxRow);
  return options;
}

/** '100 000': digits grouped by spaces, as Superset labels the limits. */
export function formatLimit(limit: number): string {
  return String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
