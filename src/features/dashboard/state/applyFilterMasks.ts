/** Filter bar selections, default values and cross-filters reaching the applied data mask. */
import { dataMaskUpdated } from '../../dataMask';
import type { FilterDataMask } from '../../nativeFilters';
import type { DashboardThunk } from './dashboardThunkTypes';

export function applyFilterMasks(masks: Readonly<Record<string, FilterDataMask>>): DashboardThunk {
  return (dispatch) => {
    for (const [id, mask] of Object.entries(masks)) {
      dispatch(
        dataMaskUpdated(id, {
          extraFormData: mask.extraFormData ?? {},
          filterState: mask.filterState ?? {},
          ...(mask.ownState ? { ownState: mask.ownState } : {}),
        }),
      );
    }
  };
}
