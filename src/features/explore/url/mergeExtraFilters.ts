/**
 * Legacy `extra_filters` ([{col, op, val}], from old dashboards' filter boxes and hand-made links)
 * folded into the form data as Superset's merge_extra_filters does: the reserved time keys set the
 * time controls, every other filter with a value becomes a SIMPLE adhoc filter marked `isExtra`,
 * unless the chart already has the same filter, and `extra_filters` itself is dropped.
 */
import { NO_TIME_RANGE } from '../../../../common/timeRange';
import type { AdhocFilter } from '../../charts';

interface LegacyExtraFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** The reserved `col` names that carry time controls rather than a column filter. */
const TIME_EXTRA_CONTROLS: Readonly<Record<string, string>> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
};

/** The adhoc filter's operator spelling (`in` → `IN`, `not in` → `NOT IN`), which the filter control and the query builder expect. */
function normalizeOperator(operator: string): string {
  return operator.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A stable name from the filter's content, as Superset derives filterOptionName from a hash of the filter. */
function filterOptionName(filter: Omit<AdhocFilter, 'filterOptionName'>): string {
  const text = JSON.stringify(filter);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) >>> 0;
  return `filter_${hash.toString(36)}`;
}

export function simpleFilterToAdhoc(filter: LegacyExtraFilter): AdhocFilter {
  const adhoc: Omit<AdhocFilter, 'filterOptionName'> = {
    clause: 'WHERE',
    expressionType: 'SIMPLE',
    subject: filter.col,
    operator: normalizeOperator(filter.op),
    comparator: filter.val as AdhocFilter['comparator'],
    isExtra: true,
  };
  return { ...adhoc, filterOptionName: filterOptionName(adhoc) };
}

/** Superset adds only filters with a value (an empty list or string adds nothing). */
function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function sameValues(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) && Array.isArray(right)) {
    const leftSet = new Set(left.map((item) => JSON.stringify(item)));
    const rightSet = new Set(right.map((item) => JSON.stringify(item)));
    return leftSet.size === rightSet.size && [...leftSet].every((item) => rightSet.has(item));
  }
  if (Array.isArray(left) || Array.isArray(right)) return false;
  return JSON.stringify(left) === JSON.stringify(right);
}

function filterKey(column: string, operator: string): string {
  return `${column}__${normalizeOperator(operator)}`;
}

function isLegacyExtraFilter(value: unknown): value is LegacyExtraFilter {
  if (value === null || typeof value !== 'object') return false;
  const { col, op } = value as Record<string, unknown>;
  return typeof col === 'string' && typeof op === 'string';
}

/** The form data with its `extra_filters` merged in (a new object; the argument is left as it was). */
export function mergeExtraFilters<FormData extends Record<string, unknown>>(formData: FormData): FormData {
  if (!('extra_filters' in formData)) return formData;
  const { extra_filters: extraFilters, ...rest } = formData;
  const merged: Record<string, unknown> = { ...rest };
  const adhocFilters = Array.isArray(merged.adhoc_filters) ? [...(merged.adhoc_filters as AdhocFilter[])] : [];
  const appliedTimeExtras: Record<string, unknown> = {
    ...((merged.applied_time_extras as Record<string, unknown> | undefined) ?? {}),
  };

  // The chart's own simple filters with a value, by column and operator.
  const existingValues = new Map<string, unknown>();
  for (const existing of adhocFilters) {
    if (existing.expressionType !== 'SIMPLE' || !existing.subject || !existing.operator) continue;
    if (existing.comparator === undefined || existing.comparator === null) continue;
    existingValues.set(filterKey(existing.subject, existing.operator), existing.comparator);
  }

  for (const filter of Array.isArray(extraFilters) ? extraFilters.filter(isLegacyExtraFilter) : []) {
    const timeControl = TIME_EXTRA_CONTROLS[filter.col];
    if (timeControl) {
      if (hasValue(filter.val) && filter.val !== NO_TIME_RANGE) {
        merged[timeControl] = filter.val;
        appliedTimeExtras[filter.col] = filter.val;
      }
      continue;
    }
    if (!hasValue(filter.val)) continue;
    const key = filterKey(filter.col, filter.op);
    if (existingValues.has(key) && sameValues(existingValues.get(key), filter.val)) continue;
    adhocFilters.push(simpleFilterToAdhoc(filter));
  }

  merged.adhoc_filters = adhocFilters;
  merged.applied_time_extras = appliedTimeExtras;
  return merged as FormData;
}
