/** Gauge chart (gauge_chart): a metric against a min/max range, optionally by dimension. */
import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { metricByDimensionsQuery } from '../treemap_v2/buildQuery';
import type { ChartPlugin } from '../types';
import { gaugeControlPanel } from './controlPanel';
import { transformGaugeProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'gauge_chart',
  name: 'Gauge Chart',
  category: 'KPI',
  controlPanel: gaugeControlPanel,
  buildQuery: (formData) => buildQueryContext(formData, (base) => [metricByDimensionsQuery(formData, base, 'groupby')]),
  transformProps: transformGaugeProps,
  loadRenderer: loadEChartsRenderer,
};
