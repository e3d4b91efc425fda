/**
 * The scoping tree of the filters configuration modal (reference §4.5): the dashboard's tabs and
 * charts under 'All panels', which chart nodes a scope checks, and the scope a set of checked nodes
 * stands for. As in Superset, the scope's roots are the nearest common level of the checked charts'
 * tab ancestors, and every chart under a root that is not checked is excluded.
 */
import type { FilterScope } from './filterTypes';
import type { ScopeLayout } from './scope';

const ROOT_ID = 'ROOT_ID';
const CHART_TYPE = 'CHART';
const TAB_TYPE = 'TAB';

export interface ScopeTreeNode {
  key: string;
  title: string;
  /** Set on chart nodes. */
  chartId?: number;
  children: ScopeTreeNode[];
}

interface ChartLabel {
  id: number;
  sliceName: string;
}

function nodeTitle(component: ScopeLayout[string], charts: ReadonlyMap<number, string>): string {
  const { meta } = component;
  const text = [meta.sliceNameOverride, meta.sliceName, meta.text, meta.defaultText].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
  if (text) return text;
  const chartId = meta.chartId;
  return (typeof chartId === 'number' && charts.get(chartId)) || component.id;
}

/** One 'All panels' root holding the tabs and charts in layout order; other components are see-through. */
export function scopeTree(layout: ScopeLayout, charts: readonly ChartLabel[], rootTitle = 'All panels'): ScopeTreeNode {
  const names = new Map(charts.map((chart) => [chart.id, chart.sliceName]));
  const root: ScopeTreeNode = { key: ROOT_ID, title: rootTitle, children: [] };
  const visited = new Set<string>();
  const visit = (id: string, parent: ScopeTreeNode) => {
    const component = layout[id];
    if (!component || visited.has(id)) return;
    visited.add(id);
    if (component.type === CHART_TYPE) {
      const chartId = component.meta.chartId;
      if (typeof chartId === 'number') {
        parent.children.push({ key: id, title: nodeTitle(component, names), chartId, children: [] });
      }
      return;
    }
    let holder = parent;
    if (component.type === TAB_TYPE) {
      holder = { key: id, title: nodeTitle(component, names), children: [] };
      parent.children.push(holder);
    }
    component.children.forEach((child) => visit(child, holder));
  };
  layout[ROOT_ID]?.children.forEach((child) => visit(child, root));
  return root;
}

function parentMap(layout: ScopeLayout): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const component of Object.values(layout)) {
    for (const child of component.children) if (!parentOf.has(child)) parentOf.set(child, component.id);
  }
  return parentOf;
}

/** ROOT_ID then the tabs above `componentId`, outermost first. */
function visibleAncestors(componentId: string, layout: ScopeLayout, parentOf: ReadonlyMap<string, string>): string[] {
  const tabs: string[] = [];
  const seen = new Set<string>();
  for (let id = parentOf.get(componentId); id !== undefined && !seen.has(id); id = parentOf.get(id)) {
    seen.add(id);
    if (layout[id]?.type === TAB_TYPE) tabs.unshift(id);
  }
  return [ROOT_ID, ...tabs];
}

function chartComponents(layout: ScopeLayout): { key: string; chartId: number }[] {
  return Object.values(layout).flatMap((component) =>
    component.type === CHART_TYPE && typeof component.meta.chartId === 'number'
      ? [{ key: component.id, chartId: component.meta.chartId }]
      : [],
  );
}

/** The chart nodes a scope checks: charts under a root and not excluded. */
export function checkedKeysFromScope(scope: FilterScope, layout: ScopeLayout): string[] {
  const parentOf = parentMap(layout);
  const roots = new Set(scope.rootPath);
  const excluded = new Set(scope.excluded);
  return chartComponents(layout)
    .filter(({ key, chartId }) => {
      if (excluded.has(chartId)) return false;
      if (roots.has(ROOT_ID)) return true;
      const seen = new Set<string>();
      for (let id = parentOf.get(key); id !== undefined && !seen.has(id); id = parentOf.get(id)) {
        seen.add(id);
        if (roots.has(id)) return true;
      }
      return false;
    })
    .map(({ key }) => key);
}

/** The scope of the checked nodes (only chart nodes count; tabs follow from them). */
export function scopeFromCheckedKeys(checkedKeys: readonly string[], layout: ScopeLayout): FilterScope {
  const checked = new Set(checkedKeys);
  const charts = chartComponents(layout);
  const checkedCharts = charts.filter(({ key }) => checked.has(key));
  if (checkedCharts.length === 0) return { rootPath: [], excluded: [] };
  const parentOf = parentMap(layout);
  const chains = checkedCharts.map(({ key }) => visibleAncestors(key, layout, parentOf));
  const level = Math.min(...chains.map((chain) => chain.length)) - 1;
  const rootPath = [...new Set(chains.map((chain) => chain[level]))];
  const roots = new Set(rootPath);
  const excluded = charts
    .filter(({ key }) => !checked.has(key))
    .filter(({ key }) => visibleAncestors(key, layout, parentOf).some((id) => roots.has(id)))
    .map(({ chartId }) => chartId);
  return { rootPath, excluded: [...new Set(excluded)] };
}
