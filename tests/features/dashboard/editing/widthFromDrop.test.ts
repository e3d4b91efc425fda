// @vitest-environment node
/** Reference §4.3 width capacity: keep, shrink to fit, or refuse; a column's minimum is its widest row. */
import { describe, expect, it } from 'vitest';
import { DOES_NOT_FIT, minimumWidth, widthFromDrop } from '../../../../src/features/dashboard/editing';
import type { DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import { gridLayout } from './editingFixtures';

const chart = (width: number) => ({ id: 'CHART-new', type: 'CHART', children: [], meta: { width, height: 50 } });

describe('widthFromDrop', () => {
  const layout = gridLayout();

  it('keeps the width within the same container', () => {
    expect(widthFromDrop(layout, layout['CHART-b']!, 'ROW-a', 'ROW-a')).toBe(8);
  });

  it('keeps the width when it fits, shrinks it to the room left, refuses below the minimum', () => {
    const roomy = { ...layout, 'ROW-a': { ...layout['ROW-a']!, children: ['CHART-a'] } };
    expect(widthFromDrop(roomy, chart(4), undefined, 'ROW-a')).toBe(4);
    expect(widthFromDrop(roomy, chart(10), undefined, 'ROW-a')).toBe(8);
    expect(widthFromDrop(layout, chart(4), undefined, 'ROW-a')).toBe(DOES_NOT_FIT);
  });

  it('bounds a row inside a column by the column, and a component in a column by its width', () => {
    expect(widthFromDrop(layout, chart(4), undefined, 'ROW-c')).toBe(3);
    expect(widthFromDrop(layout, chart(8), undefined, 'COLUMN-a')).toBe(6);
  });

  it('gives a component dropped in the grid the full 12 columns of its new row', () => {
    expect(widthFromDrop(layout, chart(12), undefined, 'GRID_ID')).toBe(12);
  });

  it('has no width for components without one', () => {
    expect(widthFromDrop(layout, layout['HEADER-a']!, 'GRID_ID', 'COLUMN-a')).toBeUndefined();
  });

  it('refuses a column narrower than its widest row when moved into too small a room', () => {
    expect(minimumWidth(layout, 'COLUMN-a')).toBe(3);
    const crowded: DashboardLayout = {
      ...layout,
      'CHART-a': { ...layout['CHART-a']!, meta: { ...layout['CHART-a']!.meta, width: 10 } },
    };
    const squeezed: DashboardLayout = { ...crowded, 'ROW-a': { ...crowded['ROW-a']!, children: ['CHART-a'] } };
    expect(widthFromDrop(squeezed, squeezed['COLUMN-a']!, 'ROW-b', 'ROW-a')).toBe(DOES_NOT_FIT);
    const roomier: DashboardLayout = { ...squeezed, 'CHART-a': { ...squeezed['CHART-a']!, meta: { width: 8 } } };
    expect(widthFromDrop(roomier, roomier['COLUMN-a']!, 'ROW-b', 'ROW-a')).toBe(4);
  });
});

describe('rows and tabs, which have no width', () => {
  it('refuse a destination narrower than their widest row', () => {
    const layout = gridLayout();
    const row = layout['ROW-a']!;
    expect(widthFromDrop(layout, row, 'GRID_ID', 'COLUMN-a')).toBe(DOES_NOT_FIT);
  });

  it('fit a destination as wide as their widest row', () => {
    const layout = gridLayout();
    const narrowRow: DashboardLayout = {
      ...layout,
      'ROW-x': { id: 'ROW-x', type: 'ROW', children: [], parents: [], meta: {} },
    };
    expect(widthFromDrop(narrowRow, narrowRow['ROW-x']!, 'GRID_ID', 'COLUMN-a')).toBeUndefined();
  });
});
