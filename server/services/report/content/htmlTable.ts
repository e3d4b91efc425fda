/**
 * A data table as HTML for a TEXT report's message, shaped as Superset's (pandas `to_html`: a
 * `dataframe` table with a header row and a row index), every cell escaped.
 */
type TableCell = string | number | boolean | null;
export type TableRow = TableCell[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function cellText(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  return escapeHtml(String(cell));
}

export function htmlTable(columns: readonly string[], rows: readonly TableRow[]): string {
  const header = `<tr><th></th>${columns.map((name) => `<th>${escapeHtml(name)}</th>`).join('')}</tr>`;
  const body = rows
    .map((row, index) => `<tr><th>${index}</th>${row.map((cell) => `<td>${cellText(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table border="1" class="dataframe">\n<thead>\n${header}\n</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}
