/**
 * What a dashboard's `json_metadata` says about filtering, made ready for the page (reference
 * §3.5–§3.7): the native filters and dividers in display order with `chartsInScope` /
 * `tabsInScope` recomputed from the layout (the stored ones are caches), every cross-filtering
 * chart's configuration (missing ones default to the global scope) and the charts each reaches.
 */
import {
  isFilterDivider,
  type ChartCrossFilterConfig,
  type FilterBarOrientation,
  type FilterConfigItem,
  type FilterScope,
  type GlobalChartConfiguration,
} from './filterTypes';
import { chartsInScope, tabsInScope, type ScopeLayout } from './scope';

/** A chart that may emit a cross-filter and the charts its filter reaches. */
export interface CrossFilterEmitter {
  chartId: number;
  chartsInScope: number[];
}

export interface DashboardFiltering {
  items: FilterConfigItem[];
  crossFiltersEnabled: boolean;
  chartConfiguration: Record<string, ChartCrossFilterConfig>;
  globalChartConfiguration: GlobalChartConfiguration;
  emitters: CrossFilterEmitter[];
  orientation: FilterBarOrientation;
}

export const ROOT_SCOPE: FilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asScope(value: unknown): FilterScope {
  if (!isRecord(value)) return ROOT_SCOPE;
  const rootPath = Array.isArray(value.rootPath) ? value.rootPath.filter((id) => typeof id === 'string') : [];
  const excluded = Array.isArray(value.excluded) ? value.excluded.filter((id) => typeof id === 'number') : [];
  return { rootPath: rootPath.length ? rootPath : ROOT_SCOPE.rootPath, excluded };
}

function isConfigItem(value: unknown): value is FilterConfigItem {
  return isRecord(value) && typeof value.id === 'string';
}

/** Filters with their scope caches recomputed from `layout`; dividers as they are. */
export function withScopesFrom(items: readonly FilterConfigItem[], layout: ScopeLayout): FilterConfigItem[] {
  return items.map((item) => {
    if (isFilterDivider(item)) return item;
    const scope = asScope(item.scope);
    return {
      ...item,
      scope,
      cascadeParentIds: item.cascadeParentIds ?? [],
      chartsInScope: chartsInScope(layout, scope),
      tabsInScope: tabsInScope(layout, scope),
    };
  });
}

/** Each cross-filtering chart with the charts it reaches (never itself). */
export function crossFilterEmitters(
  chartConfiguration: Readonly<Record<string, ChartCrossFilterConfig>>,
  globalScope: FilterScope,
  layout: ScopeLayout,
): CrossFilterEmitter[] {
  const globalCharts = chartsInScope(layout, globalScope);
  return Object.values(chartConfiguration).map(({ id, crossFilters }) => {
    const reached = crossFilters.scope === 'global' ? globalCharts : chartsInScope(layout, asScope(crossFilters.scope));
    return { chartId: id, chartsInScope: reached.filter((chartId) => chartId !== id) };
  });
}

/** `chart_configuration` with an entry for every interactive chart (default: the global scope). */
function completeChartConfiguration(
  stored: unknown,
  interactiveChartIds: readonly number[],
): Record<string, ChartCrossFilterConfig> {
  const configuration: Record<string, ChartCrossFilterConfig> = {};
  const entries = isRecord(stored) ? stored : {};
  for (const chartId of interactiveChartIds) {
    const entry = entries[String(chartId)];
    const crossFilters = isRecord(entry) && isRecord(entry.crossFilters) ? entry.crossFilters : {};
    const scope =
      crossFilters.scope === 'global' || !isRecord(crossFilters.scope) ? 'global' : asScope(crossFilters.scope);
    configuration[String(chartId)] = { id: chartId, crossFilters: { scope } };
  }
  return configuration;
}

export function dashboardFiltering(
  metadata: Readonly<Record<string, unknown>>,
  layout: ScopeLayout,
  options: { interactiveChartIds: readonly number[]; crossFiltersFlag: boolean; horizontalFilterBarFlag: boolean },
): DashboardFiltering {
  const stored = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  const globalStored = isRecord(metadata.global_chart_configuration) ? metadata.global_chart_configuration : {};
  const globalChartConfiguration = { scope: asScope(globalStored.scope) };
  const crossFiltersEnabled = options.crossFiltersFlag && metadata.cross_filters_enabled !== false;
  const chartConfiguration = crossFiltersEnabled
    ? completeChartConfiguration(metadata.chart_configuration, options.interactiveChartIds)
    : {};
  return {
    items: withScopesFrom(stored.filter(isConfigItem), layout),
    crossFiltersEnabled,
    chartConfiguration,
    globalChartConfiguration,
    emitters: crossFilterEmitters(chartConfiguration, globalChartConfiguration.scope, layout),
    orientation:
      options.horizontalFilterBarFlag && metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL',
  };
}
