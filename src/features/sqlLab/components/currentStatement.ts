/** The SQL statement under the cursor (Ctrl+Shift+Enter runs it, as in Superset). */

export interface StatementRange {
  start: number;
  end: number;
  text: string;
}

/** Offsets of the `;` that end statements, skipping quotes and comments. */
function statementEnds(sql: string): number[] {
  const ends: number[] = [];
  let index = 0;
  while (index < sql.length) {
    const char = sql[index];
    const next = sql[index + 1];
    if (char === '-' && next === '-') {
      const lineEnd = sql.indexOf('\n', index);
      index = lineEnd === -1 ? sql.length : lineEnd + 1;
    } else if (char === '/' && next === '*') {
      const close = sql.indexOf('*/', index + 2);
      index = close === -1 ? sql.length : close + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      let cursor = index + 1;
      while (cursor < sql.length && sql[cursor] !== char) cursor += 1;
      index = cursor + 1;
    } else {
      if (char === ';') ends.push(index);
      index += 1;
    }
  }
  return ends;
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
