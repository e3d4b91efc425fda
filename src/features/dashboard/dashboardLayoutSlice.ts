import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import undoable, { includeAction } from 'redux-undo';
import { DASHBOARD_UNDO_LIMIT } from '../../constants';

/**
 * The dashboard layout (position_json's component map), kept under redux-undo with the spec's
 * 50-step history. Only the actions listed in UNDOABLE_LAYOUT_ACTIONS are recorded; the dashboard
 * issue adds the editing actions.
 */
export interface LayoutComponent {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta: Record<string, unknown>;
}

export type DashboardLayout = Record<string, LayoutComponent>;

const dashboardLayoutSlice = createSlice({
  name: 'dashboardLayout',
  initialState: {} as DashboardLayout,
  reducers: {
    layoutLoaded(_state, action: PayloadAction<DashboardLayout>) {
      return action.payload;
    },
    componentsUpdated(state, action: PayloadAction<DashboardLayout>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { layoutLoaded, componentsUpdated } = dashboardLayoutSlice.actions;

export const UNDOABLE_LAYOUT_ACTIONS = [componentsUpdated.type];

export const dashboardLayoutReducer = undoable(dashboardLayoutSlice.reducer, {
  limit: DASHBOARD_UNDO_LIMIT,
  filter: includeAction(UNDOABLE_LAYOUT_ACTIONS),
  // Loading a dashboard starts a fresh history.
  initTypes: [layoutLoaded.type],
  ignoreInitialState: true,
});
