/**
 * The integers the metadata store can hold. Its id, limit and timeout columns are INTEGER (as
 * Superset's on PostgreSQL): a value outside that range names no row and cannot be written, so
 * input is checked against it where it arrives rather than failing in the database.
 */
export const MAX_STORED_INTEGER = 2_147_483_647;
const MIN_STORED_INTEGER = -2_147_483_648;

/** Bounds for the JSON schema of an integer the store keeps as it comes (a timeout, an offset). */
export const STORED_INTEGER_RANGE = { minimum: MIN_STORED_INTEGER, maximum: MAX_STORED_INTEGER } as const;

export function isStoredInteger(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_STORED_INTEGER && value <= MAX_STORED_INTEGER
  );
}

const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * An id in a URL path, read as Werkzeug's `<int:…>` converter reads it: ASCII decimal digits only
 * (no sign, space, exponent, hex or fraction). Null for anything else and for a number no stored
 * row can have, which the caller answers as a URL that names nothing (404).
 */
export function parsePathId(segment: string): number | null {
  if (!DECIMAL_DIGITS.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_STORED_INTEGER ? id : null;
}
