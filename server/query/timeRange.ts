/**
 * Superset's time-range phrases (`superset/utils/date_parser.py`) → a half-open interval
 * [since, until). All calendar maths is done on UTC wall-clock time (a `Date` whose UTC fields are
 * the wall clock). HOLIDAY() knows the common US federal holidays only.
 */
import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from '../../common/timeRange';
import {
  addTimeUnits,
  ambiguousDelta,
  lastDay,
  midnight,
  parseFail,
  SUB_DAY_UNITS,
  TimeRangeError,
  toUnit,
  truncateTime,
  UNIT_ALT,
  type TimeUnit,
} from './timeCalendar';
import { evaluateTimeExpression } from './timeExpressions';
import { parseHumanDatetime, parseIso } from './timeHumanDates';

export { TimeRangeError };

export interface TimeRangeOptions {
  /** Anchor of relative phrases: 'today' (midnight) or 'now'. Default 'today' (sub-day units: 'now'). */
  relativeStart?: 'today' | 'now';
  relativeEnd?: 'today' | 'now';
  /** The clock, for tests. */
  now?: Date;
}

export interface ResolvedTimeRange {
  /** Inclusive start, or null for unbounded. Wall-clock time as UTC. */
  since: Date | null;
  /** Exclusive end, or null for unbounded. */
  until: Date | null;
}

type Anchor = 'today' | 'now';
const anchorDate = (anchor: Anchor, now: Date) => (anchor === 'now' ? new Date(now.getTime()) : midnight(now));
const baseFor = (unit: TimeUnit, relative?: Anchor): Anchor => relative ?? (SUB_DAY_UNITS.has(unit) ? 'now' : 'today');

/** this/last/prior/next [N] unit, relative to the anchor (Superset's `handle_scope_and_unit`). */
function scoped(scope: string, delta: string | undefined, unit: TimeUnit, base: Anchor, now: Date): Date {
  const n = delta ? Number(delta) : 1;
  const anchor = anchorDate(base, now);
  const s = scope.toLowerCase();
  if (s === 'this') return anchor;
  return addTimeUnits(anchor, s === 'next' ? n : -n, unit);
}

const SIDE_PATTERNS: [RegExp, (m: RegExpExecArray, start: Anchor | undefined, now: Date) => Date][] = [
  [
    /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i,
    (m, start, now) => {
      const unit = toUnit(m[4]);
      const base = scoped(m[2], m[3], unit, baseFor(unit, start), now);
      return m[1].toLowerCase() === 'end of' ? lastDay(base, unit) : truncateTime(base, unit);
    },
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i,
    (m, start, now) =>
      truncateTime(scoped(m[2], undefined, toUnit(m[3]), baseFor(toUnit(m[3]), start), now), toUnit(m[3])),
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i,
    (m, start, now) => truncateTime(anchorDate(baseFor(toUnit(m[2]), start), now), toUnit(m[2])),
  ],
  [
    new RegExp(`^(this|last|next|prior)\\s{1,5}([0-9]+)?\\s{0,5}(${UNIT_ALT})s?$`, 'i'),
    (m, start, now) => scoped(m[1], m[2], toUnit(m[3]), baseFor(toUnit(m[3]), start), now),
  ],
  [/^(?:DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\b.*$/is, (m, _start, now) => evaluateTimeExpression(m[0], now)],
];

function resolveSide(part: string, relativeStart: Anchor | undefined, now: Date): Date | null {
  const text = part.trim();
  if (!text || text === NO_TIME_RANGE) return null;
  for (const [pattern, evaluate] of SIDE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return evaluate(match, relativeStart, now);
  }
  return parseHumanDatetime(text, now);
}

/** Whole-range phrases (no separator) rewritten to a `since : until` pair of dates. */
function resolveShorthand(phrase: string, options: TimeRangeOptions, now: Date): [Date | null, Date | null] | null {
  const today = midnight(now);
  const calendar = /^(previous calendar|current) (day|week|month|quarter|year)$/i.exec(phrase);
  if (calendar) {
    const unit = toUnit(calendar[2]);
    const current = truncateTime(today, unit);
    if (calendar[1].toLowerCase() === 'current') return [current, addTimeUnits(current, 1, unit)];
    if (unit === 'day') return null;
    return [truncateTime(addTimeUnits(today, -1, unit), unit), current];
  }
  const shorthand = new RegExp(`^(Last|Next)\\s{1,5}(?:[0-9]+\\s{0,5})?(${UNIT_ALT})s?$`, 'i').exec(phrase);
  if (/^(last|next)\b/i.test(phrase)) {
    const defaultBound: Anchor = shorthand ? baseFor(toUnit(shorthand[2])) : 'today';
    if (phrase.slice(0, 4).toLowerCase() === 'last') {
      return [resolveSide(phrase, options.relativeStart, now), anchorDate(options.relativeEnd ?? defaultBound, now)];
    }
    return [anchorDate(options.relativeStart ?? defaultBound, now), resolveSide(phrase, options.relativeStart, now)];
  }
  const nth =
    /^(first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i.exec(
      phrase,
    );
  if (nth) {
    const unit = toUnit(nth[4]);
    const start = truncateTime(
      scoped(nth[3] ?? 'this', undefined, unit, baseFor(unit, options.relativeStart), now),
      unit,
    );
    return [start, addTimeUnits(start, 1, toUnit(nth[2]))];
  }
  return null;
}

/** Throws TimeRangeError with Superset's message for a phrase it cannot read. */
export function resolveTimeRange(
  timeRange: string | null | undefined,
  options: TimeRangeOptions = {},
): ResolvedTimeRange {
  const now = options.now ?? new Date();
  const phrase = (timeRange ?? '').trim();
  if (!phrase || phrase === NO_TIME_RANGE) return { since: null, until: null };
  let since: Date | null;
  let until: Date | null;
  const separatorAt = (timeRange ?? '').indexOf(TIME_RANGE_SEPARATOR);
  if (separatorAt >= 0) {
    const raw = timeRange ?? '';
    since = resolveSide(raw.slice(0, separatorAt), options.relativeStart, now);
    until = resolveSide(raw.slice(separatorAt + TIME_RANGE_SEPARATOR.length), options.relativeStart, now);
  } else {
    const resolved = resolveShorthand(phrase, options, now);
    if (!resolved) throw parseFail(phrase);
    [since, until] = resolved;
  }
  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeError('From date cannot be larger than to date');
  }
  return { since, until };
}

/**
 * A time comparison's shifted range (`time_offsets`): "N unit(s) ago|later", "inherit" (the range's
 * own length earlier) or a start date "YYYY-MM-DD" (the range moved to start there).
 */
export function shiftTimeRange(range: ResolvedTimeRange, offset: string): ResolvedTimeRange {
  const { since, until } = range;
  if (!since || !until) {
    throw new TimeRangeError(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  }
  const text = offset.trim();
  if (text.toLowerCase() === 'inherit') {
    const length = until.getTime() - since.getTime();
    return { since: new Date(since.getTime() - length), until: new Date(since.getTime()) };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = parseIso(text) as Date;
    const delta = since.getTime() - start.getTime();
    return { since: start, until: new Date(until.getTime() - delta) };
  }
  const match = new RegExp(`^(\\d+)\\s+(${UNIT_ALT})s?(?:\\s+(ago|later|from now))?$`, 'i').exec(text);
  if (!match) throw parseFail(offset);
  if (!match[3]) throw ambiguousDelta(offset);
  const n = Number(match[1]) * (match[3].toLowerCase() === 'ago' ? -1 : 1);
  const unit = toUnit(match[2]);
  return { since: addTimeUnits(since, n, unit), until: addTimeUnits(until, n, unit) };
}
