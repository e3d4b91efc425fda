// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildQueryObject } from '../../../src/features/charts/buildQueryHelpers';
import { mergeAllExtraFormData, mergeExtraFormData } from '../../../src/features/nativeFilters';

const region = { col: 'region', op: 'IN' as const, val: ['EMEA'] };
const amount = { col: 'amount', op: '>=' as const, val: 10 };
const nothing = { expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: '1 = 0' };

describe("merging several filters' extra form data", () => {
  it('appends filters and adhoc filters in order', () => {
    expect(mergeExtraFormData({ filters: [region] }, { filters: [amount], adhoc_filters: [nothing] })).toEqual({
      filters: [region, amount],
      adhoc_filters: [nothing],
    });
  });

  it('lets the later filter replace time_range, granularity_sqla and granularity', () => {
    const merged = mergeExtraFormData(
      { time_range: 'Last week', granularity_sqla: 'order_date', granularity: 'a' },
      { time_range: 'Last year', granularity_sqla: 'ship_date', granularity: 'b' },
    );
    expect(merged).toEqual({ time_range: 'Last year', granularity_sqla: 'ship_date', granularity: 'b' });
  });

  it('lets the later filter replace time_grain_sqla and the relative bounds, keeping earlier ones it lacks', () => {
    const merged = mergeAllExtraFormData([
      { time_grain_sqla: 'P1D', relative_start: 'today' },
      { time_grain_sqla: 'P1M', relative_end: 'now' },
      undefined,
    ]);
    expect(merged).toEqual({ time_grain_sqla: 'P1M', relative_start: 'today', relative_end: 'now' });
  });

  it('leaves out a list that stays empty', () => {
    expect(mergeExtraFormData({ filters: [] }, {})).toEqual({});
  });

  it('reaches the query: filters appended, time grain and relative bounds inside extras', () => {
    const extra = mergeAllExtraFormData([{ filters: [region], time_grain_sqla: 'P1W' }, { relative_start: 'today' }]);
    const query = buildQueryObject({ datasource: '7__table', viz_type: 'table', extra_form_data: extra });
    expect(query.filters).toEqual([region]);
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1W', relative_start: 'today' });
  });
});
