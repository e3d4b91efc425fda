/** Heatmap (heatmap_v2): a metric over an x-axis and a y dimension, on a linear colour scheme. */
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import type { ChartPlugin } from '../types';
import { buildHeatmapQuery } from './buildQuery';
import { heatmapControlPanel } from './controlPanel';
import { transformHeatmapProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'heatmap_v2',
  name: 'Heatmap',
  category: 'Correlation',
  crossFilter: true,
  controlPanel: heatmapControlPanel,
  buildQuery: buildHeatmapQuery,
  transformProps: transformHeatmapProps,
  loadRenderer: loadEChartsRenderer,
};
