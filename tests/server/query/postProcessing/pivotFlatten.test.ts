import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError, type DataFrame } from '../../../../server/query/postProcessing';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);

/** Two months × regions, two metrics; APAC has no January row. */
const sales = (): DataFrame => ({
  columns: ['month', 'region', 'count', 'SUM(amount)'],
  temporalColumns: ['month'],
  rows: [
    { month: JAN, region: 'EMEA', count: 2, 'SUM(amount)': 30 },
    { month: FEB, region: 'EMEA', count: 1, 'SUM(amount)': 5 },
    { month: FEB, region: 'APAC', count: 3, 'SUM(amount)': 70 },
  ],
});

const pivotOf = (options: Record<string, unknown>) => ({
  operation: 'pivot',
  options: { index: ['month'], columns: ['region'], ...options },
});

describe('pivot + flatten', () => {
  it('one column per (metric, series), metrics and series sorted, index reset by flatten', () => {
    const result = applyPostProcessing(sales(), [
      pivotOf({ aggregates: { count: { operator: 'mean' }, 'SUM(amount)': { operator: 'mean' } } }),
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual(['month', 'SUM(amount), APAC', 'SUM(amount), EMEA', 'count, APAC', 'count, EMEA']);
    expect(result.rows).toEqual([
      { month: JAN, 'SUM(amount), APAC': null, 'SUM(amount), EMEA': 30, 'count, APAC': null, 'count, EMEA': 2 },
      { month: FEB, 'SUM(amount), APAC': 70, 'SUM(amount), EMEA': 5, 'count, APAC': 3, 'count, EMEA': 1 },
    ]);
    expect(result.temporalColumns).toContain('month');
  });

  it('aggregates the rows of a group with the operator', () => {
    const frame: DataFrame = {
      columns: ['k', 'v'],
      rows: [
        { k: 'a', v: 1 },
        { k: 'a', v: 3 },
        { k: 'b', v: 10 },
      ],
    };
    const sum = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['k'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'flatten' },
    ]);
    expect(sum.rows).toEqual([
      { k: 'a', v: 4 },
      { k: 'b', v: 10 },
    ]);
  });

  it('metric_fill_value fills the missing cells', () => {
    const result = applyPostProcessing(sales(), [
      pivotOf({ aggregates: { count: { operator: 'mean' } }, metric_fill_value: 0 }),
      { operation: 'flatten' },
    ]);
    expect(result.rows).toEqual([
      { month: JAN, 'count, APAC': 0, 'count, EMEA': 2 },
      { month: FEB, 'count, APAC': 3, 'count, EMEA': 1 },
    ]);
  });

  it('drop_missing_columns drops series with no value; off, it keeps only series present in the data', () => {
    const frame: DataFrame = {
      columns: ['month', 'region', 'count'],
      temporalColumns: ['month'],
      rows: [
        { month: JAN, region: 'EMEA', count: 1 },
        { month: FEB, region: 'APAC', count: null },
      ],
    };
    const dropped = applyPostProcessing(frame, [
      pivotOf({ aggregates: { count: { operator: 'mean' } } }),
      { operation: 'flatten' },
    ]);
    expect(dropped.columns).toEqual(['month', 'count, EMEA']);
    expect(dropped.rows).toEqual([{ month: JAN, 'count, EMEA': 1 }]);
    const kept = applyPostProcessing(frame, [
      pivotOf({ aggregates: { count: { operator: 'mean' } }, drop_missing_columns: false }),
      { operation: 'flatten' },
    ]);
    expect(kept.columns).toEqual(['month', 'count, APAC', 'count, EMEA']);
    expect(kept.rows).toEqual([
      { month: JAN, 'count, APAC': null, 'count, EMEA': 1 },
      { month: FEB, 'count, APAC': null, 'count, EMEA': null },
    ]);
  });

  it('null series become "<NULL>" (column_fill_value)', () => {
    const frame: DataFrame = { columns: ['m', 'r', 'v'], rows: [{ m: 1, r: null, v: 5 }] };
    const result = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['m'], columns: ['r'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual(['m', 'v, <NULL>']);
  });

  it('combine_value_with_metric puts the metric last', () => {
    const result = applyPostProcessing(sales(), [
      pivotOf({
        aggregates: { count: { operator: 'mean' }, 'SUM(amount)': { operator: 'mean' } },
        combine_value_with_metric: true,
      }),
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual(['month', 'APAC, SUM(amount)', 'APAC, count', 'EMEA, SUM(amount)', 'EMEA, count']);
  });

  it('marginal distributions add "All" totals', () => {
    const frame: DataFrame = {
      columns: ['k', 'r', 'v'],
      rows: [
        { k: 'a', r: 'x', v: 1 },
        { k: 'a', r: 'y', v: 2 },
        { k: 'b', r: 'x', v: 4 },
      ],
    };
    const result = applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: { index: ['k'], columns: ['r'], aggregates: { v: { operator: 'sum' } }, marginal_distributions: true },
      },
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual(['k', 'v, x', 'v, y', 'v, All']);
    expect(result.rows).toEqual([
      { k: 'a', 'v, x': 1, 'v, y': 2, 'v, All': 3 },
      { k: 'b', 'v, x': 4, 'v, y': null, 'v, All': 4 },
      { k: 'All', 'v, x': 5, 'v, y': 2, 'v, All': 7 },
    ]);
  });

  it('legacy flatten_columns/reset_index flatten here, without the metric for a single aggregate', () => {
    const result = applyPostProcessing(sales(), [
      pivotOf({ aggregates: { count: { operator: 'mean' } }, flatten_columns: true, reset_index: true }),
    ]);
    expect(result.columns).toEqual(['month', 'APAC', 'EMEA']);
  });

  it('flatten joins levels, skips null levels (a metric renamed to None) and drops levels', () => {
    const pivoted = pivotOf({ aggregates: { count: { operator: 'mean' } } });
    const renamed = applyPostProcessing(sales(), [
      pivoted,
      { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(renamed.columns).toEqual(['month', 'APAC', 'EMEA']);
    const dropped = applyPostProcessing(sales(), [pivoted, { operation: 'flatten', options: { drop_levels: [0] } }]);
    expect(dropped.columns).toEqual(['month', 'APAC', 'EMEA']);
    const noReset = applyPostProcessing(sales(), [pivoted, { operation: 'flatten', options: { reset_index: false } }]);
    expect(noReset.columns).toEqual(['month', 'count, APAC', 'count, EMEA']);
  });

  it('validates its options with Superset messages', () => {
    const run = (options: Record<string, unknown>) => () =>
      applyPostProcessing(sales(), [{ operation: 'pivot', options }]);
    expect(run({ index: [], aggregates: { count: { operator: 'mean' } } })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(run({ index: ['month'], aggregates: {} })).toThrow('Pivot operation must include at least one aggregate');
    expect(run({ index: ['nope'], aggregates: { count: { operator: 'mean' } } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(run({ index: ['month'], aggregates: { nope: { operator: 'mean' } } })).toThrow(
      'Column referenced by aggregate is undefined: nope',
    );
    expect(run({ index: ['month'], aggregates: { count: {} } })).toThrow('Operator undefined for aggregator: count');
    expect(run({ index: ['month'], aggregates: { count: { operator: 'magic' } } })).toThrow(
      'Invalid numpy function: magic',
    );
    expect(run({ index: ['month'], aggregates: { count: { operator: 'mean' } }, bogus: 1 })).toThrow(
      "pivot() got an unexpected keyword argument 'bogus'",
    );
    expect(run({ aggregates: { count: { operator: 'mean' } } })).toThrow(
      "pivot() missing 1 required positional argument: 'index'",
    );
    expect(run({ index: [], aggregates: {} })).toThrow(PostProcessingError);
  });
});
