// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrawPace } from '../../../../src/features/charts/components/drawPace';

describe('how many charts may redraw in one frame', () => {
  it('starts at three, before anything was measured', () => {
    expect(createDrawPace(3).limit()).toBe(3);
  });

  it('lets more share a frame where redraws are cheap, up to sixteen', () => {
    const pace = createDrawPace(3);
    pace.record(20, 3);
    expect(pace.limit()).toBeGreaterThan(3);
    for (let i = 0; i < 10; i += 1) pace.record(16, pace.limit());
    expect(pace.limit()).toBe(16);
  });

  it('keeps frames near 100 ms where redraws are dear, down to one at a time', () => {
    const pace = createDrawPace(3);
    for (let i = 0; i < 10; i += 1) pace.record(30 * pace.limit(), pace.limit());
    expect(pace.limit()).toBe(3);
    for (let i = 0; i < 10; i += 1) pace.record(150 * pace.limit(), pace.limit());
    expect(pace.limit()).toBe(1);
  });

  it('ignores what is no measurement (no redraws, a negative or unknown time)', () => {
    const pace = createDrawPace(3);
    pace.record(10, 0);
    pace.record(-5, 3);
    pace.record(Number.NaN, 3);
    expect(pace.limit()).toBe(3);
  });

  it('stays between one and sixteen whatever it measures', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ noNaN: false }), fc.integer({ min: -2, max: 40 }))), (records) => {
        const pace = createDrawPace(3);
        for (const [elapsed, size] of records) {
          pace.record(elapsed, size);
          const limit = pace.limit();
          expect(Number.isInteger(limit) && limit >= 1 && limit <= 16).toBe(true);
        }
      }),
    );
  });
});
