/**
 * How a right-clicked ECharts item becomes its dimension values (the drill filters), shared by the
 * plugins: items named by a label (pie slices, series) and the x value of a timeseries point.
 */
import type { QueryColumn } from '../../../api/chartDataTypes';
import { toFilterValue } from '../crossFilterRules';
import type { EChartsClickDatum } from '../plugins/echartsTypes';
import type { DrillFilter, DrillPoint } from './drillTypes';

/** A right-clicked item's value as a filter value and as shown. */
function drillFilter(col: QueryColumn, value: unknown, formattedVal?: string, grain?: string): DrillFilter {
  return {
    col,
    op: '==',
    val: toFilterValue(value),
    ...(grain ? { grain } : {}),
    formattedVal: formattedVal ?? (value === null || value === undefined ? 'NULL' : String(value)),
  };
}

/**
 * A right-clicked table cell: a dimension's cell filters on its value; any other cell (a metric)
 * drills the whole table, and may still be drilled by another column.
 */
export function cellDrillPoint(dimension: { column: QueryColumn; value: unknown; text: string } | null): DrillPoint {
  const filters = dimension ? [drillFilter(dimension.column, dimension.value, dimension.text)] : [];
  return { drillToDetail: filters, drillBy: { filters, groupbyFieldName: 'groupby' } };
}

/** The filters of a labelled item: its value of each column, from the label map. */
function labelDrillFilters(
  columns: readonly QueryColumn[],
  labelMap: ReadonlyMap<string, readonly unknown[]>,
  label: string | undefined,
): DrillFilter[] | null {
  const values = label === undefined ? undefined : labelMap.get(label);
  if (!values) return null;
  return columns.map((col, index) => drillFilter(col, values[index]));
}

/**
 * The rule of a chart whose items are labelled groups (pie slices…): drill to detail and drill by
 * both filter on the item's groupby values. No rule without columns.
 */
export function drillPointByLabel(
  columns: readonly QueryColumn[],
  labelMap: ReadonlyMap<string, readonly unknown[]>,
  labelOf: (datum: EChartsClickDatum) => string | undefined,
  groupbyFieldName = 'groupby',
): ((datum: EChartsClickDatum) => DrillPoint | null) | undefined {
  if (columns.length === 0) return undefined;
  return (datum) => {
    const filters = labelDrillFilters(columns, labelMap, labelOf(datum));
    return filters ? { drillToDetail: filters, drillBy: { filters, groupbyFieldName } } : null;
  };
}

interface TimeseriesDrillArgs {
  /** The x column's name as the query knows it (the time column for a temporal axis). */
  xColumn: string;
  isTemporal: boolean;
  timeGrain?: string;
  formatX: (value: number) => string;
  groupby: readonly QueryColumn[];
  labelMap: ReadonlyMap<string, readonly unknown[]>;
}

/**
 * A timeseries point: drill to detail filters on its x value (a time compared at the chart's grain)
 * and its series' groupby values; drill by keeps the series' values and re-groups the series.
 */
export function timeseriesDrillPointOf(args: TimeseriesDrillArgs): (datum: EChartsClickDatum) => DrillPoint | null {
  const { xColumn, isTemporal, timeGrain, formatX, groupby, labelMap } = args;
  return (datum) => {
    const x = Array.isArray(datum.data) ? (datum.data as unknown[])[0] : undefined;
    const xFilters =
      x === undefined || x === null
        ? []
        : [
            isTemporal && typeof x === 'number'
              ? drillFilter(xColumn, x, formatX(x), timeGrain)
              : drillFilter(xColumn, x),
          ];
    const seriesFilters = labelDrillFilters(groupby, labelMap, datum.seriesName) ?? [];
    return {
      drillToDetail: [...xFilters, ...seriesFilters],
      drillBy: { filters: seriesFilters, groupbyFieldName: 'groupby' },
    };
  };
}
