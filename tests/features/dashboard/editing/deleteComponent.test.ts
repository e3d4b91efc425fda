// @vitest-environment node
/** Reference §4.3 DELETE_COMPONENT / DELETE_TOP_LEVEL_TABS and spec §4: subtree gone, empty rows and tabs gone. */
import { describe, expect, it } from 'vitest';
import { deleteComponent, deleteTopLevelTabs } from '../../../../src/features/dashboard/editing';
import { edited, frozen, gridLayout, tabbedLayout } from './editingFixtures';
import { layoutProblems } from './layoutInvariants';

describe('deleteComponent', () => {
  it('deletes a component with everything in it', () => {
    const next = edited(deleteComponent(frozen(gridLayout()), 'COLUMN-a'));
    for (const id of ['COLUMN-a', 'ROW-c', 'CHART-c', 'MARKDOWN-a', 'ROW-b']) expect(next[id]).toBeUndefined();
    expect(next.GRID_ID!.children).toEqual(['ROW-a', 'HEADER-a', 'DIVIDER-a']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('deletes a row when its last child goes, and keeps a row that still has one', () => {
    const layout = frozen(gridLayout());
    expect(edited(deleteComponent(layout, 'CHART-a'))['ROW-a']!.children).toEqual(['CHART-b']);
    const next = edited(deleteComponent(layout, 'CHART-c'));
    expect(next['ROW-c']).toBeUndefined();
    expect(next['COLUMN-a']!.children).toEqual(['MARKDOWN-a']);
  });

  it('deletes tabs when their last tab goes', () => {
    const once = edited(deleteComponent(frozen(tabbedLayout()), 'TAB-b1'));
    expect(once['ROW-2']).toBeUndefined();
    const twice = edited(deleteComponent(once, 'TAB-b2'));
    expect(twice['TABS-inner']).toBeUndefined();
    expect(twice['TAB-b']!.children).toEqual([]);
    expect(layoutProblems(twice)).toEqual([]);
  });

  it('moves the content of deleted top-level tabs back into the grid', () => {
    const layout = frozen(tabbedLayout());
    const next = edited(deleteComponent(layout, 'TABS-top'));
    expect(next).toEqual(edited(deleteTopLevelTabs(layout)));
    expect(next.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(next.GRID_ID!.children).toEqual(['HEADER-big', 'ROW-1', 'DIVIDER-1', 'TABS-inner']);
    expect(next['TAB-a']).toBeUndefined();
    expect(next['CHART-2']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-inner', 'TAB-b1', 'ROW-2']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('gives the root an empty grid when the last top-level tab is deleted', () => {
    const once = edited(deleteComponent(frozen(tabbedLayout()), 'TAB-a'));
    const next = edited(deleteComponent(once, 'TAB-b'));
    expect(next.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(next.GRID_ID).toMatchObject({ type: 'GRID', children: [], parents: ['ROOT_ID'] });
    expect(Object.keys(next).sort()).toEqual(['GRID_ID', 'HEADER_ID', 'ROOT_ID']);
  });

  it('refuses the grid, the root and unknown components', () => {
    expect(deleteComponent(gridLayout(), 'GRID_ID')).toHaveProperty('error');
    expect(deleteComponent(gridLayout(), 'ROOT_ID')).toHaveProperty('error');
    expect(deleteComponent(gridLayout(), 'CHART-zzz')).toHaveProperty('error');
    expect(deleteTopLevelTabs(gridLayout())).toHaveProperty('error');
  });
});
