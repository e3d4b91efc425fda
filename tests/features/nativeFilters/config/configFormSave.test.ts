// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filtersConfigSaveResult } from '../../../../src/features/nativeFilters/rules/configFormSave';
import type { FilterConfigItem, NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { LAYOUT } from './configLayout';

const stored = (id: string, patch: Partial<NativeFilterConfig> = {}): NativeFilterConfig => ({
  id,
  type: 'NATIVE_FILTER',
  name: id,
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...patch,
});
const divider: FilterConfigItem = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time', description: '' };

describe('the save result', () => {
  it('completes every entry, recomputing scope caches and the default data mask', () => {
    const filter = stored('NATIVE_FILTER-a', {
      scope: { rootPath: ['TAB-1'], excluded: [3] },
      controlValues: { multiSelect: true, inverseSelection: true },
      defaultDataMask: { filterState: { value: ['EMEA'] } },
      chartsInScope: [99],
    });
    const { items } = filtersConfigSaveResult([], [filter], LAYOUT);
    expect(items[0]).toEqual({
      id: 'NATIVE_FILTER-a',
      type: 'NATIVE_FILTER',
      name: 'NATIVE_FILTER-a',
      filterType: 'filter_select',
      targets: [{ datasetId: 7, column: { name: 'region' } }],
      controlValues: { multiSelect: true, inverseSelection: true },
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'NOT IN', val: ['EMEA'] }] },
        filterState: { value: ['EMEA'] },
        ownState: {},
      },
      cascadeParentIds: [],
      scope: { rootPath: ['TAB-1'], excluded: [3] },
      chartsInScope: [2],
      tabsInScope: ['TAB-1'],
      adhoc_filters: [],
      time_range: null,
      granularity_sqla: null,
      sortMetric: null,
      description: '',
      requiredFirst: false,
    });
  });

  it('drops a static default when the first value is selected by default, and marks it required first', () => {
    const filter = stored('F', {
      controlValues: { defaultToFirstItem: true },
      defaultDataMask: { filterState: { value: ['EMEA'] } },
    });
    const [item] = filtersConfigSaveResult([], [filter], LAYOUT).items as NativeFilterConfig[];
    expect(item.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
    expect(item.requiredFirst).toBe(true);
  });

  it('reports only changed entries as modified, removed saved ones as deleted', () => {
    const initial = [stored('A'), stored('B'), divider, stored('C')];
    const current = [stored('A'), stored('B', { name: 'Country' }), divider, stored('NEW')];
    const result = filtersConfigSaveResult(initial, current, LAYOUT);
    expect(result.modified.map((item) => item.id)).toEqual(['B', 'NEW']);
    expect(result.deleted).toEqual(['C']);
    expect(result.reordered).toEqual([]);
  });

  it('gives the whole new order when saved entries changed places', () => {
    const initial = [stored('A'), stored('B'), divider];
    const result = filtersConfigSaveResult(initial, [divider, stored('A'), stored('B')], LAYOUT);
    expect(result.reordered).toEqual(['NATIVE_FILTER_DIVIDER-1', 'A', 'B']);
    expect(result.modified).toEqual([]);
  });

  it('does not count a missing scope cache in a stored entry as a change', () => {
    const initial = [stored('A')];
    const { modified } = filtersConfigSaveResult(initial, initial, LAYOUT);
    expect(modified).toEqual([]);
  });

  it('drops deleted filters from the parents of the remaining ones', () => {
    const initial = [stored('A'), stored('B', { cascadeParentIds: ['A'] })];
    const { items, modified } = filtersConfigSaveResult(initial, [stored('B', { cascadeParentIds: ['A'] })], LAYOUT);
    expect((items[0] as NativeFilterConfig).cascadeParentIds).toEqual([]);
    expect(modified.map((item) => item.id)).toEqual(['B']);
  });
});
