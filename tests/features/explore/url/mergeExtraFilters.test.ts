// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeExtraFilters, simpleFilterToAdhoc } from '../../../../src/features/explore/url/mergeExtraFilters';

const base: Record<string, unknown> = { datasource: '3__table', viz_type: 'pie' };
const merge = (formData: Record<string, unknown>) => mergeExtraFilters(formData);

describe("legacy extra_filters merged as Superset's merge_extra_filters", () => {
  it('turns each column filter into a SIMPLE WHERE adhoc filter marked isExtra, and drops extra_filters', () => {
    const merged = merge({ ...base, extra_filters: [{ col: 'status', op: 'in', val: ['Shipped'] }] });
    expect(merged).not.toHaveProperty('extra_filters');
    expect(merged.adhoc_filters).toEqual([
      expect.objectContaining({
        clause: 'WHERE',
        expressionType: 'SIMPLE',
        subject: 'status',
        operator: 'IN',
        comparator: ['Shipped'],
        isExtra: true,
      }),
    ]);
    expect(merged.applied_time_extras).toEqual({});
  });

  it('keeps the adhoc filters the form data already has, after them come the extra ones', () => {
    const own = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'amount > 10' };
    const merged = merge({
      ...base,
      adhoc_filters: [own],
      extra_filters: [{ col: 'region', op: '==', val: 'EMEA' }],
    });
    expect(merged.adhoc_filters).toEqual([own, expect.objectContaining({ subject: 'region', operator: '==' })]);
  });

  it('sets the time controls from the reserved time keys and records them in applied_time_extras', () => {
    const merged = merge({
      ...base,
      time_range: 'Last week',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_col', op: '==', val: 'order_date' },
        { col: '__time_grain', op: '==', val: 'P1M' },
      ],
    });
    expect(merged).toMatchObject({ time_range: 'Last year', granularity_sqla: 'order_date', time_grain_sqla: 'P1M' });
    expect(merged.applied_time_extras).toEqual({
      __time_range: 'Last year',
      __time_col: 'order_date',
      __time_grain: 'P1M',
    });
    expect(merged.adhoc_filters).toEqual([]);
  });

  it("leaves the time range alone for 'No filter'", () => {
    const merged = merge({
      ...base,
      time_range: 'Last week',
      extra_filters: [{ col: '__time_range', op: '==', val: 'No filter' }],
    });
    expect(merged.time_range).toBe('Last week');
    expect(merged.applied_time_extras).toEqual({});
  });

  it('adds no filter without a value', () => {
    const merged = merge({
      ...base,
      extra_filters: [
        { col: 'status', op: 'in', val: [] },
        { col: 'region', op: '==', val: '' },
        { col: 'city', op: '==' },
      ],
    });
    expect(merged.adhoc_filters).toEqual([]);
  });

  it('does not repeat a filter the chart has with the same values (in any order), but adds one with others', () => {
    const own = simpleFilterToAdhoc({ col: 'status', op: 'IN', val: ['A', 'B'] });
    const same = merge({
      ...base,
      adhoc_filters: [own],
      extra_filters: [{ col: 'status', op: 'in', val: ['B', 'A'] }],
    });
    expect(same.adhoc_filters).toEqual([own]);
    const other = merge({
      ...base,
      adhoc_filters: [own],
      extra_filters: [{ col: 'status', op: 'in', val: ['C'] }],
    });
    expect(other.adhoc_filters).toHaveLength(2);
    const scalar = merge({
      ...base,
      adhoc_filters: [simpleFilterToAdhoc({ col: 'region', op: '==', val: 'EMEA' })],
      extra_filters: [
        { col: 'region', op: '==', val: 'EMEA' },
        { col: 'region', op: '==', val: 'APAC' },
      ],
    });
    expect((scalar.adhoc_filters as { comparator: unknown }[]).map((filter) => filter.comparator)).toEqual([
      'EMEA',
      'APAC',
    ]);
  });

  it('skips entries that are not filters, and leaves form data without extra_filters as it is', () => {
    const merged = merge({ ...base, extra_filters: [null, 'x', { col: 'a' }] });
    expect(merged.adhoc_filters).toEqual([]);
    const untouched = { ...base, adhoc_filters: [] };
    expect(merge(untouched)).toBe(untouched);
  });

  it('does not change the form data it is given', () => {
    const original = { ...base, adhoc_filters: [], extra_filters: [{ col: 'a', op: 'in', val: ['x'] }] };
    merge(original);
    expect(original.adhoc_filters).toEqual([]);
    expect(original.extra_filters).toHaveLength(1);
  });

  it('names each merged filter from its content, the same every time', () => {
    const first = simpleFilterToAdhoc({ col: 'status', op: 'not in', val: ['x'] });
    expect(first.operator).toBe('NOT IN');
    expect(first.filterOptionName).toBe(
      simpleFilterToAdhoc({ col: 'status', op: 'not in', val: ['x'] }).filterOptionName,
    );
    expect(first.filterOptionName).not.toBe(
      simpleFilterToAdhoc({ col: 'status', op: 'in', val: ['x'] }).filterOptionName,
    );
  });
});
