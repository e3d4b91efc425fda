import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError, type DataFrame } from '../../../../server/query/postProcessing';

const people = (): DataFrame => ({
  columns: ['name', 'team', 'score'],
  rows: [
    { name: 'ann', team: 'b', score: 3 },
    { name: 'bob', team: 'a', score: 5 },
    { name: 'cy', team: 'b', score: null },
    { name: 'di', team: null, score: 9 },
    { name: 'ed', team: 'a', score: 1 },
  ],
});

describe('aggregate', () => {
  it('groups (sorted, null keys dropped) and reduces with numpy functions', () => {
    const result = applyPostProcessing(people(), [
      {
        operation: 'aggregate',
        options: {
          groupby: ['team'],
          aggregates: {
            total: { column: 'score', operator: 'sum' },
            average: { column: 'score', operator: 'mean' },
            n: { column: 'score', operator: 'count' },
            top: { column: 'score', operator: 'max' },
            p50: { column: 'score', operator: 'percentile', options: { q: 50 } },
          },
        },
      },
    ]);
    expect(result.columns).toEqual(['team', 'total', 'average', 'n', 'top', 'p50']);
    expect(result.rows).toEqual([
      { team: 'a', total: 6, average: 3, n: 2, top: 5, p50: 3 },
      { team: 'b', total: 3, average: 3, n: 2, top: 3, p50: null },
    ]);
  });

  it('an empty groupby reduces the whole frame to one row; the output name is the default column', () => {
    const result = applyPostProcessing(people(), [
      { operation: 'aggregate', options: { groupby: [], aggregates: { score: { operator: 'median' } } } },
    ]);
    expect(result.rows).toEqual([{ score: 4 }]);
    const spread = applyPostProcessing(people(), [
      {
        operation: 'aggregate',
        options: {
          groupby: [],
          aggregates: { sd: { column: 'score', operator: 'std' }, v: { column: 'score', operator: 'var' } },
        },
      },
    ]);
    expect(spread.rows[0].v).toBeCloseTo(35 / 3, 10);
    expect(spread.rows[0].sd).toBeCloseTo(Math.sqrt(35 / 3), 10);
  });

  it('validates with Superset messages', () => {
    expect(() =>
      applyPostProcessing(people(), [{ operation: 'aggregate', options: { groupby: ['nope'], aggregates: {} } }]),
    ).toThrow('Referenced columns not available in DataFrame.');
    expect(() =>
      applyPostProcessing(people(), [
        { operation: 'aggregate', options: { groupby: [], aggregates: { x: { operator: 'sum' } } } },
      ]),
    ).toThrow('Column referenced by aggregate is undefined: x');
  });
});

describe('sort', () => {
  it('by columns, ascending or not, nulls last, stable', () => {
    const names = (options: Record<string, unknown>) =>
      applyPostProcessing(people(), [{ operation: 'sort', options }]).rows.map((row) => row.name);
    expect(names({ by: 'score' })).toEqual(['ed', 'ann', 'bob', 'di', 'cy']);
    expect(names({ by: ['score'], ascending: false })).toEqual(['di', 'bob', 'ann', 'ed', 'cy']);
    expect(names({ by: ['team', 'score'], ascending: [true, false] })).toEqual(['bob', 'ed', 'ann', 'cy', 'di']);
    expect(names({ columns: { team: false } })).toEqual(['ann', 'cy', 'bob', 'ed', 'di']);
  });

  it('by the index', () => {
    const frame: DataFrame = {
      columns: ['k', 'v'],
      rows: [
        { k: 'b', v: 1 },
        { k: 'a', v: 2 },
      ],
    };
    const result = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['k'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
    expect(result.rows.map((row) => row.k)).toEqual(['b', 'a']);
  });

  it('needs `by` or is_sort_index', () => {
    expect(() => applyPostProcessing(people(), [{ operation: 'sort', options: {} }])).toThrow(
      'either sort_index or by should be specified',
    );
    expect(() => applyPostProcessing(people(), [{ operation: 'sort', options: { by: ['nope'] } }])).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});

describe('rename and select', () => {
  it('renames columns; "Label already exists" when every target exists', () => {
    const result = applyPostProcessing(people(), [{ operation: 'rename', options: { columns: { score: 'points' } } }]);
    expect(result.columns).toEqual(['name', 'team', 'points']);
    expect(() =>
      applyPostProcessing(people(), [{ operation: 'rename', options: { columns: { score: 'team' } } }]),
    ).toThrow('Label already exists');
    expect(applyPostProcessing(people(), [{ operation: 'rename', options: { columns: {} } }]).columns).toEqual([
      'name',
      'team',
      'score',
    ]);
  });

  it('selects, reorders, excludes and renames', () => {
    const result = applyPostProcessing(people(), [
      {
        operation: 'select',
        options: { columns: ['score', 'name', 'team'], exclude: ['team'], rename: { score: 'points' } },
      },
    ]);
    expect(result.columns).toEqual(['points', 'name']);
    expect(result.rows[0]).toEqual({ points: 3, name: 'ann' });
    expect(() =>
      applyPostProcessing(people(), [{ operation: 'select', options: { columns: ['name'], exclude: ['team'] } }]),
    ).toThrow('Referenced columns not available in DataFrame: team');
  });
});

describe('the pipeline', () => {
  it('refuses unknown and unnamed operations', () => {
    expect(() => applyPostProcessing(people(), [{ operation: 'prophet', options: {} }])).toThrow(
      'Unsupported post processing operation: prophet',
    );
    expect(() => applyPostProcessing(people(), [{ operation: '' }])).toThrow(
      '`operation` property of post processing object undefined',
    );
    expect(() => applyPostProcessing(people(), [{ operation: 'toString' }])).toThrow(PostProcessingError);
  });

  it('skips null steps and leaves the frame as is without operations', () => {
    expect(applyPostProcessing(people(), [null])).toEqual({ ...people(), temporalColumns: [] });
  });
});
