// @vitest-environment node
/** Spec §4 "Dashboard" state in edit mode: the flags, saving, the saved layout, charts added from the pane. */
import { describe, expect, it } from 'vitest';
import type { DashboardChart, DashboardInfo } from '../../../../src/api/dashboards';
import {
  dashboardLoadStarted,
  dashboardSaved,
  dashboardSaveFailed,
  dashboardSaveStarted,
  dashboardStateReducer,
  editModeChanged,
  editsDiscarded,
  initialDashboardState,
  maxUndoHistoryExceededChanged,
  savedLayoutRecorded,
  slicesAdded,
  undoLimitWarningShown,
  unsavedChangesChanged,
  type DashboardState,
} from '../../../../src/features/dashboard/state/dashboardStateSlice';
import { gridLayout } from '../editing/editingFixtures';

const info: DashboardInfo = {
  id: 9,
  slug: 'sales',
  dashboard_title: 'Sales',
  published: false,
  css: '',
  metadata: {},
  position_data: null,
  owners: [],
};

const chart = (id: number): DashboardChart => ({
  id,
  slice_name: `Chart ${id}`,
  form_data: { datasource: '3__table', viz_type: 'table' },
});

/** Editing with everything set: unsaved, the warning shown, the history exceeded. */
function dirty(): DashboardState {
  const actions = [
    editModeChanged(true),
    unsavedChangesChanged(true),
    undoLimitWarningShown(),
    maxUndoHistoryExceededChanged(true),
  ];
  return actions.reduce(dashboardStateReducer, { ...initialDashboardState, info });
}

describe('edit session state', () => {
  it('starts with nothing unsaved, no saved layout and no save under way', () => {
    expect(initialDashboardState).toMatchObject({
      hasUnsavedChanges: false,
      maxUndoHistoryExceeded: false,
      undoLimitWarned: false,
      savedLayout: null,
      saving: false,
    });
  });

  it('entering edit mode starts a clean session; leaving keeps the flags', () => {
    const state = dirty();
    expect(state).toMatchObject({
      editMode: true,
      hasUnsavedChanges: true,
      undoLimitWarned: true,
      maxUndoHistoryExceeded: true,
    });
    expect(dashboardStateReducer(state, editModeChanged(true))).toMatchObject({
      editMode: true,
      hasUnsavedChanges: false,
      undoLimitWarned: false,
      maxUndoHistoryExceeded: false,
    });
    expect(dashboardStateReducer(state, editModeChanged(false))).toMatchObject({
      editMode: false,
      hasUnsavedChanges: true,
    });
  });

  it('a save in progress, failed, and done: saved layout, merged info, clean session out of edit mode', () => {
    const layout = gridLayout();
    let state = dashboardStateReducer(dirty(), dashboardSaveStarted());
    expect(state.saving).toBe(true);
    expect(dashboardStateReducer(state, dashboardSaveFailed())).toMatchObject({
      saving: false,
      hasUnsavedChanges: true,
    });
    state = dashboardStateReducer(state, dashboardSaved({ info: { dashboard_title: 'Renamed' }, layout }));
    expect(state).toMatchObject({
      saving: false,
      editMode: false,
      hasUnsavedChanges: false,
      undoLimitWarned: false,
      maxUndoHistoryExceeded: false,
      savedLayout: layout,
    });
    expect(state.info).toEqual({ ...info, dashboard_title: 'Renamed' });
  });

  it('discarding leaves edit mode with nothing unsaved', () => {
    expect(dashboardStateReducer(dirty(), editsDiscarded())).toMatchObject({
      editMode: false,
      hasUnsavedChanges: false,
      undoLimitWarned: false,
      maxUndoHistoryExceeded: false,
    });
  });

  it('records the saved layout, forgotten when another dashboard loads', () => {
    const state = dashboardStateReducer(initialDashboardState, savedLayoutRecorded(gridLayout()));
    expect(state.savedLayout).toEqual(gridLayout());
    expect(dashboardStateReducer(state, dashboardLoadStarted('other')).savedLayout).toBeNull();
  });

  it('adds charts dragged in from the pane once each', () => {
    let state = dashboardStateReducer(initialDashboardState, slicesAdded([chart(1), chart(2)]));
    state = dashboardStateReducer(state, slicesAdded([chart(2), chart(3), chart(3)]));
    expect(state.sliceIds).toEqual([1, 2, 3]);
    expect(Object.keys(state.slices)).toEqual(['1', '2', '3']);
    expect(state.slices[3]?.slice_name).toBe('Chart 3');
  });
});
