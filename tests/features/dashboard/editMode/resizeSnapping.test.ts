// @vitest-environment node
/** Resize arithmetic (reference §4.1): widths snap to columns, heights to 8 px units within 5–100, widths within the row's room. */
import { describe, expect, it } from 'vitest';
import {
  columnStepPx,
  resizableSides,
  resizeLimits,
  snappedSize,
  storedSize,
} from '../../../../src/features/dashboard/editMode/resizeSnapping';
import { gridLayout } from '../editing/editingFixtures';

// (1184 + 16) / 12: one column and its gutter are 100 px.
const GRID_WIDTH = 1184;
const ROOMY = { width: { min: 1, max: 12 }, height: { min: 5, max: 100 } };

describe('snappedSize', () => {
  it('one more column per column step, to the nearest step', () => {
    expect(columnStepPx(GRID_WIDTH)).toBe(100);
    expect(snappedSize({ width: 4, height: 50 }, 149, 0, GRID_WIDTH, ROOMY).width).toBe(5);
    expect(snappedSize({ width: 4, height: 50 }, 151, 0, GRID_WIDTH, ROOMY).width).toBe(6);
    expect(snappedSize({ width: 4, height: 50 }, -151, 0, GRID_WIDTH, ROOMY).width).toBe(2);
    expect(snappedSize({ width: 4, height: 50 }, -149, 0, GRID_WIDTH, ROOMY).width).toBe(3);
  });

  it('heights move in 8 px units', () => {
    expect(snappedSize({ width: 4, height: 50 }, 0, 20, GRID_WIDTH, ROOMY).height).toBe(53);
    expect(snappedSize({ width: 4, height: 50 }, 0, -19, GRID_WIDTH, ROOMY).height).toBe(48);
    expect(snappedSize({ width: 4, height: 50 }, 0, 3, GRID_WIDTH, ROOMY).height).toBe(50);
  });

  it('stays within the bounds', () => {
    const limits = { width: { min: 2, max: 6 }, height: { min: 5, max: 100 } };
    expect(snappedSize({ width: 4, height: 50 }, 5000, 5000, GRID_WIDTH, limits)).toEqual({ width: 6, height: 100 });
    expect(snappedSize({ width: 4, height: 50 }, -5000, -5000, GRID_WIDTH, limits)).toEqual({ width: 2, height: 5 });
  });

  it('leaves a side without bounds as it was', () => {
    expect(snappedSize({ width: 4, height: 50 }, 500, 500, GRID_WIDTH, { height: ROOMY.height })).toEqual({
      width: 4,
      height: 100,
    });
    expect(snappedSize({ width: 4, height: 50 }, 500, 500, GRID_WIDTH, { width: ROOMY.width })).toEqual({
      width: 9,
      height: 50,
    });
  });
});

describe('resizeLimits', () => {
  const layout = gridLayout();

  it("a chart's width is bounded by what its row leaves free", () => {
    // ROW-a holds CHART-a (4) and CHART-b (8): neither can grow.
    expect(resizeLimits(layout, 'CHART-a', 'ROW-a')).toEqual({
      width: { min: 1, max: 4 },
      height: { min: 5, max: 100 },
    });
    expect(resizeLimits(layout, 'CHART-b', 'ROW-a').width).toEqual({ min: 1, max: 8 });
  });

  it('inside a column, a row offers the column’s width', () => {
    // ROW-c is in COLUMN-a (6 wide) and holds CHART-c (3).
    expect(resizeLimits(layout, 'CHART-c', 'ROW-c').width).toEqual({ min: 1, max: 6 });
  });

  it('a column cannot shrink below its widest row; it has no height', () => {
    expect(resizeLimits(layout, 'COLUMN-a', 'ROW-b')).toEqual({ width: { min: 3, max: 12 } });
  });

  it('markdown in a column resizes its height only; headers not at all', () => {
    expect(resizeLimits(layout, 'MARKDOWN-a', 'COLUMN-a')).toEqual({ height: { min: 5, max: 100 } });
    expect(resizeLimits(layout, 'HEADER-a', 'GRID_ID')).toEqual({});
  });
});

describe('resizableSides and storedSize', () => {
  it('widths only in rows, heights only for charts and markdown', () => {
    expect(resizableSides('CHART', 'ROW')).toEqual({ width: true, height: true });
    expect(resizableSides('CHART', 'COLUMN')).toEqual({ width: false, height: true });
    expect(resizableSides('COLUMN', 'ROW')).toEqual({ width: true, height: false });
    expect(resizableSides('HEADER', 'GRID')).toEqual({ width: false, height: false });
  });

  it('reads the stored size, with the drawn defaults where it is missing', () => {
    expect(storedSize({ width: 6, height: 30 })).toEqual({ width: 6, height: 30 });
    expect(storedSize({})).toEqual({ width: 4, height: 50 });
  });
});
