import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingQueryObject } from '../../../server/query/queryObjectTypes';
import { prepareQuery } from '../../../server/query/prepareQuery';
import { compileQuery } from '../../../server/query/queryCompiler';
import { runCompiledQuery } from '../../../server/query/queryRunner';
import { QueryObjectValidationError } from '../../../server/query/queryErrors';
import type { QueryDataset } from '../../../server/query/queryDataset';
import type { TempEngine } from '../engines/engineFixture';
import { CONFIG, NOW, openSalesEngine, salesDataset, utcMs } from './queryFixture';

let temp: TempEngine;
let dataset: QueryDataset;

beforeAll(async () => {
  temp = await openSalesEngine();
  dataset = salesDataset();
});

afterAll(async () => {
  await temp.dispose();
});

async function run(query: IncomingQueryObject) {
  const prepared = prepareQuery(query, dataset, { config: CONFIG, clock: { now: NOW } });
  const compiled = compileQuery(prepared, dataset, { clock: { now: NOW } });
  const frame = await runCompiledQuery(temp.engine, compiled);
  return { compiled, frame };
}

/** The ids of the rows a filter keeps (raw mode, ordered by id). */
async function idsWhere(
  filters: IncomingQueryObject['filters'],
  extras: IncomingQueryObject['extras'] = {},
): Promise<unknown[]> {
  const { frame } = await run({ columns: ['id'], filters, extras, orderby: [['id', true]] });
  return frame.rows.map((row) => row.id);
}

describe('filters: every operator', () => {
  it('== and != (NULL is neither equal nor unequal)', async () => {
    expect(await idsWhere([{ col: 'region', op: '==', val: 'EMEA' }])).toEqual([1, 2, 7]);
    expect(await idsWhere([{ col: 'region', op: '!=', val: 'EMEA' }])).toEqual([3, 4, 5]);
  });

  it('== and != with a null value become IS NULL / IS NOT NULL', async () => {
    expect(await idsWhere([{ col: 'region', op: '==', val: null }])).toEqual([6]);
    expect(await idsWhere([{ col: 'region', op: '!=', val: '<NULL>' }])).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('>, <, >=, <= on a numeric column, with numeric strings coerced as Superset does', async () => {
    expect(await idsWhere([{ col: 'amount', op: '>', val: 40 }])).toEqual([5, 6, 7]);
    expect(await idsWhere([{ col: 'amount', op: '>', val: '40' }])).toEqual([5, 6, 7]);
    expect(await idsWhere([{ col: 'amount', op: '<', val: 20 }])).toEqual([1]);
    expect(await idsWhere([{ col: 'amount', op: '>=', val: 60 }])).toEqual([6, 7]);
    expect(await idsWhere([{ col: 'amount', op: '<=', val: 20 }])).toEqual([1, 2]);
  });

  it('IN and NOT IN, with <NULL> matching NULL', async () => {
    expect(await idsWhere([{ col: 'region', op: 'IN', val: ['EMEA', 'AMER'] }])).toEqual([1, 2, 5, 7]);
    expect(await idsWhere([{ col: 'region', op: 'IN', val: ['<NULL>', 'AMER'] }])).toEqual([5, 6]);
    expect(await idsWhere([{ col: 'region', op: 'NOT IN', val: ['EMEA'] }])).toEqual([3, 4, 5]);
    expect(await idsWhere([{ col: 'region', op: 'NOT IN', val: ['EMEA', null] }])).toEqual([3, 4, 5]);
    expect(await idsWhere([{ col: 'id', op: 'IN', val: ['2', 4] }])).toEqual([2, 4]);
  });

  it('an empty IN list is refused', async () => {
    await expect(idsWhere([{ col: 'region', op: 'IN', val: [] }])).rejects.toThrow('Filter value list cannot be empty');
  });

  it('LIKE, NOT LIKE and ILIKE (non-text columns compared as text)', async () => {
    expect(await idsWhere([{ col: 'note', op: 'LIKE', val: 'x%' }])).toEqual([1, 5]);
    expect(await idsWhere([{ col: 'note', op: 'NOT LIKE', val: 'x%' }])).toEqual([3, 4, 7]);
    expect(await idsWhere([{ col: 'product', op: 'ILIKE', val: 'a' }])).toEqual([1, 3, 5, 7]);
    expect(await idsWhere([{ col: 'product', op: 'LIKE', val: 'a' }])).toEqual([]);
    expect(await idsWhere([{ col: 'amount', op: 'LIKE', val: '1%' }])).toEqual([1]);
  });

  it('REGEX matches a regular expression', async () => {
    expect(await idsWhere([{ col: 'note', op: 'REGEX' as 'LIKE', val: '^[xy]' }])).toEqual([1, 3, 5]);
    expect(await idsWhere([{ col: 'qty', op: 'REGEX' as 'LIKE', val: '^[67]$' }])).toEqual([6, 7]);
  });

  it('IS NULL, IS NOT NULL, IS TRUE, IS FALSE (operators case-insensitive)', async () => {
    expect(await idsWhere([{ col: 'region', op: 'IS NULL' }])).toEqual([6]);
    expect(await idsWhere([{ col: 'note', op: 'IS NOT NULL' }])).toEqual([1, 3, 4, 5, 7]);
    expect(await idsWhere([{ col: 'flag', op: 'IS TRUE' }])).toEqual([1, 3, 6, 7]);
    expect(await idsWhere([{ col: 'flag', op: 'is false' as 'IS FALSE' }])).toEqual([2, 5]);
  });

  it('boolean and empty-string values are coerced', async () => {
    expect(await idsWhere([{ col: 'flag', op: '==', val: 'true' }])).toEqual([1, 3, 6, 7]);
    expect(await idsWhere([{ col: 'note', op: '==', val: '<empty string>' }])).toEqual([]);
  });

  it('comparison operators need a value', async () => {
    await expect(idsWhere([{ col: 'amount', op: '>', val: null }])).rejects.toThrow(
      'Must specify a value for filters with comparison operators',
    );
  });

  it('TEMPORAL_RANGE is start-inclusive and end-exclusive', async () => {
    expect(await idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-02-03 : 2024-03-10' }])).toEqual([3, 4]);
    expect(await idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-04-01' }])).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(await idsWhere([{ col: 'd', op: 'TEMPORAL_RANGE', val: '2024-03-10 : 2024-04-01' }])).toEqual([5, 6]);
    expect(await idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('TEMPORAL_RANGE with relative phrases uses the clock and extras.relative_start', async () => {
    // NOW is 2024-06-15 12:00: "Last quarter" is [2024-03-15, 2024-06-15).
    expect(await idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last quarter' }])).toEqual([6, 7]);
    expect(
      await idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last quarter' }], { relative_start: 'now' }),
    ).toEqual([6, 7]);
  });

  it('TEMPORAL_RANGE on an epoch-seconds column compares epoch numbers', async () => {
    expect(await idsWhere([{ col: 'epoch_s', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-03-01' }])).toEqual([3, 4]);
  });

  it('a bad time range is a validation error with Superset text', async () => {
    await expect(idsWhere([{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-05-01 : 2024-01-01' }])).rejects.toThrow(
      'From date cannot be larger than to date',
    );
  });

  it('epoch milliseconds on a temporal column are timestamps', async () => {
    expect(await idsWhere([{ col: 'ts', op: '==', val: utcMs(2024, 2, 3) }])).toEqual([3]);
    expect(await idsWhere([{ col: 'ts', op: '>=', val: utcMs(2024, 3, 31, 18) }])).toEqual([6, 7]);
  });

  it('a filter grain compares the truncated column', async () => {
    expect(await idsWhere([{ col: 'ts', op: '==', val: utcMs(2024, 2, 1), grain: 'P1M' }])).toEqual([3, 4]);
  });

  it('filters on a computed column use its expression', async () => {
    expect(await idsWhere([{ col: 'amount_x2', op: '>', val: 100 }])).toEqual([6, 7]);
  });

  it('filters on an adhoc column use its expression', async () => {
    expect(
      await idsWhere([{ col: { expressionType: 'SQL', sqlExpression: 'qty * 10', label: 'q10' }, op: '==', val: 30 }]),
    ).toEqual([3]);
  });

  it('extras.where and extras.having apply as SQL predicates', async () => {
    expect(await idsWhere([], { where: "(region = 'APAC') AND (amount > 35)" })).toEqual([4]);
    const { frame } = await run({
      columns: ['region'],
      metrics: ['count'],
      extras: { having: 'COUNT(*) > 1' },
      orderby: [['region', true]],
    });
    expect(frame.rows).toEqual([
      { region: 'APAC', count: 2 },
      { region: 'EMEA', count: 3 },
    ]);
  });

  it('a `--` comment in a clause ends inside its parentheses', async () => {
    expect(await idsWhere([], { where: "region = 'AMER' -- only the Americas" })).toEqual([5]);
  });
});

describe('filters: applied and rejected', () => {
  it('reports filters on dataset columns as applied and others as rejected, and ignores the rejected ones', async () => {
    const { compiled, frame } = await run({
      columns: ['id'],
      filters: [
        { col: 'region', op: '==', val: 'EMEA' },
        { col: 'nope', op: '==', val: 'x' },
      ],
      orderby: [['id', true]],
    });
    expect(frame.rows.map((row) => row.id)).toEqual([1, 2, 7]);
    expect(compiled.appliedFilters).toEqual([{ column: 'region' }]);
    expect(compiled.rejectedFilters).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
  });

  it('reports applied time extras (__time_range, __time_grain, __time_col)', async () => {
    const { compiled } = await run({
      columns: ['id'],
      applied_time_extras: { __time_range: 'Last week', __time_grain: 'P1D', __time_col: 'nope' },
    });
    expect(compiled.appliedFilters).toEqual([{ column: '__time_grain' }, { column: '__time_range' }]);
    expect(compiled.rejectedFilters).toEqual([{ column: '__time_col', reason: 'not_in_datasource' }]);
  });

  it('an unknown operator is refused', async () => {
    await expect(idsWhere([{ col: 'id', op: 'BETWEEN' as 'IN', val: 1 }])).rejects.toBeInstanceOf(
      QueryObjectValidationError,
    );
  });
});
