import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { buildTimeseriesQuery } from '../timeseries/buildQuery';
import { timeseriesControlPanel } from '../timeseries/controlPanel';
import { transformTimeseriesProps } from '../timeseries/transformProps';
import type { ChartPlugin } from '../types';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'echarts_area',
  name: 'Area Chart',
  category: 'Evolution',
  crossFilter: true,
  drill: true,
  controlPanel: timeseriesControlPanel([
    [{ name: 'stack', config: { type: 'CheckboxControl', label: 'Stack series', default: true, renderTrigger: true } }],
    [
      {
        name: 'opacity',
        config: { type: 'TextControl', label: 'Area chart opacity', default: 0.2, isFloat: true, renderTrigger: true },
      },
    ],
  ]),
  buildQuery: (formData) => buildQueryContext(formData, (base) => [buildTimeseriesQuery(formData, base)]),
  transformProps: (props) => transformTimeseriesProps(props, { seriesType: 'line', area: true }),
  loadRenderer: loadEChartsRenderer,
};
