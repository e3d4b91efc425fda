// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  filterExtraFormData,
  rangeExtraFormData,
  selectExtraFormData,
  timeColumnExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from '../../../src/features/nativeFilters';

const select = (controlValues = {}) => ({
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  controlValues,
});

describe("a value select filter's extra form data", () => {
  it('filters the column IN the chosen values', () => {
    expect(selectExtraFormData('region', ['EMEA', 'APAC'])).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['EMEA', 'APAC'] }],
    });
  });

  it('uses NOT IN with inverse selection', () => {
    expect(selectExtraFormData('region', ['EMEA'], { inverseSelection: true })).toEqual({
      filters: [{ col: 'region', op: 'NOT IN', val: ['EMEA'] }],
    });
  });

  it('adds no filter for an empty selection', () => {
    expect(selectExtraFormData('region', [])).toEqual({});
    expect(selectExtraFormData('region', null)).toEqual({});
  });

  it('matches nothing when a required value is empty, unless the selection is inverse', () => {
    expect(selectExtraFormData('region', [], { enableEmptyFilter: true })).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
    });
    expect(selectExtraFormData('region', [], { enableEmptyFilter: true, inverseSelection: true })).toEqual({});
  });

  it('is built from the filter config and its value, a single value counting as one choice', () => {
    expect(filterExtraFormData(select({ inverseSelection: true }), ['EMEA'])).toEqual({
      filters: [{ col: 'region', op: 'NOT IN', val: ['EMEA'] }],
    });
    expect(filterExtraFormData(select(), 'APAC')).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['APAC'] }] });
    expect(filterExtraFormData(select(), undefined)).toEqual({});
  });
});

describe("a numerical range filter's extra form data", () => {
  it('filters >= the lower and <= the upper bound', () => {
    expect(rangeExtraFormData('amount', [10, 20])).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 10 },
        { col: 'amount', op: '<=', val: 20 },
      ],
    });
  });

  it('leaves an open end unfiltered and an empty range without filters', () => {
    expect(rangeExtraFormData('amount', [null, 20])).toEqual({ filters: [{ col: 'amount', op: '<=', val: 20 }] });
    expect(rangeExtraFormData('amount', [0, null])).toEqual({ filters: [{ col: 'amount', op: '>=', val: 0 }] });
    expect(rangeExtraFormData('amount', [null, null])).toEqual({});
  });

  it('reads the range from the filter value', () => {
    const range = { filterType: 'filter_range', targets: [{ column: { name: 'amount' } }] };
    expect(filterExtraFormData(range, [1, 'x'])).toEqual({ filters: [{ col: 'amount', op: '>=', val: 1 }] });
  });
});

describe("the time filters' extra form data", () => {
  it('time range → time_range', () => {
    expect(timeRangeExtraFormData('Last week')).toEqual({ time_range: 'Last week' });
    expect(filterExtraFormData({ filterType: 'filter_time', targets: [{}] }, 'Last year')).toEqual({
      time_range: 'Last year',
    });
  });

  it('time grain → time_grain_sqla', () => {
    expect(timeGrainExtraFormData('P1M')).toEqual({ time_grain_sqla: 'P1M' });
    expect(filterExtraFormData({ filterType: 'filter_timegrain', targets: [{}] }, 'P1D')).toEqual({
      time_grain_sqla: 'P1D',
    });
  });

  it('time column → granularity_sqla', () => {
    expect(timeColumnExtraFormData('order_date')).toEqual({ granularity_sqla: 'order_date' });
    expect(filterExtraFormData({ filterType: 'filter_timecolumn', targets: [{}] }, 'ship_date')).toEqual({
      granularity_sqla: 'ship_date',
    });
  });

  it('contribute nothing without a value', () => {
    expect(timeRangeExtraFormData(null)).toEqual({});
    expect(timeGrainExtraFormData('')).toEqual({});
    expect(timeColumnExtraFormData(undefined)).toEqual({});
  });
});
