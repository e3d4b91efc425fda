/**
 * Query rows → the pivot table's cells: rows/columns from `groupbyRows`/`groupbyColumns`
 * (swapped by `transposePivot`), the Metric attribute first (or last with `combineMetric`) on
 * the columns or rows (`metricsLayout`), aggregated with `aggregateFunction`, with totals and
 * subtotals as chosen; values formatted with `valueFormat` (or the metric's own format), dates
 * with `date_format`.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { getTimeFormatter, SMART_DATE, type TimeFormatter } from '../../../../utils/timeFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import { EMPTY_RESULT, NULL_LABEL } from '../treemap_v2/categoryLabels';
import type { ChartProps } from '../types';
import { aggregateFunctionOf } from './aggregators';
import { METRICS_LAYOUT } from './controlPanel';
import { METRIC_KEY, PivotData, unpivotRecords, type PivotKey } from './pivotData';
import { pivotTableLayout, type PivotTableLayout } from './pivotLayout';

export type PivotTableRenderProps = PivotTableLayout;

const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

/** Superset's date format per time grain, for 'Adaptive formatting' of a truncated column. */
const GRAIN_FORMATS: Record<string, string> = {
  PT1S: DATABASE_DATETIME,
  PT5S: DATABASE_DATETIME,
  PT30S: DATABASE_DATETIME,
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: '%Y-%m-%d',
  P7D: '%Y-%m-%d',
  P1W: '%Y-%m-%d',
  week_starting_sunday: '%Y-%m-%d',
  week_ending_saturday: '%Y-%m-%d',
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
};

/** The formatter of temporal headers: the chosen format, or by grain, or the database datetime. */
function pivotDateFormatter(dateFormat: unknown, timeGrain: unknown): TimeFormatter {
  if (typeof dateFormat === 'string' && dateFormat && dateFormat !== SMART_DATE) return getTimeFormatter(dateFormat);
  const grainFormat = typeof timeGrain === 'string' ? GRAIN_FORMATS[timeGrain] : undefined;
  return getTimeFormatter(grainFormat ?? DATABASE_DATETIME);
}

/** Rows and columns of the pivot, with the Metric attribute placed as the layout says. */
function pivotAttrsOf(
  groupbyRows: string[],
  groupbyColumns: string[],
  options: { transpose: boolean; metricsLayout: unknown; combineMetric: boolean },
): { rowAttrs: string[]; colAttrs: string[] } {
  let [rowAttrs, colAttrs] = options.transpose ? [groupbyColumns, groupbyRows] : [groupbyRows, groupbyColumns];
  const withMetric = (attrs: string[]) => (options.combineMetric ? [...attrs, METRIC_KEY] : [METRIC_KEY, ...attrs]);
  if (options.metricsLayout === METRICS_LAYOUT.rows) rowAttrs = withMetric(rowAttrs);
  else colAttrs = withMetric(colAttrs);
  return { rowAttrs, colAttrs };
}

export function transformPivotTableProps({ formData, queriesData, datasource }: ChartProps): PivotTableRenderProps {
  const result = queriesData[0] ?? EMPTY_RESULT;
  const metricNames = metricsOf(formData, 'metrics').map(getMetricLabel);
  const { rowAttrs, colAttrs } = pivotAttrsOf(
    columnsOf(formData, 'groupbyRows').map(getColumnLabel),
    columnsOf(formData, 'groupbyColumns').map(getColumnLabel),
    {
      transpose: Boolean(formData.transposePivot),
      metricsLayout: formData.metricsLayout,
      combineMetric: Boolean(formData.combineMetric),
    },
  );
  const aggregate = aggregateFunctionOf(formData.aggregateFunction);
  const data = new PivotData(unpivotRecords(result.data, metricNames), {
    rowAttrs,
    colAttrs,
    aggregate: aggregate.definition,
    metricNames,
    rowOrder: formData.rowOrder as string | undefined,
    colOrder: formData.colOrder as string | undefined,
    rowSubtotals: Boolean(formData.rowSubTotals),
    colSubtotals: Boolean(formData.colSubTotals),
    rowSubtotalOnTop: Boolean(formData.rowSubtotalPosition),
    colSubtotalOnTop: Boolean(formData.colSubtotalPosition),
  });

  const verboseMap = datasource?.verbose_map ?? {};
  const temporal = new Set(result.colnames.filter((_, index) => result.coltypes[index] === 2));
  const extra = formData.extra_form_data as { time_grain_sqla?: string } | undefined;
  const formatDate = pivotDateFormatter(formData.date_format, extra?.time_grain_sqla || formData.time_grain_sqla);
  const formatValue = getNumberFormatter(formData.valueFormat as string | undefined);
  const metricFormats = datasource?.column_formats ?? {};
  const metricIndexInRows = rowAttrs.indexOf(METRIC_KEY);
  const metricIndexInCols = colAttrs.indexOf(METRIC_KEY);
  const formatterFor = (rowKey: PivotKey, colKey: PivotKey): NumberFormatter => {
    const metric = metricIndexInRows >= 0 ? rowKey[metricIndexInRows] : colKey[metricIndexInCols];
    const own = typeof metric === 'string' ? metricFormats[metric] : undefined;
    return own ? getNumberFormatter(own) : formatValue;
  };

  const headerText = (attr: string, value: ChartDataCell): string => {
    if (value === null) return NULL_LABEL;
    if (attr === METRIC_KEY) return verboseMap[String(value)] ?? String(value);
    if (temporal.has(attr) && typeof value === 'number') return formatDate(value);
    return String(value);
  };

  return pivotTableLayout(data, {
    rowAttrs,
    colAttrs,
    rowTotals: Boolean(formData.rowTotals),
    colTotals: Boolean(formData.colTotals),
    aggregateName: aggregate.name,
    attrLabel: (attr) => verboseMap[attr] ?? attr,
    headerText,
    cellText: (value, rowKey, colKey) => {
      if (value === null) return '';
      return typeof value === 'string' ? value : formatterFor(rowKey, colKey)(value);
    },
  });
}
