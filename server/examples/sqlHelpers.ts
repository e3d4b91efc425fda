/** Small builders for the generator's SQL: literals, and hash-based pseudo-random values per row. */

/** Render a string as a SQL literal. */
function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Render rows as a SQL VALUES list body: (a, b), (c, d). */
export function sqlValues(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows
    .map((row) => `(${row.map((cell) => (typeof cell === 'number' ? String(cell) : sqlString(cell))).join(', ')})`)
    .join(',\n');
}

/**
 * A column salt as a stable integer (FNV-1a of its name): `hash(i, <integer>)` is about twice as
 * fast as hashing a string constant on every row, and the same on every run.
 */
function saltNumber(salt: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < salt.length; index++) {
    value ^= salt.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A uniform double in [0, 1) for row `i` and a column salt. */
export function uniform(salt: string, row = 'i'): string {
  return `((hash(${row}, ${saltNumber(salt)}) % 1000000)::DOUBLE / 1000000)`;
}

/** An integer in [0, n) for row `i` and a column salt. */
export function pick(salt: string, n: number, row = 'i'): string {
  return `(hash(${row}, ${saltNumber(salt)}) % ${n})::INTEGER`;
}

export function listLiteral(values: readonly string[]): string {
  return `[${values.map(sqlString).join(', ')}]`;
}
