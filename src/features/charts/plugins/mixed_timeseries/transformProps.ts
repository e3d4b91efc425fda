/**
 * Mixed chart: query A's and query B's series on one x-axis, each drawn with its own series type,
 * stacking, area, markers and values, on the primary or secondary y-axis (`yAxisIndex`,
 * `yAxisIndexB`) with that axis' format and scale. A B series named like an A series becomes
 * '<name> (1)'.
 */
import type { ChartDataQueryResult, QueryFormData } from '../../../../api/chartDataTypes';
import { categoricalColorScaleFor } from '../../../../utils/colorSchemes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import type { EChartsRenderProps } from '../echartsTypes';
import { timeseriesOption, xColumnOf, type TimeseriesStyle } from '../timeseries/transformProps';
import type { ChartProps } from '../types';
import { MIXED_DEFAULTS } from './controlPanel';

const EMPTY: ChartDataQueryResult = { colnames: [], coltypes: [], data: [], rowcount: 0 };
const STEP_TYPES = new Set(['start', 'middle', 'end']);

interface QueryDrawing {
  seriesType: string;
  stack: boolean;
  area: boolean;
  showValue: boolean;
  opacity: number;
  markerEnabled: boolean;
  markerSize: number;
  yAxisIndex: 0 | 1;
}

function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** How query A (suffix '') or B (suffix 'B') is drawn, with Superset's defaults. */
function drawingOf(formData: QueryFormData, suffix: '' | 'B'): QueryDrawing {
  const read = (name: string) => formData[`${name}${suffix}`];
  return {
    seriesType: typeof read('seriesType') === 'string' ? (read('seriesType') as string) : MIXED_DEFAULTS.seriesType,
    stack: Boolean(read('stack')),
    area: Boolean(read('area')),
    showValue: Boolean(read('show_value')),
    opacity: numberOr(read('opacity'), MIXED_DEFAULTS.opacity),
    markerEnabled: Boolean(read('markerEnabled')),
    markerSize: numberOr(read('markerSize'), MIXED_DEFAULTS.markerSize),
    yAxisIndex: Number(read('yAxisIndex')) === 1 ? 1 : 0,
  };
}

function styleOf(drawing: QueryDrawing): TimeseriesStyle {
  if (drawing.seriesType === 'bar') return { seriesType: 'bar' };
  if (drawing.seriesType === 'scatter') return { seriesType: 'scatter' };
  return { seriesType: 'line', area: drawing.area };
}

type SeriesOption = Record<string, unknown> & { name: string; data: [number | string, number | null][] };

/** One query's series, named, coloured, stacked within the query, formatted for its axis. */
function querySeries(
  formData: QueryFormData,
  result: ChartDataQueryResult,
  drawing: QueryDrawing,
  stackGroup: string,
  formatValue: NumberFormatter,
  nameOf: (name: string) => string,
  color: (label: string) => string,
): SeriesOption[] {
  const view: QueryFormData = {
    ...formData,
    seriesType: drawing.seriesType,
    stack: drawing.stack,
    opacity: drawing.opacity,
    markerEnabled: drawing.markerEnabled,
    markerSize: drawing.markerSize,
  };
  return timeseriesOption(view, result, styleOf(drawing), drawing.yAxisIndex).map((series) => {
    const name = nameOf(String(series.name));
    const seriesColor = color(name);
    const option: SeriesOption = {
      ...series,
      name,
      data: series.data as SeriesOption['data'],
      itemStyle: { color: seriesColor },
      tooltip: {
        valueFormatter: (value: number | null) => (value === null || value === undefined ? 'N/A' : formatValue(value)),
      },
    };
    if (series.type === 'line') option.lineStyle = { color: seriesColor };
    if (drawing.stack) option.stack = stackGroup;
    else delete option.stack;
    if (STEP_TYPES.has(drawing.seriesType)) option.step = drawing.seriesType;
    if (drawing.markerEnabled) option.symbolSize = drawing.markerSize;
    if (drawing.showValue)
      option.label = {
        show: true,
        position: 'top',
        formatter: (params: { value: [number | string, number | null] }) => formatValue(params.value[1]),
      };
    return option;
  });
}

export function transformMixedTimeseriesProps({ formData, queriesData }: ChartProps): EChartsRenderProps {
  const resultA = queriesData[0] ?? EMPTY;
  const resultB = queriesData[1] ?? EMPTY;
  const drawingA = drawingOf(formData, '');
  const drawingB = drawingOf(formData, 'B');
  const formatPrimary = getNumberFormatter(formData.y_axis_format as string | undefined);
  const formatSecondary = getNumberFormatter(formData.y_axis_format_secondary as string | undefined);
  const formatterOf = (drawing: QueryDrawing) => (drawing.yAxisIndex === 1 ? formatSecondary : formatPrimary);
  const color = categoricalColorScaleFor(formData);

  const seriesA = querySeries(formData, resultA, drawingA, 'query_a', formatterOf(drawingA), (name) => name, color);
  const namesA = new Set(seriesA.map((series) => series.name));
  const seriesB = querySeries(
    formData,
    resultB,
    drawingB,
    'query_b',
    formatterOf(drawingB),
    (name) => (namesA.has(name) ? `${name} (1)` : name),
    color,
  );

  const xSource = resultA.colnames.length ? resultA : resultB;
  const xColumn = xColumnOf(formData, xSource);
  const isTemporal = xSource.coltypes[xSource.colnames.indexOf(xColumn)] === 2;
  const formatX = getTimeFormatter(formData.x_axis_time_format as string | undefined);
  const showLegend = formData.show_legend !== false;
  const zoomable = Boolean(formData.zoomable);
  const truncate =
    formData.truncateYAxis === undefined ? MIXED_DEFAULTS.truncateYAxis : Boolean(formData.truncateYAxis);
  const alignTicks = drawingA.yAxisIndex !== drawingB.yAxisIndex;
  const minorSplitLine = { show: Boolean(formData.minorSplitLine) };

  return {
    option: {
      animation: false,
      grid: { left: 16, right: 24, top: showLegend ? 40 : 16, bottom: zoomable ? 48 : 16, containLabel: true },
      legend: { show: showLegend, type: 'scroll', top: 0, data: [...seriesA, ...seriesB].map((series) => series.name) },
      tooltip: { trigger: formData.rich_tooltip === false ? 'item' : 'axis' },
      xAxis: {
        type: isTemporal ? 'time' : 'category',
        name: formData.x_axis_title ?? undefined,
        axisLabel: {
          formatter: isTemporal ? (value: number) => formatX(value) : undefined,
          rotate: numberOr(formData.xAxisLabelRotation, MIXED_DEFAULTS.xAxisLabelRotation),
          hideOverlap: true,
        },
      },
      yAxis: [
        {
          type: formData.logAxis ? 'log' : 'value',
          name: formData.y_axis_title ?? undefined,
          scale: truncate,
          minorTick: { show: true },
          minorSplitLine,
          alignTicks,
          axisLabel: { formatter: (value: number) => formatPrimary(value) },
        },
        {
          type: formData.logAxisSecondary ? 'log' : 'value',
          name:
            typeof formData.yAxisTitleSecondary === 'string' && formData.yAxisTitleSecondary
              ? formData.yAxisTitleSecondary
              : undefined,
          scale: truncate,
          minorTick: { show: true },
          minorSplitLine,
          splitLine: { show: false },
          alignTicks,
          axisLabel: { formatter: (value: number) => formatSecondary(value) },
        },
      ],
      dataZoom: zoomable ? [{ type: 'slider', start: 0, end: 100, bottom: 8 }] : [],
      series: [...seriesA, ...seriesB],
    },
  };
}
