/** Slice-wide state: cost estimates per tab, the offline and save-failing flags, a full reset. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { QueryCostRow, SqlLabState } from '../types';

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface CostEstimateReturnedPayload {
  queryEditorId: string;
  cost: QueryCostRow[];
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface CostEstimateFailedPayload {
  queryEditorId: string;
  error: string;
}

export const sessionReducers = {
  /** Replaces the whole slice, e.g. with the state built from the SQL Lab bootstrap. */
  resetState(_state: SqlLabState, action: PayloadAction<SqlLabState>) {
    return action.payload;
  },
  setUserOffline(state: SqlLabState, action: PayloadAction<boolean>) {
    state.offline = action.payload;
  },
  setEditorStateSaveFailing(state: SqlLabState, action: PayloadAction<boolean>) {
    state.editorStateSaveFailing = action.payload;
  },
  costEstimateStarted(state: SqlLabState, action: PayloadAction<string>) {
    state.queryCostEstimates[action.payload] = { completed: false, cost: null, error: null };
  },
  costEstimateReturned(state: SqlLabState, action: PayloadAction<CostEstimateReturnedPayload>) {
    const { queryEditorId, cost } = action.payload;
    state.queryCostEstimates[queryEditorId] = { completed: true, cost, error: null };
  },
  costEstimateFailed(state: SqlLabState, action: PayloadAction<CostEstimateFailedPayload>) {
    const { queryEditorId, error } = action.payload;
    state.queryCostEstimates[queryEditorId] = { completed: false, cost: null, error };
  },
};
