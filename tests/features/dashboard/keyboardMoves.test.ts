// @vitest-environment node
/** Keyboard moves and resizes: the nearest accepted place before or after, and one column at a time. */
import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../../src/features/dashboard/dashboardLayoutSlice';
import {
  keyboardMoveTarget,
  keyboardResize,
  moveComponent,
  resizeComponent,
  type KeyboardMoveDirection,
} from '../../../src/features/dashboard/editing';
import { edited, frozen, gridLayout, startingLayouts, tabbedLayout } from './editing/editingFixtures';
import { layoutProblems } from './editing/layoutInvariants';

/** Moves `id` one keyboard step; fails the test when there is no step or the move is refused. */
function step(layout: DashboardLayout, id: string, direction: KeyboardMoveDirection): DashboardLayout {
  const target = keyboardMoveTarget(layout, id, direction);
  if (!target) throw new Error(`${id} has no ${direction} place`);
  return edited(moveComponent(layout, { componentId: id, ...target }));
}

function parentOf(layout: DashboardLayout, id: string): string | undefined {
  return Object.values(layout).find((component) => component.children.includes(id))?.id;
}

/** GRID › 66 rows of two 4-column charts: 200 components with the root and grid. */
function largeLayout(): DashboardLayout {
  const layout: DashboardLayout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
  };
  for (let row = 0; row < 66; row += 1) {
    const rowId = `ROW-${row}`;
    const charts = [`CHART-${row}-a`, `CHART-${row}-b`];
    layout.GRID_ID!.children.push(rowId);
    layout[rowId] = { id: rowId, type: 'ROW', children: charts, parents: ['ROOT_ID', 'GRID_ID'], meta: {} };
    charts.forEach((chartId, index) => {
      layout[chartId] = {
        id: chartId,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { width: 4, height: 50, chartId: row * 2 + index, sliceName: chartId },
      };
    });
  }
  return layout;
}

describe('keyboardMoveTarget', () => {
  it('moves left and right within a row', () => {
    const layout = frozen(gridLayout());
    expect(keyboardMoveTarget(layout, 'CHART-a', 'next')).toEqual({ parentId: 'ROW-a', index: 2 });
    expect(step(layout, 'CHART-a', 'next')['ROW-a']!.children).toEqual(['CHART-b', 'CHART-a']);
    expect(keyboardMoveTarget(layout, 'CHART-b', 'previous')).toEqual({ parentId: 'ROW-a', index: 0 });
    expect(step(layout, 'CHART-b', 'previous')['ROW-a']!.children).toEqual(['CHART-b', 'CHART-a']);
  });

  it('moves up and down among the grid’s children', () => {
    const layout = frozen(gridLayout());
    expect(step(layout, 'DIVIDER-a', 'previous').GRID_ID!.children).toEqual([
      'ROW-a',
      'ROW-b',
      'DIVIDER-a',
      'HEADER-a',
    ]);
    expect(step(layout, 'HEADER-a', 'next').GRID_ID!.children).toEqual(['ROW-a', 'ROW-b', 'DIVIDER-a', 'HEADER-a']);
  });

  it('takes the last chart of a row out into a row of its own, then into the next row', () => {
    const outOfRow = step(frozen(gridLayout()), 'CHART-b', 'next');
    const ownRow = parentOf(outOfRow, 'CHART-b')!;
    expect(outOfRow.GRID_ID!.children).toEqual(['ROW-a', ownRow, 'ROW-b', 'HEADER-a', 'DIVIDER-a']);
    expect(outOfRow[ownRow]!.children).toEqual(['CHART-b']);

    // Wrapping it again in a fresh row in the same place would look the same: that is no move.
    const intoNextRow = step(frozen(outOfRow), 'CHART-b', 'next');
    expect(intoNextRow.GRID_ID!.children).toEqual(['ROW-a', 'ROW-b', 'HEADER-a', 'DIVIDER-a']);
    expect(intoNextRow['ROW-b']!.children).toEqual(['CHART-b', 'COLUMN-a']);
    expect(intoNextRow['CHART-b']!.meta.width).toBe(6);
  });

  it('takes the last component of a column out, next to the column', () => {
    const layout = step(frozen(gridLayout()), 'MARKDOWN-a', 'next');
    expect(layout['COLUMN-a']!.children).toEqual(['ROW-c']);
    expect(layout['ROW-b']!.children).toEqual(['COLUMN-a', 'MARKDOWN-a']);
  });

  it('moves the last component of a tab into the next tab', () => {
    const layout = step(frozen(tabbedLayout()), 'DIVIDER-1', 'next');
    expect(layout['TAB-a']!.children).toEqual(['HEADER-big', 'ROW-1']);
    expect(layout['TAB-b']!.children).toEqual(['DIVIDER-1', 'TABS-inner']);
    expect(step(frozen(layout), 'DIVIDER-1', 'previous')['TAB-a']!.children).toEqual([
      'HEADER-big',
      'ROW-1',
      'DIVIDER-1',
    ]);
  });

  it('has no place before the first component or after the last', () => {
    const grid = frozen(gridLayout());
    expect(keyboardMoveTarget(grid, 'ROW-a', 'previous')).toBeNull();
    expect(keyboardMoveTarget(grid, 'DIVIDER-a', 'next')).toBeNull();
    const tabbed = frozen(tabbedLayout());
    expect(keyboardMoveTarget(tabbed, 'TABS-top', 'previous')).toBeNull();
    expect(keyboardMoveTarget(tabbed, 'TABS-top', 'next')).toBeNull();
    expect(keyboardMoveTarget(tabbed, 'TAB-a', 'previous')).toBeNull();
    expect(keyboardMoveTarget(grid, 'NOT-THERE', 'next')).toBeNull();
  });

  it('walks a chart through every tab to the end and back without getting stuck', () => {
    let layout = frozen(tabbedLayout());
    const visited: string[] = [];
    for (let steps = 0; keyboardMoveTarget(layout, 'CHART-1', 'next'); steps += 1) {
      expect(steps).toBeLessThan(100);
      layout = frozen(step(layout, 'CHART-1', 'next'));
      visited.push(parentOf(layout, parentOf(layout, 'CHART-1')!)!);
    }
    expect(visited).toEqual(expect.arrayContaining(['TAB-a', 'TAB-b', 'TAB-b1', 'TAB-b2']));
    expect(keyboardMoveTarget(layout, 'CHART-1', 'previous')).not.toBeNull();
  });

  it('only ever offers a move that is accepted and changes the layout, in every layout and direction', () => {
    const layouts = [...startingLayouts(), { name: '200 components', layout: largeLayout() }];
    for (const { name, layout } of layouts) {
      for (const id of Object.keys(layout)) {
        for (const direction of ['previous', 'next'] as const) {
          const target = keyboardMoveTarget(layout, id, direction);
          if (!target) continue;
          const result = moveComponent(layout, { componentId: id, ...target });
          expect('layout' in result, `${name}: ${id} ${direction}`).toBe(true);
          if (!('layout' in result)) continue;
          expect(result.layout).not.toBe(layout);
          expect(layoutProblems(result.layout), `${name}: ${id} ${direction}`).toEqual([]);
        }
      }
    }
  });
});

describe('keyboardResize', () => {
  it('narrows and widens by one column within the row’s room', () => {
    const layout = frozen(gridLayout());
    // ROW-a is full (4 + 8): CHART-a can only get narrower.
    expect(keyboardResize(layout, 'CHART-a', -1)).toEqual({ componentId: 'CHART-a', width: 3 });
    expect(keyboardResize(layout, 'CHART-a', 1)).toBeNull();
    const narrower = edited(resizeComponent(layout, { componentId: 'CHART-a', width: 3 }));
    expect(keyboardResize(narrower, 'CHART-b', 1)).toEqual({ componentId: 'CHART-b', width: 9 });
    // A row inside a 6-column column offers 6.
    expect(keyboardResize(layout, 'CHART-c', 1)).toEqual({ componentId: 'CHART-c', width: 4 });
    const full = edited(resizeComponent(layout, { componentId: 'CHART-c', width: 6 }));
    expect(keyboardResize(full, 'CHART-c', 1)).toBeNull();
  });

  it('stops at the narrowest a component may be', () => {
    const one = edited(resizeComponent(frozen(gridLayout()), { componentId: 'CHART-a', width: 1 }));
    expect(keyboardResize(one, 'CHART-a', -1)).toBeNull();
    // A column cannot get narrower than its widest row (CHART-c, 3 columns).
    const column = edited(resizeComponent(frozen(gridLayout()), { componentId: 'COLUMN-a', width: 3 }));
    expect(keyboardResize(column, 'COLUMN-a', -1)).toBeNull();
    expect(keyboardResize(column, 'COLUMN-a', 1)).toEqual({ componentId: 'COLUMN-a', width: 4 });
  });

  it('offers nothing for components without a width of their own there', () => {
    const layout = frozen(gridLayout());
    expect(keyboardResize(layout, 'HEADER-a', 1)).toBeNull();
    expect(keyboardResize(layout, 'ROW-a', -1)).toBeNull();
    // Directly in a column, markdown takes the column's width.
    expect(keyboardResize(layout, 'MARKDOWN-a', -1)).toBeNull();
  });
});
