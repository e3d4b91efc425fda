// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dataMaskReducer, filterConfigSaved, type DataMaskState } from '../../../src/features/dataMask';

const targets = [{ datasetId: 7, column: { name: 'region' } }];
const mask = (id: string, value: unknown) => ({
  id,
  extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['x'] }] },
  filterState: { value },
  ownState: {},
});
const before: DataMaskState = {
  A: mask('A', ['APAC']),
  B: mask('B', ['AMER']),
  C: mask('C', ['LATAM']),
  '42': { id: '42', extraFormData: {}, filterState: {}, ownState: { currentPage: 3 } },
};
const newDefault = { filterState: { value: ['EMEA'] }, extraFormData: {} };
const save = (modified: Parameters<typeof filterConfigSaved>[0]['modified'], deleted: string[] = []) =>
  dataMaskReducer(before, filterConfigSaved({ modified, deleted, previous: { A: { targets }, B: { targets } } }));

describe('the data mask after a filter configuration save', () => {
  it('drops the masks of deleted filters and keeps untouched filters and charts', () => {
    const state = save([], ['C']);
    expect(state).not.toHaveProperty('C');
    expect(state.A).toEqual(before.A);
    expect(state['42']).toEqual(before['42']);
  });

  it('gives a modified filter its new default', () => {
    const state = save([{ id: 'A', targets, controlValues: {}, defaultDataMask: newDefault }]);
    expect(state.A).toEqual({ id: 'A', ownState: {}, ...newDefault });
  });

  it('keeps the current value of a required filter whose targets are unchanged', () => {
    const state = save([{ id: 'A', targets, controlValues: { enableEmptyFilter: true }, defaultDataMask: newDefault }]);
    expect(state.A?.filterState).toEqual({ value: ['APAC'] });
  });

  it('keeps the current value of a first-item filter whose targets are unchanged', () => {
    const state = save([
      { id: 'A', targets, controlValues: { defaultToFirstItem: true }, defaultDataMask: newDefault },
    ]);
    expect(state.A?.filterState).toEqual({ value: ['APAC'] });
  });

  it('takes the default when the targets changed', () => {
    const otherTargets = [{ datasetId: 7, column: { name: 'country' } }];
    const state = save([
      { id: 'A', targets: otherTargets, controlValues: { enableEmptyFilter: true }, defaultDataMask: newDefault },
    ]);
    expect(state.A?.filterState).toEqual({ value: ['EMEA'] });
  });

  it('does not let an empty required value wipe the default', () => {
    const emptied = { ...before, B: mask('B', [null, null]) };
    const state = dataMaskReducer(
      emptied,
      filterConfigSaved({
        modified: [{ id: 'B', targets, controlValues: { enableEmptyFilter: true }, defaultDataMask: newDefault }],
        deleted: [],
        previous: { B: { targets } },
      }),
    );
    expect(state.B?.filterState).toEqual({ value: ['EMEA'] });
  });

  it('gives a new filter its default', () => {
    const state = save([{ id: 'D', targets, controlValues: { enableEmptyFilter: true }, defaultDataMask: newDefault }]);
    expect(state.D).toEqual({ id: 'D', ownState: {}, ...newDefault });
  });
});
