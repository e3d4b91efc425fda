/**
 * A value select's options from its option query's rows: one per distinct value, kept in the
 * server's order when a sort metric ranks them, else sorted by value (numbers as numbers).
 */
import type { ChartDataQueryResult } from '../../../../api/chartDataTypes';

export type SelectFilterValue = string | number;

interface SelectFilterOption {
  value: SelectFilterValue;
  label: string;
}

interface SortControls {
  sortMetric?: string | null;
  sortAscending?: boolean;
}

function compareValues(a: SelectFilterValue, b: SelectFilterValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function selectOptionsFromResult(
  result: ChartDataQueryResult | undefined,
  column: string,
  { sortMetric, sortAscending }: SortControls,
): SelectFilterOption[] {
  const seen = new Set<string>();
  const options: SelectFilterOption[] = [];
  for (const row of result?.data ?? []) {
    const cell = row[column];
    if (cell === null || cell === undefined) continue;
    // Booleans are offered by their text; the select's values are strings or numbers.
    const value = typeof cell === 'number' ? cell : String(cell);
    if (seen.has(String(value))) continue;
    seen.add(String(value));
    options.push({ value, label: String(value) });
  }
  if (sortMetric) return options;
  const direction = sortAscending === false ? -1 : 1;
  return options.sort((a, b) => direction * compareValues(a.value, b.value));
}

/** The stored value (an array, or a lone value from older masks) as a list of select values. */
export function selectedValues(value: unknown): SelectFilterValue[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.filter((item): item is SelectFilterValue => typeof item === 'string' || typeof item === 'number');
}
