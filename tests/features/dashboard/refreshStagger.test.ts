// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chartsToAutoRefresh,
  DEFAULT_STAGGER_TIME_MS,
  staggeredRefreshDelays,
} from '../../../src/features/dashboard/rules/refreshStagger';

describe('refresh stagger (spec charts §4)', () => {
  it('spaces the charts by the interval divided by (charts − 1)', () => {
    expect(staggeredRefreshDelays(5, { intervalMs: 60_000 })).toEqual([0, 15_000, 30_000, 45_000, 60_000]);
  });

  it('spreads over at least stagger_time, 5000 ms by default, when the interval is shorter', () => {
    expect(DEFAULT_STAGGER_TIME_MS).toBe(5000);
    expect(staggeredRefreshDelays(3, { intervalMs: 1000 })).toEqual([0, 2500, 5000]);
    expect(staggeredRefreshDelays(3, { intervalMs: 1000, staggerTimeMs: 8000 })).toEqual([0, 4000, 8000]);
    expect(staggeredRefreshDelays(3, { intervalMs: 20_000, staggerTimeMs: 8000 })).toEqual([0, 10_000, 20_000]);
  });

  it('is on by default; off refreshes every chart at once', () => {
    expect(staggeredRefreshDelays(3, { intervalMs: 10_000, staggerRefresh: false })).toEqual([0, 0, 0]);
  });

  it('starts a single chart at once and nothing for no chart', () => {
    expect(staggeredRefreshDelays(1, { intervalMs: 10_000 })).toEqual([0]);
    expect(staggeredRefreshDelays(0, { intervalMs: 10_000 })).toEqual([]);
  });

  it('leaves timed_refresh_immune_slices out of automatic refreshes', () => {
    expect(chartsToAutoRefresh([1, 2, 3, 4], [2, 4])).toEqual([1, 3]);
    expect(chartsToAutoRefresh([1, 2], undefined)).toEqual([1, 2]);
  });
});
