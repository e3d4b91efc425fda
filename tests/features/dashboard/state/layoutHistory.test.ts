// @vitest-environment node
/** Reference §4.4: undo, redo and the unsaved flag; Discard back to the saved layout. */
import { describe, expect, it } from 'vitest';
import { applyLayoutEdit, type LayoutEdit } from '../../../../src/features/dashboard/state/layoutEditing';
import {
  discardLayoutEdits,
  redoLayoutEdit,
  selectCanRedo,
  selectCanUndo,
  undoLayoutEdit,
} from '../../../../src/features/dashboard/state/layoutHistory';
import { gridLayout } from '../editing/editingFixtures';
import { layoutTestStore, type LayoutTestStore } from './layoutTestStore';

const EDITS: LayoutEdit[] = [
  { kind: 'resize', componentId: 'CHART-a', height: 20 },
  { kind: 'updateMeta', componentId: 'HEADER-a', meta: { text: 'Renamed' } },
  { kind: 'delete', componentId: 'DIVIDER-a' },
];

function editedStore(): LayoutTestStore {
  const store = layoutTestStore(gridLayout());
  for (const edit of EDITS) expect(store.dispatch(applyLayoutEdit(edit)).ok).toBe(true);
  return store;
}

const unsaved = (store: LayoutTestStore) => store.getState().dashboardState.hasUnsavedChanges;

describe('undo and redo', () => {
  it('does nothing with nothing to undo or redo', () => {
    const store = layoutTestStore(gridLayout());
    const before = store.getState();
    expect(selectCanUndo(before)).toBe(false);
    expect(selectCanRedo(before)).toBe(false);
    store.dispatch(undoLayoutEdit());
    store.dispatch(redoLayoutEdit());
    expect(store.getState()).toBe(before);
  });

  it('keeps the dashboard unsaved until every edit is undone, then gives back the loaded layout', () => {
    const store = editedStore();
    store.dispatch(undoLayoutEdit());
    store.dispatch(undoLayoutEdit());
    expect(unsaved(store)).toBe(true);
    expect(selectCanUndo(store.getState())).toBe(true);
    store.dispatch(undoLayoutEdit());
    expect(unsaved(store)).toBe(false);
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(store.getState().dashboardLayout.present).toEqual(gridLayout());
  });

  it('redo marks the dashboard unsaved again', () => {
    const store = editedStore();
    for (let step = 0; step < EDITS.length; step += 1) store.dispatch(undoLayoutEdit());
    expect(selectCanRedo(store.getState())).toBe(true);
    store.dispatch(redoLayoutEdit());
    expect(unsaved(store)).toBe(true);
    expect(store.getState().dashboardLayout.present['CHART-a']!.meta.height).toBe(20);
  });

  it('a new edit drops what could be redone', () => {
    const store = editedStore();
    store.dispatch(undoLayoutEdit());
    store.dispatch(applyLayoutEdit({ kind: 'resize', componentId: 'CHART-a', height: 30 }));
    expect(selectCanRedo(store.getState())).toBe(false);
  });
});

describe('discardLayoutEdits', () => {
  it('restores the saved layout with a fresh history and leaves edit mode with nothing unsaved', () => {
    const store = editedStore();
    store.dispatch(undoLayoutEdit());
    store.dispatch(discardLayoutEdits());
    const { dashboardLayout, dashboardState } = store.getState();
    expect(dashboardLayout.present).toEqual(gridLayout());
    expect(dashboardLayout.past).toEqual([]);
    expect(dashboardLayout.future).toEqual([]);
    expect(dashboardState).toMatchObject({
      editMode: false,
      hasUnsavedChanges: false,
      maxUndoHistoryExceeded: false,
      undoLimitWarned: false,
    });
  });

  it('restores the saved layout even after edits fell off the history, clearing the flags', () => {
    const store = layoutTestStore(gridLayout());
    for (let step = 0; step < 55; step += 1) {
      store.dispatch(applyLayoutEdit({ kind: 'resize', componentId: 'CHART-a', height: 10 + (step % 2) }));
    }
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(true);
    store.dispatch(discardLayoutEdits());
    expect(store.getState().dashboardLayout.present).toEqual(gridLayout());
    expect(store.getState().dashboardState).toMatchObject({ maxUndoHistoryExceeded: false, undoLimitWarned: false });
  });
});
