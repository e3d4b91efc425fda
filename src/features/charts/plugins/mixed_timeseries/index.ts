/** Mixed chart (mixed_timeseries): two timeseries queries on one x-axis and two y-axes. */
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import type { ChartPlugin } from '../types';
import { buildMixedTimeseriesQuery } from './buildQuery';
import { mixedTimeseriesControlPanel } from './controlPanel';
import { transformMixedTimeseriesProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'mixed_timeseries',
  name: 'Mixed Chart',
  category: 'Evolution',
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  loadRenderer: loadEChartsRenderer,
};
