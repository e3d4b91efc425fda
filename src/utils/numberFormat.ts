/**
 * Number formats of charts (spec charts §9): Superset's adaptive SMART_NUMBER (the default), d3
 * format strings, the human-readable `.1h` / `.3h` and the duration formats. A format d3 cannot
 * read falls back to SMART_NUMBER, so a bad saved format never breaks a chart.
 */
import { format as d3Format } from 'd3-format';
import { formatDuration, formatDurationColon } from './durationFormat';
import { formatHumanReadable, humanReadableDecimals } from './humanReadableNumber';

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
      return withNullHandling((value) => formatDuration(value, false));
    case 'DURATION_SUB':
      return withNullHandling((value) => formatDuration(value, true));
    case 'DURATION_COL':
      return withNullHandling(formatDurationColon);
    case 'DURATION_SECONDS':
      return withNullHandling((value) => formatDuration(value * 1000, false));
    default: {
      const decimals = humanReadableDecimals(formatString);
      if (decimals !== null) return withNullHandling((value) => formatHumanReadable(value, decimals));
      // d3 silently reads an unknown type letter as "no type": treat it as unreadable instead.
      if (/[a-z%]$/i.test(formatString) && !D3_TYPES.has(formatString.slice(-1))) return withNullHandling(smartNumber);
      try {
        return withNullHandling(d3Format(formatString));
      } catch {
        return withNullHandling(smartNumber);
      }
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
  ...[',d', '.1s', '.3s', ',.1%', '.2%', '.3%', '.4r', ',.1f', ',.2f', ',.3f', '+,', '$,.2f', '.1h', '.3h'].map(
    (value) => [value, preview(value)] as const,
  ),
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['DURATION_COL', 'Duration in ms (10500 => 0:10.5)'],
  ['DURATION_SECONDS', 'Duration in s (66 => 1m 6s)'],
];
