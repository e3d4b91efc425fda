/**
 * What a right-click on a chart hands its context menu (Superset's ContextMenuFilters): the clicked
 * point's dimension values as drill-to-detail filters, and the filters and groupby control a drill
 * by re-groups.
 */
import type { FilterValue, QueryColumn } from '../../../api/chartDataTypes';

/** One dimension value of the clicked point: `col == val` (a temporal value compared at its grain). */
export interface DrillFilter {
  col: QueryColumn;
  op: '==';
  val: FilterValue;
  grain?: string;
  /** The value as the chart shows it (tags and menu items). */
  formattedVal: string;
}

export interface DrillByConfig {
  /** The point's values of the columns the chart groups by. */
  filters: DrillFilter[];
  /** The form data key a drill by replaces with the chosen column (e.g. `groupby`). */
  groupbyFieldName: string;
}

export interface DrillPoint {
  drillToDetail: DrillFilter[];
  /** Absent when the point has nothing to re-group (e.g. a chart without a groupby control). */
  drillBy?: DrillByConfig;
}

/** A right-click: where the menu opens and what was under the pointer (null: no data point). */
export interface ChartContextMenuRequest {
  clientX: number;
  clientY: number;
  point: DrillPoint | null;
}
