/**
 * The extra form data a chart on a dashboard queries with (reference §3.8): the merged
 * contributions of every native filter and cross-filter whose scope includes the chart, native
 * filters first in configuration order, then cross-filters in the order given.
 */
import type { ExtraFormData } from '../../../api/chartDataTypes';
import type { FilterDataMask, NativeFilterConfig } from './filterTypes';
import { mergeAllExtraFormData } from './mergeExtraFormData';

/** A chart emitting cross-filters and the charts its filter reaches (its own mask is keyed by its id). */
interface CrossFilterScope {
  chartId: number;
  chartsInScope: readonly number[];
}

export function chartExtraFormData(
  chartId: number,
  filters: readonly Pick<NativeFilterConfig, 'id' | 'chartsInScope'>[],
  dataMask: Readonly<Record<string, FilterDataMask | undefined>>,
  crossFilters: readonly CrossFilterScope[] = [],
): ExtraFormData {
  const nativeContributions = filters
    .filter((filter) => filter.chartsInScope?.includes(chartId))
    .map((filter) => dataMask[filter.id]?.extraFormData);
  // A chart never filters itself with its own cross-filter, whatever its stored scope says.
  const crossContributions = crossFilters
    .filter((emitter) => emitter.chartId !== chartId && emitter.chartsInScope.includes(chartId))
    .map((emitter) => dataMask[String(emitter.chartId)]?.extraFormData);
  return mergeAllExtraFormData([...nativeContributions, ...crossContributions]);
}
