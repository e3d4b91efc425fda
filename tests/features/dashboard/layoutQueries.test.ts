// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activeTabOf,
  chartComponentId,
  chartIdsInLayout,
  tabsLeadingTo,
  withTabsOpened,
} from '../../../src/features/dashboard/layout/layoutQueries';
import { prepareLayout } from '../../../src/features/dashboard/layout/prepareLayout';
import { TABBED_POSITIONS } from './layoutFixtures';

const layout = prepareLayout(TABBED_POSITIONS, [], 'T');

describe('tabs and anchors', () => {
  it('a tabs component shows its first tab until another is opened', () => {
    expect(activeTabOf(layout, 'TABS-top', [])).toBe('TAB-a');
    expect(activeTabOf(layout, 'TABS-top', ['TAB-b'])).toBe('TAB-b');
  });

  it('finds the tabs leading to a component, outermost first', () => {
    expect(tabsLeadingTo(layout, 'CHART-3')).toEqual(['TAB-b', 'TAB-b2']);
    expect(tabsLeadingTo(layout, 'TAB-b1')).toEqual(['TAB-b', 'TAB-b1']);
    expect(tabsLeadingTo(layout, 'nope')).toEqual([]);
  });

  it('opening a tab replaces its siblings and keeps other tabs', () => {
    const opened = withTabsOpened(layout, ['TAB-a', 'TAB-b1'], ['TAB-b', 'TAB-b2']);
    expect(opened.sort()).toEqual(['TAB-b', 'TAB-b2']);
    expect(withTabsOpened(layout, ['TAB-b', 'TAB-b1'], ['TAB-a']).sort()).toEqual(['TAB-a', 'TAB-b1']);
  });

  it("finds a chart's component and every chart id", () => {
    expect(chartComponentId(layout, 3)).toBe('CHART-3');
    expect(chartComponentId(layout, 99)).toBeUndefined();
    expect(chartIdsInLayout(layout).sort()).toEqual([1, 2, 3]);
  });
});
