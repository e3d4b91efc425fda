/** Pie (and donut): a metric split by dimensions. */
import { buildQueryContext, columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import { categoricalColorScaleFor } from '../../../../utils/colorSchemes';
import { getValueFormatter, metricCurrencyFormat } from '../../../../utils/currencyFormat';
import { loadEChartsRenderer, type EChartsRenderProps } from '../echartsTypes';
import { crossFilterByLabel } from '../../crossFilterECharts';
import { drillPointByLabel } from '../../drill/drillPoints';
import { DIMMED_OPACITY, isDimmed, selectedLabelsOf } from '../../crossFilterRules';
import type { ChartPlugin } from '../types';
import { LEGEND_CONTROL_ROWS } from '../timeseries/legendControls';
import { gridWithLegend, legendOption } from '../timeseries/legendAndAxisBounds';

/** The pie's box: the legend's side leaves it room (the grid's rule, with no other margin). */
function pieBoxWithLegend(formData: Readonly<Record<string, unknown>>) {
  const { top, bottom, left, right } = gridWithLegend(formData, formData.show_legend !== false, {
    top: 0,
    bottom: 0,
    left: 0,
    right: 0,
  });
  return { top, bottom, left, right };
}

export const plugin: ChartPlugin<EChartsRenderProps> = {
  vizType: 'pie',
  name: 'Pie Chart',
  category: 'Part of a Whole',
  crossFilter: true,
  drill: true,
  controlPanel: {
    sections: [
      {
        label: 'Query',
        expanded: true,
        controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['time_range'], ['row_limit'], ['sort_by_metric']],
      },
      {
        label: 'Chart Options',
        expanded: true,
        controlSetRows: [
          ['color_scheme'],
          ['show_legend'],
          ...LEGEND_CONTROL_ROWS,
          [{ name: 'donut', config: { type: 'CheckboxControl', label: 'Donut', default: false, renderTrigger: true } }],
          [
            {
              name: 'show_labels',
              config: { type: 'CheckboxControl', label: 'Show labels', default: true, renderTrigger: true },
            },
          ],
          [
            {
              name: 'label_type',
              config: {
                type: 'SelectControl',
                label: 'Label Type',
                default: 'key',
                renderTrigger: true,
                choices: [
                  ['key', 'Category Name'],
                  ['value', 'Value'],
                  ['percent', 'Percentage'],
                  ['key_value', 'Category and Value'],
                  ['key_percent', 'Category and Percentage'],
                  ['key_value_percent', 'Category, Value and Percentage'],
                ],
              },
            },
          ],
          ['number_format'],
          ['currency_format'],
        ],
      },
    ],
  },
  buildQuery: (formData) =>
    buildQueryContext(formData, (base) => {
      const metrics = metricsOf(formData, 'metric');
      return [
        {
          ...base,
          columns: columnsOf(formData, 'groupby'),
          metrics,
          orderby: formData.sort_by_metric !== false && metrics[0] ? [[metrics[0], false]] : [],
        },
      ];
    }),
  transformProps: ({ formData, queriesData, filterState, datasource }) => {
    const result = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
    const [metric] = metricsOf(formData, 'metric');
    const metricLabel = metric ? getMetricLabel(metric) : '';
    const groupby = columnsOf(formData, 'groupby');
    const dimensions = groupby.map(getColumnLabel);
    const color = categoricalColorScaleFor(formData);
    const formatValue = getValueFormatter(
      formData.number_format,
      metricCurrencyFormat(formData.currency_format, datasource?.currency_formats, metricLabel),
    );
    const selected = selectedLabelsOf(filterState);
    // Slice label → the slice's raw groupby values, for the cross-filter a click emits.
    const labelMap = new Map<string, unknown[]>();
    const data = result.data.map((row) => {
      const name = dimensions.map((dimension) => String(row[dimension] ?? '<NULL>')).join(', ') || metricLabel;
      labelMap.set(
        name,
        dimensions.map((dimension) => row[dimension]),
      );
      const itemStyle = isDimmed(name, selected)
        ? { color: color(name), opacity: DIMMED_OPACITY }
        : { color: color(name) };
      return { name, value: Number(row[metricLabel] ?? 0), itemStyle };
    });
    const labelType = (formData.label_type as string | undefined) ?? 'key';
    const labelFormatter = (params: { name: string; value: number; percent: number }) => {
      const percent = `${params.percent.toFixed(2)}%`;
      const value = formatValue(params.value);
      const parts: Record<string, string> = {
        key: params.name,
        value,
        percent,
        key_value: `${params.name}: ${value}`,
        key_percent: `${params.name}: ${percent}`,
        key_value_percent: `${params.name}: ${value} (${percent})`,
      };
      return parts[labelType] ?? params.name;
    };
    return {
      option: {
        animation: false,
        legend: legendOption(formData, formData.show_legend !== false),
        tooltip: { trigger: 'item', valueFormatter: (value: number) => formatValue(value) },
        series: [
          {
            type: 'pie',
            radius: formData.donut ? ['30%', '70%'] : [0, '70%'],
            ...pieBoxWithLegend(formData),
            data,
            label: { show: formData.show_labels !== false, formatter: labelFormatter },
          },
        ],
      },
      crossFilterOf: crossFilterByLabel(groupby, labelMap, (datum) => datum.name),
      drillPointOf: drillPointByLabel(groupby, labelMap, (datum) => datum.name),
    };
  },
  loadRenderer: loadEChartsRenderer,
};
