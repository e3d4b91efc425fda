/**
 * DuckDB identifiers and literals for compiled chart queries. Every name is quoted and every
 * value rendered as a literal here, so no user text reaches the SQL outside a quoted token.
 */

/** `name` as a DuckDB quoted identifier ("a""b" for a"b). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A standard SQL string literal (backslashes are literal in DuckDB's standard strings). */
export function stringLiteral(value: string): string {
  return `'${value.replace(/\0/g, '').replace(/'/g, "''")}'`;
}

export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) return 'NULL';
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}

export type SqlScalar = string | number | boolean | null;

export function scalarLiteral(value: SqlScalar): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return numberLiteral(value);
  return stringLiteral(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD HH:MM:SS[.ffffff]" of a UTC wall-clock date (as Python's isoformat(sep=" ")). */
export function formatWallClock(date: Date, withMicros = false): string {
  const text = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  if (withMicros) return `${text}.${pad(ms * 1000, 6)}`;
  return ms ? `${text}.${pad(ms, 3)}` : text;
}

/** A TIMESTAMP literal for a UTC wall-clock date. */
export function timestampLiteral(date: Date): string {
  return `TIMESTAMP ${stringLiteral(formatWallClock(date))}`;
}

/** A TIMESTAMP literal for epoch milliseconds (how the client sends temporal filter values). */
export function epochMsLiteral(ms: number): string {
  return Number.isFinite(ms) ? timestampLiteral(new Date(ms)) : 'NULL';
}
