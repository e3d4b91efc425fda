/**
 * The data mask a filter control hands to the bar: the value's extra form data (by filter type)
 * and the value itself. A cleared value is `null` and carries no label.
 */
import { filterExtraFormData } from '../../rules/extraFormData';
import type { FilterDataMask, NativeFilterConfig } from '../../rules/filterTypes';

export function filterMask(filter: NativeFilterConfig, value: unknown, label?: string): FilterDataMask {
  const isCleared = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  const stored = isCleared ? null : value;
  return {
    extraFormData: filterExtraFormData(filter, stored),
    filterState: label !== undefined && !isCleared ? { value: stored, label } : { value: stored },
  };
}
