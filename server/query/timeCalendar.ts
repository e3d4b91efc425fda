/**
 * The calendar maths under Superset's time-range phrases, on UTC wall-clock time (a `Date` whose
 * UTC fields are the wall clock): units, moving by units, DATETRUNC and LASTDAY, and the errors
 * with Superset's messages.
 */

export class TimeRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeRangeError';
  }
}

export const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof UNITS)[number];
export const SUB_DAY_UNITS: ReadonlySet<string> = new Set(['second', 'minute', 'hour']);
const UNIT_MS: Partial<Record<TimeUnit, number>> = { second: 1e3, minute: 6e4, hour: 36e5, day: 864e5, week: 6048e5 };
export const UNIT_ALT = UNITS.join('|');

export const parseFail = (text: string) => new TimeRangeError(`Cannot parse time string [${text}]`);
export const ambiguous = (text: string) =>
  new TimeRangeError(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
export const ambiguousDelta = (text: string) =>
  new TimeRangeError(`Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`);

export const utc = (y: number, m: number, d = 1, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(Date.UTC(y, m, d, h, mi, s, ms));
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
export const midnight = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

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
export function lastDay(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (unit === 'year') return utc(y, 11, 31);
  if (unit === 'quarter') return utc(y, m - (m % 3) + 2, daysInMonth(y, m - (m % 3) + 2));
  if (unit === 'month') return utc(y, m, daysInMonth(y, m));
  if (unit === 'day') return midnight(d);
  return addTimeUnits(truncateTime(d, 'week'), 6, 'day');
}

export function toUnit(word: string): TimeUnit {
  const lower = word.toLowerCase().replace(/s$/, '');
  const unit = UNITS.find((u) => u === lower);
  if (!unit) throw parseFail(word);
  return unit;
}
