import { buildQueryContext, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { ChartPlugin } from '../types';
import { getValueFormatter, metricCurrencyFormat } from '../../../../utils/currencyFormat';
import type { BigNumberRenderProps } from './BigNumber';

export const plugin: ChartPlugin<BigNumberRenderProps> = {
  vizType: 'big_number_total',
  name: 'Big Number',
  category: 'KPI',
  controlPanel: {
    sections: [
      { label: 'Query', expanded: true, controlSetRows: [['metric'], ['adhoc_filters'], ['time_range']] },
      {
        label: 'Chart Options',
        expanded: true,
        controlSetRows: [
          [
            {
              name: 'subheader',
              config: { type: 'TextControl', label: 'Subheader', default: '', renderTrigger: true },
            },
          ],
          ['y_axis_format'],
          ['currency_format'],
        ],
      },
    ],
  },
  buildQuery: (formData) =>
    buildQueryContext(formData, (base) => [
      { ...base, metrics: metricsOf(formData, 'metric'), columns: [], orderby: [] },
    ]),
  transformProps: ({ formData, queriesData, datasource }) => {
    const [metric] = metricsOf(formData, 'metric');
    const label = metric ? getMetricLabel(metric) : (queriesData[0]?.colnames[0] ?? '');
    const raw = queriesData[0]?.data[0]?.[label];
    const value = typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number(raw);
    return {
      headline:
        value === null
          ? 'No data'
          : getValueFormatter(
              formData.y_axis_format,
              metricCurrencyFormat(formData.currency_format, datasource?.currency_formats, label),
            )(value),
      subheader: typeof formData.subheader === 'string' ? formData.subheader : '',
      trendline: null,
    };
  },
  loadRenderer: () => import('./BigNumber'),
};
