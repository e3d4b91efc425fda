/**
 * Gauge: one pointer/progress bar per row on a shared axis from `min_val` to `max_val` (twice the
 * data's extremes when unset, as Superset does), with optional coloured interval bands.
 */
import { categoricalColorScaleFor, DEFAULT_FIXED_COLOR, getCategoricalScheme } from '../../../../utils/colorSchemes';
import { getNumberFormatter } from '../../../../utils/numberFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { EChartsRenderProps } from '../echartsTypes';
import { EMPTY_RESULT, escapeHtml } from '../treemap_v2/categoryLabels';
import type { ChartProps } from '../types';
import { GAUGE_DEFAULTS } from './controlPanel';

const AXIS_LINE_COLOR = '#E0E0E0';
/** ECharts' empty value: a gauge item without a value draws no progress or pointer. */
const EMPTY_VALUE = '-';
const TEXT_COLOR = '#666666';
const TICKS_FROM_LINE = 10;
const TITLE_FROM_CENTER = 20;

function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function numberOr(value: unknown, fallback: number): number {
  return optionalNumber(value) ?? fallback;
}

/** '2, 4,5' → [2, 4, 5]; '' → []; null when any entry is not a number (Superset's parseNumbersList throws). */
export function parseNumbersList(value: unknown): number[] | null {
  if (typeof value !== 'string' || !value.trim()) return [];
  const numbers = value.split(',').map((part) => Number(part));
  return numbers.some((number) => Number.isNaN(number)) ? null : numbers;
}

/**
 * Interval bands for the axis line: each bound divided by the axis max, coloured by the 1-based
 * scheme index given for it, else by the scheme's colour at the band's position. An unreadable
 * list drops the bands, as in Superset.
 */
export function intervalBandsOf(
  intervals: unknown,
  colorIndices: unknown,
  colors: readonly string[],
  normalizer: number,
): [number, string][] {
  const bounds = parseNumbersList(intervals);
  const indices = parseNumbersList(colorIndices);
  if (!bounds || !indices) return [];
  return bounds.map((bound, index) => {
    const pick = indices[index];
    const color =
      pick !== undefined ? colors[(((pick - 1) % colors.length) + colors.length) % colors.length] : undefined;
    return [bound / normalizer, color ?? colors[index % colors.length]!];
  });
}

/** `min_val`/`max_val`, else twice the smallest/largest value (0 included). */
function gaugeRange(values: readonly (number | null)[], minVal: unknown, maxVal: unknown): [number, number] {
  const numbers = values.filter((value): value is number => value !== null);
  return [optionalNumber(minVal) ?? 2 * Math.min(0, ...numbers), optionalNumber(maxVal) ?? 2 * Math.max(0, ...numbers)];
}

export function transformGaugeProps({
  formData,
  queriesData,
  datasource,
  width,
  height,
}: ChartProps): EChartsRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const dimensions = columnsOf(formData, 'groupby').map(getColumnLabel);
  const verboseMap = datasource?.verbose_map ?? {};
  const { colors } = getCategoricalScheme(formData.color_scheme as string | undefined);
  // As Superset, a gauge's items take their colour by position: label_colors keys '0', '1', …
  const itemColor = categoricalColorScaleFor(formData);
  const formatNumber = getNumberFormatter(formData.number_format as string | undefined);
  const valueTemplate =
    typeof formData.value_formatter === 'string' ? formData.value_formatter : GAUGE_DEFAULTS.value_formatter;
  /** The value in `value_formatter`'s template ('{value} km'); nothing for an item without a value. */
  const formatValue = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? valueTemplate.replace('{value}', formatNumber(value)) : '';
  const fontSize = numberOr(formData.font_size, GAUGE_DEFAULTS.font_size);
  const splitNumber = numberOr(formData.split_number, GAUGE_DEFAULTS.split_number);
  const overlap = formData.overlap !== false;
  const roundCap = Boolean(formData.round_cap);
  const showSplitLine = Boolean(formData.show_split_line);
  const showAxisTick = Boolean(formData.show_axis_tick);
  const animation = formData.animation !== false;

  const values = result.data.map((row) => optionalNumber(row[metricLabel]));
  const data = result.data.map((row, index) => ({
    value: values[index] ?? EMPTY_VALUE,
    name: dimensions.map((column) => `${verboseMap[column] || column}: ${row[column] ?? '<NULL>'}`).join(', '),
    itemStyle: { color: itemColor(String(index)) },
    title: { offsetCenter: ['0%', `${index * 2 * fontSize + TITLE_FROM_CENTER}%`], fontSize },
    detail: {
      offsetCenter: ['0%', `${index * 2 * fontSize + TITLE_FROM_CENTER + 0.9 * fontSize}%`],
      fontSize: 1.2 * fontSize,
    },
  }));

  const [min, max] = gaugeRange(values, formData.min_val, formData.max_val);
  const step = (max - min) / splitNumber;
  const axisLabels =
    step > 0 ? Array.from({ length: Math.ceil((max - min) / step) }, (_, index) => min + index * step) : [];
  const axisLabelLength = Math.max(1, ...axisLabels.map((label) => formatNumber(label).length));
  const bands = intervalBandsOf(formData.intervals, formData.interval_color_indices, colors, max || 1);
  const axisLineWidth = overlap ? fontSize : data.length * fontSize;
  const axisTickLength = 0.25 * fontSize;
  const splitLineLength = fontSize;
  const axisLabelDistance =
    1.5 * fontSize * 0.35 * axisLabelLength +
    (showSplitLine ? splitLineLength : 0) +
    (showAxisTick ? axisTickLength : 0) +
    TICKS_FROM_LINE -
    axisLineWidth;
  const axisTickDistance = axisLineWidth + axisTickLength + TICKS_FROM_LINE;
  const banded = bands.length > 0;

  return {
    option: {
      // The tooltip's text is HTML to ECharts; the item names are data.
      tooltip: {
        trigger: 'item',
        formatter: (params: { name: string; value: unknown }) =>
          escapeHtml(`${params.name} : ${formatValue(params.value)}`),
      },
      series: [
        {
          type: 'gauge',
          startAngle: numberOr(formData.start_angle, GAUGE_DEFAULTS.start_angle),
          endAngle: numberOr(formData.end_angle, GAUGE_DEFAULTS.end_angle),
          min,
          max,
          splitNumber,
          animation,
          progress: { show: formData.show_progress !== false, overlap, roundCap, width: fontSize },
          axisLine: { roundCap, lineStyle: { width: axisLineWidth, color: banded ? bands : [[1, AXIS_LINE_COLOR]] } },
          splitLine: {
            show: showSplitLine,
            distance: -(axisLineWidth + splitLineLength + TICKS_FROM_LINE),
            length: splitLineLength,
            lineStyle: { width: 0.25 * fontSize, color: banded ? 'auto' : DEFAULT_FIXED_COLOR },
          },
          axisLabel: {
            distance: -axisLabelDistance,
            fontSize,
            formatter: (value: number) => formatNumber(value),
            color: banded ? 'inherit' : TEXT_COLOR,
          },
          axisTick: {
            show: showAxisTick,
            distance: -axisTickDistance,
            length: axisTickLength,
            lineStyle: { width: 2, color: banded ? 'auto' : DEFAULT_FIXED_COLOR },
          },
          pointer: {
            show: formData.show_pointer !== false,
            showAbove: false,
            ...(banded ? { itemStyle: { color: 'auto' } } : {}),
          },
          detail: { valueAnimation: animation, formatter: (value: unknown) => formatValue(value), color: TEXT_COLOR },
          radius: Math.max(0, Math.min(width, height) / 2 - axisLabelDistance - axisTickDistance),
          center: ['50%', '55%'],
          data,
        },
      ],
    },
  };
}
