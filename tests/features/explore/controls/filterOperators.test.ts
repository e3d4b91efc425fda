// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { processFilters } from '../../../../src/features/charts/buildQueryHelpers';
import { FILTER_OPERATORS, operatorArity } from '../../../../src/features/explore/controls/filterOperators';

describe('adhoc filter operators (spec charts §5)', () => {
  it('IS NULL, IS NOT NULL, IS TRUE and IS FALSE take no comparator', () => {
    for (const operator of ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'])
      expect(operatorArity(operator)).toBe('none');
  });

  it('comparisons, LIKE, ILIKE, REGEX and TEMPORAL_RANGE take a single comparator', () => {
    for (const operator of ['==', '!=', '>', '<', '>=', '<=', 'ILIKE', 'LIKE', 'REGEX', 'TEMPORAL_RANGE'])
      expect(operatorArity(operator)).toBe('single');
  });

  it('IN and NOT IN take many', () => {
    expect(operatorArity('IN')).toBe('many');
    expect(operatorArity('NOT IN')).toBe('many');
  });

  it('offers REGEX, IS TRUE and IS FALSE in the editor', () => {
    const offered = FILTER_OPERATORS.map((option) => option.operator);
    expect(offered).toEqual(expect.arrayContaining(['REGEX', 'IS TRUE', 'IS FALSE']));
  });

  it('sends REGEX with its pattern and IS TRUE / IS FALSE without a value', () => {
    const { filters } = processFilters([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'REGEX', comparator: '^A.*n$' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'is_member', operator: 'IS TRUE' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'is_member', operator: 'IS FALSE', comparator: 'x' },
    ]);
    expect(filters).toEqual([
      { col: 'name', op: 'REGEX', val: '^A.*n$' },
      { col: 'is_member', op: 'IS TRUE' },
      { col: 'is_member', op: 'IS FALSE' },
    ]);
  });
});
