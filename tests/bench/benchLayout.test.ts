// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rowsLayout, type BenchLayoutComponent } from '../../bench/dashboard/benchLayout';

const charts = Array.from({ length: 7 }, (_, index) => ({ id: 100 + index, sliceName: `Chart ${index}` }));

function component(layout: ReturnType<typeof rowsLayout>, id: string): BenchLayoutComponent {
  const found = layout[id];
  if (typeof found !== 'object') throw new Error(`no component ${id}`);
  return found;
}

describe('rowsLayout', () => {
  it('puts the charts three to a row under the grid, in order', () => {
    const layout = rowsLayout('Bench', charts);
    const grid = component(layout, 'GRID_ID');
    expect(grid.children).toEqual(['ROW-bench-1', 'ROW-bench-2', 'ROW-bench-3']);
    expect(component(layout, 'ROW-bench-1').children).toEqual([
      'CHART-bench-100',
      'CHART-bench-101',
      'CHART-bench-102',
    ]);
    expect(component(layout, 'ROW-bench-3').children).toEqual(['CHART-bench-106']);
    expect(component(layout, 'ROOT_ID').children).toEqual(['GRID_ID']);
  });

  it('gives every chart its id, name, size and ancestors', () => {
    const layout = rowsLayout('Bench', charts);
    const chart = component(layout, 'CHART-bench-104');
    expect(chart.type).toBe('CHART');
    expect(chart.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-bench-2']);
    expect(chart.meta).toEqual({ chartId: 104, width: 4, height: 50, sliceName: 'Chart 4' });
    expect(layout.DASHBOARD_VERSION_KEY).toBe('v2');
  });
});
