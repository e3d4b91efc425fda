// @vitest-environment node
/** The starting layouts are sound by the invariants, so any problem after an edit is the edit's. */
import { describe, expect, it } from 'vitest';
import { layoutProblems } from './layoutInvariants';
import { startingLayouts } from './editingFixtures';

describe('starting layouts', () => {
  it.each(startingLayouts().map(({ name, layout }) => [name, layout] as const))('%s has no problems', (_n, layout) => {
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('the checker finds a broken layout', () => {
    const [{ layout }] = startingLayouts();
    const broken = { ...layout!, 'ROW-a': { ...layout!['ROW-a']!, children: ['CHART-a', 'CHART-b', 'CHART-a'] } };
    expect(layoutProblems(broken)).not.toEqual([]);
  });
});
