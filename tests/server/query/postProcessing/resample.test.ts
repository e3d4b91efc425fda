import { describe, expect, it } from 'vitest';
import {
  applyPostProcessing,
  type DataFrame,
  type PostProcessingOperation,
} from '../../../../server/query/postProcessing';

const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);

/** Daily values with a gap on the 3rd and 4th; pivoted so that the time is the index. */
const daily = (): DataFrame => ({
  columns: ['t', 'v'],
  temporalColumns: ['t'],
  rows: [
    { t: at(2024, 1, 1), v: 1 },
    { t: at(2024, 1, 2), v: 2 },
    { t: at(2024, 1, 5), v: 5 },
  ],
});

const PIVOT: PostProcessingOperation = {
  operation: 'pivot',
  options: { index: ['t'], aggregates: { v: { operator: 'sum' } } },
};
const FLATTEN: PostProcessingOperation = { operation: 'flatten' };

const resampled = (frame: DataFrame, options: Record<string, unknown>) =>
  applyPostProcessing(frame, [PIVOT, { operation: 'resample', options }, FLATTEN]).rows.map((row) => [row.t, row.v]);

describe('resample', () => {
  it('asfreq with fill_value zero-fills the missing days', () => {
    expect(resampled(daily(), { rule: '1D', method: 'asfreq', fill_value: 0 })).toEqual([
      [at(2024, 1, 1), 1],
      [at(2024, 1, 2), 2],
      [at(2024, 1, 3), 0],
      [at(2024, 1, 4), 0],
      [at(2024, 1, 5), 5],
    ]);
  });

  it('asfreq without a fill value leaves gaps null', () => {
    expect(resampled(daily(), { rule: '1D', method: 'asfreq', fill_value: null }).map(([, v]) => v)).toEqual([
      1,
      2,
      null,
      null,
      5,
    ]);
  });

  it('asfreq zero-fills across the queried range when its bounds are given', () => {
    const rows = resampled(daily(), {
      rule: '1D',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2023-12-30',
      time_range_end: '2024-01-07',
    });
    expect(rows.map(([t]) => t)).toEqual(
      [30, 31, 1, 2, 3, 4, 5, 6].map((d, i) => (i < 2 ? at(2023, 12, d) : at(2024, 1, d))),
    );
    expect(rows.map(([, v]) => v)).toEqual([0, 0, 1, 2, 0, 0, 5, 0]);
  });

  it('ffill and bfill carry the nearest value', () => {
    expect(resampled(daily(), { rule: '1D', method: 'ffill' }).map(([, v]) => v)).toEqual([1, 2, 2, 2, 5]);
    expect(resampled(daily(), { rule: '1D', method: 'bfill' }).map(([, v]) => v)).toEqual([1, 2, 5, 5, 5]);
  });

  it('linear interpolates between the present values', () => {
    expect(resampled(daily(), { rule: '1D', method: 'linear' }).map(([, v]) => v)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sum, mean and median aggregate each bin (7D bins from the first day)', () => {
    expect(resampled(daily(), { rule: '7D', method: 'sum' })).toEqual([[at(2024, 1, 1), 8]]);
    expect(resampled(daily(), { rule: '7D', method: 'mean' })).toEqual([[at(2024, 1, 1), 8 / 3]]);
    expect(resampled(daily(), { rule: '7D', method: 'median' })).toEqual([[at(2024, 1, 1), 2]]);
  });

  it('1H and 1T bins; an empty bin sums to 0', () => {
    const hourly: DataFrame = {
      columns: ['t', 'v'],
      temporalColumns: ['t'],
      rows: [
        { t: at(2024, 1, 1, 1), v: 1 },
        { t: at(2024, 1, 1, 3) + 30 * 60_000, v: 2 },
      ],
    };
    expect(resampled(hourly, { rule: '1H', method: 'sum' })).toEqual([
      [at(2024, 1, 1, 1), 1],
      [at(2024, 1, 1, 2), 0],
      [at(2024, 1, 1, 3), 2],
    ]);
    expect(resampled(hourly, { rule: '1T', method: 'sum' })).toHaveLength(151);
  });

  it('1M bins are labelled with month ends, 1AS with year starts, MS with month starts', () => {
    const spread: DataFrame = {
      columns: ['t', 'v'],
      temporalColumns: ['t'],
      rows: [
        { t: at(2023, 12, 15), v: 1 },
        { t: at(2024, 1, 31), v: 2 },
        { t: at(2024, 3, 2), v: 4 },
      ],
    };
    expect(resampled(spread, { rule: '1M', method: 'sum' })).toEqual([
      [at(2023, 12, 31), 1],
      [at(2024, 1, 31), 2],
      [at(2024, 2, 29), 0],
      [at(2024, 3, 31), 4],
    ]);
    expect(resampled(spread, { rule: '1AS', method: 'sum' })).toEqual([
      [at(2023, 1, 1), 1],
      [at(2024, 1, 1), 6],
    ]);
    expect(resampled(spread, { rule: 'MS', method: 'sum' }).map(([t]) => t)).toEqual([
      at(2023, 12, 1),
      at(2024, 1, 1),
      at(2024, 2, 1),
      at(2024, 3, 1),
    ]);
  });

  it('needs a time index and a known method', () => {
    expect(() =>
      applyPostProcessing(daily(), [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }]),
    ).toThrow('Resample operation requires DatetimeIndex');
    expect(() =>
      applyPostProcessing(daily(), [PIVOT, { operation: 'resample', options: { rule: '1D', method: 'nearest' } }]),
    ).toThrow('Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.');
    expect(() =>
      applyPostProcessing(daily(), [PIVOT, { operation: 'resample', options: { rule: 'fortnight', method: 'sum' } }]),
    ).toThrow('Invalid frequency: fortnight');
  });
});
