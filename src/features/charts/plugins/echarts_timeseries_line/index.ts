import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { buildTimeseriesQuery } from '../timeseries/buildQuery';
import { timeseriesControlPanel } from '../timeseries/controlPanel';
import { transformTimeseriesProps } from '../timeseries/transformProps';
import type { ChartPlugin } from '../types';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'echarts_timeseries_line',
  name: 'Line Chart',
  category: 'Evolution',
  crossFilter: true,
  drill: true,
  controlPanel: timeseriesControlPanel([
    [
      {
        name: 'seriesType',
        config: {
          type: 'SelectControl',
          label: 'Series style',
          default: 'line',
          choices: [
            ['line', 'Line'],
            ['smooth', 'Smooth line'],
          ],
          renderTrigger: true,
        },
      },
    ],
    [
      {
        name: 'markerEnabled',
        config: { type: 'CheckboxControl', label: 'Marker', default: false, renderTrigger: true },
      },
    ],
  ]),
  buildQuery: (formData) => buildQueryContext(formData, (base) => [buildTimeseriesQuery(formData, base)]),
  transformProps: (props) => transformTimeseriesProps(props, { seriesType: 'line', area: false }),
  loadRenderer: loadEChartsRenderer,
};
