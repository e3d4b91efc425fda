import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type DataFrame } from '../../../../server/query/postProcessing';
import { pythonFloatText } from '../../../../server/query/postProcessing/distributions';

/** Group a: 1..9 and an outlier 100; group b: 2, 4. */
const values = (): DataFrame => ({
  columns: ['g', 'v'],
  rows: [...[1, 2, 3, 4, 5, 6, 7, 8, 9, 100].map((v) => ({ g: 'a', v })), { g: 'b', v: 2 }, { g: 'b', v: 4 }],
});

describe('boxplot', () => {
  it('tukey whiskers: 1.5 IQR from midpoint quartiles, outliers beyond', () => {
    const result = applyPostProcessing(values(), [
      { operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' } },
    ]);
    expect(result.columns).toEqual([
      'g',
      'v__mean',
      'v__median',
      'v__max',
      'v__min',
      'v__q1',
      'v__q3',
      'v__count',
      'v__outliers',
    ]);
    // a: sorted 1..9,100 → q1 = midpoint(3,4) = 3.5, q3 = midpoint(7,8) = 7.5, IQR 4 → whiskers [1, 9], outlier 100.
    expect(result.rows[0]).toEqual({
      g: 'a',
      v__mean: 14.5,
      v__median: 5.5,
      v__max: 9,
      v__min: 1,
      v__q1: 3.5,
      v__q3: 7.5,
      v__count: 10,
      v__outliers: [100],
    });
    // b: q1 = q3 = 3 (midpoints), IQR 0: the high whisker is the largest value <= 3 and the low one
    // the smallest >= 3, so both values are outliers — numpy's result as well.
    expect(result.rows[1]).toEqual({
      g: 'b',
      v__mean: 3,
      v__median: 3,
      v__max: 2,
      v__min: 4,
      v__q1: 3,
      v__q3: 3,
      v__count: 2,
      v__outliers: [4, 2],
    });
  });

  it('min/max whiskers have no outliers; percentile whiskers use the two percentiles', () => {
    const minmax = applyPostProcessing(values(), [
      { operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], whisker_type: 'min/max' } },
    ]);
    expect([minmax.rows[0].v__max, minmax.rows[0].v__min, minmax.rows[0].v__outliers]).toEqual([100, 1, []]);
    const pct = applyPostProcessing(values(), [
      {
        operation: 'boxplot',
        options: { groupby: [], metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] },
      },
    ]);
    // all 12 values sorted: 1,2,2,3,4,4,5,6,7,8,9,100; 10th pct at 1.1 → 2, 90th at 9.9 → 8 + 0.9 * 1 = 8.9.
    expect(pct.rows[0].v__min).toBeCloseTo(2, 10);
    expect(pct.rows[0].v__max).toBeCloseTo(8.9, 10);
    expect(pct.rows[0].v__outliers).toEqual([9, 100, 1]);
  });

  it('refuses bad percentiles', () => {
    expect(() =>
      applyPostProcessing(values(), [
        {
          operation: 'boxplot',
          options: { groupby: [], metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] },
        },
      ]),
    ).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  });
});

describe('histogram', () => {
  it('equal-width bins between min and max, the last bin closed', () => {
    const result = applyPostProcessing(values(), [
      { operation: 'histogram', options: { column: 'v', groupby: [], bins: 4 } },
    ]);
    expect(result.columns).toEqual(['1.0 - 25.75', '25.75 - 50.5', '50.5 - 75.25', '75.25 - 100.0']);
    expect(result.rows).toEqual([{ '1.0 - 25.75': 11, '25.75 - 50.5': 0, '50.5 - 75.25': 0, '75.25 - 100.0': 1 }]);
  });

  it('per group, cumulative and normalised', () => {
    const frame: DataFrame = {
      columns: ['g', 'v'],
      rows: [
        { g: 'x', v: 0 },
        { g: 'x', v: 1 },
        { g: 'y', v: 2 },
        { g: 'y', v: null },
      ],
    };
    const result = applyPostProcessing(frame, [
      { operation: 'histogram', options: { column: 'v', groupby: ['g'], bins: 2, cumulative: true, normalize: true } },
    ]);
    expect(result.columns).toEqual(['g', '0.0 - 1.0', '1.0 - 2.0']);
    // x: counts [1, 1] → cumulative [1, 2]; y: [0, 1] → [0, 1]; normalised by the total 4.
    expect(result.rows).toEqual([
      { g: 'x', '0.0 - 1.0': 0.25, '1.0 - 2.0': 0.5 },
      { g: 'y', '0.0 - 1.0': 0, '1.0 - 2.0': 0.25 },
    ]);
  });

  it('refuses a bad number of bins', () => {
    expect(() =>
      applyPostProcessing(values(), [{ operation: 'histogram', options: { column: 'v', groupby: [], bins: 0 } }]),
    ).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() =>
      applyPostProcessing(values(), [{ operation: 'histogram', options: { column: 'v', groupby: [], bins: 1001 } }]),
    ).toThrow('`bins` must be an integer between 1 and 1000');
  });

  it('writes bin edges as Python prints floats', () => {
    expect([
      pythonFloatText(2),
      pythonFloatText(1 / 3),
      pythonFloatText(0.00001),
      pythonFloatText(1e16),
      pythonFloatText(-0.5),
    ]).toEqual(['2.0', '0.3333333333333333', '1e-05', '1e+16', '-0.5']);
  });
});

describe('rank', () => {
  it('percentile rank overall and within groups, ties averaged', () => {
    const frame: DataFrame = {
      columns: ['g', 'm'],
      rows: [
        { g: 'x', m: 10 },
        { g: 'x', m: 20 },
        { g: 'y', m: 5 },
        { g: 'y', m: 5 },
        { g: 'y', m: null },
      ],
    };
    const overall = applyPostProcessing(frame, [{ operation: 'rank', options: { metric: 'm' } }]);
    expect(overall.rows.map((row) => row.rank)).toEqual([0.75, 1, 0.375, 0.375, null]);
    const grouped = applyPostProcessing(frame, [{ operation: 'rank', options: { metric: 'm', group_by: 'g' } }]);
    expect(grouped.rows.map((row) => row.rank)).toEqual([0.5, 1, 0.75, 0.75, null]);
  });
});
