// @vitest-environment node
/** Reference §4.4: only layout actions reach the 52-slot history; loading, restoring and clearing start afresh. */
import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import {
  dashboardLayoutReducer,
  layoutEdited,
  layoutLoaded,
  layoutRestored,
} from '../../../../src/features/dashboard/dashboardLayoutSlice';
import { dashboardRefreshed } from '../../../../src/features/dashboard/state/dashboardStateSlice';

const layoutWith = (id: string, width: number) => ({
  [id]: { id, type: 'CHART', children: [], meta: { width } },
});

const loaded = () => dashboardLayoutReducer(undefined, layoutLoaded(layoutWith('A', 0)));

describe('dashboard layout history', () => {
  it('undoes and redoes layout edits', () => {
    let state = dashboardLayoutReducer(loaded(), layoutEdited(layoutWith('A', 6)));
    expect(state.present.A!.meta.width).toBe(6);
    state = dashboardLayoutReducer(state, ActionCreators.undo());
    expect(state.present).toEqual(layoutWith('A', 0));
    state = dashboardLayoutReducer(state, ActionCreators.redo());
    expect(state.present.A!.meta.width).toBe(6);
  });

  it('keeps 52 slots, as Superset does for its 50-step undo limit: the present and 51 past layouts', () => {
    let state = loaded();
    for (let width = 1; width <= 60; width += 1)
      state = dashboardLayoutReducer(state, layoutEdited(layoutWith('A', width)));
    expect(state.past).toHaveLength(51);
    expect(state.past[0]).toEqual(layoutWith('A', 9));
  });

  it('leaves the history object itself untouched by any other action', () => {
    let state = dashboardLayoutReducer(loaded(), layoutEdited(layoutWith('A', 1)));
    state = dashboardLayoutReducer(state, layoutEdited(layoutWith('A', 2)));
    state = dashboardLayoutReducer(state, ActionCreators.undo());
    for (const action of [dashboardRefreshed(5), { type: 'unrelated' }, ActionCreators.jump(-1)]) {
      const next = dashboardLayoutReducer(state, action);
      expect(next).toBe(state);
      expect(next.past).toBe(state.past);
      expect(next.future).toBe(state.future);
    }
  });

  it('loading or restoring a layout starts a fresh history', () => {
    const edited = dashboardLayoutReducer(loaded(), layoutEdited(layoutWith('A', 2)));
    for (const start of [layoutLoaded, layoutRestored]) {
      const state = dashboardLayoutReducer(edited, start(layoutWith('B', 3)));
      expect(state.past).toEqual([]);
      expect(state.future).toEqual([]);
      expect(state.present).toEqual(layoutWith('B', 3));
      // The first edit afterwards can be undone back to it.
      const undone = dashboardLayoutReducer(
        dashboardLayoutReducer(state, layoutEdited(layoutWith('B', 4))),
        ActionCreators.undo(),
      );
      expect(undone.present).toEqual(layoutWith('B', 3));
    }
  });

  it('clearing the history (after a save) keeps the present one undo away from the next edit', () => {
    let state = dashboardLayoutReducer(loaded(), layoutEdited(layoutWith('A', 2)));
    state = dashboardLayoutReducer(state, ActionCreators.clearHistory());
    expect(state.past).toEqual([]);
    expect(state.present).toEqual(layoutWith('A', 2));
    state = dashboardLayoutReducer(state, layoutEdited(layoutWith('A', 3)));
    state = dashboardLayoutReducer(state, ActionCreators.undo());
    expect(state.present).toEqual(layoutWith('A', 2));
  });

  it('an edit to the very same layout is no step', () => {
    const state = loaded();
    expect(dashboardLayoutReducer(state, layoutEdited(state.present))).toBe(state);
  });
});
