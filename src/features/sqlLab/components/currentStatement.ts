/** The SQL statement under the cursor (Ctrl+Shift+Enter runs it, as in Superset). */
import { isStatementEnd, lexSql } from '../../../../common/sql/sqlLexer';

interface StatementRange {
  start: number;
  end: number;
  text: string;
}

/**
 * Offsets of the `;` that end statements, as the server splits them (strings, quoted names and
 * comments read as DuckDB does); backtick-quoted names count too, for other databases' SQL.
 */
function statementEnds(sql: string): number[] {
  return lexSql(sql, { backtickNames: true })
    .filter(isStatementEnd)
    .map((token) => token.start);
}

/** Offset of (row, column) in `sql` (ace rows and columns count from 0). */
export function offsetOf(sql: string, row: number, column: number): number {
  const lines = sql.split('\n');
  let offset = 0;
  for (let line = 0; line < row && line < lines.length; line += 1) offset += lines[line].length + 1;
  return Math.min(offset + column, sql.length);
}

/**
 * The statement holding `offset`: from just after the previous `;` to the next one. A cursor right
 * after a `;` (or on trailing blanks) belongs to the statement before it.
 */
export function statementAt(sql: string, offset: number): StatementRange {
  const ends = statementEnds(sql);
  const bounds = [-1, ...ends, sql.length];
  const ranges: StatementRange[] = [];
  for (let index = 0; index < bounds.length - 1; index += 1) {
    const start = bounds[index] + 1;
    const end = bounds[index + 1];
    const text = sql.slice(start, end).trim();
    if (text) ranges.push({ start, end, text });
  }
  if (ranges.length === 0) return { start: 0, end: sql.length, text: '' };
  const holding = ranges.find((range) => offset >= range.start && offset <= range.end);
  if (holding) return holding;
  const before = ranges.filter((range) => range.end < offset);
  return before.length > 0 ? before[before.length - 1] : ranges[0];
}
