import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type DataFrame } from '../../../../server/query/postProcessing';

const frame = (): DataFrame => ({
  columns: ['t', 'a', 'a__1 year ago', 'b'],
  temporalColumns: ['t'],
  rows: [
    { t: 1, a: 12, 'a__1 year ago': 10, b: 1 },
    { t: 2, a: 5, 'a__1 year ago': 0, b: null },
    { t: 3, a: null, 'a__1 year ago': 4, b: 3 },
  ],
});

const compare = (compare_type: string, extra: Record<string, unknown> = {}) =>
  applyPostProcessing(frame(), [
    {
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['a__1 year ago'], compare_type, ...extra },
    },
  ]);

describe('compare', () => {
  it('difference, percentage and ratio columns named <type>__<source>__<compare>', () => {
    expect(compare('difference').rows.map((row) => row['difference__a__a__1 year ago'])).toEqual([2, 5, null]);
    expect(compare('percentage').rows.map((row) => row['percentage__a__a__1 year ago'])).toEqual([0.2, null, null]);
    expect(compare('ratio').rows.map((row) => row['ratio__a__a__1 year ago'])).toEqual([1.2, null, null]);
  });

  it('rounds percentage and ratio to `precision` (default 4)', () => {
    const third: DataFrame = { columns: ['x', 'y'], rows: [{ x: 1, y: 3 }] };
    const ratio = (precision?: number) =>
      applyPostProcessing(third, [
        {
          operation: 'compare',
          options: {
            source_columns: ['x'],
            compare_columns: ['y'],
            compare_type: 'ratio',
            ...(precision === undefined ? {} : { precision }),
          },
        },
      ]).rows[0]['ratio__x__y'];
    expect(ratio()).toBe(0.3333);
    expect(ratio(2)).toBe(0.33);
  });

  it('drop_original_columns removes the compared columns', () => {
    expect(compare('difference', { drop_original_columns: true }).columns).toEqual([
      't',
      'b',
      'difference__a__a__1 year ago',
    ]);
  });

  it('refuses bad options with Superset messages', () => {
    expect(() =>
      applyPostProcessing(frame(), [
        {
          operation: 'compare',
          options: { source_columns: ['a', 'b'], compare_columns: ['a'], compare_type: 'ratio' },
        },
      ]),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() => compare('absolute')).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
    expect(() =>
      applyPostProcessing(frame(), [
        { operation: 'compare', options: { source_columns: ['nope'], compare_columns: ['a'], compare_type: 'ratio' } },
      ]),
    ).toThrow('Referenced columns not available in DataFrame.');
  });
});

describe('contribution', () => {
  it('column orientation: share of the column total, nulls as 0, temporal columns untouched', () => {
    const result = applyPostProcessing(frame(), [{ operation: 'contribution', options: { columns: ['a', 'b'] } }]);
    expect(result.rows.map((row) => [row.t, row.a, row.b])).toEqual([
      [1, 12 / 17, 0.25],
      [2, 5 / 17, 0],
      [3, 0, 0.75],
    ]);
  });

  it('default: every numeric column; rename_columns adds the shares beside the originals', () => {
    const result = applyPostProcessing(frame(), [
      { operation: 'contribution', options: { columns: ['b'], rename_columns: ['%b'] } },
    ]);
    expect(result.columns).toEqual(['t', 'a', 'a__1 year ago', 'b', '%b']);
    expect(result.rows.map((row) => row['%b'])).toEqual([0.25, 0, 0.75]);
    const all = applyPostProcessing(frame(), [{ operation: 'contribution' }]);
    expect(all.rows[0]).toEqual({ t: 1, a: 12 / 17, 'a__1 year ago': 10 / 14, b: 0.25 });
  });

  it('row orientation: share of the row total; time-shifted columns normalised separately', () => {
    const rowFrame: DataFrame = {
      columns: ['x', 'y', 'x__1 year ago', 'y__1 year ago'],
      rows: [{ x: 1, y: 3, 'x__1 year ago': 2, 'y__1 year ago': 2 }],
    };
    const plain = applyPostProcessing(rowFrame, [{ operation: 'contribution', options: { orientation: 'row' } }]);
    expect(plain.rows).toEqual([{ x: 1 / 8, y: 3 / 8, 'x__1 year ago': 2 / 8, 'y__1 year ago': 2 / 8 }]);
    const shifted = applyPostProcessing(rowFrame, [
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
    ]);
    expect(shifted.rows).toEqual([{ x: 0.25, y: 0.75, 'x__1 year ago': 0.5, 'y__1 year ago': 0.5 }]);
  });

  it('contribution_totals divides by the given totals', () => {
    const result = applyPostProcessing(frame(), [
      { operation: 'contribution', options: { columns: ['b'], contribution_totals: { b: 10 } } },
    ]);
    expect(result.rows.map((row) => row.b)).toEqual([0.1, 0, 0.3]);
  });

  it('refuses non-numeric columns and mismatched renames', () => {
    const text: DataFrame = { columns: ['s', 'n'], rows: [{ s: 'a', n: 1 }] };
    expect(() => applyPostProcessing(text, [{ operation: 'contribution', options: { columns: ['s'] } }])).toThrow(
      'Column "s" is not numeric or does not exists in the query results.',
    );
    expect(() =>
      applyPostProcessing(text, [
        { operation: 'contribution', options: { columns: ['n'], rename_columns: ['x', 'y'] } },
      ]),
    ).toThrow('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  });
});
