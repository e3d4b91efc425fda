import { describe, expect, it } from 'vitest';
import type { IncomingQueryObject } from '../../../server/query/queryObjectTypes';
import { prepareQuery } from '../../../server/query/prepareQuery';
import { compileQuery } from '../../../server/query/queryCompiler';
import { QueryObjectValidationError } from '../../../server/query/queryErrors';
import { CONFIG, NOW, salesDataset } from './queryFixture';

function compile(filters: unknown[]) {
  const dataset = salesDataset();
  const query = { columns: ['id'], filters } as unknown as IncomingQueryObject;
  const prepared = prepareQuery(query, dataset, { config: CONFIG, clock: { now: NOW } });
  return compileQuery(prepared, dataset, { clock: { now: NOW } });
}

describe('filter values arrive as any JSON', () => {
  it('an object or a nested list as a value is a validation error, not a crash', () => {
    for (const filter of [
      { col: 'region', op: 'IN', val: {} },
      { col: 'region', op: 'IN', val: [{}] },
      { col: 'region', op: 'NOT IN', val: [['EMEA']] },
      { col: 'region', op: '==', val: { a: 1 } },
      { col: 'amount', op: '>', val: [[1]] },
      { col: 'note', op: 'LIKE', val: { pattern: '%' } },
      { col: 'flag', op: '==', val: [{}] },
    ]) {
      expect(() => compile([filter]), JSON.stringify(filter)).toThrow(QueryObjectValidationError);
    }
  });

  it('epoch milliseconds beyond what a date holds are a validation error on a temporal column', () => {
    expect(() => compile([{ col: 'ts', op: '>=', val: 1e23 }])).toThrow(
      new QueryObjectValidationError('Filter value 1e+23 is not a valid timestamp'),
    );
    expect(() => compile([{ col: 'ts', op: '>=', val: 1_718_000_000_000 }])).not.toThrow();
  });

  it('scalars of every type still compile', () => {
    expect(() => compile([{ col: 'region', op: 'IN', val: ['EMEA', null, 1, true] }])).not.toThrow();
  });
});
