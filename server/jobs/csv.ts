/**
 * Results as CSV the way Superset's export writes them (pandas `to_csv`, comma separated, no index):
 * a header of column names, empty cells for nulls, True/False for booleans, JSON for nested
 * values, fields quoted only when they hold a separator, a quote or a line break.
 */
import type { Cell, Row } from '../engines/types';

function cellText(value: Cell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columnNames: readonly string[], rows: readonly Row[]): string {
  const lines = [columnNames.map(quoteField).join(',')];
  for (const row of rows) lines.push(columnNames.map((name) => quoteField(cellText(row[name]))).join(','));
  return `${lines.join('\n')}\n`;
}
