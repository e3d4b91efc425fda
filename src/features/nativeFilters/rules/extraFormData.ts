/**
 * The extra form data each native filter type produces from its value (reference §3.6). An empty
 * value contributes nothing, so charts run unfiltered, except a required value select, which
 * matches no rows until a value is picked.
 */
import type { FilterValue } from '../../../api/chartDataTypes';
import type { ExtraFormData } from '../../../api/chartDataTypes';
import type { FilterControlValues, NativeFilterConfig } from './filterTypes';

const MATCH_NOTHING = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' } as const;

function isFilterValue(value: unknown): value is FilterValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Value select: `IN` the chosen values, `NOT IN` with inverse selection. */
export function selectExtraFormData(
  column: string,
  values: readonly FilterValue[] | null | undefined,
  controls: Pick<FilterControlValues, 'enableEmptyFilter' | 'inverseSelection'> = {},
): ExtraFormData {
  if (values && values.length > 0) {
    return { filters: [{ col: column, op: controls.inverseSelection ? 'NOT IN' : 'IN', val: [...values] }] };
  }
  // An inverse selection of nothing excludes nothing, so a required value cannot empty the chart.
  if (controls.enableEmptyFilter && !controls.inverseSelection) return { adhoc_filters: [{ ...MATCH_NOTHING }] };
  return {};
}

/** Numerical range: `>=` the lower and `<=` the upper bound; an open end adds no filter. */
export function rangeExtraFormData(
  column: string,
  range: readonly [number | null, number | null] | null | undefined,
): ExtraFormData {
  const [min, max] = range ?? [null, null];
  const filters: NonNullable<ExtraFormData['filters']> = [];
  if (typeof min === 'number') filters.push({ col: column, op: '>=', val: min });
  if (typeof max === 'number') filters.push({ col: column, op: '<=', val: max });
  return filters.length ? { filters } : {};
}

export function timeRangeExtraFormData(timeRange: string | null | undefined): ExtraFormData {
  return isPresent(timeRange) ? { time_range: timeRange as string } : {};
}

export function timeGrainExtraFormData(timeGrain: string | null | undefined): ExtraFormData {
  return isPresent(timeGrain) ? { time_grain_sqla: timeGrain as string } : {};
}

export function timeColumnExtraFormData(column: string | null | undefined): ExtraFormData {
  return isPresent(column) ? { granularity_sqla: column as string } : {};
}

function asRange(value: unknown): [number | null, number | null] | null {
  if (!Array.isArray(value)) return null;
  const bound = (item: unknown) => (typeof item === 'number' && Number.isFinite(item) ? item : null);
  return [bound(value[0]), bound(value[1])];
}

function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The extra form data of a filter holding `value` (its `filterState.value`), by filter type. */
export function filterExtraFormData(
  filter: Pick<NativeFilterConfig, 'filterType' | 'targets' | 'controlValues'>,
  value: unknown,
): ExtraFormData {
  const column = filter.targets[0]?.column?.name;
  switch (filter.filterType) {
    case 'filter_select': {
      if (!column) return {};
      const values = Array.isArray(value)
        ? value.filter(isFilterValue)
        : isPresent(value) && isFilterValue(value)
          ? [value]
          : [];
      return selectExtraFormData(column, values, filter.controlValues);
    }
    case 'filter_range':
      return column ? rangeExtraFormData(column, asRange(value)) : {};
    case 'filter_time':
      return timeRangeExtraFormData(asString(value));
    case 'filter_timegrain':
      return timeGrainExtraFormData(asString(value));
    case 'filter_timecolumn':
      return timeColumnExtraFormData(asString(value));
    default:
      return {};
  }
}
