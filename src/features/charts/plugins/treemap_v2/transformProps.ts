/**
 * Treemap: the metric as nested rectangles, one level per dimension, under a root named after the
 * metric; parents take the first-level colours of the scheme, leaves their parent's shades.
 */
import { categoricalColorScaleFor, DEFAULT_FIXED_COLOR } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import type { ChartProps } from '../types';
import { coltypesOf, EMPTY_RESULT, escapeHtml, formatCategoryName } from './categoryLabels';
import { treeBuilder, type TreeNode } from './treeBuilder';
import { DIMMED_OPACITY, selectedLabelsOf } from '../../crossFilterRules';
import {
  clickedTreeLabels,
  isTreeNodeDimmed,
  treeCrossFilterMask,
  treePathKey,
  type TreePath,
} from './treeCrossFilter';

const COLOR_SATURATION = [0.7, 0.4];
const BORDER_WIDTH = 2;
const GAP_WIDTH = 2;
const BORDER_COLOR = '#fff';
const LABEL_FONTSIZE = 11;
const PERCENT_FORMAT = ',.2%';

interface TreemapNodeOption {
  name: string;
  value?: number;
  children?: TreemapNodeOption[];
  colorSaturation?: number[];
  itemStyle?: Record<string, unknown>;
  upperLabel?: { show: boolean };
}

function formatTreemapLabel(name: string, value: number, labelType: string, formatValue: NumberFormatter): string {
  if (labelType === 'value') return formatValue(value);
  if (labelType === 'key_value') return `${name}: ${formatValue(value)}`;
  return name;
}

interface TreePathStep {
  name: string;
  value: number | number[];
}

/** 'a ▸ b' then 'metric: value (share of the parent)'; the first named step is the metric root. */
export function formatTreemapTooltip(treePathInfo: readonly TreePathStep[], formatValue: NumberFormatter): string {
  const named = treePathInfo.filter((step) => step.name !== '');
  const [root, ...path] = named;
  const current = treePathInfo[treePathInfo.length - 1];
  const parent = treePathInfo[treePathInfo.length - 2];
  const currentValue = Number(current?.value ?? 0);
  const parentValue = Number(parent?.value ?? 0);
  const share = parent ? getNumberFormatter(PERCENT_FORMAT)(parentValue ? currentValue / parentValue : 0) : '';
  return [
    `<div>${path.map((step) => escapeHtml(step.name)).join(' ▸ ')}</div>`,
    `${escapeHtml(root?.name ?? '')}: ${formatValue(currentValue)}`,
    share ? ` (${share})` : '',
  ].join('');
}

export function transformTreemapProps({ formData, queriesData, filterState }: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = columnsOf(formData, 'groupby');
  const dimensions = groupby.map(getColumnLabel);
  const coltypes = coltypesOf(result);
  const formatValue = getNumberFormatter(formData.number_format as string | undefined);
  const formatTime = getTimeFormatter(formData.date_format as string | undefined);
  const color = categoricalColorScaleFor(formData);
  const labelType = (formData.label_type as string | undefined) ?? 'key_value';

  const selected = selectedLabelsOf(filterState);
  // Leaf path → its labels and raw values: only leaves cross-filter, as in Superset.
  const leafPaths = new Map<string, TreePath>();
  const toOption = (nodes: TreeNode[], parent: TreePath): TreemapNodeOption[] =>
    nodes.map((node) => {
      const name = formatCategoryName(node.name, coltypes[node.groupBy], { number: formatValue, time: formatTime });
      const path = { labels: [...parent.labels, name], values: [...parent.values, node.name] };
      if (!node.children?.length) {
        const key = treePathKey(path.labels);
        leafPaths.set(key, path);
        return isTreeNodeDimmed(key, selected)
          ? { name, value: node.value, itemStyle: { colorAlpha: DIMMED_OPACITY } }
          : { name, value: node.value };
      }
      return {
        name,
        value: node.value,
        children: toOption(node.children, path),
        colorSaturation: COLOR_SATURATION,
        itemStyle: { borderColor: BORDER_COLOR, color: color(name), borderWidth: BORDER_WIDTH, gapWidth: GAP_WIDTH },
      };
    });

  const labelFormatter = (params: { name: string; value: number }) =>
    formatTreemapLabel(params.name, params.value, labelType, formatValue);
  const root: TreemapNodeOption = {
    name: metricLabel,
    colorSaturation: COLOR_SATURATION,
    itemStyle: { borderColor: BORDER_COLOR, color: color(metricLabel), borderWidth: BORDER_WIDTH, gapWidth: GAP_WIDTH },
    upperLabel: { show: false },
    children: toOption(treeBuilder(result.data, dimensions, metricLabel), { labels: [], values: [] }),
  };

  return {
    option: {
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (params: { treePathInfo?: TreePathStep[] }) =>
          formatTreemapTooltip(params.treePathInfo ?? [], formatValue),
      },
      series: [
        {
          type: 'treemap',
          // The series' own default (animated updates, 900 ms) wins over the option's `animation`.
          animation: false,
          width: '100%',
          height: '100%',
          roam: formData.dashboardId === undefined,
          breadcrumb: { show: false, emptyItemWidth: 25 },
          emphasis: { label: { show: true } },
          levels: [{ upperLabel: { show: false }, label: { show: false }, itemStyle: { color: DEFAULT_FIXED_COLOR } }],
          label: {
            show: formData.show_labels !== false,
            position: 'insideTopLeft',
            formatter: labelFormatter,
            fontSize: LABEL_FONTSIZE,
          },
          upperLabel: {
            show: formData.show_upper_labels !== false,
            formatter: labelFormatter,
            textBorderColor: 'transparent',
            fontSize: LABEL_FONTSIZE,
          },
          data: result.data.length ? [root] : [],
        },
      ],
    },
    crossFilterOf: groupby.length
      ? (datum) => treeCrossFilterMask(groupby, leafPaths, clickedTreeLabels(datum, true))
      : undefined,
  };
}
