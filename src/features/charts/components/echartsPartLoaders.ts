/**
 * Where each part of ECharts beyond the core comes from (echartsKinds.ts registers them). Apart
 * from echartsKinds, which needs ECharts' core, so that a page can start these downloads before
 * the core has arrived: the browser fetches a part and the core side by side, not one after the
 * other.
 */
import type { use } from 'echarts/core';

type EChartsExtensions = Parameters<typeof use>[0];
type PartLoader = () => Promise<{ default: EChartsExtensions }>;

const PART_LOADERS: Readonly<Record<string, PartLoader>> = {
  // Series kinds.
  line: () => import('./echartsKinds/line'),
  bar: () => import('./echartsKinds/bar'),
  scatter: () => import('./echartsKinds/scatter'),
  pie: () => import('./echartsKinds/pie'),
  funnel: () => import('./echartsKinds/funnel'),
  gauge: () => import('./echartsKinds/gauge'),
  heatmap: () => import('./echartsKinds/heatmap'),
  sunburst: () => import('./echartsKinds/sunburst'),
  treemap: () => import('./echartsKinds/treemap'),
  boxplot: () => import('./echartsKinds/boxplot'),
  // Components.
  grid: () => import('./echartsKinds/grid'),
  dataZoom: () => import('./echartsKinds/dataZoom'),
  visualMap: () => import('./echartsKinds/visualMap'),
  markLine: () => import('./echartsKinds/markLine'),
  markArea: () => import('./echartsKinds/markArea'),
  svgRenderer: () => import('./echartsKinds/svgRenderer'),
};

/** The loader of a part by name ('pie', 'grid', …); undefined for a name ECharts must know itself. */
export function echartsPartLoaderOf(part: string): PartLoader | undefined {
  return Object.hasOwn(PART_LOADERS, part) ? PART_LOADERS[part] : undefined;
}
