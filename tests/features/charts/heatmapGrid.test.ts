// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';

registerAllChartPlugins();

const result: ChartDataQueryResult = {
  colnames: ['channel', 'region', 'count', 'rank'],
  coltypes: [1, 1, 0, 0],
  data: [
    { channel: 'Online', region: 'Europe', count: 10, rank: 1 },
    { channel: 'Retail', region: 'Europe', count: 4, rank: 0.5 },
  ],
  rowcount: 2,
};

const gridFor = (margins: Record<string, unknown>) => {
  const props = getChartPlugin('heatmap_v2')!.transformProps({
    formData: {
      datasource: '1__table',
      viz_type: 'heatmap_v2',
      x_axis: 'channel',
      groupby: 'region',
      metric: 'count',
      ...margins,
    },
    queriesData: [result],
    datasource: null,
    width: 600,
    height: 400,
  }) as { option: { grid: Record<string, unknown> } };
  return props.option.grid;
};

describe('heatmap_v2 grid margins', () => {
  it("leaves ECharts' own bottom and left offsets for 'auto' (no undefined keys that would override them)", () => {
    const grid = gridFor({ bottom_margin: 'auto', left_margin: 'auto' });
    expect('bottom' in grid).toBe(false);
    expect('left' in grid).toBe(false);
    expect(grid).toMatchObject({ containLabel: true });
  });

  it('uses the margins chosen in pixels', () => {
    expect(gridFor({ bottom_margin: 100, left_margin: '75' })).toMatchObject({ bottom: 100, left: 75 });
  });
});
