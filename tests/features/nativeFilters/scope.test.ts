// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chartsInScope, tabsInScope, type ScopeLayout } from '../../../src/features/nativeFilters';

const node = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  meta,
});
const chart = (id: string, chartId: number) => node(id, 'CHART', [], { chartId });

// ROOT → GRID → TABS → TAB-a (row: 1, 2) | TAB-b (row: 3, nested TABS → TAB-c (row: 4)); a loose chart 5 in the grid.
const layout: ScopeLayout = Object.fromEntries(
  [
    node('ROOT_ID', 'ROOT', ['GRID_ID']),
    node('GRID_ID', 'GRID', ['TABS-1', 'ROW-loose']),
    node('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    node('TAB-a', 'TAB', ['ROW-a']),
    node('ROW-a', 'ROW', ['CHART-1', 'CHART-2']),
    node('TAB-b', 'TAB', ['ROW-b', 'TABS-2']),
    node('ROW-b', 'ROW', ['CHART-3']),
    node('TABS-2', 'TABS', ['TAB-c']),
    node('TAB-c', 'TAB', ['ROW-c']),
    node('ROW-c', 'ROW', ['CHART-4']),
    node('ROW-loose', 'ROW', ['CHART-5']),
    chart('CHART-1', 1),
    chart('CHART-2', 2),
    chart('CHART-3', 3),
    chart('CHART-4', 4),
    chart('CHART-5', 5),
  ].map((component) => [component.id, component]),
);

describe('charts in a filter scope', () => {
  it('are all charts under the root by default', () => {
    expect(chartsInScope(layout).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('are the charts under any rootPath node, nested tabs included', () => {
    expect(chartsInScope(layout, { rootPath: ['TAB-b'], excluded: [] }).sort()).toEqual([3, 4]);
    expect(chartsInScope(layout, { rootPath: ['TAB-a', 'TAB-c'], excluded: [] }).sort()).toEqual([1, 2, 4]);
  });

  it('leave out excluded chart ids', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [2, 5] }).sort()).toEqual([1, 3, 4]);
  });

  it('ignore unknown root ids and count overlapping roots once', () => {
    expect(chartsInScope(layout, { rootPath: ['TAB-gone', 'TAB-b', 'TABS-2'], excluded: [] }).sort()).toEqual([3, 4]);
  });
});

describe('tabs in a filter scope', () => {
  it('are the tabs holding a chart in scope, at any depth', () => {
    expect(tabsInScope(layout).sort()).toEqual(['TAB-a', 'TAB-b', 'TAB-c']);
  });

  it('include the tabs above a rootPath node', () => {
    expect(tabsInScope(layout, { rootPath: ['TAB-c'], excluded: [] }).sort()).toEqual(['TAB-b', 'TAB-c']);
  });

  it('leave out a tab whose charts are all excluded', () => {
    expect(tabsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [1, 2, 4] }).sort()).toEqual(['TAB-b']);
  });
});
