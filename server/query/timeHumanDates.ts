/** Human date strings as Superset reads them (dateutil, then parsedatetime). */
import {
  addTimeUnits,
  ambiguous,
  daysInMonth,
  midnight,
  parseFail,
  SUB_DAY_UNITS,
  toUnit,
  UNIT_ALT,
  utc,
} from './timeCalendar';

const ISO_PATTERN =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?)?)?$/i;
const RELATIVE_PATTERN = new RegExp(
  `^(?:in\\s+)?(\\d+)\\s+(${UNIT_ALT})s?(?:\\s+(ago|later|from now|before now|after now|hence))?$`,
  'i',
);

export function parseIso(text: string): Date | null {
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
