/** Funnel chart: how a metric falls off across the steps of a dimension. */
import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { metricByDimensionsQuery } from '../treemap_v2/buildQuery';
import type { ChartPlugin } from '../types';
import { funnelControlPanel } from './controlPanel';
import { transformFunnelProps } from './transformProps';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'funnel',
  name: 'Funnel Chart',
  category: 'KPI',
  crossFilter: true,
  controlPanel: funnelControlPanel,
  buildQuery: (formData) => buildQueryContext(formData, (base) => [metricByDimensionsQuery(formData, base, 'groupby')]),
  transformProps: transformFunnelProps,
  loadRenderer: loadEChartsRenderer,
};
