/**
 * Query results of the timeseries family → an ECharts option: one series per flattened column,
 * a time (or category) x-axis formatted with the chosen time format, values with the number format.
 */
import type { ChartDataQueryResult, QueryFormData } from '../../../../api/chartDataTypes';
import { categoricalColorScaleFor } from '../../../../utils/colorSchemes';
import { getValueFormatter } from '../../../../utils/currencyFormat';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import type { ChartProps } from '../types';
import type { EChartsRenderProps } from '../echartsTypes';
import { DTTM_ALIAS } from '../../../../../common/queryObject';
import { columnsOf } from '../../buildQueryHelpers';
import { dimUnselectedSeries, seriesLabelMap, timeseriesCrossFilterOf } from './crossFilter';
import { sortSeries } from './sortSeries';
import { annotationLayersOf, annotationLegendNames, annotationSeries } from './annotationSeries';
import { gridWithLegend, legendOption, yAxisBoundsOption } from './legendAndAxisBounds';
import { timeseriesDrillPointOf } from '../../drill/drillPoints';

type TimeseriesSeriesType = 'line' | 'bar' | 'scatter';

export interface TimeseriesStyle {
  seriesType: TimeseriesSeriesType;
  area?: boolean;
}

/** The x column of a result: the form's x-axis when present, else the first column. */
export function xColumnOf(formData: QueryFormData, result: ChartDataQueryResult): string {
  const xAxis =
    typeof formData.x_axis === 'string'
      ? formData.x_axis
      : typeof formData.granularity_sqla === 'string'
        ? formData.granularity_sqla
        : DTTM_ALIAS;
  return result.colnames.includes(xAxis) ? xAxis : (result.colnames[0] ?? xAxis);
}

interface SeriesData {
  name: string;
  points: [number | string, number | null][];
}

/** Every non-x column as a series of [x, y] points. */
function seriesOf(result: ChartDataQueryResult, xColumn: string): SeriesData[] {
  return result.colnames
    .filter((column) => column !== xColumn)
    .map((name) => ({
      name,
      points: result.data.map((row) => {
        const x = row[xColumn];
        const y = row[name];
        return [
          typeof x === 'number' || typeof x === 'string' ? x : String(x),
          typeof y === 'number' ? y : y === null || y === undefined ? null : Number(y),
        ];
      }),
    }));
}

export function timeseriesOption(
  formData: QueryFormData,
  result: ChartDataQueryResult,
  style: TimeseriesStyle,
  yAxisIndex = 0,
): Record<string, unknown>[] {
  const xColumn = xColumnOf(formData, result);
  const color = categoricalColorScaleFor(formData);
  const stacked =
    Boolean(formData.stack) ||
    (style.area === true && formData.stack !== false && formData.stack !== null && formData.stack !== undefined);
  return sortSeries(seriesOf(result, xColumn), formData).map((series) => ({
    type: style.seriesType,
    name: series.name,
    data: series.points,
    yAxisIndex,
    itemStyle: { color: color(series.name) },
    lineStyle: style.seriesType === 'line' ? { color: color(series.name) } : undefined,
    showSymbol: style.seriesType === 'scatter' || Boolean(formData.markerEnabled) || series.points.length < 50,
    symbolSize: style.seriesType === 'scatter' ? Number(formData.markerSize ?? 6) : 4,
    smooth: formData.seriesType === 'smooth',
    ...(style.area ? { areaStyle: { opacity: Number(formData.opacity ?? 0.2) } } : {}),
    ...(stacked ? { stack: 'total' } : {}),
    connectNulls: false,
  }));
}

export function transformTimeseriesProps(props: ChartProps, style: TimeseriesStyle): EChartsRenderProps {
  const { formData, queriesData, emitCrossFilters, filterState } = props;
  const result = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const xColumn = xColumnOf(formData, result);
  const xType = result.coltypes[result.colnames.indexOf(xColumn)];
  const isTemporal = xType === 2;
  const formatValue = getValueFormatter(formData.y_axis_format, formData.currency_format);
  const formatX = getTimeFormatter(formData.x_axis_time_format as string | undefined);
  const horizontal = style.seriesType === 'bar' && formData.orientation === 'horizontal';
  const showLegend = formData.show_legend !== false;
  const groupby = columnsOf(formData, 'groupby');
  const series = dimUnselectedSeries(timeseriesOption(formData, result, style), filterState).map((entry) =>
    // A click on a line or area (not only on its symbols) selects the series.
    emitCrossFilters && style.seriesType === 'line' ? { ...entry, triggerLineEvent: true } : entry,
  );
  const labelMap = seriesLabelMap(
    series.map((entry) => String(entry.name)),
    result,
    groupby.length,
  );

  const xAxis = {
    type: isTemporal ? 'time' : 'category',
    name: formData.x_axis_title ?? undefined,
    axisLabel: { formatter: isTemporal ? (value: number) => formatX(value) : undefined, hideOverlap: true },
  };
  const yAxis = {
    type: 'value',
    name: formData.y_axis_title ?? undefined,
    axisLabel: { formatter: (value: number) => formatValue(value) },
    ...(formData.logAxis ? { type: 'log' } : {}),
    ...yAxisBoundsOption(formData),
  };
  const layers = annotationLayersOf(formData);

  return {
    option: {
      animation: false,
      grid: gridWithLegend(formData, showLegend, { left: 16, right: 24, top: 16, bottom: 16 }),
      legend: {
        ...legendOption(formData, showLegend),
        data: [...series.map((entry) => String(entry.name)), ...annotationLegendNames(layers)],
      },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number | null) => (value === null || value === undefined ? 'N/A' : formatValue(value)),
      },
      xAxis: horizontal ? yAxis : xAxis,
      yAxis: horizontal ? xAxis : yAxis,
      series: [
        ...series,
        ...annotationSeries({
          layers,
          result,
          xColumn,
          isTemporal,
          colorOf: categoricalColorScaleFor(formData),
          horizontal,
        }),
      ],
    },
    crossFilterOf: timeseriesCrossFilterOf(groupby, labelMap),
    drillPointOf: timeseriesDrillPointOf({
      xColumn: xColumn === DTTM_ALIAS ? String(formData.granularity_sqla ?? xColumn) : xColumn,
      isTemporal,
      timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined,
      formatX,
      groupby,
      labelMap,
    }),
  };
}
