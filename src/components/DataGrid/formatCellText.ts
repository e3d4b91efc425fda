/**
 * The text a cell shows, copies and is searched by; `null` for SQL NULL (and `undefined`, which is
 * how a missing key in a row reads). Objects and arrays are JSON; bigints print in full.
 */
export function formatCellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      return value instanceof Date ? formatDate(value) : stringifyJson(value);
    default:
      return String(value);
  }
}

function formatDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? String(date) : date.toISOString();
}

function stringifyJson(value: object): string {
  try {
    return JSON.stringify(value, (_key, nested: unknown) => (typeof nested === 'bigint' ? nested.toString() : nested));
  } catch {
    // A cyclic structure cannot come from a JSON reply, but the grid must not crash on one.
    return String(value);
  }
}
