/**
 * The filter bar's rules (reference §4.5): what a filter shows (its pending selection, else the
 * applied mask), the merged selections of its cascade parents for its option query, whether Apply
 * has anything to apply, and what 'Clear all' selects.
 */
import type { ExtraFormData } from '../../../../api/chartDataTypes';
import { filterExtraFormData } from '../../rules/extraFormData';
import {
  isFilterDivider,
  type FilterConfigItem,
  type FilterDataMask,
  type NativeFilterConfig,
} from '../../rules/filterTypes';
import { mergeAllExtraFormData } from '../../rules/mergeExtraFormData';

type Masks = Readonly<Record<string, FilterDataMask | undefined>>;

export function shownMask(id: string, pending: Masks, applied: Masks): FilterDataMask {
  return pending[id] ?? applied[id] ?? {};
}

/** The parents' selections as the child's option query should see them (pending ones first). */
export function parentExtraFormData(filter: NativeFilterConfig, pending: Masks, applied: Masks): ExtraFormData {
  return mergeAllExtraFormData(
    (filter.cascadeParentIds ?? []).map((parentId) => shownMask(parentId, pending, applied).extraFormData),
  );
}

const sameJson = (first: unknown, second: unknown) => JSON.stringify(first ?? null) === JSON.stringify(second ?? null);

/** The pending selections that differ from what is applied. */
export function changedSelections(pending: Masks, applied: Masks): Record<string, FilterDataMask> {
  const changed: Record<string, FilterDataMask> = {};
  for (const [id, mask] of Object.entries(pending)) {
    if (!mask) continue;
    const current = applied[id];
    const same =
      sameJson(mask.filterState?.value, current?.filterState?.value) &&
      sameJson(mask.extraFormData, current?.extraFormData);
    if (!same) changed[id] = mask;
  }
  return changed;
}

/** A filter with nothing chosen. */
function clearedMask(filter: NativeFilterConfig): FilterDataMask {
  return { extraFormData: filterExtraFormData(filter, null), filterState: { value: null } };
}

const hasValue = (mask: FilterDataMask | undefined) => {
  const value = mask?.filterState?.value;
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
};

/** 'Clear all': every filter that shows a value gets an empty selection (applied with Apply). */
export function clearAllSelections(items: readonly FilterConfigItem[], pending: Masks, applied: Masks) {
  const cleared: Record<string, FilterDataMask> = {};
  for (const item of items) {
    if (isFilterDivider(item)) continue;
    if (hasValue(shownMask(item.id, pending, applied))) cleared[item.id] = clearedMask(item);
  }
  return cleared;
}

export function anyValueShown(items: readonly FilterConfigItem[], pending: Masks, applied: Masks): boolean {
  return items.some((item) => !isFilterDivider(item) && hasValue(shownMask(item.id, pending, applied)));
}
