import { formatCellText } from './formatCellText';
import type { DataGridColumn, DataGridRow } from './types';

const CSV_NEEDS_QUOTES = /[",\r\n]/;
const TSV_SEPARATORS = /[\t\r\n]/g;

/**
 * RFC 4180 CSV: a header line of column names, then one line per row, CRLF line ends. A field
 * holding a comma, a double quote or a line break is quoted and its quotes doubled; NULL is empty.
 */
export function rowsToCsv(columns: readonly DataGridColumn[], rows: readonly DataGridRow[]): string {
  return serialize(columns, rows, ',', '\r\n', quoteCsvField);
}

/**
 * Tab-separated text for pasting into a spreadsheet: a header line, then one line per row. Tabs
 * and line breaks inside a value become spaces (TSV has no quoting); NULL is empty.
 */
export function rowsToTsv(columns: readonly DataGridColumn[], rows: readonly DataGridRow[]): string {
  return serialize(columns, rows, '\t', '\n', (field) => field.replace(TSV_SEPARATORS, ' '));
}

function quoteCsvField(field: string): string {
  return CSV_NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function serialize(
  columns: readonly DataGridColumn[],
  rows: readonly DataGridRow[],
  separator: string,
  lineEnd: string,
  escapeField: (field: string) => string,
): string {
  const lines = [columns.map((column) => escapeField(column.column_name)).join(separator)];
  for (const row of rows) {
    lines.push(columns.map((column) => escapeField(formatCellText(row[column.column_name]) ?? '')).join(separator));
  }
  return lines.join(lineEnd) + lineEnd;
}
