// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newDividerId, newFilterId } from '../../../../src/features/nativeFilters/rules/filterIds';

describe('new filter ids', () => {
  it('are NATIVE_FILTER-<random> and NATIVE_FILTER_DIVIDER-<random> (reference §3.6)', () => {
    expect(newFilterId()).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{10}$/);
    expect(newDividerId()).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{10}$/);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 500 }, newFilterId));
    expect(ids.size).toBe(500);
  });
});
