/**
 * Number formats of charts (spec charts §9): Superset's adaptive SMART_NUMBER (the default), d3
 * format strings, and the duration formats. A format d3 cannot read falls back to SMART_NUMBER, so
 * a bad saved format never breaks a chart.
 */
import { format as d3Format } from 'd3-format';

export const SMART_NUMBER = 'SMART_NUMBER';
const SMART_NUMBER_SIGNED = 'SMART_NUMBER_SIGNED';

export type NumberFormatter = (value: number | null | undefined) => string;

const si3 = d3Format('.3~s');
const fixed2 = d3Format('.2~f');
const fixed4 = d3Format('.4~f');

/** Superset's adaptive format: SI above 1000 (billions as B), 2 decimals from 1, 4 below, µ tiny. */
function smartNumber(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return si3(value).replace('G', 'B');
  if (magnitude >= 1) return fixed2(value);
  if (magnitude >= 0.001) return fixed4(value);
  if (magnitude > 0.000001) return `${si3(value * 1_000_000)}µ`;
  return si3(value);
}

const DURATION_UNITS: readonly (readonly [string, number])[] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1000],
  ['ms', 1],
  ['µs', 0.001],
  ['ns', 0.000001],
];

/** 66000 → '1m 6s'; with sub-milliseconds 1.40008 → '1ms 400µs 80ns'. */
function duration(ms: number, subMilliseconds: boolean): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const isSub = size < 1;
    if (isSub && !subMilliseconds) break;
    if (unit === 's' && !subMilliseconds && rest < 60_000 && rest >= 1000) {
      // Seconds keep one decimal when no smaller unit is shown (pretty-ms style: '6.5s').
      const seconds = Math.round((rest / 1000) * 10) / 10;
      parts.push(`${seconds}s`);
      break;
    }
    const count = Math.floor(rest / size + 1e-9);
    if (count > 0) {
      parts.push(`${count}${unit}`);
      rest -= count * size;
    }
  }
  if (parts.length === 0) return subMilliseconds ? '0ms' : `${Math.round(Math.abs(ms))}ms`;
  return sign + parts.join(' ');
}

/** 10500 → '0:10.5' (minutes:seconds, hours when needed). */
function durationColon(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const totalSeconds = Math.abs(ms) / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.round((totalSeconds % 60) * 10) / 10;
  const secondsText = seconds < 10 ? `0${seconds}` : String(seconds);
  return hours > 0
    ? `${sign}${hours}:${String(minutes).padStart(2, '0')}:${secondsText}`
    : `${sign}${minutes}:${secondsText}`;
}

function withNullHandling(formatValue: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value))
      return value === null || value === undefined ? '' : 'NaN';
    return formatValue(value);
  };
}

const D3_TYPES = new Set(['e', 'f', 'g', 'r', 's', '%', 'p', 'b', 'o', 'd', 'x', 'X', 'c', 'n']);

const cache = new Map<string, NumberFormatter>();

function makeFormatter(formatString: string): NumberFormatter {
  switch (formatString) {
    case SMART_NUMBER:
      return withNullHandling(smartNumber);
    case SMART_NUMBER_SIGNED:
      return withNullHandling((value) => (value > 0 ? `+${smartNumber(value)}` : smartNumber(value)));
    case 'DURATION':
      return withNullHandling((value) => duration(value, false));
    case 'DURATION_SUB':
      return withNullHandling((value) => duration(value, true));
    case 'DURATION_COL':
      return withNullHandling(durationColon);
    case 'DURATION_SECONDS':
      return withNullHandling((value) => duration(value * 1000, false));
    default:
      // d3 silently reads an unknown type letter as "no type": treat it as unreadable instead.
      if (/[a-z%]$/i.test(formatString) && !D3_TYPES.has(formatString.slice(-1))) return withNullHandling(smartNumber);
      try {
        return withNullHandling(d3Format(formatString));
      } catch {
        return withNullHandling(smartNumber);
      }
  }
}

/** The formatter for a format string ('' / undefined → SMART_NUMBER). */
export function getNumberFormatter(formatString?: string | null): NumberFormatter {
  const key = formatString || SMART_NUMBER;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = makeFormatter(key);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(formatString: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(formatString)(value);
}

function preview(formatString: string): string {
  return `${formatString} (12345.432 => ${formatNumber(formatString, 12345.432)})`;
}

/** The number-format choices of the controls: `[value, label]`. */
export const D3_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  ...[',d', '.1s', '.3s', ',.1%', '.2%', '.3%', '.4r', ',.1f', ',.2f', ',.3f', '+,', '$,.2f'].map(
    (value) => [value, preview(value)] as const,
  ),
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['DURATION_COL', 'Duration in ms (10500 => 0:10.5)'],
  ['DURATION_SECONDS', 'Duration in s (66 => 1m 6s)'],
];
