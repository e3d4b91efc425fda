import { buildQueryContext } from '../../buildQueryHelpers';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { buildTimeseriesQuery } from '../timeseries/buildQuery';
import { timeseriesControlPanel } from '../timeseries/controlPanel';
import { transformTimeseriesProps } from '../timeseries/transformProps';
import type { ChartPlugin } from '../types';

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'echarts_timeseries_bar',
  name: 'Bar Chart',
  category: 'Evolution',
  crossFilter: true,
  drill: true,
  controlPanel: timeseriesControlPanel([
    [
      {
        name: 'orientation',
        config: {
          type: 'SelectControl',
          label: 'Bar orientation',
          default: 'vertical',
          choices: [
            ['vertical', 'Vertical'],
            ['horizontal', 'Horizontal'],
          ],
        },
      },
    ],
    [
      {
        name: 'stack',
        config: { type: 'CheckboxControl', label: 'Stack series', default: false, renderTrigger: true },
      },
    ],
  ]),
  buildQuery: (formData) => buildQueryContext(formData, (base) => [buildTimeseriesQuery(formData, base)]),
  transformProps: (props) => transformTimeseriesProps(props, { seriesType: 'bar', area: false }),
  loadRenderer: loadEChartsRenderer,
};
