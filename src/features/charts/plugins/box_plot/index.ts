/** Box plot (box_plot): each metric's distribution per dimension group, via the `boxplot` operation. */
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import type { ChartPlugin } from '../types';
import { buildBoxPlotQuery } from './buildQuery';
import { boxPlotControlPanel } from './controlPanel';
import { transformBoxPlotProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'box_plot',
  name: 'Box Plot',
  category: 'Distribution',
  crossFilter: true,
  controlPanel: boxPlotControlPanel,
  buildQuery: buildBoxPlotQuery,
  transformProps: transformBoxPlotProps,
  loadRenderer: loadEChartsRenderer,
};
