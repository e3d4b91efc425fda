/**
 * Ids of new native filters and dividers (reference §3.6): `NATIVE_FILTER-<random>` and
 * `NATIVE_FILTER_DIVIDER-<random>`, random enough that two owners editing at once never collide.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const RANDOM_LENGTH = 10;

const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function newFilterId(): string {
  return `${NATIVE_FILTER_PREFIX}${randomPart()}`;
}

export function newDividerId(): string {
  return `${NATIVE_FILTER_DIVIDER_PREFIX}${randomPart()}`;
}
