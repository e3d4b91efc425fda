/**
 * Removing a filter or divider in the configuration modal (spec §4, §9; reference §4.5): the item
 * stays pending for FILTER_REMOVAL_GRACE_MS, restorable unchanged, then leaves the list for good.
 * Both pending and final removals count as deleted on save.
 */
export const FILTER_REMOVAL_GRACE_MS = 5000;

export interface RemovalState {
  /** Removed within the grace period: still listed, restorable. */
  pending: string[];
  /** Past the grace period: no longer listed. */
  final: string[];
}

export const NO_REMOVALS: RemovalState = { pending: [], final: [] };

export function markRemoved(state: RemovalState, id: string): RemovalState {
  if (state.pending.includes(id) || state.final.includes(id)) return state;
  return { ...state, pending: [...state.pending, id] };
}

/** Restoring only works while pending; a final removal is past recall. */
export function restoreRemoved(state: RemovalState, id: string): RemovalState {
  if (!state.pending.includes(id)) return state;
  return { ...state, pending: state.pending.filter((pendingId) => pendingId !== id) };
}

/** The grace period of `id` ran out. A restored item (no longer pending) stays. */
export function finalizeRemoval(state: RemovalState, id: string): RemovalState {
  if (!state.pending.includes(id)) return state;
  return { pending: state.pending.filter((pendingId) => pendingId !== id), final: [...state.final, id] };
}

export function isRemoved(state: RemovalState, id: string): boolean {
  return state.pending.includes(id) || state.final.includes(id);
}
