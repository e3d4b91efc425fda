// @vitest-environment node
/** Reference §4.2: the nesting table with its depth limits, and how depth is counted. */
import { describe, expect, it } from 'vitest';
import { componentDepths, isValidChild } from '../../../../src/features/dashboard/editing';
import { gridLayout, tabbedLayout } from './editingFixtures';

describe('isValidChild', () => {
  it.each([
    ['ROOT', 'GRID', 0, true],
    ['ROOT', 'TABS', 0, true],
    ['ROOT', 'ROW', 0, false],
    ['GRID', 'ROW', 1, true],
    ['GRID', 'TABS', 1, true],
    ['GRID', 'TAB', 1, false],
    ['ROW', 'CHART', 4, true],
    ['ROW', 'CHART', 5, false],
    ['ROW', 'HEADER', 2, false],
    ['ROW', 'ROW', 2, false],
    ['TABS', 'TAB', 3, true],
    ['TABS', 'TAB', 4, false],
    ['TAB', 'CHART', 5, true],
    ['TAB', 'ROW', 3, true],
    ['TAB', 'ROW', 4, false],
    ['COLUMN', 'ROW', 3, true],
    ['COLUMN', 'ROW', 4, false],
    ['COLUMN', 'MARKDOWN', 5, true],
    ['COLUMN', 'COLUMN', 3, false],
    ['CHART', 'MARKDOWN', 2, false],
    ['DIVIDER', 'CHART', 2, false],
  ])('%s may hold %s at depth %i: %s', (parent, child, depth, expected) => {
    expect(isValidChild(parent, child, depth)).toBe(expected);
  });
});

describe('componentDepths', () => {
  it('counts root(0) › grid(1) › row(2) › column(3) › row(4) › chart(5)', () => {
    const depths = componentDepths(gridLayout());
    expect(['ROOT_ID', 'GRID_ID', 'ROW-b', 'COLUMN-a', 'ROW-c', 'CHART-c'].map((id) => depths.get(id))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('gives top-level tabs 1 and their content 2; nested tabs do not add depth', () => {
    const depths = componentDepths(tabbedLayout());
    expect(depths.get('TABS-top')).toBe(1);
    expect(depths.get('TAB-a')).toBe(1);
    expect(depths.get('ROW-1')).toBe(2);
    expect(depths.get('TABS-inner')).toBe(2);
    expect(depths.get('TAB-b1')).toBe(2);
    expect(depths.get('ROW-2')).toBe(2);
    expect(depths.get('CHART-2')).toBe(3);
  });
});
