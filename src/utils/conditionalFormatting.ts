/**
 * Superset's conditional formatting of table cells (`conditional_formatting` in form data): rules of
 * a column, a colour, a comparison operator and its target value(s). A matching cell gets the colour
 * with an opacity scaled by how far its value is past the target, towards the column's extreme.
 */

/** The comparison operators, by the value Superset stores (spec charts §9). */
export const COMPARATOR = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;

export type Comparator = (typeof COMPARATOR)[keyof typeof COMPARATOR];

/** The operators as the rule editor offers them, in Superset's order. */
export const OPERATOR_OPTIONS: readonly Comparator[] = Object.values(COMPARATOR);

const RANGE_COMPARATORS: readonly Comparator[] = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

export function isRangeComparator(operator: unknown): boolean {
  return RANGE_COMPARATORS.includes(operator as Comparator);
}

/** One rule as form data stores it (targets may be saved as strings by older clients). */
export interface ConditionalFormattingRule {
  column?: string;
  colorScheme?: string;
  operator?: Comparator;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

/** Superset's colour choices: theme colour names (older charts store an rgb() colour instead). */
export const COLOR_SCHEME_OPTIONS: readonly (readonly [string, string])[] = [
  ['colorSuccess', 'success'],
  ['colorWarning', 'alert'],
  ['colorError', 'error'],
];

const THEME_COLORS: Record<string, string> = {
  colorSuccess: '#5ac189',
  colorWarning: '#fcc700',
  colorError: '#e04355',
};

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Opacity grows linearly from the cutoff (min) to the extreme value (max), rounded to 2 places. */
export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extreme === cutoff) return maxOpacity;
  return Math.min(
    maxOpacity,
    round2(Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity),
  );
}

/** The colour with an opacity: hex gets an alpha byte, rgb() becomes rgba(). */
export function withAlpha(color: string, opacity: number): string {
  const resolved = THEME_COLORS[color] ?? color;
  if (/^#[0-9a-f]{6}$/i.test(resolved)) {
    const alpha = Math.round(opacity * 255)
      .toString(16)
      .padStart(2, '0');
    return `${resolved}${alpha}`;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(resolved);
  return rgb ? `rgba(${rgb[1]},${rgb[2]},${rgb[3]},${opacity})` : resolved;
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

type Match = { cutoff: number; extreme: number } | false;

/** The rule's test: where a value matching it sits between its cutoff and extreme, or false. */
function matcherOf(rule: ConditionalFormattingRule, values: readonly number[]): ((value: number) => Match) | null {
  const target = toNumber(rule.targetValue);
  const left = toNumber(rule.targetValueLeft);
  const right = toNumber(rule.targetValueRight);
  const max = values.length ? Math.max(...values) : 0;
  const min = values.length ? Math.min(...values) : 0;
  const range = (test: (value: number, low: number, high: number) => boolean) =>
    left === undefined || right === undefined
      ? null
      : (value: number): Match => (test(value, left, right) ? { cutoff: left, extreme: right } : false);
  const single = (test: (value: number, target: number) => boolean, extreme: number) =>
    target === undefined ? null : (value: number): Match => (test(value, target) ? { cutoff: target, extreme } : false);
  switch (rule.operator) {
    case COMPARATOR.NONE:
      return (value) => (value >= min && value <= max ? { cutoff: min, extreme: max } : false);
    case COMPARATOR.GREATER_THAN:
      return single((value, t) => value > t, max);
    case COMPARATOR.LESS_THAN:
      return single((value, t) => value < t, min);
    case COMPARATOR.GREATER_OR_EQUAL:
      return single((value, t) => value >= t, max);
    case COMPARATOR.LESS_OR_EQUAL:
      return single((value, t) => value <= t, min);
    case COMPARATOR.EQUAL:
      return target === undefined ? null : (value) => (value === target ? { cutoff: target, extreme: target } : false);
    case COMPARATOR.NOT_EQUAL:
      // The extreme is whichever end of the column lies farther from the target.
      return single(
        (value, t) => value !== t,
        target !== undefined && Math.abs(target - min) > Math.abs(max - target) ? min : max,
      );
    case COMPARATOR.BETWEEN:
      return range((value, low, high) => value > low && value < high);
    case COMPARATOR.BETWEEN_OR_EQUAL:
      return range((value, low, high) => value >= low && value <= high);
    case COMPARATOR.BETWEEN_OR_LEFT_EQUAL:
      return range((value, low, high) => value >= low && value < high);
    case COMPARATOR.BETWEEN_OR_RIGHT_EQUAL:
      return range((value, low, high) => value > low && value <= high);
    default:
      return null;
  }
}

/** Column → the colour of a value in it, or undefined; a cell matching several rules takes the last. */
type CellColorFormatter = (column: string, value: unknown) => string | undefined;

/** Reads the form data's rules: incomplete ones (no column, colour or targets) colour nothing. */
export function getCellColorFormatter(
  rules: unknown,
  rows: readonly Record<string, unknown>[],
): CellColorFormatter | null {
  if (!Array.isArray(rules)) return null;
  const byColumn = new Map<string, ((value: number) => string | undefined)[]>();
  for (const rule of rules as ConditionalFormattingRule[]) {
    if (!rule || typeof rule.column !== 'string' || typeof rule.colorScheme !== 'string') continue;
    const column = rule.column;
    const values = rows.map((row) => toNumber(row[column])).filter((value): value is number => value !== undefined);
    const matches = matcherOf(rule, values);
    if (!matches) continue;
    const minOpacity = rule.operator === COMPARATOR.NONE ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
    const color = rule.colorScheme;
    const formatters = byColumn.get(column) ?? [];
    formatters.push((value) => {
      const match = matches(value);
      return match ? withAlpha(color, getOpacity(value, match.cutoff, match.extreme, minOpacity)) : undefined;
    });
    byColumn.set(column, formatters);
  }
  if (byColumn.size === 0) return null;
  return (column, value) => {
    const formatters = byColumn.get(column);
    const number = typeof value === 'boolean' ? undefined : toNumber(value);
    if (!formatters || number === undefined) return undefined;
    let color: string | undefined;
    for (const formatter of formatters) color = formatter(number) ?? color;
    return color;
  };
}
