// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getColumnLabel, getMetricLabel } from '../../common/labels';
import type { QueryMetric } from '../../common/queryObject';

describe('getMetricLabel', () => {
  it('names a saved metric by its name, an adhoc one by its label, else AGG(column) or its SQL', () => {
    expect(getMetricLabel('count')).toBe('count');
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'Births' }),
    ).toBe('Births');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } })).toBe(
      'SUM(num)',
    );
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'SUM(a)/SUM(b)' })).toBe('SUM(a)/SUM(b)');
  });

  it('ignores an empty label', () => {
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '' })).toBe('COUNT(*)');
  });

  it('names a simple metric stored without an aggregate by its column, as Superset does', () => {
    const stored = { expressionType: 'SIMPLE', column: { column_name: 'num' } } as unknown as QueryMetric;
    expect(getMetricLabel(stored)).toBe('num');
  });
});

describe('getColumnLabel', () => {
  it('names a column by its name, an adhoc column by its label, else by its SQL', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'upper(name)', label: 'Name' })).toBe('Name');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'upper(name)', label: '' })).toBe('upper(name)');
  });
});
