/**
 * Funnel: one step per row, in the query's order (sorted by the metric when asked), each step's
 * percent taken from the first step, the previous step or the total (`percent_calculation_type`).
 */
import { categoricalColorScaleFor } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import { categoryLabelOf, EMPTY_RESULT, escapeHtml } from '../treemap_v2/categoryLabels';
import type { ChartProps } from '../types';
import { crossFilterByLabel } from '../../crossFilterECharts';
import { DIMMED_OPACITY, isDimmed, selectedLabelsOf } from '../../crossFilterRules';

const PERCENT_FORMAT = ',.2%';

interface FunnelStep {
  name: string;
  value: number | null;
  /** Share against the chosen base; null when it cannot be computed (no value, base 0). */
  percent: number | null;
  itemStyle: { color: string; opacity?: number };
}

function ratio(value: number | null, base: number | null | undefined): number | null {
  if (value === null || base === null || base === undefined || base === 0) return null;
  return value / base;
}

/** Each value's percent against the first step, the previous step or the total. */
export function funnelPercents(values: readonly (number | null)[], calculation: string): (number | null)[] {
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return values.map((value, index) => {
    if (calculation === 'total') return ratio(value, total);
    if (calculation === 'prev_step') return index === 0 ? (value === null ? null : 1) : ratio(value, values[index - 1]);
    return ratio(value, values[0]);
  });
}

function formatFunnelLabel(
  step: { name: string; value: number | null; percent: number | null },
  labelType: string,
  formatValue: NumberFormatter,
): string {
  const value = formatValue(step.value);
  const percent = step.percent === null ? '' : getNumberFormatter(PERCENT_FORMAT)(step.percent);
  switch (labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${step.name}: ${value}`;
    case 'key_percent':
      return `${step.name}: ${percent}`;
    case 'key_value_percent':
      return `${step.name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return step.name;
  }
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function transformFunnelProps({ formData, queriesData, filterState }: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = columnsOf(formData, 'groupby');
  const dimensions = groupby.map(getColumnLabel);
  const color = categoricalColorScaleFor(formData);
  const formatValue = getNumberFormatter(formData.number_format as string | undefined);
  const values = result.data.map((row) => toNumber(row[metricLabel]));
  const percents = funnelPercents(values, (formData.percent_calculation_type as string | undefined) ?? 'first_step');
  const selected = selectedLabelsOf(filterState);
  // Step label → the step's raw groupby values, for the cross-filter a click emits.
  const labelMap = new Map<string, unknown[]>();
  const steps: FunnelStep[] = result.data.map((row, index) => {
    const name = dimensions.length ? categoryLabelOf(row, dimensions, {}) : metricLabel;
    labelMap.set(
      name,
      dimensions.map((dimension) => row[dimension]),
    );
    const itemStyle = isDimmed(name, selected)
      ? { color: color(name), opacity: DIMMED_OPACITY }
      : { color: color(name) };
    return { name, value: values[index] ?? null, percent: percents[index] ?? null, itemStyle };
  });
  const labelType = (formData.label_type as string | undefined) ?? 'key';
  const tooltipLabelType = (formData.tooltip_label_type as string | undefined) ?? 'key_value_percent';
  const showLegend = formData.show_legend !== false;

  return {
    option: {
      animation: false,
      legend: { show: showLegend, type: 'scroll', top: 0, data: steps.map((step) => step.name) },
      tooltip: {
        show: formData.show_tooltip_labels !== false,
        trigger: 'item',
        // ECharts puts a formatter's text into the tooltip as HTML; the step names are data.
        formatter: (params: { data: FunnelStep }) =>
          escapeHtml(formatFunnelLabel(params.data, tooltipLabelType, formatValue)),
      },
      series: [
        {
          type: 'funnel',
          top: showLegend ? 40 : 16,
          bottom: 16,
          minSize: '0%',
          maxSize: '100%',
          sort: 'descending',
          orient: 'vertical',
          gap: 0,
          funnelAlign: 'center',
          labelLine: { show: false },
          label: {
            show: formData.show_labels !== false,
            position: 'inner',
            textBorderColor: 'transparent',
            formatter: (params: { data: FunnelStep }) => formatFunnelLabel(params.data, labelType, formatValue),
          },
          emphasis: { label: { show: true, fontWeight: 'bold' } },
          data: steps,
        },
      ],
    },
    crossFilterOf: crossFilterByLabel(groupby, labelMap, (datum) => datum.name),
  };
}
