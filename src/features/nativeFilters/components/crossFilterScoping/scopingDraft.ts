/**
 * What the cross-filter scoping modal edits (reference §3.7): the global scope and, per chart,
 * either 'global' or a custom scope. Saving recomputes every `chartsInScope` from the layout (the
 * stored ones are caches); a chart's own id never is in its list.
 */
import type { ChartCrossFilterConfig, FilterScope, GlobalChartConfiguration } from '../../rules/filterTypes';
import { chartsInScope, type ScopeLayout } from '../../rules/scope';

type ChartScope = 'global' | FilterScope;

interface ScopingDraft {
  global: FilterScope;
  /** By chart id (string, as in `chart_configuration`). */
  charts: Record<string, ChartScope>;
}

export interface SavedScoping {
  chartConfiguration: Record<string, ChartCrossFilterConfig>;
  globalChartConfiguration: GlobalChartConfiguration;
}

const copyScope = (scope: FilterScope): FilterScope => ({
  rootPath: [...scope.rootPath],
  excluded: [...scope.excluded],
});

/** Every configured chart and every listed chart (a listed chart without an entry is global). */
export function initialDraft(
  chartConfiguration: Readonly<Record<string, ChartCrossFilterConfig>>,
  globalChartConfiguration: GlobalChartConfiguration,
  chartIds: readonly number[],
): ScopingDraft {
  const charts: Record<string, ChartScope> = {};
  for (const [key, entry] of Object.entries(chartConfiguration)) {
    const scope = entry.crossFilters.scope;
    charts[key] = scope === 'global' ? 'global' : copyScope(scope);
  }
  for (const id of chartIds) charts[String(id)] ??= 'global';
  return { global: copyScope(globalChartConfiguration.scope), charts };
}

export function isCustomScope(draft: ScopingDraft, chartId: number): boolean {
  const scope = draft.charts[String(chartId)];
  return scope !== undefined && scope !== 'global';
}

/** The scope the tree shows: the global one, or the chart's own (a global chart: the global one without the chart). */
export function shownScope(draft: ScopingDraft, chartId: number | null): FilterScope {
  if (chartId === null) return draft.global;
  const scope = draft.charts[String(chartId)];
  if (scope === undefined || scope === 'global') {
    return { rootPath: draft.global.rootPath, excluded: draft.global.excluded.filter((id) => id !== chartId) };
  }
  return scope;
}

/** The draft with the global scope, or one chart's scope, replaced. */
export function withScope(draft: ScopingDraft, chartId: number | null, scope: ChartScope): ScopingDraft {
  if (chartId === null) return scope === 'global' ? draft : { ...draft, global: scope };
  return { ...draft, charts: { ...draft.charts, [String(chartId)]: scope } };
}

/** What the modal saves: scopes as edited, every `chartsInScope` recomputed from the layout. */
export function savedScoping(layout: ScopeLayout, draft: ScopingDraft): SavedScoping {
  const globalCharts = chartsInScope(layout, draft.global);
  const chartConfiguration: Record<string, ChartCrossFilterConfig> = {};
  for (const [key, scope] of Object.entries(draft.charts)) {
    const id = Number(key);
    const reached = scope === 'global' ? globalCharts : chartsInScope(layout, scope);
    chartConfiguration[key] = {
      id,
      crossFilters: { scope, chartsInScope: reached.filter((chartId) => chartId !== id) },
    };
  }
  return {
    chartConfiguration,
    globalChartConfiguration: { scope: draft.global, chartsInScope: globalCharts },
  };
}
