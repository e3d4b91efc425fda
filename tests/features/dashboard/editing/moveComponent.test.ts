// @vitest-environment node
/** Reference §4.3 drop / MOVE_COMPONENT and spec §4–§5: order, widths, wrapping, cleanup, the messages. */
import { describe, expect, it } from 'vitest';
import { moveComponent } from '../../../../src/features/dashboard/editing';
import { counterIds, edited, frozen, gridLayout, tabbedLayout } from './editingFixtures';
import { layoutProblems } from './layoutInvariants';

const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

describe('moveComponent', () => {
  it('reorders within a container, the index counted before the move', () => {
    const layout = frozen(gridLayout());
    const down = edited(moveComponent(layout, { componentId: 'ROW-a', parentId: 'GRID_ID', index: 2 }));
    expect(down.GRID_ID!.children).toEqual(['ROW-b', 'ROW-a', 'HEADER-a', 'DIVIDER-a']);
    const up = edited(moveComponent(layout, { componentId: 'DIVIDER-a', parentId: 'GRID_ID', index: 0 }));
    expect(up.GRID_ID!.children).toEqual(['DIVIDER-a', 'ROW-a', 'ROW-b', 'HEADER-a']);
  });

  it('leaves the layout as it is for a drop on its own place', () => {
    const layout = frozen(gridLayout());
    expect(edited(moveComponent(layout, { componentId: 'ROW-b', parentId: 'GRID_ID', index: 2 }))).toBe(layout);
    expect(edited(moveComponent(layout, { componentId: 'ROW-b', parentId: 'GRID_ID', index: 1 }))).toBe(layout);
  });

  it('refuses a chart into a full row with the message and shrinks one into a row with room', () => {
    const layout = frozen(gridLayout());
    expect(moveComponent(layout, { componentId: 'CHART-c', parentId: 'ROW-a', index: 0 })).toEqual({
      error: NOT_ENOUGH_SPACE,
    });
    const next = edited(moveComponent(layout, { componentId: 'CHART-b', parentId: 'ROW-c', index: 1 }));
    expect(next['CHART-b']!.meta.width).toBe(3);
    expect(next['CHART-b']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-b', 'COLUMN-a', 'ROW-c']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('wraps a chart moved into the grid in a new row and deletes the row it left empty', () => {
    const layout = frozen(gridLayout());
    const next = edited(
      moveComponent(layout, { componentId: 'CHART-c', parentId: 'GRID_ID', index: 4, newId: counterIds() }),
    );
    expect(next.GRID_ID!.children).toEqual(['ROW-a', 'ROW-b', 'HEADER-a', 'DIVIDER-a', 'ROW-n1']);
    expect(next['ROW-n1']!.children).toEqual(['CHART-c']);
    expect(next['ROW-c']).toBeUndefined();
    expect(next['COLUMN-a']!.children).toEqual(['MARKDOWN-a']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('refuses what the nesting table forbids and a move into itself', () => {
    const layout = frozen(gridLayout());
    expect(moveComponent(layout, { componentId: 'HEADER-a', parentId: 'ROW-a', index: 0 })).toEqual({
      error: 'This component cannot be placed here.',
    });
    expect(moveComponent(layout, { componentId: 'ROW-b', parentId: 'COLUMN-a', index: 0 })).toEqual({
      error: 'A component cannot be moved into itself.',
    });
    // A column holding a row, into a row inside a column: the inner row would be too deep.
    const next = edited(moveComponent(layout, { componentId: 'CHART-a', parentId: 'ROW-c', index: 0 }));
    expect(moveComponent(next, { componentId: 'COLUMN-a', parentId: 'ROW-a', index: 0 })).toHaveProperty('error');
  });

  it("refuses a top-level tab into nested tabs: 'Can not move top level tab into nested tabs'", () => {
    expect(moveComponent(frozen(tabbedLayout()), { componentId: 'TAB-a', parentId: 'TABS-inner', index: 0 })).toEqual({
      error: 'Can not move top level tab into nested tabs',
    });
  });

  it('moves a nested tab to the top level and deletes nested tabs left empty', () => {
    const layout = frozen(tabbedLayout());
    const once = edited(moveComponent(layout, { componentId: 'TAB-b1', parentId: 'TABS-top', index: 2 }));
    expect(once['TABS-top']!.children).toEqual(['TAB-a', 'TAB-b', 'TAB-b1']);
    expect(once['ROW-2']!.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-b1']);
    const twice = edited(moveComponent(once, { componentId: 'TAB-b2', parentId: 'TABS-top', index: 0 }));
    expect(twice['TABS-inner']).toBeUndefined();
    expect(twice['TAB-b']!.children).toEqual([]);
    expect(layoutProblems(twice)).toEqual([]);
  });

  it('makes tabs moved onto the root the top-level tabs, the grid going into their first tab', () => {
    const layout = frozen(gridLayout());
    const withTabs = edited(moveComponent(layout, { componentId: 'HEADER-a', parentId: 'GRID_ID', index: 4 }));
    const tabsLayout = {
      ...withTabs,
      GRID_ID: { ...withTabs.GRID_ID!, children: [...withTabs.GRID_ID!.children, 'TABS-x'] },
      'TABS-x': { id: 'TABS-x', type: 'TABS', children: ['TAB-x'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      'TAB-x': { id: 'TAB-x', type: 'TAB', children: [], parents: ['ROOT_ID', 'GRID_ID', 'TABS-x'], meta: {} },
    };
    const next = edited(moveComponent(frozen(tabsLayout), { componentId: 'TABS-x', parentId: 'ROOT_ID', index: 0 }));
    expect(next.ROOT_ID!.children).toEqual(['TABS-x']);
    expect(next['TAB-x']!.children).toEqual(['ROW-a', 'ROW-b', 'DIVIDER-a', 'HEADER-a']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('never moves the top-level tabs themselves or the grid', () => {
    expect(moveComponent(tabbedLayout(), { componentId: 'TABS-top', parentId: 'TAB-b1', index: 0 })).toHaveProperty(
      'error',
    );
    expect(moveComponent(gridLayout(), { componentId: 'GRID_ID', parentId: 'COLUMN-a', index: 0 })).toHaveProperty(
      'error',
    );
  });
});
