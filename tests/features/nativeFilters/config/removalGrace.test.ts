// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FILTER_REMOVAL_GRACE_MS,
  finalizeRemoval,
  isRemoved,
  markRemoved,
  NO_REMOVALS,
  restoreRemoved,
} from '../../../../src/features/nativeFilters/rules/removalGrace';

describe('filter removal grace', () => {
  it('lasts 5 seconds (spec §9)', () => {
    expect(FILTER_REMOVAL_GRACE_MS).toBe(5000);
  });

  it('a removed item is pending, and restorable while pending', () => {
    const removed = markRemoved(NO_REMOVALS, 'F1');
    expect(removed).toEqual({ pending: ['F1'], final: [] });
    expect(isRemoved(removed, 'F1')).toBe(true);
    expect(restoreRemoved(removed, 'F1')).toEqual({ pending: [], final: [] });
  });

  it('the end of the grace period makes the removal final and past recall', () => {
    const final = finalizeRemoval(markRemoved(NO_REMOVALS, 'F1'), 'F1');
    expect(final).toEqual({ pending: [], final: ['F1'] });
    expect(restoreRemoved(final, 'F1')).toBe(final);
    expect(isRemoved(final, 'F1')).toBe(true);
  });

  it('a restored item outlives its old timer', () => {
    const restored = restoreRemoved(markRemoved(NO_REMOVALS, 'F1'), 'F1');
    expect(finalizeRemoval(restored, 'F1')).toBe(restored);
    expect(isRemoved(restored, 'F1')).toBe(false);
  });

  it('removing twice changes nothing', () => {
    const removed = markRemoved(NO_REMOVALS, 'F1');
    expect(markRemoved(removed, 'F1')).toBe(removed);
  });
});
