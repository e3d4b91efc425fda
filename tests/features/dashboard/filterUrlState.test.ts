// @vitest-environment node
import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  filterStateLayer,
  nativeFiltersKeyParam,
  nativeFiltersParam,
  searchWithFiltersKey,
} from '../../../src/features/dashboard/rules/filterUrlState';

describe('filter state in the address', () => {
  it('reads the rison native_filters mask, keeping only data mask parts', () => {
    const mask = {
      'NATIVE_FILTER-a': { filterState: { value: ['x'] }, extraFormData: { filters: [] }, junk: 1 },
      bad: 3,
    };
    expect(nativeFiltersParam(`?native_filters=${encodeURIComponent(rison.encode(mask))}`)).toEqual({
      'NATIVE_FILTER-a': { filterState: { value: ['x'] }, extraFormData: { filters: [] } },
    });
    expect(nativeFiltersParam('?native_filters=(((')).toBeUndefined();
  });

  it('reads a filter_state value and ignores text that is not JSON', () => {
    expect(filterStateLayer('{"1":{"filterState":{"value":"a"}}}')).toEqual({ 1: { filterState: { value: 'a' } } });
    expect(filterStateLayer('nope')).toBeUndefined();
    expect(filterStateLayer(null)).toBeUndefined();
  });

  it('sets native_filters_key and drops the legacy mask, keeping other parameters', () => {
    expect(nativeFiltersKeyParam('?native_filters_key=abc')).toBe('abc');
    expect(searchWithFiltersKey('?standalone=1&native_filters=()&native_filters_key=old', 'new')).toBe(
      '?standalone=1&native_filters_key=new',
    );
  });
});
