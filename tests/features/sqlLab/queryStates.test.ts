// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FINISHED_STATES,
  IN_PROGRESS_STATES,
  QUERY_STATES,
  isFinished,
  isInProgress,
} from '../../../src/features/sqlLab/queryStates';

describe('query states', () => {
  it('lists the nine states of a run', () => {
    expect([...QUERY_STATES].sort()).toEqual(
      ['started', 'stopped', 'failed', 'pending', 'running', 'scheduled', 'success', 'fetching', 'timed_out'].sort(),
    );
  });

  it('splits them into in progress and finished, with no overlap', () => {
    expect([...IN_PROGRESS_STATES].sort()).toEqual(['fetching', 'pending', 'running', 'scheduled', 'started']);
    expect([...FINISHED_STATES].sort()).toEqual(['failed', 'stopped', 'success', 'timed_out']);
  });

  it.each(QUERY_STATES.map((state) => [state]))('classifies %s one way only', (state) => {
    expect(isInProgress(state)).toBe(IN_PROGRESS_STATES.includes(state));
    expect(isFinished(state)).toBe(FINISHED_STATES.includes(state));
    expect(isInProgress(state)).not.toBe(isFinished(state));
  });
});
