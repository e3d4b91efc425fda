/**
 * The cross-filter contract between a chart and the dashboard that hosts it: what a click emits
 * (a data mask part, Superset's shape) and what the host hands the chart (its current selection and
 * a way to emit).
 */
import type { ExtraFormData } from '../../api/chartDataTypes';

/** A chart's cross-filter state as Superset keeps it in the chart's own data mask. */
export interface CrossFilterState {
  value?: unknown;
  /** The labels of the selected items (pie slices, series, boxes…), to highlight them. */
  selectedValues?: unknown[] | null;
  label?: string;
  /** The table's selection: column → selected values (Superset's table keeps it so). */
  filters?: Record<string, unknown[]> | null;
}

export interface CrossFilterMask {
  /** `{filters: [{col, op: 'IN', val: [...]}]}`; `{}` when cleared. */
  extraFormData: ExtraFormData;
  /** `value` is null when cleared. */
  filterState: { value: unknown; selectedValues?: unknown[]; label?: string; filters?: Record<string, unknown[]> };
}

export interface ChartCrossFilter {
  /** The chart's current cross-filter (its own data mask's filterState), to highlight the selection. */
  filterState: CrossFilterState | undefined;
  /** Emit a new cross-filter; a mask with `value: null` clears it (click on the selected value again). */
  emit(mask: CrossFilterMask): void;
}
