/**
 * Undo, redo and discard in edit mode (reference §4.4): undoing back to where the history starts
 * clears the unsaved flag unless edits fell off the history or the title, CSS or properties were
 * changed (they are not in the layout's history); redoing sets it; discarding returns to the layout
 * and fields as last loaded or saved, with a fresh history.
 */
import { ActionCreators } from 'redux-undo';
import { layoutRestored } from '../dashboardLayoutSlice';
import { editsDiscarded, unsavedChangesChanged } from './dashboardStateSlice';
import type { LayoutEditingState, LayoutEditingThunk } from './layoutEditing';

export const selectCanUndo = (state: LayoutEditingState): boolean => state.dashboardLayout.past.length > 0;
export const selectCanRedo = (state: LayoutEditingState): boolean => state.dashboardLayout.future.length > 0;

export function undoLayoutEdit(): LayoutEditingThunk {
  return (dispatch, getState) => {
    if (!selectCanUndo(getState())) return;
    dispatch(ActionCreators.undo());
    const { dashboardLayout, dashboardState } = getState();
    const fieldsUnchanged =
      dashboardState.infoBeforeEdit === null || dashboardState.info === dashboardState.infoBeforeEdit;
    if (dashboardLayout.past.length === 0 && !dashboardState.maxUndoHistoryExceeded && fieldsUnchanged) {
      dispatch(unsavedChangesChanged(false));
    }
  };
}

export function redoLayoutEdit(): LayoutEditingThunk {
  return (dispatch, getState) => {
    if (!selectCanRedo(getState())) return;
    dispatch(ActionCreators.redo());
    dispatch(unsavedChangesChanged(true));
  };
}

export function discardLayoutEdits(): LayoutEditingThunk {
  return (dispatch, getState) => {
    const { dashboardLayout, dashboardState } = getState();
    // Without a recorded saved layout, the oldest layout the history still holds is the best guess.
    const saved = dashboardState.savedLayout ?? dashboardLayout.past[0] ?? dashboardLayout.present;
    dispatch(layoutRestored(saved));
    dispatch(editsDiscarded());
  };
}
