/**
 * The data mask after the filters configuration is saved (reference §3.8): deleted filters lose
 * their mask; a modified filter starts again from its new default, keeping the viewer's current
 * value only when its targets are unchanged and it is required or defaults to its first item;
 * untouched filters and charts keep theirs.
 */
import type { NativeFilterConfig } from '../nativeFilters';
import { emptyDataMask, patchedDataMask, type DataMask, type DataMaskState } from './dataMaskTypes';

type SavedFilter = Pick<NativeFilterConfig, 'id' | 'targets' | 'controlValues' | 'defaultDataMask'>;

export interface FilterConfigChanges {
  modified: readonly SavedFilter[];
  deleted: readonly string[];
  /** The filters as they were before the save, by id (to tell whether targets changed). */
  previous: Readonly<Record<string, Pick<NativeFilterConfig, 'targets'> | undefined>>;
}

function hasValue(mask: DataMask | undefined): boolean {
  const value = mask?.filterState.value;
  if (value === undefined || value === null) return false;
  // A range's cleared value is [null, null]; an empty selection holds nothing either.
  return !(Array.isArray(value) && value.every((item) => item === null || item === undefined));
}

function keepsCurrentValue(filter: SavedFilter, current: DataMask | undefined, changes: FilterConfigChanges): boolean {
  if (!current) return false;
  const previousTargets = changes.previous[filter.id]?.targets;
  if (JSON.stringify(previousTargets) !== JSON.stringify(filter.targets)) return false;
  const { enableEmptyFilter, defaultToFirstItem } = filter.controlValues ?? {};
  if (defaultToFirstItem) return true;
  // An empty required value would otherwise wipe the (possibly new) default.
  return Boolean(enableEmptyFilter) && hasValue(current);
}

export function dataMaskAfterFilterSave(state: DataMaskState, changes: FilterConfigChanges): DataMaskState {
  const next: DataMaskState = { ...state };
  for (const id of changes.deleted) delete next[id];
  for (const filter of changes.modified) {
    const current = state[filter.id];
    const fromDefault = patchedDataMask(emptyDataMask(filter.id), filter.defaultDataMask);
    next[filter.id] =
      current && keepsCurrentValue(filter, current, changes)
        ? { ...fromDefault, extraFormData: current.extraFormData, filterState: current.filterState }
        : fromDefault;
  }
  return next;
}
