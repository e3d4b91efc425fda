/**
 * Superset's time-range phrases (`superset/utils/date_parser.py`) → a half-open interval
 * [since, until). All calendar maths is done on UTC wall-clock time (a `Date` whose UTC fields are
 * the wall clock). HOLIDAY() knows the common US federal holidays only.
 */
import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from '../../common/timeRange';

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

export class TimeRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeRangeError';
  }
}

const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof UNITS)[number];
const SUB_DAY_UNITS: ReadonlySet<string> = new Set(['second', 'minute', 'hour']);
const UNIT_MS: Partial<Record<TimeUnit, number>> = { second: 1e3, minute: 6e4, hour: 36e5, day: 864e5, week: 6048e5 };
const UNIT_ALT = UNITS.join('|');

const parseFail = (text: string) => new TimeRangeError(`Cannot parse time string [${text}]`);
const ambiguous = (text: string) =>
  new TimeRangeError(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
const ambiguousDelta = (text: string) =>
  new TimeRangeError(`Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`);

// ---- calendar maths (UTC wall clock) ----

const utc = (y: number, m: number, d = 1, h = 0, mi = 0, s = 0, ms = 0) => new Date(Date.UTC(y, m, d, h, mi, s, ms));
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const midnight = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** `d` moved by `n` units; months/quarters/years keep the day, clamped to the month's length. */
export function addTimeUnits(d: Date, n: number, unit: TimeUnit): Date {
  const fixed = UNIT_MS[unit];
  if (fixed !== undefined) return new Date(d.getTime() + n * fixed);
  const months = n * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(y, m));
  return utc(y, m, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** Start of the unit containing `d` (weeks start on Monday), as Superset's DATETRUNC. */
export function truncateTime(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (unit) {
    case 'year':
      return utc(y, 0);
    case 'quarter':
      return utc(y, m - (m % 3));
    case 'month':
      return utc(y, m);
    case 'week':
      return addTimeUnits(midnight(d), -((d.getUTCDay() + 6) % 7), 'day');
    case 'day':
      return midnight(d);
    case 'hour':
      return utc(y, m, d.getUTCDate(), d.getUTCHours());
    case 'minute':
      return utc(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
    default:
      return utc(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  }
}

/** Last day (at midnight) of the unit containing `d`, as Superset's LASTDAY. */
function lastDay(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (unit === 'year') return utc(y, 11, 31);
  if (unit === 'quarter') return utc(y, m - (m % 3) + 2, daysInMonth(y, m - (m % 3) + 2));
  if (unit === 'month') return utc(y, m, daysInMonth(y, m));
  if (unit === 'day') return midnight(d);
  return addTimeUnits(truncateTime(d, 'week'), 6, 'day');
}

function toUnit(word: string): TimeUnit {
  const lower = word.toLowerCase().replace(/s$/, '');
  const unit = UNITS.find((u) => u === lower);
  if (!unit) throw parseFail(word);
  return unit;
}

// ---- human date strings (dateutil, then parsedatetime in Superset) ----

const ISO_PATTERN =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?)?)?$/i;
const RELATIVE_PATTERN = new RegExp(
  `^(?:in\\s+)?(\\d+)\\s+(${UNIT_ALT})s?(?:\\s+(ago|later|from now|before now|after now|hence))?$`,
  'i',
);

function parseIso(text: string): Date | null {
  const match = ISO_PATTERN.exec(text);
  if (!match) return null;
  const [, ys, ms = '1', ds = '1', hs = '0', mis = '0', ss = '0', frac = '', zone] = match;
  const y = Number(ys);
  const m = Number(ms) - 1;
  const d = Number(ds);
  const h = Number(hs);
  const mi = Number(mis);
  const s = Number(ss);
  if (m > 11 || d < 1 || d > daysInMonth(y, m) || h > 23 || mi > 59 || s > 59) throw parseFail(text);
  let date = utc(y, m, d, h, mi, s, Math.floor(Number(`0.${frac || '0'}`) * 1000));
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    date = new Date(date.getTime() - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 6e4);
  }
  if (y < 1) throw parseFail(text);
  return date;
}

/** Superset's `parse_human_datetime`: a date/datetime, or now/today/yesterday/tomorrow/"N units ago|later". */
export function parseHumanDatetime(text: string, now: Date): Date {
  const trimmed = text.trim();
  if (new RegExp(`^\\s*(\\d+)\\s+(${UNIT_ALT})s?\\s*$`, 'i').test(text)) throw ambiguous(text);
  const iso = parseIso(trimmed);
  if (iso) return iso;
  const lower = trimmed.toLowerCase();
  if (lower === 'now') return new Date(now.getTime());
  const dayOffset = { today: 0, yesterday: -1, tomorrow: 1 }[lower];
  if (dayOffset !== undefined) return addTimeUnits(midnight(now), dayOffset, 'day');
  const match = RELATIVE_PATTERN.exec(trimmed);
  if (!match) throw parseFail(text);
  const unit = toUnit(match[2]);
  const direction = /^(ago|before now)$/i.test(match[3] ?? '') ? -1 : 1;
  const moved = addTimeUnits(now, direction * Number(match[1]), unit);
  // A phrase without a time of day resets to midnight.
  return SUB_DAY_UNITS.has(unit) ? moved : midnight(moved);
}

// ---- DATETIME / DATEADD / DATETRUNC / LASTDAY / DATEDIFF / HOLIDAY expressions ----

type Token = { kind: 'word' | 'int' | 'text' | 'punct'; value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw parseFail(source);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'word', value: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'int', value: match[2] });
    else if (match[3] !== undefined || match[4] !== undefined)
      tokens.push({ kind: 'text', value: match[3] ?? match[4] });
    else tokens.push({ kind: 'punct', value: match[5] });
  }
  return tokens;
}

class ExpressionParser {
  private position = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
    private readonly now: Date,
  ) {}

  parseAll(): Date {
    const value = this.dateExpr();
    if (this.position !== this.tokens.length) throw parseFail(this.source);
    return value;
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw parseFail(this.source);
    return token;
  }
  private peek(value: string): boolean {
    const token = this.tokens[this.position];
    return token !== undefined && token.kind === 'punct' && token.value === value;
  }
  private expect(value: string): void {
    const token = this.next();
    if (token.kind !== 'punct' || token.value !== value) throw parseFail(this.source);
  }
  private text(): string {
    const token = this.next();
    if (token.kind !== 'text') throw parseFail(this.source);
    return token.value;
  }
  private unit(allowed: readonly TimeUnit[] = UNITS): TimeUnit {
    const token = this.next();
    const unit = UNITS.find((u) => u === token.value.toLowerCase());
    if (token.kind !== 'word' || !unit || !allowed.includes(unit)) throw parseFail(this.source);
    return unit;
  }
  /** Closes a call, allowing Superset's optional trailing comma. */
  private close(): void {
    if (this.peek(',')) this.position += 1;
    this.expect(')');
  }

  private dateExpr(): Date {
    const name = this.next();
    if (name.kind !== 'word') throw parseFail(this.source);
    this.expect('(');
    switch (name.value.toUpperCase()) {
      case 'DATETIME': {
        const value = parseHumanDatetime(this.text(), this.now);
        this.expect(')');
        return value;
      }
      case 'DATEADD': {
        const base = this.dateExpr();
        this.expect(',');
        const delta = this.intOperand();
        this.expect(',');
        const unit = this.unit();
        this.close();
        return addTimeUnits(base, delta, unit);
      }
      case 'DATETRUNC': {
        const base = this.dateExpr();
        this.expect(',');
        const unit = this.unit();
        this.close();
        return truncateTime(base, unit);
      }
      case 'LASTDAY': {
        const base = this.dateExpr();
        this.expect(',');
        const unit = this.unit(['year', 'quarter', 'month', 'week', 'day']);
        this.close();
        return lastDay(base, unit);
      }
      case 'HOLIDAY':
        return this.holiday();
      default:
        throw parseFail(this.source);
    }
  }

  private intOperand(): number {
    const token = this.tokens[this.position];
    if (token?.kind === 'int') {
      this.position += 1;
      return Number(token.value);
    }
    if (token?.kind !== 'word' || token.value.toUpperCase() !== 'DATEDIFF') throw parseFail(this.source);
    this.position += 1;
    this.expect('(');
    const from = this.dateExpr();
    this.expect(',');
    const to = this.dateExpr();
    let unit: TimeUnit = 'day';
    if (this.peek(',') && this.tokens[this.position + 1]?.kind === 'word') {
      this.position += 1;
      unit = this.unit(['year', 'day']);
    }
    this.close();
    if (unit === 'year') return to.getUTCFullYear() - from.getUTCFullYear();
    return Math.floor((to.getTime() - from.getTime()) / 864e5);
  }

  private holiday(): Date {
    const name = this.text();
    let year = this.now.getUTCFullYear();
    let country = 'US';
    if (this.peek(',')) this.position += 1;
    if (this.tokens[this.position]?.kind === 'word') year = this.dateExpr().getUTCFullYear();
    if (this.peek(',')) this.position += 1;
    if (this.tokens[this.position]?.kind === 'text') country = this.text();
    this.close();
    const found = country.toUpperCase() === 'US' ? findUsHoliday(name, year) : null;
    if (!found) throw new TimeRangeError(`Unable to find such a holiday: [${name}]`);
    return found;
  }
}

/** nth (1-based; -1 = last) weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = utc(year, month, daysInMonth(year, month));
    return addTimeUnits(last, -((last.getUTCDay() - weekday + 7) % 7), 'day');
  }
  const first = utc(year, month);
  return addTimeUnits(first, ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7, 'day');
}

const US_HOLIDAYS: [string, (y: number) => Date][] = [
  ["New Year's Day", (y) => utc(y, 0, 1)],
  ['Martin Luther King Jr. Day', (y) => nthWeekday(y, 0, 1, 3)],
  ["Washington's Birthday", (y) => nthWeekday(y, 1, 1, 3)],
  ['Memorial Day', (y) => nthWeekday(y, 4, 1, -1)],
  ['Juneteenth National Independence Day', (y) => utc(y, 5, 19)],
  ['Independence Day', (y) => utc(y, 6, 4)],
  ['Labor Day', (y) => nthWeekday(y, 8, 1, 1)],
  ['Columbus Day', (y) => nthWeekday(y, 9, 1, 2)],
  ['Veterans Day', (y) => utc(y, 10, 11)],
  ['Thanksgiving', (y) => nthWeekday(y, 10, 4, 4)],
  ['Christmas Day', (y) => utc(y, 11, 25)],
];

function findUsHoliday(name: string, year: number): Date | null {
  const wanted = name.trim().toLowerCase();
  const entry = wanted ? US_HOLIDAYS.find(([label]) => label.toLowerCase().startsWith(wanted)) : undefined;
  return entry ? entry[1](year) : null;
}

export function evaluateTimeExpression(expression: string, now: Date): Date {
  return new ExpressionParser(tokenize(expression), expression, now).parseAll();
}

// ---- phrases ----

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
