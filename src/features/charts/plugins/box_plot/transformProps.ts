/**
 * Box plot: one box per dimension group (and metric, with several metrics) from the `boxplot`
 * post-processing columns `<metric>__min/__q1/__median/__q3/__max/__mean/__count/__outliers`,
 * with each group's outliers as a scatter series.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';
import { categoricalColorScaleFor } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import { categoryLabelOf, coltypesOf, EMPTY_RESULT, escapeHtml } from '../treemap_v2/categoryLabels';
import type { ChartProps } from '../types';
import { DIMMED_OPACITY, groupbyCrossFilterMask, isDimmed, selectedLabelsOf } from '../../crossFilterRules';

interface BoxStats {
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  mean: number | null;
  count: number | null;
  outliers: number[];
}

interface BoxItem {
  name: string;
  /** ECharts' box: [min, Q1, median, Q3, max]. */
  value: (number | null)[];
  stats: BoxStats;
  itemStyle: { color: string; borderColor: string; opacity: number };
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The outliers cell: a list of numbers (a JSON string of one is read too). */
function outliersOf(value: unknown): number[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(numberOrNull).filter((number): number is number => number !== null) : [];
}

function boxStatsOf(row: Record<string, ChartDataCell>, metric: string): BoxStats {
  const stat = (name: string) => numberOrNull(row[`${metric}__${name}`]);
  return {
    min: stat('min'),
    q1: stat('q1'),
    median: stat('median'),
    q3: stat('q3'),
    max: stat('max'),
    mean: stat('mean'),
    count: stat('count'),
    outliers: outliersOf(row[`${metric}__outliers`] as unknown),
  };
}

function formatBoxTooltip(item: Pick<BoxItem, 'name' | 'stats'>, formatNumber: NumberFormatter): string {
  const { stats } = item;
  const lines = [
    `Max: ${formatNumber(stats.max)}`,
    `3rd Quartile: ${formatNumber(stats.q3)}`,
    `Mean: ${formatNumber(stats.mean)}`,
    `Median: ${formatNumber(stats.median)}`,
    `1st Quartile: ${formatNumber(stats.q1)}`,
    `Min: ${formatNumber(stats.min)}`,
    `# Observations: ${formatNumber(stats.count)}`,
  ];
  if (stats.outliers.length > 0) lines.push(`# Outliers: ${formatNumber(stats.outliers.length)}`);
  return `${item.name ? `<p><strong>${escapeHtml(item.name)}</strong></p>` : ''}${lines.join('<br/>')}`;
}

const X_TICK_ROTATION: Record<string, number> = { '45°': -45, '90°': -90, flat: 0, staggered: -45 };

export function transformBoxPlotProps({ formData, queriesData, filterState }: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const metrics = metricsOf(formData, 'metrics').map(getMetricLabel);
  const groupby = columnsOf(formData, 'groupby');
  const dimensions = groupby.map(getColumnLabel);
  const coltypes = coltypesOf(result);
  const color = categoricalColorScaleFor(formData);
  const formatNumber = getNumberFormatter(formData.number_format as string | undefined);
  const formatTime = getTimeFormatter(formData.date_format as string | undefined);

  const boxes: BoxItem[] = [];
  const outlierSeries: Record<string, unknown>[] = [];
  const selected = selectedLabelsOf(filterState);
  // Box name → its group's label and raw dimension values; a click filters on the group.
  const groups = new Map<string, { label: string; values: unknown[] }>();
  for (const row of result.data) {
    const groupLabel = categoryLabelOf(row, dimensions, coltypes, { time: formatTime });
    const dimmed = isDimmed(groupLabel, selected);
    for (const metric of metrics) {
      const name = metrics.length === 1 ? groupLabel : [groupLabel, metric].filter(Boolean).join(', ');
      const stats = boxStatsOf(row, metric);
      groups.set(name, { label: groupLabel, values: dimensions.map((dimension) => row[dimension]) });
      boxes.push({
        name,
        value: [stats.min, stats.q1, stats.median, stats.q3, stats.max],
        stats,
        itemStyle: { color: color(groupLabel), borderColor: color(groupLabel), opacity: dimmed ? DIMMED_OPACITY : 0.6 },
      });
      outlierSeries.push({
        name: 'outlier',
        type: 'scatter',
        data: stats.outliers.map((value) => [name, value]),
        itemStyle: dimmed ? { color: color(groupLabel), opacity: DIMMED_OPACITY } : { color: color(groupLabel) },
        tooltip: {
          formatter: (params: { data: [string, number] }) =>
            `${dimensions.length ? `<p><strong>${escapeHtml(params.data[0])}</strong></p>` : ''}${formatNumber(params.data[1])}`,
        },
      });
    }
  }

  const rotation = X_TICK_ROTATION[String(formData.x_ticks_layout)];
  return {
    option: {
      animation: false,
      grid: { left: 16, right: 24, top: 24, bottom: 16, containLabel: true },
      xAxis: {
        type: 'category',
        data: boxes.map((box) => box.name),
        axisLabel: rotation === undefined ? { show: true } : { rotate: rotation },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatNumber(value) } },
      tooltip: { trigger: 'item', axisPointer: { type: 'shadow' } },
      series: [
        {
          name: 'boxplot',
          type: 'boxplot',
          data: boxes,
          tooltip: {
            formatter: (params: { dataIndex: number }) =>
              boxes[params.dataIndex] ? formatBoxTooltip(boxes[params.dataIndex]!, formatNumber) : '',
          },
        },
        ...outlierSeries,
      ],
    },
    crossFilterOf: groupby.length
      ? (datum) => {
          // An outlier's data is [box name, value]; a box's name is the box name.
          const name = Array.isArray(datum.data) ? String(datum.data[0]) : datum.name;
          const group = name === undefined ? undefined : groups.get(name);
          return group ? groupbyCrossFilterMask(groupby, group.values, group.label) : null;
        }
      : undefined,
  };
}
