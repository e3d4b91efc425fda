/**
 * Starting the download of a chart's code as soon as its viz type is known (Explore's reply, a
 * dashboard's chart list), so it arrives while the chart's data is being queried instead of after.
 */
import { echartsPartLoaderOf } from '../components/echartsPartLoaders';
import { preloadChartRenderers } from './registry';

/**
 * The ECharts parts each viz type usually draws with. Only a head start: what is drawn is still
 * decided by the option itself (echartsKinds), so a wrong or missing entry costs time, not a chart.
 */
const ECHARTS_PARTS_BY_VIZ_TYPE: Readonly<Record<string, readonly string[]>> = {
  echarts_timeseries_line: ['line', 'grid'],
  echarts_area: ['line', 'grid'],
  echarts_timeseries_bar: ['bar', 'grid'],
  echarts_timeseries_scatter: ['scatter', 'grid'],
  mixed_timeseries: ['line', 'bar', 'grid'],
  big_number: ['line', 'grid'],
  pie: ['pie'],
  funnel: ['funnel'],
  gauge_chart: ['gauge'],
  heatmap_v2: ['heatmap', 'grid', 'visualMap'],
  sunburst_v2: ['sunburst'],
  treemap_v2: ['treemap'],
  box_plot: ['boxplot', 'scatter', 'grid'],
};

function echartsPartsForVizType(vizType: string): readonly string[] {
  return ECHARTS_PARTS_BY_VIZ_TYPE[vizType] ?? [];
}

/** Downloads (once) the renderers and ECharts parts these viz types draw with; never fails. */
export function preloadChartCode(vizTypes: readonly (string | undefined | null)[]): void {
  preloadChartRenderers(vizTypes);
  const parts = [...new Set(vizTypes.flatMap((vizType) => (vizType ? echartsPartsForVizType(vizType) : [])))];
  if (parts.length === 0) return;
  // The parts' code is fetched now, beside the core's; echartsKinds registers them once the core is in.
  for (const part of parts) echartsPartLoaderOf(part)?.().catch(() => undefined);
  import('../components/echartsKinds').then((kinds) => kinds.loadEChartsParts(parts)).catch(() => undefined);
}
