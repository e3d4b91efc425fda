/** What the filter bar passes to a filter's value control (the contract of FilterControl). */
import type { ExtraFormData } from '../../../../api/chartDataTypes';
import type { FilterDataMask, NativeFilterConfig } from '../../rules/filterTypes';

export interface FilterControlProps {
  filter: NativeFilterConfig;
  dashboardId: number;
  /** What the control shows: the bar's pending selection if any, else the applied data mask. */
  mask: FilterDataMask;
  /** Merged extraFormData of the filter's cascade parents (already merged by the lead). */
  parentExtraFormData: ExtraFormData;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  /** A new selection. `initial: true` when the control chose it itself (defaultToFirstItem), not the user. */
  onChange(mask: FilterDataMask, options?: { initial?: boolean }): void;
}
