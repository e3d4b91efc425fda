// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cascadeCycle } from '../../../src/features/nativeFilters';

const filter = (id: string, cascadeParentIds: string[] = []) => ({ id, cascadeParentIds });

describe('cascade cycle detection', () => {
  it('finds no cycle in a chain of parents', () => {
    expect(cascadeCycle([filter('country', ['region']), filter('region'), filter('city', ['country'])])).toBeNull();
  });

  it('finds no cycle when two children share a parent', () => {
    expect(cascadeCycle([filter('a', ['p']), filter('b', ['p']), filter('p')])).toBeNull();
  });

  it('returns the first filter, in the filters order, that lies on a cycle', () => {
    const filters = [filter('free'), filter('b', ['c']), filter('c', ['a']), filter('a', ['b'])];
    expect(cascadeCycle(filters)).toBe('b');
  });

  it('does not blame a filter that only depends on a cycle', () => {
    const filters = [filter('child', ['a']), filter('a', ['b']), filter('b', ['a'])];
    expect(cascadeCycle(filters)).toBe('a');
  });

  it('sees a filter that is its own parent', () => {
    expect(cascadeCycle([filter('ok'), filter('self', ['self'])])).toBe('self');
  });

  it('ignores parents that are not configured', () => {
    expect(cascadeCycle([filter('a', ['gone'])])).toBeNull();
  });
});
