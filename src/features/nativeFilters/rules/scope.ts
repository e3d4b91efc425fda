/**
 * A filter's scope computed from the dashboard layout (reference §4.5): the charts under any
 * `rootPath` component minus the `excluded` chart ids, and the tabs holding those charts. The
 * stored `chartsInScope` / `tabsInScope` are caches of these.
 */
import type { FilterScope } from './filterTypes';

/** The part of a layout component the scope needs (structurally a dashboard layout). */
interface ScopeLayoutComponent {
  id: string;
  type: string;
  children: string[];
  meta: Record<string, unknown>;
}

export type ScopeLayout = Record<string, ScopeLayoutComponent>;

const CHART_TYPE = 'CHART';
const TAB_TYPE = 'TAB';

const DEFAULT_FILTER_SCOPE: FilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

/** Chart component ids and chart ids under the scope's roots, each once, in layout order. */
function chartComponentsUnder(layout: ScopeLayout, rootPath: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  const visited = new Set<string>();
  const visit = (id: string) => {
    const component = layout[id];
    if (!component || visited.has(id)) return;
    visited.add(id);
    const chartId = component.meta.chartId;
    if (component.type === CHART_TYPE && typeof chartId === 'number') found.set(id, chartId);
    component.children.forEach(visit);
  };
  rootPath.forEach(visit);
  return found;
}

export function chartsInScope(layout: ScopeLayout, scope: FilterScope = DEFAULT_FILTER_SCOPE): number[] {
  const excluded = new Set(scope.excluded);
  const charts = [...chartComponentsUnder(layout, scope.rootPath).values()].filter((id) => !excluded.has(id));
  return [...new Set(charts)];
}

/** The tabs (at any depth, also above a root) that contain at least one chart in scope. */
export function tabsInScope(layout: ScopeLayout, scope: FilterScope = DEFAULT_FILTER_SCOPE): string[] {
  const parentOf = new Map<string, string>();
  for (const component of Object.values(layout)) {
    for (const child of component.children) parentOf.set(child, component.id);
  }
  const excluded = new Set(scope.excluded);
  const tabs = new Set<string>();
  for (const [componentId, chartId] of chartComponentsUnder(layout, scope.rootPath)) {
    if (excluded.has(chartId)) continue;
    const seen = new Set<string>();
    for (let id = parentOf.get(componentId); id !== undefined && !seen.has(id); id = parentOf.get(id)) {
      seen.add(id);
      if (layout[id]?.type === TAB_TYPE) tabs.add(id);
    }
  }
  return [...tabs];
}
