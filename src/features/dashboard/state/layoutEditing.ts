/**
 * Applying one layout edit in edit mode (reference §4.3, §4.4): the pure verb decides; a refusal
 * shows its message and changes nothing; a change becomes one undo step, marks the dashboard
 * unsaved, and watches the undo budget (a warning once when it runs out, then a flag that keeps the
 * dashboard unsaved even after undoing everything).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { DASHBOARD_UNDO_LIMIT } from '../../../constants';
import { addDangerToast, addWarningToast } from '../../toasts';
import { layoutEdited, type DashboardLayout, type DashboardLayoutHistory } from '../dashboardLayoutSlice';
import {
  createComponent,
  createTopLevelTabs,
  deleteComponent,
  deleteTopLevelTabs,
  moveComponent,
  resizeComponent,
  updateComponentMeta,
  type LayoutEditResult,
  type NewComponentId,
} from '../editing';
import { NOT_ENOUGH_SPACE_MESSAGE } from '../layout/layoutConstants';
import {
  maxUndoHistoryExceededChanged,
  undoLimitWarningShown,
  unsavedChangesChanged,
  type DashboardState,
} from './dashboardStateSlice';

const UNDO_LIMIT_WARNING =
  'You have used all 50 undo slots and will not be able to fully undo subsequent actions. ' +
  'You may save your current state to reset the history.';

/** The part of the app state layout editing reads; narrow so a test store with just these works. */
export interface LayoutEditingState {
  dashboardLayout: DashboardLayoutHistory;
  dashboardState: DashboardState;
}

export type LayoutEditingThunk<Result = void> = ThunkAction<Result, LayoutEditingState, unknown, UnknownAction>;

export type LayoutEdit =
  | { kind: 'create'; type: string; parentId: string; index: number; meta?: Record<string, unknown> }
  | { kind: 'move'; componentId: string; parentId: string; index: number }
  | { kind: 'delete'; componentId: string }
  | { kind: 'resize'; componentId: string; width?: number; height?: number }
  | { kind: 'updateMeta'; componentId: string; meta: Record<string, unknown> }
  /** New top-level tabs, or the tabs `componentId` names moved to the top. */
  | { kind: 'createTopLevelTabs'; componentId?: string }
  | { kind: 'deleteTopLevelTabs' };

/** What `applyLayoutEdit` gives its caller (the drop targets show a refusal's reason from it). */
// ts-unused-exports:disable-next-line
export type LayoutEditOutcome = { ok: true; layout: DashboardLayout } | { ok: false; error: string };

function runVerb(layout: DashboardLayout, edit: LayoutEdit, newId?: NewComponentId): LayoutEditResult {
  switch (edit.kind) {
    case 'create':
      return createComponent(layout, {
        type: edit.type,
        parentId: edit.parentId,
        index: edit.index,
        meta: edit.meta,
        newId,
      });
    case 'move':
      return moveComponent(layout, {
        componentId: edit.componentId,
        parentId: edit.parentId,
        index: edit.index,
        newId,
      });
    case 'delete':
      return deleteComponent(layout, edit.componentId);
    case 'resize':
      return resizeComponent(layout, { componentId: edit.componentId, width: edit.width, height: edit.height });
    case 'updateMeta':
      return updateComponentMeta(layout, edit.componentId, edit.meta);
    case 'createTopLevelTabs':
      return createTopLevelTabs(layout, edit.componentId, newId);
    case 'deleteTopLevelTabs':
      return deleteTopLevelTabs(layout);
  }
}

/** Superset warns about lack of room and refuses other drops as errors (reference §4.3). */
function refusalToast(error: string) {
  return error === NOT_ENOUGH_SPACE_MESSAGE ? addWarningToast(error) : addDangerToast(error);
}

/** Warns once when the history is full, and flags edits the history can no longer undo. */
function watchUndoBudget(): LayoutEditingThunk {
  return (dispatch, getState) => {
    const { dashboardLayout, dashboardState } = getState();
    const pastSteps = dashboardLayout.past.length;
    if (pastSteps >= DASHBOARD_UNDO_LIMIT && !dashboardState.undoLimitWarned) {
      dispatch(addWarningToast(UNDO_LIMIT_WARNING));
      dispatch(undoLimitWarningShown());
    }
    if (pastSteps > DASHBOARD_UNDO_LIMIT && !dashboardState.maxUndoHistoryExceeded) {
      dispatch(maxUndoHistoryExceededChanged(true));
    }
  };
}

export function applyLayoutEdit(edit: LayoutEdit, newId?: NewComponentId): LayoutEditingThunk<LayoutEditOutcome> {
  return (dispatch, getState) => {
    const layout = getState().dashboardLayout.present;
    const result = runVerb(layout, edit, newId);
    if ('error' in result) {
      dispatch(refusalToast(result.error));
      return { ok: false, error: result.error };
    }
    // An edit that changes nothing (a drop back where it was) is no undo step and nothing unsaved.
    if (result.layout === layout) return { ok: true, layout };
    dispatch(layoutEdited(result.layout));
    dispatch(unsavedChangesChanged(true));
    dispatch(watchUndoBudget());
    return { ok: true, layout: result.layout };
  };
}
