/**
 * What the chart's context menu offers for a right-click, and why an entry is disabled (Superset's
 * texts): pure, so the menu component only draws it.
 */
import type { DrillFilter, DrillPoint } from './drillTypes';
import type { DrillPermissions } from './drillPermissions';

export const DRILL_TO_DETAIL = 'Drill to detail';
export const DRILL_TO_DETAIL_BY = 'Drill to detail by';
export const DRILL_BY = 'Drill by';
const DRILL_TO_DETAIL_BY_ALL = 'all';
export const NO_COLUMNS_FOUND = 'No columns found';

export const DRILL_DISABLED_REASONS = {
  DATABASE: 'Drill to detail is disabled for this database. Change the database settings to enable it.',
  NO_AGGREGATIONS: 'Drill to detail is disabled because this chart does not group data by dimension value.',
  NO_FILTERS: 'Right-click on a dimension value to drill to detail by that value.',
  NOT_SUPPORTED: 'Drill to detail by value is not yet supported for this chart type.',
} as const;

export const DRILL_BY_DISABLED_REASONS = {
  NOT_SUPPORTED: 'Drill by is not yet supported for this chart type',
  NOT_AVAILABLE: 'Drill by is not available for this data point',
} as const;

export interface DrillMenuContext {
  permissions: DrillPermissions;
  /** The viz type maps a right-clicked point to its dimension values. */
  supportsDrill: boolean;
  databaseDisablesDrill: boolean;
  hasAggregations: boolean;
  point: DrillPoint | null;
}

export interface DrillMenuModel {
  /** Absent: the user may not drill to detail. `disabledReason` set: shown greyed with the reason. */
  drillToDetail?: { disabledReason?: string };
  drillToDetailBy?: { disabledReason?: string; filters: DrillFilter[] };
  drillBy?: { disabledReason?: string };
}

function drillToDetailEntries({
  supportsDrill,
  databaseDisablesDrill,
  hasAggregations,
  point,
}: DrillMenuContext): Pick<DrillMenuModel, 'drillToDetail' | 'drillToDetailBy'> {
  const filters = point?.drillToDetail ?? [];
  if (databaseDisablesDrill) {
    return {
      drillToDetail: { disabledReason: DRILL_DISABLED_REASONS.DATABASE },
      drillToDetailBy: { disabledReason: DRILL_DISABLED_REASONS.DATABASE, filters: [] },
    };
  }
  if (!supportsDrill)
    return {
      drillToDetail: {},
      drillToDetailBy: { disabledReason: DRILL_DISABLED_REASONS.NOT_SUPPORTED, filters: [] },
    };
  if (!hasAggregations) {
    return {
      drillToDetail: { disabledReason: DRILL_DISABLED_REASONS.NO_AGGREGATIONS },
      drillToDetailBy: { disabledReason: DRILL_DISABLED_REASONS.NO_AGGREGATIONS, filters: [] },
    };
  }
  if (filters.length === 0)
    return { drillToDetail: {}, drillToDetailBy: { disabledReason: DRILL_DISABLED_REASONS.NO_FILTERS, filters: [] } };
  return { drillToDetail: {}, drillToDetailBy: { filters } };
}

export function drillMenuModel(context: DrillMenuContext): DrillMenuModel {
  const model: DrillMenuModel = context.permissions.canDrillToDetail ? drillToDetailEntries(context) : {};
  if (context.permissions.canDrillBy) {
    if (!context.supportsDrill) model.drillBy = { disabledReason: DRILL_BY_DISABLED_REASONS.NOT_SUPPORTED };
    else if (!context.point?.drillBy) model.drillBy = { disabledReason: DRILL_BY_DISABLED_REASONS.NOT_AVAILABLE };
    else model.drillBy = {};
  }
  return model;
}

/** 'Drill to detail by <value>' for each filter, then '… by all' when there are several. */
export function drillToDetailByChoices(filters: readonly DrillFilter[]): { label: string; filters: DrillFilter[] }[] {
  const single = filters.map((filter) => ({
    label: `${DRILL_TO_DETAIL_BY} ${filter.formattedVal}`,
    filters: [filter],
  }));
  return filters.length > 1
    ? [...single, { label: `${DRILL_TO_DETAIL_BY} ${DRILL_TO_DETAIL_BY_ALL}`, filters: [...filters] }]
    : single;
}
