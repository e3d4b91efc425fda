import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import undoable, { includeAction, newHistory, type StateWithHistory } from 'redux-undo';
import type { UnknownAction } from '@reduxjs/toolkit';
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

const UNDOABLE_LAYOUT_ACTIONS = [componentsUpdated.type];

/** redux-undo counts the present state as a slot: 50 undo steps need 52 slots, as Superset sets. */
const LAYOUT_HISTORY_SLOTS = DASHBOARD_UNDO_LIMIT + 2;

const undoableLayoutReducer = undoable(dashboardLayoutSlice.reducer, {
  limit: LAYOUT_HISTORY_SLOTS,
  filter: includeAction(UNDOABLE_LAYOUT_ACTIONS),
  ignoreInitialState: true,
});

type DashboardLayoutHistory = StateWithHistory<DashboardLayout>;

export function dashboardLayoutReducer(
  state: DashboardLayoutHistory | undefined,
  action: UnknownAction,
): DashboardLayoutHistory {
  // Loading a dashboard starts a fresh history: nothing before it can be undone.
  if (layoutLoaded.match(action)) return newHistory([], action.payload, []);
  return undoableLayoutReducer(state, action);
}
