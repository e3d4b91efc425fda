// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FASTEST_POLL_MS, SLOWEST_POLL_MS, pollDelayMs } from '../../../src/features/sqlLab/thunks/pollSchedule';

describe('the SQL Lab poll pace', () => {
  it('asks about a run that just started within 100 ms', () => {
    expect(pollDelayMs(0)).toBe(FASTEST_POLL_MS);
    expect(pollDelayMs(500)).toBe(FASTEST_POLL_MS);
  });

  it('backs off as the run ages, to Superset’s 2 s', () => {
    expect(pollDelayMs(4000)).toBe(500);
    expect(pollDelayMs(16_000)).toBe(SLOWEST_POLL_MS);
    expect(pollDelayMs(3_600_000)).toBe(SLOWEST_POLL_MS);
  });

  it('never polls faster than 100 ms nor slower than 2 s, and never faster for an older run', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (age, more) => {
        const delay = pollDelayMs(age);
        expect(delay).toBeGreaterThanOrEqual(FASTEST_POLL_MS);
        expect(delay).toBeLessThanOrEqual(SLOWEST_POLL_MS);
        expect(pollDelayMs(age + more)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
