/**
 * Cross-filters on ECharts charts: which cursor the items show and what a click emits. Pure, so
 * the renderer only wires them to ECharts' events.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { QueryColumn } from '../../api/chartDataTypes';
import type { EChartsClickDatum } from './plugins/echartsTypes';
import type { ChartCrossFilter, CrossFilterMask } from './crossFilterTypes';
import { groupbyCrossFilterMask, toggleCrossFilter } from './crossFilterRules';

/**
 * The option with every series' cursor set: a pointer only where a click emits a cross-filter
 * (ECharts shows one over every item by default, which would promise a click that does nothing).
 */
export function withClickCursor(option: EChartsCoreOption, clickable: boolean): EChartsCoreOption {
  const cursor = clickable ? 'pointer' : 'default';
  const { series } = option as { series?: unknown };
  const withCursor = (entry: unknown) =>
    entry && typeof entry === 'object' ? { ...(entry as Record<string, unknown>), cursor } : entry;
  if (Array.isArray(series)) return { ...option, series: series.map(withCursor) };
  if (series && typeof series === 'object') return { ...option, series: withCursor(series) };
  return option;
}

/** What a click emits: the clicked item's filter, the clear when it is already selected, or nothing. */
export function crossFilterForClick(
  datum: EChartsClickDatum,
  crossFilterOf: ((datum: EChartsClickDatum) => CrossFilterMask | null) | undefined,
  crossFilter: ChartCrossFilter | undefined,
): CrossFilterMask | null {
  if (!crossFilter || !crossFilterOf) return null;
  const mask = crossFilterOf(datum);
  return mask ? toggleCrossFilter(mask, crossFilter.filterState) : null;
}

/**
 * The click rule of a chart whose items are labelled groups (pie slices, funnel steps, series,
 * boxes): the label names the item, the label map gives its raw values of `columns`. No rule
 * without columns: such a chart has nothing to filter on.
 */
export function crossFilterByLabel(
  columns: readonly QueryColumn[],
  labelMap: ReadonlyMap<string, readonly unknown[]>,
  labelOf: (datum: EChartsClickDatum) => string | undefined,
): ((datum: EChartsClickDatum) => CrossFilterMask | null) | undefined {
  if (columns.length === 0) return undefined;
  return (datum) => {
    const label = labelOf(datum);
    const values = label === undefined ? undefined : labelMap.get(label);
    return label !== undefined && values ? groupbyCrossFilterMask(columns, values, label) : null;
  };
}
