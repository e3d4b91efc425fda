import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type DataFrame } from '../../../../server/query/postProcessing';

const day = (d: number) => Date.UTC(2024, 0, d);

const series = (): DataFrame => ({
  columns: ['t', 'y', 'z'],
  temporalColumns: ['t'],
  rows: [
    { t: day(1), y: 1, z: 10 },
    { t: day(2), y: 2, z: null },
    { t: day(3), y: 4, z: 30 },
    { t: day(4), y: 8, z: 40 },
    { t: day(5), y: null, z: 50 },
  ],
});

const column = (frame: DataFrame, name: string) => frame.rows.map((row) => row[name]);

describe('rolling', () => {
  it('sum over a window of 2 (min_periods defaults to the window)', () => {
    const result = applyPostProcessing(series(), [
      { operation: 'rolling', options: { rolling_type: 'sum', window: 2, columns: { y: 'y' } } },
    ]);
    expect(column(result, 'y')).toEqual([null, 3, 6, 12, null]);
    expect(result.columns).toEqual(['t', 'y', 'z']);
  });

  it('mean into a new column, dropping the first min_periods rows', () => {
    const result = applyPostProcessing(series(), [
      { operation: 'rolling', options: { rolling_type: 'mean', window: 3, min_periods: 1, columns: { y: 'y_mean' } } },
    ]);
    expect(result.columns).toEqual(['t', 'y', 'z', 'y_mean']);
    // means over [1], [1,2], [1,2,4], [2,4,8], [4,8]; the first row is dropped.
    expect(column(result, 'y_mean')).toEqual([1.5, 7 / 3, 14 / 3, 6]);
    expect(column(result, 't')).toEqual([day(2), day(3), day(4), day(5)]);
  });

  it('std (one degree of freedom), min, max, median, count, quantile', () => {
    const roll = (rolling_type: string, extra: Record<string, unknown> = {}) =>
      column(
        applyPostProcessing(series(), [
          { operation: 'rolling', options: { rolling_type, window: 2, columns: { z: 'z' }, ...extra } },
        ]),
        'z',
      );
    expect(roll('std')).toEqual([null, null, null, Math.SQRT1_2 * 10, Math.SQRT1_2 * 10]);
    expect(roll('min', { min_periods: 0 })).toEqual([10, 10, 30, 30, 40]);
    expect(roll('max', { min_periods: 0 })).toEqual([10, 10, 30, 40, 50]);
    expect(roll('median')).toEqual([null, null, null, 35, 45]);
    expect(roll('count', { min_periods: 0 })).toEqual([1, 1, 1, 2, 2]);
    expect(roll('quantile', { rolling_type_options: { quantile: 0.5 } })).toEqual([null, null, null, 35, 45]);
  });

  it('center puts the label in the middle of the window', () => {
    const result = applyPostProcessing(series(), [
      { operation: 'rolling', options: { rolling_type: 'sum', window: 3, center: true, columns: { y: 'y' } } },
    ]);
    expect(column(result, 'y')).toEqual([null, 7, 14, null, null]);
  });

  it('on a pivoted frame (is_pivot_df), every column rolls and names are flattened', () => {
    const frame: DataFrame = {
      columns: ['t', 'r', 'v'],
      temporalColumns: ['t'],
      rows: [
        { t: day(1), r: 'a', v: 1 },
        { t: day(2), r: 'a', v: 2 },
        { t: day(1), r: 'b', v: 5 },
        { t: day(2), r: 'b', v: 7 },
      ],
    };
    const result = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['t'], columns: ['r'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 1, is_pivot_df: true } },
    ]);
    expect(result.columns).toEqual(['t', 'a', 'b']);
    expect(result.rows).toEqual([{ t: day(2), a: 3, b: 12 }]);
  });

  it('refuses bad options with Superset messages', () => {
    const run = (options: Record<string, unknown>) => () =>
      applyPostProcessing(series(), [{ operation: 'rolling', options: { columns: { y: 'y' }, ...options } }]);
    expect(run({ rolling_type: 'sum' })).toThrow('Undefined window for rolling operation');
    expect(run({ rolling_type: 'sum', window: 0 })).toThrow('Window must be > 0');
    expect(run({ rolling_type: 'magic', window: 2 })).toThrow('Invalid rolling_type: magic');
    expect(run({ rolling_type: 'sum', window: 2, columns: { nope: 'nope' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});

describe('cum', () => {
  it('cumsum, cumprod, cummax, cummin skip nulls and leave them null', () => {
    const cum = (operator: string) =>
      column(applyPostProcessing(series(), [{ operation: 'cum', options: { operator, columns: { z: 'z' } } }]), 'z');
    expect(cum('sum')).toEqual([10, null, 40, 80, 130]);
    expect(cum('prod')).toEqual([10, null, 300, 12000, 600000]);
    expect(cum('max')).toEqual([10, null, 30, 40, 50]);
    expect(cum('min')).toEqual([10, null, 10, 10, 10]);
  });

  it('writes to a new column when renamed', () => {
    const result = applyPostProcessing(series(), [
      { operation: 'cum', options: { operator: 'sum', columns: { y: 'y_total' } } },
    ]);
    expect(column(result, 'y_total')).toEqual([1, 3, 7, 15, null]);
    expect(column(result, 'y')).toEqual([1, 2, 4, 8, null]);
  });

  it('refuses an unknown operator', () => {
    expect(() =>
      applyPostProcessing(series(), [{ operation: 'cum', options: { operator: 'avg', columns: { y: 'y' } } }]),
    ).toThrow('Invalid cumulative operator: avg');
  });
});

describe('diff', () => {
  it('row differences with periods', () => {
    expect(
      column(applyPostProcessing(series(), [{ operation: 'diff', options: { columns: { y: 'y' } } }]), 'y'),
    ).toEqual([null, 1, 2, 4, null]);
    expect(
      column(
        applyPostProcessing(series(), [{ operation: 'diff', options: { columns: { y: 'dy' }, periods: 2 } }]),
        'dy',
      ),
    ).toEqual([null, null, 3, 6, null]);
  });

  it('column differences (axis 1)', () => {
    const result = applyPostProcessing(series(), [
      { operation: 'diff', options: { columns: { y: 'y', z: 'z' }, axis: 1 } },
    ]);
    expect(column(result, 'y')).toEqual([null, null, null, null, null]);
    expect(column(result, 'z')).toEqual([9, null, 26, 32, null]);
  });
});
