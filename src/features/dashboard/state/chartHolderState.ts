/**
 * What a chart's holder on the dashboard reads from the store, in one selector: fifty holders
 * each subscribed with ten selectors made every store update (a few per chart query) run five
 * hundred checks; one selector compared field by field (shallowEqual) runs fifty.
 */
import type { RootState } from '../../../app/store';
import { chartFiltersKey } from './chartFilters';

interface ChartHolderState {
  slice: RootState['dashboardState']['slices'][number] | undefined;
  info: RootState['dashboardState']['info'];
  /** The chart's private state (a table's server page and sort). */
  ownState: Record<string, unknown> | undefined;
  /** The chart's own cross-filter selection. */
  ownFilterState: RootState['dataMask'][string]['filterState'] | undefined;
  filtersKey: string;
  datasource: RootState['dashboardState']['datasources'][string] | undefined;
  isFullSize: boolean;
  isFocused: boolean;
  chartStatus: string | undefined;
  emitsCrossFilters: boolean;
}

export function chartHolderStateOf(state: RootState, chartId: number): ChartHolderState {
  const { dashboardState } = state;
  const slice = dashboardState.slices[chartId];
  const mask = state.dataMask[String(chartId)];
  return {
    slice,
    info: dashboardState.info,
    ownState: mask?.ownState,
    ownFilterState: mask?.filterState,
    filtersKey: chartFiltersKey(state, chartId),
    datasource: slice ? dashboardState.datasources[String(slice.form_data.datasource)] : undefined,
    isFullSize: dashboardState.fullSizeChartId === chartId,
    isFocused: dashboardState.focusedChartId === chartId,
    chartStatus: state.charts[chartId]?.chartStatus ?? undefined,
    emitsCrossFilters: Boolean(state.nativeFilters.chartConfiguration[String(chartId)]),
  };
}
