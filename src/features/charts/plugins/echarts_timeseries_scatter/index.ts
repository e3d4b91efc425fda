import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { buildTimeseriesQuery } from '../timeseries/buildQuery';
import { timeseriesControlPanel } from '../timeseries/controlPanel';
import { transformTimeseriesProps } from '../timeseries/transformProps';
import type { ChartPlugin } from '../types';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'echarts_timeseries_scatter',
  name: 'Scatter Plot',
  category: 'Evolution',
  crossFilter: true,
  drill: true,
  controlPanel: timeseriesControlPanel([]),
  buildQuery: (formData) => buildQueryContext(formData, (base) => [buildTimeseriesQuery(formData, base)]),
  transformProps: (props) => transformTimeseriesProps(props, { seriesType: 'scatter', area: false }),
  loadRenderer: loadEChartsRenderer,
};
