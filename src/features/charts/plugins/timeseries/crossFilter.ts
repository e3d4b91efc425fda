/**
 * Cross-filters of the timeseries family: a click on a series filters on that series' groupby
 * values (Superset's rule; nothing without a groupby), and a selection dims the other series.
 */
import type { ChartDataQueryResult, QueryColumn } from '../../../../api/chartDataTypes';
import { crossFilterByLabel } from '../../crossFilterECharts';
import { DIMMED_OPACITY, isDimmed, selectedLabelsOf } from '../../crossFilterRules';
import type { CrossFilterState } from '../../crossFilterTypes';
import type { EChartsRenderProps } from '../echartsTypes';

/**
 * Series name → its groupby values: the last `groupbyCount` parts of the flattened name (the
 * metric and time offset come first), from the reply's label_map when it has the name.
 */
export function seriesLabelMap(
  seriesNames: readonly string[],
  result: ChartDataQueryResult,
  groupbyCount: number,
): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (groupbyCount === 0) return map;
  for (const name of seriesNames) {
    const parts = result.label_map?.[name] ?? name.split(', ');
    if (parts.length >= groupbyCount) map.set(name, parts.slice(parts.length - groupbyCount));
  }
  return map;
}

type SeriesOption = Record<string, unknown> & { name?: unknown };

function dimmedStyle(style: unknown): Record<string, unknown> {
  return { ...(style && typeof style === 'object' ? style : {}), opacity: DIMMED_OPACITY };
}

/** The series with those the selection leaves out dimmed (line, area and symbols). */
export function dimUnselectedSeries(
  series: readonly SeriesOption[],
  filterState: CrossFilterState | undefined,
): SeriesOption[] {
  const selected = selectedLabelsOf(filterState);
  if (!selected) return [...series];
  return series.map((entry) => {
    if (!isDimmed(String(entry.name), selected)) return entry;
    const areaStyle = entry.areaStyle as { opacity?: number } | undefined;
    return {
      ...entry,
      itemStyle: dimmedStyle(entry.itemStyle),
      lineStyle: dimmedStyle(entry.lineStyle),
      ...(areaStyle ? { areaStyle: { ...areaStyle, opacity: (areaStyle.opacity ?? 1) * DIMMED_OPACITY } } : {}),
    };
  });
}

/** The click rule: the clicked series' groupby values. */
export function timeseriesCrossFilterOf(
  groupby: readonly QueryColumn[],
  labelMap: ReadonlyMap<string, readonly unknown[]>,
): EChartsRenderProps['crossFilterOf'] {
  return crossFilterByLabel(groupby, labelMap, (datum) => datum.seriesName);
}
