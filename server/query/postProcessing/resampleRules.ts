/**
 * pandas offset aliases for `resample`: fixed steps (S, T/min, H, D, 7D, …) bin from midnight of
 * the first timestamp's day, left-closed and left-labelled; calendar rules bin on calendar
 * boundaries — start rules (MS, QS, AS/YS) left-labelled, end rules (M, Q, A/Y, W) labelled and
 * closed on the right, as pandas does.
 */
import { PostProcessingError } from './types';

export interface ResampleRule {
  /** The label of the bin holding `ms`. */
  binOf(ms: number): number;
  /** The label after `label`. */
  next(label: number): number;
}

const FIXED_MS: Readonly<Record<string, number>> = {
  L: 1,
  S: 1000,
  T: 60_000,
  MIN: 60_000,
  H: 3_600_000,
  D: 86_400_000,
};
const WEEKDAYS: Readonly<Record<string, number>> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const DAY = 86_400_000;

const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;

function monthIndex(ms: number): number {
  const date = new Date(ms);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}
const monthStart = (index: number) => Date.UTC(Math.floor(index / 12), index - Math.floor(index / 12) * 12, 1);
const monthEnd = (index: number) => monthStart(index + 1) - DAY;

function fixedRule(step: number, origin: number): ResampleRule {
  return { binOf: (ms) => origin + Math.floor((ms - origin) / step) * step, next: (label) => label + step };
}

/** Calendar bins of `months` months; `anchor` months (12 for years, 3 for quarters) align the start. */
function calendarRule(months: number, anchor: number, end: boolean): ResampleRule {
  const first = (index: number) => Math.floor(index / anchor) * anchor;
  if (!end) {
    return {
      binOf: (ms) => monthStart(first(monthIndex(ms))),
      next: (label) => monthStart(monthIndex(label) + months),
    };
  }
  return {
    binOf: (ms) => {
      let index = first(monthIndex(ms)) + anchor - 1;
      if (ms > monthEnd(index)) index += anchor;
      return monthEnd(index);
    },
    next: (label) => monthEnd(monthIndex(label) + months),
  };
}

function weeklyRule(weekday: number, weeks: number): ResampleRule {
  return {
    binOf: (ms) => {
      const day = startOfDay(ms);
      const ahead = (weekday - new Date(day).getUTCDay() + 7) % 7;
      const label = day + ahead * DAY;
      return label < ms ? label + 7 * DAY : label;
    },
    next: (label) => label + weeks * 7 * DAY,
  };
}

/** Reads a pandas offset alias; `firstMs` is the first timestamp (the origin of fixed steps). */
export function parseResampleRule(rule: string, firstMs: number): ResampleRule {
  const match = /^(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?$/.exec(rule.trim());
  if (!match) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  const count = match[1] ? Number(match[1]) : 1;
  const unit = match[2];
  const anchor = match[3]?.toUpperCase();
  if (count <= 0) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  const upper = unit.toUpperCase();
  if (unit === 'ms' || upper === 'L') return fixedRule(count, startOfDay(firstMs));
  if (FIXED_MS[upper]) return fixedRule(count * FIXED_MS[upper], startOfDay(firstMs));
  if (upper === 'W') {
    const weekday = WEEKDAYS[anchor ?? 'SUN'];
    if (weekday === undefined) throw new PostProcessingError(`Invalid frequency: ${rule}`);
    return weeklyRule(weekday, count);
  }
  if (upper === 'MS') return calendarRule(count, 1, false);
  if (upper === 'M' || upper === 'ME') return calendarRule(count, 1, true);
  if (upper === 'QS') return calendarRule(3 * count, 3, false);
  if (upper === 'Q' || upper === 'QE') return calendarRule(3 * count, 3, true);
  if (upper === 'AS' || upper === 'YS') return calendarRule(12 * count, 12, false);
  if (upper === 'A' || upper === 'Y' || upper === 'YE') return calendarRule(12 * count, 12, true);
  throw new PostProcessingError(`Invalid frequency: ${rule}`);
}
