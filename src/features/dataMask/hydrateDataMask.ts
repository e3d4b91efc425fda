/**
 * The data mask a dashboard starts with (reference §3.8): every cross-filtering chart and every
 * native filter begins empty, a filter's `defaultDataMask` seeds it, then the masks carried by the
 * URL's `native_filters` (decoded rison), the `native_filters_key` filter state and the permalink
 * are laid on in that order, a later layer replacing an earlier one. Cross-filters (chart ids)
 * are restored from the layers too; ids no longer on the dashboard are dropped.
 */
import type { NativeFilterConfig } from '../nativeFilters';
import { emptyDataMask, patchedDataMask, type DataMaskPatch, type DataMaskState } from './dataMaskTypes';

type MaskLayer = Readonly<Record<string, DataMaskPatch | undefined>>;

export interface DataMaskHydration {
  /** Charts that can emit cross-filters (the keys of `chart_configuration`). */
  chartIds: readonly (number | string)[];
  filters: readonly Pick<NativeFilterConfig, 'id' | 'defaultDataMask'>[];
  urlNativeFilters?: MaskLayer;
  filterState?: MaskLayer;
  permalink?: MaskLayer;
}

export function hydratedDataMask(hydration: DataMaskHydration): DataMaskState {
  const layers = [hydration.urlNativeFilters, hydration.filterState, hydration.permalink];
  const layered = (id: string, seed?: DataMaskPatch) =>
    layers.reduce((mask, layer) => patchedDataMask(mask, layer?.[id]), patchedDataMask(emptyDataMask(id), seed));
  const state: DataMaskState = {};
  for (const chartId of hydration.chartIds) state[String(chartId)] = layered(String(chartId));
  for (const filter of hydration.filters) state[filter.id] = layered(filter.id, filter.defaultDataMask);
  return state;
}
