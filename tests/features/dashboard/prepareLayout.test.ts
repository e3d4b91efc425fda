// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '../../../src/api/dashboards';
import { prepareLayout } from '../../../src/features/dashboard/layout/prepareLayout';
import { TABBED_POSITIONS } from './layoutFixtures';

const chart = (id: number, name = `Chart ${id}`): DashboardChart => ({
  id,
  slice_name: name,
  form_data: { datasource: '1__table', viz_type: 'table', slice_id: id },
});

describe('the layout a dashboard renders (reference §3.4)', () => {
  it('an empty layout becomes ROOT → GRID, with the title header', () => {
    const layout = prepareLayout(null, [], 'Sales');
    expect(layout.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID?.children).toEqual([]);
    expect(layout.HEADER_ID?.meta.text).toBe('Sales');
  });

  it('charts missing from the layout are appended in rows of width-4 charts, a new row past 12 columns', () => {
    const layout = prepareLayout(null, [chart(1), chart(2), chart(3), chart(4)], 'T');
    const rows = layout.GRID_ID!.children;
    expect(rows).toHaveLength(2);
    expect(layout[rows[0]!]!.children).toHaveLength(3);
    expect(layout[rows[1]!]!.children).toHaveLength(1);
    const first = layout[layout[rows[0]!]!.children[0]!]!;
    expect(first.id).toMatch(/^CHART-explore-1-/);
    expect(first.meta).toMatchObject({ width: 4, height: 50, chartId: 1, sliceName: 'Chart 1' });
    expect(first.parents).toEqual(['ROOT_ID', 'GRID_ID', rows[0]]);
  });

  it('appends missing charts to the first tab of top-level tabs, and leaves placed charts alone', () => {
    const layout = prepareLayout(TABBED_POSITIONS, [chart(1), chart(2), chart(3), chart(9)], 'T');
    const tabChildren = layout['TAB-a']!.children;
    expect(tabChildren).toHaveLength(4);
    const added = layout[tabChildren[3]!]!;
    expect(added.type).toBe('ROW');
    expect(layout[added.children[0]!]!.meta.chartId).toBe(9);
    expect(Object.values(layout).filter((component) => component.meta.chartId === 1)).toHaveLength(1);
  });

  it("syncs chart names with the charts' names and the title header with the title", () => {
    const layout = prepareLayout(TABBED_POSITIONS, [chart(1, 'Fresh name')], 'New title');
    expect(layout['CHART-1']!.meta.sliceName).toBe('Fresh name');
    expect(layout.HEADER_ID!.meta.text).toBe('New title');
    expect(layout['CHART-2']!.meta.sliceNameOverride).toBe('Two, renamed here');
  });

  it('drops the version key and fills missing children lists', () => {
    const layout = prepareLayout(TABBED_POSITIONS, [], 'T');
    expect(layout.DASHBOARD_VERSION_KEY).toBeUndefined();
    expect(layout['TABS-top']!.meta).toEqual({});
    expect(layout.ROOT_ID!.children).toEqual(['TABS-top']);
  });
});
