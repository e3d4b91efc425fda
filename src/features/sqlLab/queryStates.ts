/** The life cycle of one SQL Lab run (spec sql-editor §4 "Query states"): which states are in progress, which final. */
import type { QueryState } from '../../api/sqlLabTypes';

export { QUERY_STATES } from '../../api/sqlLabTypes';
export type { QueryState };

/** States the poller keeps asking the server about ("running list"). */
export const IN_PROGRESS_STATES: readonly QueryState[] = ['running', 'started', 'pending', 'fetching', 'scheduled'];

/** States a run does not leave on its own ("concluded list"). */
export const FINISHED_STATES: readonly QueryState[] = ['stopped', 'failed', 'success', 'timed_out'];

export function isInProgress(state: QueryState): boolean {
  return IN_PROGRESS_STATES.includes(state);
}

export function isFinished(state: QueryState): boolean {
  return FINISHED_STATES.includes(state);
}
