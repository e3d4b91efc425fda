// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dataMaskCleared,
  dataMaskHydrated,
  dataMaskReducer,
  dataMasksCleared,
  dataMaskUpdated,
  type DataMaskState,
} from '../../../src/features/dataMask';

const empty = (id: string) => ({ id, extraFormData: {}, filterState: {}, ownState: {} });
const regionMask = (value: string[]) => ({
  extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: value }] },
  filterState: { value },
});
const filters = [{ id: 'NATIVE_FILTER-region', defaultDataMask: regionMask(['EMEA']) }, { id: 'NATIVE_FILTER-time' }];
const hydrate = (layers: Parameters<typeof dataMaskHydrated>[0]) =>
  dataMaskReducer(undefined, dataMaskHydrated(layers));

describe('data mask hydration', () => {
  it('starts every cross-filtering chart and native filter empty, seeded by the default', () => {
    expect(hydrate({ chartIds: [42], filters })).toEqual({
      '42': empty('42'),
      'NATIVE_FILTER-region': { ...empty('NATIVE_FILTER-region'), ...regionMask(['EMEA']) },
      'NATIVE_FILTER-time': empty('NATIVE_FILTER-time'),
    });
  });

  it('lays the URL native_filters over the default', () => {
    const state = hydrate({
      chartIds: [],
      filters,
      urlNativeFilters: { 'NATIVE_FILTER-region': regionMask(['APAC']) },
    });
    expect(state['NATIVE_FILTER-region']?.filterState).toEqual({ value: ['APAC'] });
  });

  it('lays the filter state over the URL and the permalink over both', () => {
    const layers = {
      urlNativeFilters: { 'NATIVE_FILTER-region': regionMask(['APAC']) },
      filterState: { 'NATIVE_FILTER-region': regionMask(['AMER']) },
    };
    expect(hydrate({ chartIds: [], filters, ...layers })['NATIVE_FILTER-region']?.filterState).toEqual({
      value: ['AMER'],
    });
    const withPermalink = hydrate({
      chartIds: [],
      filters,
      ...layers,
      permalink: { 'NATIVE_FILTER-region': regionMask(['LATAM']) },
    });
    expect(withPermalink['NATIVE_FILTER-region']?.extraFormData.filters?.[0]?.val).toEqual(['LATAM']);
  });

  it('keeps the parts a layer does not carry', () => {
    const state = hydrate({
      chartIds: [],
      filters,
      permalink: { 'NATIVE_FILTER-region': { filterState: { value: ['APAC'] } } },
    });
    expect(state['NATIVE_FILTER-region']?.filterState).toEqual({ value: ['APAC'] });
    expect(state['NATIVE_FILTER-region']?.extraFormData).toEqual(regionMask(['EMEA']).extraFormData);
  });

  it('restores cross-filters from a permalink and drops ids no longer on the dashboard', () => {
    const crossFilter = { extraFormData: { filters: [{ col: 'status', op: 'IN' as const, val: ['Shipped'] }] } };
    const state = hydrate({
      chartIds: [42],
      filters,
      permalink: { '42': crossFilter, 'NATIVE_FILTER-deleted': regionMask(['APAC']) },
    });
    expect(state['42']?.extraFormData).toEqual(crossFilter.extraFormData);
    expect(state).not.toHaveProperty('NATIVE_FILTER-deleted');
  });
});

describe('data mask updates and clearing', () => {
  const hydrated = hydrate({ chartIds: [42], filters });

  it('UPDATE_DATA_MASK replaces the given parts and keeps the others', () => {
    const withOwnState = dataMaskReducer(hydrated, dataMaskUpdated('42', { ownState: { currentPage: 2 } }));
    const state = dataMaskReducer(withOwnState, dataMaskUpdated('42', { filterState: { value: ['x'] } }));
    expect(state['42']).toEqual({ ...empty('42'), ownState: { currentPage: 2 }, filterState: { value: ['x'] } });
  });

  it('creates the mask of an id it does not know yet', () => {
    const state = dataMaskReducer({}, dataMaskUpdated('7', { extraFormData: { time_range: 'Last week' } }));
    expect(state['7']).toEqual({ ...empty('7'), extraFormData: { time_range: 'Last week' } });
  });

  it('clearing one filter empties its mask and leaves the others', () => {
    const withChart = dataMaskReducer(hydrated, dataMaskUpdated('42', { ownState: { currentPage: 2 } }));
    const state = dataMaskReducer(withChart, dataMaskCleared('NATIVE_FILTER-region'));
    expect(state['NATIVE_FILTER-region']).toEqual(empty('NATIVE_FILTER-region'));
    expect(state['42']?.ownState).toEqual({ currentPage: 2 });
  });

  it('clearing all given ids keeps masks holding something else', () => {
    const withChart = dataMaskReducer(hydrated, dataMaskUpdated('42', { ownState: { currentPage: 2 } }));
    const state = dataMaskReducer(withChart, dataMasksCleared(['NATIVE_FILTER-region', 'NATIVE_FILTER-time']));
    expect(Object.keys(state).sort()).toEqual(['42', 'NATIVE_FILTER-region', 'NATIVE_FILTER-time']);
    expect(state['NATIVE_FILTER-region']).toEqual(empty('NATIVE_FILTER-region'));
  });

  it('resets the state once every mask is cleared', () => {
    const state: DataMaskState = dataMaskReducer(hydrated, dataMasksCleared(['NATIVE_FILTER-region']));
    expect(state).toEqual({});
  });
});
