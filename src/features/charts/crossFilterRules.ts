/**
 * Pure cross-filter rules shared by the plugins: the mask for a clicked item's dimension values
 * (one `IN` filter per column, as Superset's ECharts plugins emit), the clear mask, the
 * click-again-to-clear toggle, and which items a selection leaves dimmed.
 */
import type { FilterValue, QueryColumn, QueryObjectFilter } from '../../api/chartDataTypes';
import type { CrossFilterMask, CrossFilterState } from './crossFilterTypes';

/** Opacity of the items a cross-filter leaves out (Superset's OpacityEnum.SemiTransparent). */
export const DIMMED_OPACITY = 0.3;

/** What clicking the selected value again emits. */
export function clearCrossFilterMask(): CrossFilterMask {
  return { extraFormData: {}, filterState: { value: null } };
}

/** A raw data value as a filter value (dates as epoch ms, anything else as text). */
export function toFilterValue(value: unknown): FilterValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.getTime();
  return String(value);
}

/**
 * The mask selecting one item: a filter per column on the item's value of that column; the state
 * keeps the values (`[[v1, v2]]`) and the item's label as Superset's pie, funnel, treemap, sunburst,
 * box plot and timeseries do.
 */
export function groupbyCrossFilterMask(
  columns: readonly QueryColumn[],
  values: readonly unknown[],
  label: string,
  grains: readonly (string | undefined)[] = [],
): CrossFilterMask {
  const filterValues = values.map(toFilterValue);
  const filters: QueryObjectFilter[] = columns.map((col, index) => ({
    col,
    op: 'IN',
    val: [filterValues[index] ?? null],
    ...(grains[index] ? { grain: grains[index] } : {}),
  }));
  return {
    extraFormData: { filters },
    filterState: { value: [filterValues], selectedValues: [label], label },
  };
}

/** Whether a state selects exactly what a mask would (so clicking it again clears it). */
function sameSelection(current: CrossFilterState | undefined, next: CrossFilterMask['filterState']): boolean {
  if (!current || current.value === null || current.value === undefined) return false;
  return (
    JSON.stringify(current.value) === JSON.stringify(next.value) &&
    JSON.stringify(current.filters ?? null) === JSON.stringify(next.filters ?? null)
  );
}

/** The mask to emit for a click: the item's mask, or the clear mask when it is already selected. */
export function toggleCrossFilter(mask: CrossFilterMask, current: CrossFilterState | undefined): CrossFilterMask {
  return sameSelection(current, mask.filterState) ? clearCrossFilterMask() : mask;
}

/** The selected labels of a state, or null when nothing is selected (nothing is dimmed). */
export function selectedLabelsOf(filterState: CrossFilterState | undefined): Set<string> | null {
  const selected = filterState?.selectedValues;
  if (!Array.isArray(selected) || selected.length === 0) return null;
  return new Set(selected.map(String));
}

/** Whether an item with this label is dimmed by the selection (never when nothing is selected). */
export function isDimmed(label: string, selected: Set<string> | null): boolean {
  return selected !== null && !selected.has(label);
}
