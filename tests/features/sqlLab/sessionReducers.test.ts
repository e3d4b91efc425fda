// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  costEstimateFailed,
  costEstimateReturned,
  costEstimateStarted,
  initialSqlLabState,
  resetState,
  setUserOffline,
  sqlLabReducer,
} from '../../../src/features/sqlLab/sqlLabSlice';
import { makeEditor, makeState, reduce } from './fixtures';

describe('sqlLab slice', () => {
  it('starts empty', () => {
    expect(sqlLabReducer(undefined, { type: '@@init' })).toEqual(initialSqlLabState);
    expect(initialSqlLabState).toMatchObject({
      queryEditors: [],
      tabHistory: [],
      queries: {},
      tables: [],
      unsavedQueryEditor: {},
      queriesLastUpdate: 0,
      lastUpdatedActiveTab: null,
      offline: false,
    });
  });

  it('replaces the whole state on reset', () => {
    const next = makeState({ queryEditors: [makeEditor({ id: 'x' })] });
    expect(reduce(makeState(), resetState(next))).toEqual(next);
  });

  it('records whether the user is offline', () => {
    expect(reduce(makeState(), setUserOffline(true)).offline).toBe(true);
  });
});

describe('query cost estimates', () => {
  const cost = [{ 'Total cost': '1.23' }];

  it('tracks an estimate per tab from start to result', () => {
    const started = reduce(makeState(), costEstimateStarted('qe1'));
    expect(started.queryCostEstimates.qe1).toEqual({ completed: false, cost: null, error: null });
    const returned = reduce(started, costEstimateReturned({ queryEditorId: 'qe1', cost }));
    expect(returned.queryCostEstimates.qe1).toEqual({ completed: true, cost, error: null });
  });

  it('records a failed estimate without touching other tabs', () => {
    const state = reduce(
      makeState(),
      costEstimateReturned({ queryEditorId: 'qe2', cost }),
      costEstimateStarted('qe1'),
      costEstimateFailed({ queryEditorId: 'qe1', error: 'Failed at retrieving results' }),
    );
    expect(state.queryCostEstimates.qe1).toEqual({
      completed: false,
      cost: null,
      error: 'Failed at retrieving results',
    });
    expect(state.queryCostEstimates.qe2.completed).toBe(true);
  });
});
