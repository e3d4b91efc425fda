/**
 * `resample` (Superset's resample.py over pandas DataFrame.resample): the frame's time index is
 * re-binned by `rule`, every bin from the first to the last present. Methods: `asfreq` (the value
 * at each bin's label; with `fill_value`, gaps filled — across the whole queried range when
 * `time_range_start`/`time_range_end` are given), `ffill`/`bfill` (the last value at or before /
 * first at or after the label, then gaps filled forward/backward), `sum`/`mean`/`median` (over the
 * rows in each bin), `linear` (asfreq, then linear interpolation).
 */
import { isoToEpochMs } from '../epochTime';
import { numberCell, toNumber, type Frame, type FrameColumn, type FrameValue } from './frame';
import { OperationOptions } from './options';
import { parseResampleRule, type ResampleRule } from './resampleRules';
import { mean, median, numbers, sum } from './statistics';
import { PostProcessingError } from './types';

const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;

interface TimedRow {
  time: number;
  row: number;
}

function boundMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' ? isoToEpochMs(value) : null;
}

function labelsBetween(rule: ResampleRule, first: number, last: number): number[] {
  const labels: number[] = [];
  const end = rule.binOf(last);
  for (let label = rule.binOf(first); label <= end; label = rule.next(label)) labels.push(label);
  return labels;
}

function fillForward(values: readonly FrameValue[]): FrameValue[] {
  let last: FrameValue = null;
  return values.map((value) => (value === null ? last : (last = value)));
}

function fillBackward(values: readonly FrameValue[]): FrameValue[] {
  return fillForward([...values].reverse()).reverse();
}

function interpolate(values: readonly FrameValue[]): FrameValue[] {
  const out = [...values];
  let previous = -1;
  for (let i = 0; i < out.length; i++) {
    const value = toNumber(out[i]);
    if (value === null) continue;
    if (previous >= 0 && i - previous > 1) {
      const start = toNumber(out[previous]) as number;
      for (let j = previous + 1; j < i; j++) out[j] = start + ((value - start) * (j - previous)) / (i - previous);
    }
    previous = i;
  }
  if (previous >= 0) for (let j = previous + 1; j < out.length; j++) out[j] = out[previous];
  return out;
}

/** Position in the time-sorted rows of the last row at or before `label` (ffill) or first at/after (bfill). */
function nearestRow(sorted: readonly TimedRow[], label: number, direction: 'ffill' | 'bfill'): TimedRow | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (direction === 'ffill' ? sorted[middle].time <= label : sorted[middle].time < label) low = middle + 1;
    else high = middle;
  }
  return direction === 'ffill' ? (sorted[low - 1] ?? null) : (sorted[low] ?? null);
}

export function resample(frame: Frame, raw: Record<string, unknown>): Frame {
  const options = new OperationOptions('resample', raw, [
    'rule',
    'method',
    'fill_value',
    'time_range_start',
    'time_range_end',
  ]);
  if (frame.index.length !== 1 || !frame.index[0].temporal)
    throw new PostProcessingError('Resample operation requires DatetimeIndex');
  const ruleText = options.string('rule');
  const method = options.string('method');
  if (!(RESAMPLE_METHODS as readonly string[]).includes(method)) {
    throw new PostProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const fillValue = options.scalar('fill_value');
  const rows: TimedRow[] = frame.index[0].values
    .map((time, row) => ({ time: toNumber(time), row }))
    .filter((entry): entry is TimedRow => entry.time !== null)
    .sort((a, b) => a.time - b.time || a.row - b.row);
  if (!rows.length) return frame;
  const first = rows[0].time;
  const last = rows[rows.length - 1].time;
  const zeroFill = method === 'asfreq' && fillValue !== null;
  const rangeStart = zeroFill ? boundMs(raw.time_range_start) : null;
  const rangeEnd = zeroFill ? boundMs(raw.time_range_end) : null;
  const rule = parseResampleRule(ruleText, rangeStart ?? first);
  let labels = labelsBetween(rule, first, last);
  if (rangeStart !== null && rangeEnd !== null) {
    const grid: number[] = [];
    let label = rule.binOf(rangeStart);
    if (label < rangeStart) label = rule.next(label);
    for (; label < rangeEnd; label = rule.next(label)) grid.push(label);
    labels = [...new Set([...labels, ...grid])].sort((a, b) => a - b);
  }
  const lastRowAt = new Map(rows.map((entry) => [entry.time, entry.row]));
  const members = new Map<number, number[]>();
  for (const entry of rows) {
    const bin = rule.binOf(entry.time);
    const list = members.get(bin);
    if (list) list.push(entry.row);
    else members.set(bin, [entry.row]);
  }
  const resampleColumn = (source: FrameColumn): FrameColumn => {
    let values: FrameValue[];
    if (method === 'asfreq' || method === 'linear') {
      values = labels.map((label) => {
        const row = lastRowAt.get(label);
        return row === undefined ? null : (source.values[row] ?? null);
      });
      if (method === 'linear') values = interpolate(values);
      else if (fillValue !== null) values = values.map((value) => value ?? fillValue);
    } else if (method === 'ffill' || method === 'bfill') {
      values = labels.map((label) => {
        const entry = nearestRow(rows, label, method);
        return entry ? (source.values[entry.row] ?? null) : null;
      });
      values = method === 'ffill' ? fillForward(values) : fillBackward(values);
    } else {
      values = labels.map((label) => {
        const cells = numbers((members.get(label) ?? []).map((row) => source.values[row]));
        return numberCell(method === 'sum' ? sum(cells) : method === 'mean' ? mean(cells) : median(cells));
      });
    }
    const keepsTemporal = source.temporal && (method === 'asfreq' || method === 'ffill' || method === 'bfill');
    return { ...source, values, temporal: keepsTemporal };
  };
  return {
    ...frame,
    index: [{ ...frame.index[0], values: labels }],
    columns: frame.columns.map(resampleColumn),
    length: labels.length,
  };
}
