/**
 * Sunburst: one ring per hierarchy column, arcs sized by the primary metric; coloured by category,
 * or — with a secondary metric — on the linear scheme by secondary/primary ratio.
 */
import { categoricalColorScaleFor, getSequentialScheme } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import type { QueryMetric } from '../../../../api/chartDataTypes';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import { coltypesOf, EMPTY_RESULT, escapeHtml, formatCategoryName } from '../treemap_v2/categoryLabels';
import { treeBuilder, type TreeNode } from '../treemap_v2/treeBuilder';
import {
  clickedTreeLabels,
  isTreeNodeDimmed,
  treeCrossFilterMask,
  treePathKey,
  type TreePath,
} from '../treemap_v2/treeCrossFilter';
import { DIMMED_OPACITY, selectedLabelsOf } from '../../crossFilterRules';
import type { ChartProps } from '../types';
import { colorsByRatio } from './controlPanel';
import { createLinearColorScale } from './linearColorScale';

const PERCENT_FORMAT = ',.2%';
const PADDING = { top: 12, right: 4, bottom: 12, left: 4 };

interface SunburstNodeOption {
  name: string;
  value: number;
  secondaryValue: number;
  itemStyle: { color: string; opacity?: number };
  children?: SunburstNodeOption[];
}

/** [min, max] of a node measure over the whole tree, starting from [0, 0] as Superset does. */
function linearDomainOf(nodes: readonly TreeNode[], measure: (node: TreeNode) => number): [number, number] {
  let min = 0;
  let max = 0;
  const visit = (level: readonly TreeNode[]) => {
    for (const node of level) {
      if (node.children?.length) visit(node.children);
      const value = measure(node);
      if (Number.isFinite(value)) {
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
    }
  };
  visit(nodes);
  return [min, max];
}

function formatSunburstLabel(name: string, value: number, labelType: string, formatValue: NumberFormatter): string {
  if (labelType === 'value') return formatValue(value);
  if (labelType === 'key_value') return `${name}: ${formatValue(value)}`;
  return name;
}

interface SunburstTooltipParams {
  data: SunburstNodeOption;
  treePathInfo?: { name: string; value: number }[];
}

function formatSunburstTooltip(
  { data, treePathInfo = [] }: SunburstTooltipParams,
  context: {
    formatValue: NumberFormatter;
    totalValue: number;
    metricLabel: string;
    secondaryMetricLabel?: string;
    byRatio: boolean;
  },
): string {
  const percent = getNumberFormatter(PERCENT_FORMAT);
  const lines = [
    `<div style="font-weight: 700">${escapeHtml(data.name)}</div>`,
    `<div>${percent(data.value / context.totalValue)} of total</div>`,
  ];
  const parent = treePathInfo.length > 2 ? treePathInfo[treePathInfo.length - 2] : undefined;
  if (parent) lines.push(`<div>${percent(data.value / parent.value)} of ${escapeHtml(parent.name)}</div>`);
  const secondary = context.byRatio
    ? `, ${escapeHtml(context.secondaryMetricLabel ?? '')}: ${context.formatValue(data.secondaryValue)}`
    : '';
  lines.push(`<div>${escapeHtml(context.metricLabel)}: ${context.formatValue(data.value)}${secondary}</div>`);
  if (context.byRatio)
    lines.push(
      `<div>${escapeHtml(context.metricLabel)}/${escapeHtml(context.secondaryMetricLabel ?? '')}: ${percent(data.secondaryValue / data.value)}</div>`,
    );
  return lines.join('');
}

export function transformSunburstProps({
  formData,
  queriesData,
  width,
  height,
  filterState,
}: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const [metric] = metricsOf(formData, 'metric');
  const secondaryMetric = formData.secondary_metric as QueryMetric | null | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const byRatio = colorsByRatio(formData);
  const secondaryMetricLabel = secondaryMetric ? getMetricLabel(secondaryMetric) : undefined;
  const hierarchy = columnsOf(formData, 'columns');
  const columns = hierarchy.map(getColumnLabel);
  const coltypes = coltypesOf(result);
  const formatValue = getNumberFormatter(formData.number_format as string | undefined);
  const formatTime = getTimeFormatter(formData.date_format as string | undefined);
  const labelType = (formData.label_type as string | undefined) ?? 'key';
  const showLabels = formData.show_labels !== false;
  const threshold = Number(formData.show_labels_threshold ?? 5);

  const tree = treeBuilder(result.data, columns, metricLabel, byRatio ? secondaryMetricLabel : undefined);
  const totalValue = tree.reduce((total, node) => total + node.value, 0);
  const categorical = categoricalColorScaleFor(formData);
  const linear = byRatio
    ? createLinearColorScale(
        getSequentialScheme(formData.linear_color_scheme as string | undefined).colors,
        linearDomainOf(tree, (node) => node.secondaryValue / node.value),
      )
    : null;
  if (!linear) categorical(metricLabel);

  const selected = selectedLabelsOf(filterState);
  // Node path → its labels and raw values: any ring's node cross-filters on its path.
  const paths = new Map<string, TreePath>();
  const toOption = (nodes: readonly TreeNode[], parent: TreePath): SunburstNodeOption[] =>
    nodes.map((node) => {
      const name = formatCategoryName(node.name, coltypes[node.groupBy], { number: formatValue, time: formatTime });
      const path = { labels: [...parent.labels, name], values: [...parent.values, node.name] };
      const key = treePathKey(path.labels);
      paths.set(key, path);
      const color = linear ? linear(node.secondaryValue / node.value) : categorical(name);
      return {
        name,
        value: node.value,
        secondaryValue: node.secondaryValue,
        itemStyle: isTreeNodeDimmed(key, selected) ? { color, opacity: DIMMED_OPACITY } : { color },
        ...(node.children?.length ? { children: toOption(node.children, path) } : {}),
      };
    });

  const radius = Math.max(0, Math.min(width - PADDING.left - PADDING.right, height - PADDING.top - PADDING.bottom) / 2);
  return {
    option: {
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (params: SunburstTooltipParams) =>
          formatSunburstTooltip(params, { formatValue, totalValue, metricLabel, secondaryMetricLabel, byRatio }),
      },
      ...(formData.show_total
        ? {
            title: {
              text: `Total: ${formatValue(totalValue)}`,
              left: 'center',
              top: 'center',
              textStyle: { fontSize: 16, fontWeight: 'bold' },
            },
          }
        : {}),
      series: [
        {
          type: 'sunburst',
          ...PADDING,
          nodeClick: false,
          emphasis: { focus: 'ancestor', label: { show: showLabels } },
          label: {
            show: showLabels,
            width: (radius * 0.6) / (columns.length || 1),
            minAngle: (Number.isFinite(threshold) ? threshold : 0) * 3.6,
            overflow: 'breakAll',
            formatter: (params: { name: string; value: number }) =>
              formatSunburstLabel(params.name, params.value, labelType, formatValue),
          },
          radius: [radius * 0.3, radius],
          data: toOption(tree, { labels: [], values: [] }),
        },
      ],
    },
    crossFilterOf: hierarchy.length
      ? (datum) => treeCrossFilterMask(hierarchy, paths, clickedTreeLabels(datum, false))
      : undefined,
  };
}
