import { formatCellText } from './formatCellText';
import type { ColumnKind, DataGridRow, SortDirection } from './types';

/** The same order as `String.prototype.localeCompare`, without building a collator per call. */
const collator = new Intl.Collator();

/** Values sort in tiers: numbers (and booleans) first, then text, then NULL whatever the direction. */
const NUMBER_TIER = 0;
const TEXT_TIER = 1;
const NULL_TIER = 2;

/**
 * The row positions of `rows` in sorted order (the rows themselves are not copied). Numbers, and
 * numeric text in a numeric column, order numerically; timestamps in a temporal column by time;
 * booleans false before true; other text with the locale's collation (temporal text that is no
 * date, as written), after the numbers. NULLs come last
 * in both directions; equal values keep their original order.
 *
 * Each value is read once into a numeric key (text gets the rank of its collated order among the
 * column's distinct texts), so the comparisons of the sort itself are plain number comparisons.
 */
export function sortRowOrder(
  rows: readonly DataGridRow[],
  columnName: string,
  direction: SortDirection,
  kind: ColumnKind,
): Int32Array {
  const count = rows.length;
  const tiers = new Uint8Array(count);
  const keys = new Float64Array(count);
  const texts = new Map<string, number[]>();

  for (let position = 0; position < count; position += 1) {
    const value = rows[position][columnName];
    const numeric = numericKey(value, kind);
    if (value === null || value === undefined) {
      tiers[position] = NULL_TIER;
    } else if (numeric !== null) {
      tiers[position] = NUMBER_TIER;
      keys[position] = numeric;
    } else {
      tiers[position] = TEXT_TIER;
      const text = formatCellText(value) ?? '';
      const positions = texts.get(text);
      if (positions) positions.push(position);
      else texts.set(text, [position]);
    }
  }
  rankTexts(texts, keys, kind === 'temporal' ? compareCodePoints : collator.compare);

  const sign = direction === 'asc' ? 1 : -1;
  const order = new Int32Array(count);
  for (let position = 0; position < count; position += 1) order[position] = position;
  order.sort((left, right) => {
    const tierDifference = tiers[left] - tiers[right];
    if (tierDifference !== 0) return tierDifference;
    const keyDifference = keys[left] - keys[right];
    if (keyDifference !== 0) return sign * keyDifference;
    return left - right;
  });
  return order;
}

function numericKey(value: unknown, kind: ColumnKind): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (kind === 'numeric') {
    // Databases send BIGINT and DECIMAL as text to keep their precision; they still sort as numbers.
    const parsed = Number(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (kind === 'temporal') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** Gives every position holding a text the rank of that text among the distinct texts. */
function rankTexts(
  positionsByText: Map<string, number[]>,
  keys: Float64Array,
  compare: (left: string, right: string) => number,
): void {
  const distinctTexts = Array.from(positionsByText.keys()).sort(compare);
  distinctTexts.forEach((text, rank) => {
    for (const position of positionsByText.get(text) ?? []) keys[position] = rank;
  });
}

function compareCodePoints(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
