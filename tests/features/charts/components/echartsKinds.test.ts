// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  echartsPartsOf,
  loadEChartsParts,
  missingEChartsParts,
} from '../../../../src/features/charts/components/echartsKinds';
import { echartsPartLoaderOf } from '../../../../src/features/charts/components/echartsPartLoaders';

describe('the ECharts parts an option draws with', () => {
  it('names every series kind once, and the grid when the option has axes', () => {
    const parts = echartsPartsOf({
      xAxis: { type: 'time' },
      yAxis: [{ type: 'value' }],
      series: [{ type: 'line' }, { type: 'bar' }, { type: 'line' }],
    });
    expect(parts.sort()).toEqual(['bar', 'grid', 'line']);
  });

  it('needs no grid for a pie, and data zoom or a visual map only when asked for', () => {
    expect(echartsPartsOf({ series: { type: 'pie' } })).toEqual(['pie']);
    expect(
      echartsPartsOf({ series: [{ type: 'heatmap' }], xAxis: {}, yAxis: {}, visualMap: { min: 0 } }).sort(),
    ).toEqual(['grid', 'heatmap', 'visualMap']);
    expect(echartsPartsOf({ series: [], dataZoom: [] })).toEqual([]);
    expect(echartsPartsOf({ series: [], dataZoom: [{ type: 'slider' }] })).toEqual(['dataZoom']);
  });

  it('downloads a part once and then no longer counts it missing; unknown kinds are not ours to load', async () => {
    expect(missingEChartsParts(['funnel', 'no-such-kind'])).toEqual(['funnel']);
    await Promise.all([loadEChartsParts(['funnel']), loadEChartsParts(['funnel'])]);
    expect(missingEChartsParts(['funnel', 'no-such-kind'])).toEqual([]);
  });
});

describe('where each ECharts part comes from', () => {
  it('knows the series kinds and components by name, and nothing inherited from Object', async () => {
    expect(echartsPartLoaderOf('pie')).toBeTypeOf('function');
    expect(echartsPartLoaderOf('grid')).toBeTypeOf('function');
    expect(echartsPartLoaderOf('toString')).toBeUndefined();
    expect(echartsPartLoaderOf('no-such-kind')).toBeUndefined();
    const pie = await echartsPartLoaderOf('pie')!();
    expect(pie.default).toBeDefined();
  });
});
