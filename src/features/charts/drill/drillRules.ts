/**
 * Pure drill rules: the samples payload drill to detail sends, the removable filter tags, the form
 * data a drill by draws, and the columns it offers.
 */
import type { DrillDetailPayload } from '../../../api/charts';
import type { QueryColumn, QueryFormData, QueryObjectFilter } from '../../../api/chartDataTypes';
import type { DatasourceColumn } from '../../../api/datasourceTypes';
import { buildQueryObject } from '../buildQueryHelpers';
import type { DrillByConfig, DrillFilter } from './drillTypes';

/** Rows per page of the drill-to-detail grid (Superset's PAGE_SIZE). */
export const DRILL_DETAIL_PAGE_SIZE = 50;

/** A filter's column as its tag names it: the column, or an adhoc column's label. */
function drillFilterColumnName(col: QueryColumn): string {
  return typeof col === 'string' ? col : col.label;
}

/**
 * What the samples view gets: the chart's own filters, time range, granularity and extras (not
 * HAVING: the rows are not aggregated) with the drill's filters added.
 */
export function drillDetailPayload(formData: QueryFormData, drillFilters: readonly DrillFilter[]): DrillDetailPayload {
  const queryObject = buildQueryObject(formData);
  const { having: _having, ...extras } = queryObject.extras ?? {};
  const filters: QueryObjectFilter[] = [
    ...(queryObject.filters ?? []),
    ...drillFilters.map(({ col, op, val, grain }) => ({ col, op, val, ...(grain ? { grain } : {}) })),
  ];
  return {
    filters,
    extras,
    ...(queryObject.time_range ? { time_range: queryObject.time_range } : {}),
    ...(queryObject.granularity ? { granularity: queryObject.granularity } : {}),
  };
}

/** The filters without the one on this column (a tag's close button); one filter per column. */
export function withoutDrillFilter(filters: readonly DrillFilter[], columnName: string): DrillFilter[] {
  return filters.filter((filter) => drillFilterColumnName(filter.col) !== columnName);
}

interface DrillFilterTag {
  columnName: string;
  value: string;
}

/** The tags above the grid, one per column (the last filter on a column wins), by column name. */
export function drillFilterTags(filters: readonly DrillFilter[]): DrillFilterTag[] {
  const byColumn = new Map<string, string>();
  for (const filter of filters) byColumn.set(drillFilterColumnName(filter.col), filter.formattedVal);
  return [...byColumn.entries()]
    .map(([columnName, value]) => ({ columnName, value }))
    .sort((a, b) => a.columnName.localeCompare(b.columnName));
}

/** Keys whose non-empty value means the chart aggregates (Superset's extracted `metrics`). */
const METRIC_KEYS = ['metric', 'metrics', 'metrics_b', 'percent_metrics', 'secondary_metric'];

/** Whether the chart aggregates: without metrics its rows are the details already. */
export function chartHasAggregations(formData: QueryFormData): boolean {
  return METRIC_KEYS.some((key) => {
    const value = formData[key];
    if (Array.isArray(value)) return value.some((entry) => entry !== null && entry !== '');
    return value !== null && value !== undefined && value !== '';
  });
}

function namesOf(value: unknown): string[] {
  const entries: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return entries.map((entry) =>
    typeof entry === 'string' ? entry : String((entry as { label?: unknown } | null)?.label ?? ''),
  );
}

/**
 * The columns a drill by offers: the dataset's groupable columns the chart does not already group
 * by (nor use as its x-axis).
 */
export function drillByColumns(
  columns: readonly DatasourceColumn[],
  formData: QueryFormData,
  groupbyFieldName: string,
): DatasourceColumn[] {
  const used = new Set(namesOf(formData[groupbyFieldName]));
  if (typeof formData.x_axis === 'string') used.add(formData.x_axis);
  return columns.filter((column) => column.groupby !== false && !used.has(column.column_name));
}

/** A column's name as menus show it. */
export function columnDisplayName(column: DatasourceColumn): string {
  return column.verbose_name || column.column_name;
}

/**
 * The chart a drill by draws: the same form data re-grouped by `column` (a list where the control
 * holds one), with the point's values as WHERE filters.
 */
export function drillByFormData(formData: QueryFormData, column: string, drillBy: DrillByConfig): QueryFormData {
  const current = formData[drillBy.groupbyFieldName];
  const adhocFilters = Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : [];
  return {
    ...formData,
    [drillBy.groupbyFieldName]: Array.isArray(current) || current === undefined ? [column] : column,
    adhoc_filters: [
      ...adhocFilters,
      ...drillBy.filters.map((filter) => ({
        expressionType: 'SIMPLE',
        subject: drillFilterColumnName(filter.col),
        operator: filter.op,
        comparator: filter.val,
        clause: 'WHERE',
      })),
    ],
  };
}
