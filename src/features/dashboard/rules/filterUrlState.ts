/**
 * Filter state carried by a dashboard's address (reference §3.8): `native_filters` (a rison data
 * mask, as older links wrote it) and `native_filters_key` (a key to the filter_state store whose
 * value is the data mask as JSON). Anything that is not a data mask by id is ignored.
 */
import rison from 'rison';
import type { FilterDataMask } from '../../nativeFilters';

const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';
const NATIVE_FILTERS_PARAM = 'native_filters';

export type DataMaskLayer = Record<string, FilterDataMask>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the data mask parts of each entry, each part only when it is an object. */
export function asDataMaskLayer(value: unknown): DataMaskLayer {
  if (!isRecord(value)) return {};
  const layer: DataMaskLayer = {};
  for (const [id, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue;
    const mask: FilterDataMask = {};
    if (isRecord(entry.extraFormData)) mask.extraFormData = entry.extraFormData;
    if (isRecord(entry.filterState)) mask.filterState = entry.filterState;
    if (isRecord(entry.ownState)) mask.ownState = entry.ownState;
    layer[id] = mask;
  }
  return layer;
}

export function nativeFiltersParam(search: string): DataMaskLayer | undefined {
  const raw = new URLSearchParams(search).get(NATIVE_FILTERS_PARAM);
  if (!raw) return undefined;
  try {
    return asDataMaskLayer(rison.decode(raw));
  } catch {
    return undefined;
  }
}

export function nativeFiltersKeyParam(search: string): string | null {
  return new URLSearchParams(search).get(NATIVE_FILTERS_KEY_PARAM) || null;
}

/** A filter_state value (JSON text) as a layer; unreadable text gives none. */
export function filterStateLayer(value: string | null): DataMaskLayer | undefined {
  if (!value) return undefined;
  try {
    return asDataMaskLayer(JSON.parse(value));
  } catch {
    return undefined;
  }
}

/** The search string with `native_filters_key` set to `key` (and the legacy rison mask dropped). */
export function searchWithFiltersKey(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(NATIVE_FILTERS_PARAM);
  params.set(NATIVE_FILTERS_KEY_PARAM, key);
  return `?${params.toString()}`;
}
