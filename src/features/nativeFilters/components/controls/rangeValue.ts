/** A numerical range filter's value and bounds: `[min|null, max|null]`, either end open. */
import type { ChartDataQueryResult } from '../../../../api/chartDataTypes';
import { RANGE_MAX_LABEL, RANGE_MIN_LABEL } from '../../rules/filterOptionsQuery';

export type RangeValue = [number | null, number | null];

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function rangeValueOf(value: unknown): RangeValue {
  return Array.isArray(value) ? [finite(value[0]), finite(value[1])] : [null, null];
}

/** The column's MIN and MAX from the bounds query; null when the column has no values. */
export function rangeBoundsOf(result: ChartDataQueryResult | undefined): { min: number; max: number } | null {
  const row = result?.data[0];
  const min = finite(row?.[RANGE_MIN_LABEL]);
  const max = finite(row?.[RANGE_MAX_LABEL]);
  return min !== null && max !== null ? { min, max } : null;
}

/** Superset's summary of a range: `1 ≤ x ≤ 5`, `x = 3`, `x ≥ 1`, `x ≤ 5`. */
export function rangeLabel([lower, upper]: RangeValue): string | undefined {
  if (lower !== null && upper !== null) return lower === upper ? `x = ${lower}` : `${lower} ≤ x ≤ ${upper}`;
  if (lower !== null) return `x ≥ ${lower}`;
  if (upper !== null) return `x ≤ ${upper}`;
  return undefined;
}

/** Whole steps for whole bounds, else a hundredth of the span. */
export function rangeStep(bounds: { min: number; max: number }): number {
  if (Number.isInteger(bounds.min) && Number.isInteger(bounds.max)) return 1;
  return (bounds.max - bounds.min) / 100 || 1;
}
