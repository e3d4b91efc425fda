// @vitest-environment node
/** Reference §4.3–§4.4: one edit is one undo step, refusals change nothing, the undo budget's warning and flag. */
import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { dashboardSaved, editModeChanged } from '../../../../src/features/dashboard/state/dashboardStateSlice';
import { applyLayoutEdit } from '../../../../src/features/dashboard/state/layoutEditing';
import { undoLayoutEdit } from '../../../../src/features/dashboard/state/layoutHistory';
import { counterIds, gridLayout } from '../editing/editingFixtures';
import { layoutProblems } from '../editing/layoutInvariants';
import { layoutTestStore, toastTexts, type LayoutTestStore } from './layoutTestStore';

const UNDO_LIMIT_WARNING =
  'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';
const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

/** `count` edits that each change the layout: CHART-a's height flips between 10 and 11. */
function editRepeatedly(store: LayoutTestStore, count: number) {
  for (let step = 1; step <= count; step += 1) {
    const height = store.getState().dashboardLayout.present['CHART-a']?.meta.height === 10 ? 11 : 10;
    const outcome = store.dispatch(applyLayoutEdit({ kind: 'resize', componentId: 'CHART-a', height }));
    expect(outcome.ok).toBe(true);
  }
}

describe('applyLayoutEdit', () => {
  it('records a successful edit as one undo step and marks the dashboard unsaved', () => {
    const store = layoutTestStore(gridLayout());
    const created = store.dispatch(
      applyLayoutEdit({ kind: 'create', type: 'HEADER', parentId: 'GRID_ID', index: 0 }, counterIds()),
    );
    const { dashboardLayout, dashboardState } = store.getState();
    expect(created).toEqual({ ok: true, layout: dashboardLayout.present });
    expect(dashboardLayout.present.GRID_ID!.children[0]).toBe('HEADER-n1');
    expect(dashboardLayout.past).toHaveLength(1);
    expect(dashboardState.hasUnsavedChanges).toBe(true);
    expect(layoutProblems(dashboardLayout.present)).toEqual([]);
  });

  it('applies every kind of edit through its verb', () => {
    const store = layoutTestStore(gridLayout());
    const ids = counterIds();
    const run = (edit: Parameters<typeof applyLayoutEdit>[0]) => store.dispatch(applyLayoutEdit(edit, ids)).ok;
    expect(run({ kind: 'move', componentId: 'DIVIDER-a', parentId: 'GRID_ID', index: 0 })).toBe(true);
    expect(run({ kind: 'resize', componentId: 'CHART-a', width: 3, height: 20 })).toBe(true);
    expect(run({ kind: 'updateMeta', componentId: 'HEADER-a', meta: { text: 'Renamed' } })).toBe(true);
    expect(run({ kind: 'createTopLevelTabs' })).toBe(true);
    expect(run({ kind: 'deleteTopLevelTabs' })).toBe(true);
    expect(run({ kind: 'delete', componentId: 'ROW-b' })).toBe(true);
    const layout = store.getState().dashboardLayout.present;
    expect(layout.GRID_ID!.children).toEqual(['DIVIDER-a', 'ROW-a', 'HEADER-a']);
    expect(layout['CHART-a']!.meta).toMatchObject({ width: 3, height: 20 });
    expect(layout['HEADER-a']!.meta.text).toBe('Renamed');
    expect(store.getState().dashboardLayout.past).toHaveLength(6);
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('shows a refusal and changes nothing', () => {
    const store = layoutTestStore(gridLayout());
    const before = store.getState();
    const outcome = store.dispatch(
      applyLayoutEdit({ kind: 'move', componentId: 'ROW-b', parentId: 'COLUMN-a', index: 0 }),
    );
    expect(outcome).toEqual({ ok: false, error: 'A component cannot be moved into itself.' });
    expect(store.getState().dashboardLayout).toBe(before.dashboardLayout);
    expect(store.getState().dashboardState).toBe(before.dashboardState);
    expect(toastTexts(store, 'danger')).toEqual(['A component cannot be moved into itself.']);
  });

  it('warns (as Superset does) when a component does not fit', () => {
    const store = layoutTestStore(gridLayout());
    const before = store.getState().dashboardLayout;
    const outcome = store.dispatch(
      applyLayoutEdit({ kind: 'move', componentId: 'CHART-c', parentId: 'ROW-a', index: 0 }),
    );
    expect(outcome).toEqual({ ok: false, error: NOT_ENOUGH_SPACE });
    expect(store.getState().dashboardLayout).toBe(before);
    expect(toastTexts(store, 'warning')).toEqual([NOT_ENOUGH_SPACE]);
  });

  it('an edit that changes nothing is no undo step and leaves the dashboard saved', () => {
    const store = layoutTestStore(gridLayout());
    const before = store.getState();
    const outcome = store.dispatch(
      applyLayoutEdit({ kind: 'move', componentId: 'ROW-b', parentId: 'GRID_ID', index: 1 }),
    );
    expect(outcome).toEqual({ ok: true, layout: before.dashboardLayout.present });
    expect(store.getState()).toBe(before);
  });

  it('warns once with the exact text when the 50th step is used', () => {
    const store = layoutTestStore(gridLayout());
    editRepeatedly(store, 49);
    expect(toastTexts(store)).toEqual([]);
    expect(store.getState().dashboardState.undoLimitWarned).toBe(false);
    editRepeatedly(store, 1);
    expect(store.getState().dashboardLayout.past).toHaveLength(50);
    expect(toastTexts(store, 'warning')).toEqual([UNDO_LIMIT_WARNING]);
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(false);
    editRepeatedly(store, 10);
    expect(toastTexts(store)).toEqual([UNDO_LIMIT_WARNING]);
  });

  it('flags the history as exceeded from the 51st step, keeping the dashboard unsaved after undoing all', () => {
    const store = layoutTestStore(gridLayout());
    editRepeatedly(store, 50);
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(false);
    editRepeatedly(store, 1);
    expect(store.getState().dashboardLayout.past).toHaveLength(51);
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(true);
    editRepeatedly(store, 5);
    // 52 slots: the present and 51 past layouts; the oldest edits fell off.
    expect(store.getState().dashboardLayout.past).toHaveLength(51);
    for (let step = 0; step < 51; step += 1) store.dispatch(undoLayoutEdit());
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardLayout.present).not.toEqual(gridLayout());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('warns again in a new edit session', () => {
    const store = layoutTestStore(gridLayout());
    editRepeatedly(store, 50);
    const saved = store.getState().dashboardLayout.present;
    // What a save does: the history and the edit session start again.
    store.dispatch(dashboardSaved({ info: {}, layout: saved }));
    store.dispatch(ActionCreators.clearHistory());
    store.dispatch(editModeChanged(true));
    editRepeatedly(store, 50);
    expect(toastTexts(store)).toEqual([UNDO_LIMIT_WARNING, UNDO_LIMIT_WARNING]);
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(false);
  });
});
