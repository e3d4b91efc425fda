import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import undoable, { ActionCreators, newHistory, type StateWithHistory } from 'redux-undo';
import type { UnknownAction } from '@reduxjs/toolkit';
import { DASHBOARD_UNDO_LIMIT } from '../../constants';

/**
 * The dashboard layout (position_json's component map), kept under redux-undo with the spec's
 * 50-step history (reference §4.4). Every edit is one `layoutEdited` carrying the next layout, made
 * by the pure editing verbs; loading, saving and discarding start a fresh history.
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
    /** The layout after one edit: replaces the present and becomes an undo step. */
    layoutEdited(_state, action: PayloadAction<DashboardLayout>) {
      return action.payload;
    },
  },
});

export const { layoutEdited } = dashboardLayoutSlice.actions;

/** A dashboard's layout as loaded: nothing before it can be undone. */
export const layoutLoaded = createAction<DashboardLayout>('dashboardLayout/layoutLoaded');
/** Back to the saved layout (discarding edits), with a fresh history. */
export const layoutRestored = createAction<DashboardLayout>('dashboardLayout/layoutRestored');

const CLEAR_HISTORY_TYPE = ActionCreators.clearHistory().type;

/** The only actions redux-undo sees, so nothing else can touch the history. */
const HISTORY_ACTIONS: readonly string[] = [layoutEdited.type, ActionCreators.undo().type, ActionCreators.redo().type];

/** redux-undo counts the present state as a slot: 50 undo steps need 52 slots, as Superset sets. */
const LAYOUT_HISTORY_SLOTS = DASHBOARD_UNDO_LIMIT + 2;

const undoableLayoutReducer = undoable(dashboardLayoutSlice.reducer, {
  limit: LAYOUT_HISTORY_SLOTS,
  ignoreInitialState: true,
});

export type DashboardLayoutHistory = StateWithHistory<DashboardLayout>;

export function dashboardLayoutReducer(
  state: DashboardLayoutHistory | undefined,
  action: UnknownAction,
): DashboardLayoutHistory {
  if (layoutLoaded.match(action) || layoutRestored.match(action)) return newHistory([], action.payload, []);
  // redux-undo's own clear would make the next edit impossible to undo (its ignoreInitialState);
  // after a save the saved layout must stay one undo away.
  if (action.type === CLEAR_HISTORY_TYPE && state !== undefined) return newHistory([], state.present, []);
  // redux-undo builds a new history object even for actions it filters out; other actions must
  // leave the history exactly as it was.
  if (state !== undefined && !HISTORY_ACTIONS.includes(action.type)) return state;
  return undoableLayoutReducer(state, action);
}
