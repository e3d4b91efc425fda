/**
 * Reductions over a list of cells with pandas/numpy semantics: NaN (null) skipped where pandas
 * skips it (sum, mean, median, min, max, std, var — numpy functions passed to pandas' agg map to
 * these), numpy's own behaviour elsewhere (count counts every element, percentile is NaN when a
 * NaN is present). std and var use one degree of freedom, as pandas does.
 */
import { compareValues, toNumber, type FrameValue } from './frame';
import { PostProcessingError } from './types';

export function numbers(values: readonly FrameValue[]): number[] {
  const out: number[] = [];
  for (const value of values) {
    const number = toNumber(value);
    if (number !== null) out.push(number);
  }
  return out;
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export function mean(values: readonly number[]): number | null {
  return values.length ? sum(values) / values.length : null;
}

function variance(values: readonly number[], ddof = 1): number | null {
  if (values.length - ddof <= 0) return null;
  const average = sum(values) / values.length;
  return sum(values.map((value) => (value - average) ** 2)) / (values.length - ddof);
}

function std(values: readonly number[], ddof = 1): number | null {
  const v = variance(values, ddof);
  return v === null ? null : Math.sqrt(v);
}

/** numpy.percentile of sorted-able values with `method` 'linear' (default) or 'midpoint'. */
export function percentile(
  values: readonly number[],
  q: number,
  method: 'linear' | 'midpoint' = 'linear',
): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (q / 100) * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  if (method === 'midpoint') return (sorted[low] + sorted[high]) / 2;
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** min/max over every non-null cell (text compares as text). */
function extreme(values: readonly FrameValue[], which: 'min' | 'max'): FrameValue {
  let best: FrameValue = null;
  for (const value of values) {
    if (value === null || (typeof value === 'number' && !Number.isFinite(value))) continue;
    if (best === null || (which === 'min' ? compareValues(value, best) < 0 : compareValues(value, best) > 0))
      best = value;
  }
  return best;
}

function skew(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 3) return null;
  const average = sum(values) / n;
  const m2 = sum(values.map((value) => (value - average) ** 2)) / n;
  const m3 = sum(values.map((value) => (value - average) ** 3)) / n;
  if (m2 === 0) return 0;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
}

function kurtosis(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 4) return null;
  const average = sum(values) / n;
  const m2 = sum(values.map((value) => (value - average) ** 2)) / n;
  const m4 = sum(values.map((value) => (value - average) ** 4)) / n;
  if (m2 === 0) return 0;
  return ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * (m4 / m2 ** 2) - 3 * (n - 1));
}

export type Reducer = (values: readonly FrameValue[], options: Record<string, unknown>) => FrameValue;

function quantileOption(options: Record<string, unknown>, name: string): number {
  const q = options[name];
  if (typeof q !== 'number' || !Number.isFinite(q))
    throw new PostProcessingError(`Invalid options for percentile: ${JSON.stringify(options)}`);
  return q;
}

const hasNull = (values: readonly FrameValue[]) => values.some((value) => toNumber(value) === null);

/** Superset's NUMPY_FUNCTIONS as reducers of one group's cells. */
export const NUMPY_REDUCERS: Readonly<Record<string, Reducer>> = {
  average: (values) => mean(numbers(values)),
  argmin: (values) => argExtreme(values, 'min'),
  argmax: (values) => argExtreme(values, 'max'),
  count: (values) => values.length,
  count_nonzero: (values) =>
    values.filter((value) => value !== null && value !== 0 && value !== false && value !== '').length,
  max: (values) => extreme(values, 'max'),
  mean: (values) => mean(numbers(values)),
  median: (values) => median(numbers(values)),
  nansum: (values) => sum(numbers(values)),
  nanmin: (values) => extreme(values, 'min'),
  nanmax: (values) => extreme(values, 'max'),
  nanmean: (values) => mean(numbers(values)),
  nanmedian: (values) => median(numbers(values)),
  nanpercentile: (values, options) => percentile(numbers(values), quantileOption(options, 'q')),
  min: (values) => extreme(values, 'min'),
  percentile: (values, options) => (hasNull(values) ? null : percentile(numbers(values), quantileOption(options, 'q'))),
  prod: (values) => numbers(values).reduce((total, value) => total * value, 1),
  product: (values) => numbers(values).reduce((total, value) => total * value, 1),
  std: (values) => std(numbers(values)),
  sum: (values) => sum(numbers(values)),
  var: (values) => variance(numbers(values)),
};

function argExtreme(values: readonly FrameValue[], which: 'min' | 'max'): number | null {
  const target = extreme(values, which);
  const position = values.findIndex((value) => value === target);
  return position === -1 ? null : position;
}

/** Rolling-window reducers (pandas Rolling methods) over the window's non-null numbers. */
export const ROLLING_REDUCERS: Readonly<
  Record<string, (values: readonly number[], options: Record<string, unknown>) => number | null>
> = {
  count: (values) => values.length,
  kurt: kurtosis,
  max: (values) => (values.length ? Math.max(...values) : null),
  mean,
  median,
  min: (values) => (values.length ? Math.min(...values) : null),
  skew,
  std: (values, options) => std(values, typeof options.ddof === 'number' ? options.ddof : 1),
  sum: (values) => sum(values),
  var: (values, options) => variance(values, typeof options.ddof === 'number' ? options.ddof : 1),
  quantile: (values, options) => percentile(values, quantileOption(options, 'quantile') * 100),
};
