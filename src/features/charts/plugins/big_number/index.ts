/** Big number with trendline: the latest value of a metric over time, with the series below it. */
import { buildQueryContext, getMetricLabel, metricsOf, normalizeTimeColumn } from '../../buildQueryHelpers';
import type { ChartPlugin } from '../types';
import { getValueFormatter, metricCurrencyFormat } from '../../../../utils/currencyFormat';
import { getNumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import { DEFAULT_FIXED_COLOR } from '../../../../utils/colorSchemes';
import type { BigNumberRenderProps } from '../big_number_total/BigNumber';
import { DTTM_ALIAS } from '../../../../../common/queryObject';

export const plugin: ChartPlugin<BigNumberRenderProps> = {
  vizType: 'big_number',
  name: 'Big Number with Trendline',
  category: 'KPI',
  controlPanel: {
    sections: [
      {
        label: 'Query',
        expanded: true,
        controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters'], ['time_range']],
      },
      {
        label: 'Options',
        expanded: true,
        controlSetRows: [
          [
            {
              name: 'compare_lag',
              config: { type: 'TextControl', label: 'Comparison Period Lag', isInt: true, default: '' },
            },
          ],
          [{ name: 'compare_suffix', config: { type: 'TextControl', label: 'Comparison suffix', default: '' } }],
          [
            {
              name: 'show_trend_line',
              config: { type: 'CheckboxControl', label: 'Show Trend Line', default: true, renderTrigger: true },
            },
          ],
          ['y_axis_format'],
          ['currency_format'],
          ['x_axis_time_format'],
          ['rolling_type'],
          ['rolling_periods', 'min_periods'],
        ],
      },
    ],
  },
  buildQuery: (formData) =>
    buildQueryContext(formData, (base) => {
      const xAxis = (formData.x_axis as string | undefined) ?? (formData.granularity_sqla as string | undefined);
      const metrics = metricsOf(formData, 'metric');
      const label = metrics[0] ? getMetricLabel(metrics[0]) : '';
      const rolling = formData.rolling_type;
      const postProcessing = [
        {
          operation: 'pivot',
          options: {
            index: [xAxis ?? DTTM_ALIAS],
            aggregates: { [label]: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        ...(rolling === 'cumsum'
          ? [{ operation: 'cum', options: { operator: 'sum', columns: { [label]: label } } }]
          : rolling === 'mean' || rolling === 'sum' || rolling === 'std'
            ? [
                {
                  operation: 'rolling',
                  options: {
                    rolling_type: rolling,
                    window: Number(formData.rolling_periods ?? 1) || 1,
                    min_periods: Number(formData.min_periods ?? 0) || 0,
                    columns: { [label]: label },
                  },
                },
              ]
            : []),
        { operation: 'flatten' },
      ];
      return [
        normalizeTimeColumn(
          { ...formData, x_axis: xAxis },
          {
            ...base,
            columns: xAxis ? [xAxis] : [],
            metrics,
            orderby: [],
            post_processing: postProcessing,
            ...(xAxis ? {} : { is_timeseries: true }),
          },
        ),
      ];
    }),
  transformProps: ({ formData, queriesData, datasource }) => {
    const result = queriesData[0];
    const [metric] = metricsOf(formData, 'metric');
    const label = metric ? getMetricLabel(metric) : '';
    const xColumn = result?.colnames.find((name) => name !== label) ?? DTTM_ALIAS;
    const points = (result?.data ?? [])
      .map(
        (row) =>
          [Number(row[xColumn]), row[label] === null || row[label] === undefined ? null : Number(row[label])] as [
            number,
            number | null,
          ],
      )
      .sort((a, b) => a[0] - b[0]);
    const withValues = points.filter((point) => point[1] !== null) as [number, number][];
    const latest = withValues.at(-1);
    const formatValue = getValueFormatter(
      formData.y_axis_format,
      metricCurrencyFormat(formData.currency_format, datasource?.currency_formats, label),
    );
    const formatX = getTimeFormatter(formData.x_axis_time_format as string | undefined);
    const lag = Number(formData.compare_lag);
    let subheader = '';
    if (latest && Number.isInteger(lag) && lag > 0 && withValues.length > lag) {
      const previous = withValues[withValues.length - 1 - lag]![1];
      if (previous !== 0) {
        const change = (latest[1] - previous) / Math.abs(previous);
        subheader =
          `${getNumberFormatter('+.1%')(change)} ${typeof formData.compare_suffix === 'string' ? formData.compare_suffix : ''}`.trim();
      }
    }
    return {
      headline: latest ? formatValue(latest[1]) : 'No data',
      subheader,
      trendline:
        formData.show_trend_line === false || points.length === 0
          ? null
          : {
              animation: false,
              grid: { left: 0, right: 0, top: 4, bottom: 0 },
              xAxis: { type: 'time', show: false },
              yAxis: { type: 'value', show: false, scale: true },
              tooltip: {
                trigger: 'axis',
                formatter: (params: { value: [number, number] }[]) =>
                  params[0] ? `${formatX(params[0].value[0])}: ${formatValue(params[0].value[1])}` : '',
              },
              series: [
                {
                  type: 'line',
                  data: points,
                  showSymbol: false,
                  lineStyle: { color: DEFAULT_FIXED_COLOR },
                  areaStyle: { color: DEFAULT_FIXED_COLOR, opacity: 0.2 },
                },
              ],
            },
    };
  },
  loadRenderer: () => import('../big_number_total/BigNumber'),
};
