/**
 * Heatmap: one cell per (x, y) pair coloured on the linear scheme by the metric, or by its rank
 * (`normalized`); the tooltip gives the cell's share of its column, row or the whole heatmap
 * (`normalize_across`).
 */
import type { ChartDataCell, GenericDataType } from '../../../../api/chartDataTypes';
import { getSequentialScheme } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import { getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import { coltypesOf, EMPTY_RESULT, escapeHtml, formatCategoryName } from '../treemap_v2/categoryLabels';
import type { ChartProps } from '../types';
import { yColumnOf } from './buildQuery';
import { heatmapCrossFilterOf, withDimmedCells, type HeatmapCell } from './heatmapCrossFilter';

const DEFAULT_BOUNDS: [number, number] = [0, 200];
const PERCENT_FORMAT = ',.2%';
const RANK_COLUMN = 'rank';

interface Categories {
  values: ChartDataCell[];
  indexOf: (value: ChartDataCell) => number;
}

/** The distinct values of a column in order of first appearance (the query's ordering). */
function categoriesOf(rows: readonly Record<string, ChartDataCell>[], column: string): Categories {
  const positions = new Map<string, number>();
  const values: ChartDataCell[] = [];
  const keyOf = (value: ChartDataCell) => `${typeof value}:${String(value)}`;
  for (const row of rows) {
    const value = row[column] ?? null;
    if (!positions.has(keyOf(value))) {
      positions.set(keyOf(value), values.length);
      values.push(value);
    }
  }
  return { values, indexOf: (value) => positions.get(keyOf(value ?? null)) ?? -1 };
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function margin(value: unknown): number | undefined {
  const number = numberOrNull(value);
  return number === null ? undefined : number;
}

/**
 * 'auto' margins leave ECharts' own grid offsets in place: a `bottom: undefined` would replace its
 * default and push the x-axis labels off the bottom edge.
 */
function gridOf(showLegend: boolean, bottom: number | undefined, left: number | undefined): Record<string, unknown> {
  return {
    containLabel: true,
    top: showLegend ? 40 : 16,
    ...(bottom === undefined ? {} : { bottom }),
    ...(left === undefined ? {} : { left }),
  };
}

/** Hard bounds from `value_bounds`, else the colour column's extremes (0 and 200 when missing). */
function heatmapBounds(cells: readonly HeatmapCell[], dimension: 2 | 3, valueBounds: unknown): [number, number] {
  const [minBound, maxBound] = Array.isArray(valueBounds) ? valueBounds.map(numberOrNull) : [null, null];
  const colorValues = cells.map((cell) => cell[dimension]).filter((value): value is number => value !== null);
  const dataMin = colorValues.length ? Math.min(...colorValues) : 0;
  const dataMax = colorValues.length ? Math.max(...colorValues) : 0;
  return [minBound ?? (dataMin || DEFAULT_BOUNDS[0]), maxBound ?? (dataMax || DEFAULT_BOUNDS[1])];
}

interface HeatmapTooltipContext {
  xLabels: string[];
  yLabels: string[];
  cells: readonly HeatmapCell[];
  metricLabel: string;
  formatValue: NumberFormatter;
  normalizeAcross: string;
  showPercentage: boolean;
}

function formatHeatmapTooltip([x, y, value]: HeatmapCell, context: HeatmapTooltipContext): string {
  const xLabel = context.xLabels[x] ?? '';
  const yLabel = context.yLabels[y] ?? '';
  const lines = [`<div style="font-weight: 700">${escapeHtml(`${xLabel} (${yLabel})`)}</div>`];
  let row = `${escapeHtml(context.metricLabel)}: ${context.formatValue(value)}`;
  if (context.showPercentage && value !== null) {
    const inScope = context.cells.filter((cell) =>
      context.normalizeAcross === 'x' ? cell[0] === x : context.normalizeAcross === 'y' ? cell[1] === y : true,
    );
    const total = inScope.reduce((sum, cell) => sum + (cell[2] ?? 0), 0);
    const suffix = context.normalizeAcross === 'x' ? xLabel : context.normalizeAcross === 'y' ? yLabel : 'heatmap';
    row += ` ${getNumberFormatter(PERCENT_FORMAT)(total ? value / total : 0)} (${escapeHtml(suffix)})`;
  }
  lines.push(`<div>${row}</div>`);
  return lines.join('');
}

function labelsOf(
  categories: Categories,
  coltype: GenericDataType | undefined,
  formatTime: ReturnType<typeof getTimeFormatter>,
): string[] {
  return categories.values.map((value) => formatCategoryName(value, coltype, { time: formatTime }));
}

export function transformHeatmapProps({ formData, queriesData, filterState }: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const xColumn = typeof formData.x_axis === 'string' ? formData.x_axis : '';
  const yColumnRaw = yColumnOf(formData);
  const yColumn = yColumnRaw === undefined ? '' : getColumnLabel(yColumnRaw);
  const coltypes = coltypesOf(result);
  const formatTime = getTimeFormatter(formData.x_axis_time_format as string | undefined);
  const formatValue = getNumberFormatter(formData.y_axis_format as string | undefined);
  const xCategories = categoriesOf(result.data, xColumn);
  const yCategories = categoriesOf(result.data, yColumn);
  const xLabels = labelsOf(xCategories, coltypes[xColumn], formatTime);
  const yLabels = labelsOf(yCategories, coltypes[yColumn], formatTime);
  const cells: HeatmapCell[] = result.data.map((row) => [
    xCategories.indexOf(row[xColumn] ?? null),
    yCategories.indexOf(row[yColumn] ?? null),
    numberOrNull(row[metricLabel]),
    numberOrNull(row[RANK_COLUMN]),
  ]);
  const normalized = Boolean(formData.normalized);
  const dimension = normalized ? 3 : 2;
  const [min, max] = heatmapBounds(cells, dimension, formData.value_bounds);
  const legendType = formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous';
  const showLegend = formData.show_legend !== false;
  const interval = (value: unknown) => {
    const steps = numberOrNull(value) ?? -1;
    return steps === -1 ? 'auto' : steps - 1;
  };
  const tooltipContext: HeatmapTooltipContext = {
    xLabels,
    yLabels,
    cells,
    metricLabel,
    formatValue,
    normalizeAcross: typeof formData.normalize_across === 'string' ? formData.normalize_across : 'heatmap',
    showPercentage: formData.show_percentage !== false,
  };

  return {
    option: {
      animation: false,
      grid: gridOf(showLegend, margin(formData.bottom_margin), margin(formData.left_margin)),
      tooltip: {
        trigger: 'item',
        formatter: (params: { value: HeatmapCell }) => formatHeatmapTooltip(params.value, tooltipContext),
      },
      visualMap: {
        type: legendType,
        min,
        max,
        calculable: true,
        orient: 'horizontal',
        right: 0,
        top: 0,
        itemHeight: legendType === 'continuous' ? 300 : 14,
        itemWidth: 15,
        formatter: (value: number) => formatValue(value),
        inRange: { color: [...getSequentialScheme(formData.linear_color_scheme as string | undefined).colors] },
        show: showLegend,
        dimension,
      },
      xAxis: { type: 'category', data: xLabels, axisLabel: { interval: interval(formData.xscale_interval) } },
      yAxis: { type: 'category', data: yLabels, axisLabel: { interval: interval(formData.yscale_interval) } },
      series: [
        {
          name: metricLabel,
          type: 'heatmap',
          data: withDimmedCells(cells, xLabels, yLabels, filterState),
          label: {
            show: Boolean(formData.show_values),
            formatter: (params: { value: HeatmapCell }) => formatValue(params.value[2]),
          },
        },
      ],
    },
    crossFilterOf: heatmapCrossFilterOf({
      xColumn,
      yColumn: yColumnRaw,
      x: { values: xCategories.values, labels: xLabels },
      y: { values: yCategories.values, labels: yLabels },
      xGrain:
        coltypes[xColumn] === 2 && typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined,
    }),
  };
}
