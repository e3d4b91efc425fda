/**
 * Time formats of charts (spec charts §9): Superset's adaptive smart_date (the default) and d3
 * time-format strings, always in UTC (temporal values are epoch milliseconds of wall-clock time).
 */
import { utcFormat } from 'd3-time-format';

export const SMART_DATE = 'smart_date';

export type TimeFormatter = (epochMs: number | null | undefined) => string;

const formatMillisecond = utcFormat('.%L');
const formatSecond = utcFormat(':%S');
const formatMinute = utcFormat('%I:%M');
const formatHour = utcFormat('%I %p');
const formatDay = utcFormat('%a %d');
const formatWeek = utcFormat('%b %d');
const formatMonth = utcFormat('%B');
const formatYear = utcFormat('%Y');

/** Superset's smart date: the coarsest unit that still tells this tick apart. */
function smartDate(epochMs: number): string {
  const date = new Date(epochMs);
  if (date.getUTCMilliseconds() !== 0) return formatMillisecond(date);
  if (date.getUTCSeconds() !== 0) return formatSecond(date);
  if (date.getUTCMinutes() !== 0) return formatMinute(date);
  if (date.getUTCHours() !== 0) return formatHour(date);
  if (date.getUTCDate() !== 1) return date.getUTCDay() === 0 ? formatWeek(date) : formatDay(date);
  if (date.getUTCMonth() !== 0) return formatMonth(date);
  return formatYear(date);
}

const cache = new Map<string, TimeFormatter>();

export function getTimeFormatter(formatString?: string | null): TimeFormatter {
  const key = formatString || SMART_DATE;
  let formatter = cache.get(key);
  if (!formatter) {
    const formatDate =
      key === SMART_DATE
        ? smartDate
        : (
            (formatUtc) => (epochMs: number) =>
              formatUtc(new Date(epochMs))
          )(utcFormat(key));
    formatter = (epochMs) =>
      epochMs === null || epochMs === undefined || Number.isNaN(epochMs) ? '' : formatDate(epochMs);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatTime(formatString: string | null | undefined, epochMs: number | null | undefined): string {
  return getTimeFormatter(formatString)(epochMs);
}

const PREVIEW_DATE = Date.UTC(2019, 0, 14, 1, 32, 10);

/** The time-format choices of the controls: `[value, label]`. */
export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_DATE, 'Adaptive formatting'],
  ...[
    '%d/%m/%Y',
    '%m/%d/%Y',
    '%Y-%m-%d',
    '%Y-%m-%d %H:%M:%S',
    '%d-%m-%Y %H:%M:%S',
    '%H:%M:%S',
    '%b %Y',
    '%Y',
    '%m/%d',
  ].map((value) => [value, `${value} | ${formatTime(value, PREVIEW_DATE)}`] as const),
];
