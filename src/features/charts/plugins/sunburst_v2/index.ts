/** Sunburst (sunburst_v2): a hierarchy of columns as rings, sized by a metric. */
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import type { ChartPlugin } from '../types';
import { buildSunburstQuery } from './buildQuery';
import { sunburstControlPanel } from './controlPanel';
import { transformSunburstProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'sunburst_v2',
  name: 'Sunburst Chart',
  category: 'Part of a Whole',
  crossFilter: true,
  controlPanel: sunburstControlPanel,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  loadRenderer: loadEChartsRenderer,
};
