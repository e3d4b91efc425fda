import { describe, expect, it } from 'vitest';
import { ActionCreators } from 'redux-undo';
import {
  componentsUpdated,
  dashboardLayoutReducer,
  layoutLoaded,
} from '../../../src/features/dashboard/dashboardLayoutSlice';

const component = (id: string, width: number) => ({
  [id]: { id, type: 'CHART', children: [], meta: { width } },
});

describe('dashboard layout history', () => {
  it('undoes and redoes layout edits', () => {
    let state = dashboardLayoutReducer(undefined, layoutLoaded(component('A', 4)));
    state = dashboardLayoutReducer(state, componentsUpdated(component('A', 6)));
    expect(state.present.A.meta.width).toBe(6);
    state = dashboardLayoutReducer(state, ActionCreators.undo());
    expect(state.present.A.meta.width).toBe(4);
    state = dashboardLayoutReducer(state, ActionCreators.redo());
    expect(state.present.A.meta.width).toBe(6);
  });

  it('keeps 52 history slots, as Superset does for its 50-step undo limit', () => {
    let state = dashboardLayoutReducer(undefined, layoutLoaded(component('A', 0)));
    for (let width = 1; width <= 60; width += 1) {
      state = dashboardLayoutReducer(state, componentsUpdated(component('A', width)));
    }
    expect(state.past.length).toBe(51);
  });

  it('loading a dashboard starts a fresh history', () => {
    let state = dashboardLayoutReducer(undefined, layoutLoaded(component('A', 1)));
    state = dashboardLayoutReducer(state, componentsUpdated(component('A', 2)));
    state = dashboardLayoutReducer(state, layoutLoaded(component('B', 3)));
    expect(state.past).toEqual([]);
    expect(state.present.B.meta.width).toBe(3);
  });
});
