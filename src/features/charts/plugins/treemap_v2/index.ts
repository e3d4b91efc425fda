/** Treemap (treemap_v2): a metric as nested rectangles, one level per dimension. */
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import type { ChartPlugin } from '../types';
import { buildTreemapQuery } from './buildQuery';
import { treemapControlPanel } from './controlPanel';
import { transformTreemapProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'treemap_v2',
  name: 'Treemap',
  category: 'Part of a Whole',
  crossFilter: true,
  controlPanel: treemapControlPanel,
  buildQuery: buildTreemapQuery,
  transformProps: transformTreemapProps,
  loadRenderer: loadEChartsRenderer,
};
