/** A data mask (reference §3.8): a native filter's or a chart's state, keyed by filter or chart id. */
import type { ExtraFormData } from '../../api/chartDataTypes';

export interface DataMask {
  id: string;
  extraFormData: ExtraFormData;
  filterState: { value?: unknown; [key: string]: unknown };
  ownState: Record<string, unknown>;
}

export type DataMaskState = Record<string, DataMask>;

/** What a layer (URL, filter_state, permalink) or an update may carry for one id. */
export type DataMaskPatch = Partial<Omit<DataMask, 'id'>>;

export function emptyDataMask(id: string): DataMask {
  return { id, extraFormData: {}, filterState: {}, ownState: {} };
}

/** A later patch replaces whole parts (extraFormData, filterState, ownState), never merges inside. */
export function patchedDataMask(mask: DataMask, patch: DataMaskPatch | undefined): DataMask {
  if (!patch) return mask;
  const { extraFormData, filterState, ownState } = patch;
  return {
    ...mask,
    ...(extraFormData ? { extraFormData } : {}),
    ...(filterState ? { filterState } : {}),
    ...(ownState ? { ownState } : {}),
  };
}

export function isEmptyDataMask(mask: DataMask): boolean {
  return [mask.extraFormData, mask.filterState, mask.ownState].every((part) => Object.keys(part).length === 0);
}
