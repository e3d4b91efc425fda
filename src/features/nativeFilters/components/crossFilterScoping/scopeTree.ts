/**
 * The checkable tree of the cross-filter scoping modal: the dashboard's tabs and charts under an
 * 'All charts' root (rows, columns and other containers are flattened away, tabs without charts
 * left out), and the conversions between its checked chart nodes and a scope. Keys are layout
 * component ids.
 */
import type { TreeDataNode } from 'antd';
import type { Key } from 'react';
import type { FilterScope } from '../../rules/filterTypes';
import { chartsInScope, type ScopeLayout } from '../../rules/scope';

const ROOT_ID = 'ROOT_ID';
const ALL_CHARTS = 'All charts';

/** A chart component's chart id, or null for any other component. */
function chartIdOf(layout: ScopeLayout, componentId: string): number | null {
  const component = layout[componentId];
  const chartId = component?.meta.chartId;
  return component?.type === 'CHART' && typeof chartId === 'number' ? chartId : null;
}

/** Every chart component under the root, with its chart id, in layout order. */
function chartComponents(layout: ScopeLayout): [string, number][] {
  const found: [string, number][] = [];
  const visited = new Set<string>();
  const visit = (id: string) => {
    if (visited.has(id) || !layout[id]) return;
    visited.add(id);
    const chartId = chartIdOf(layout, id);
    if (chartId !== null) found.push([id, chartId]);
    layout[id].children.forEach(visit);
  };
  visit(ROOT_ID);
  return found;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The tree for the scope of `ownChartId` (null: the global scope). A chart's own node is disabled:
 * its cross-filter never applies to itself.
 */
export function scopeTreeData(
  layout: ScopeLayout,
  chartNames: ReadonlyMap<number, string>,
  ownChartId: number | null,
): TreeDataNode[] {
  const visited = new Set<string>();
  const nodesUnder = (id: string): TreeDataNode[] =>
    (layout[id]?.children ?? []).flatMap((childId): TreeDataNode[] => {
      const child = layout[childId];
      if (!child || visited.has(childId)) return [];
      visited.add(childId);
      const chartId = chartIdOf(layout, childId);
      if (chartId !== null) {
        const title =
          textOf(child.meta.sliceNameOverride) ??
          textOf(child.meta.sliceName) ??
          chartNames.get(chartId) ??
          String(chartId);
        return [{ key: childId, title, isLeaf: true, disabled: chartId === ownChartId }];
      }
      if (child.type === 'TAB') {
        const children = nodesUnder(childId);
        const title = textOf(child.meta.text) ?? textOf(child.meta.defaultText) ?? childId;
        return children.length > 0 ? [{ key: childId, title, children }] : [];
      }
      return nodesUnder(childId);
    });
  return [{ key: ROOT_ID, title: ALL_CHARTS, children: nodesUnder(ROOT_ID) }];
}

/** The chart nodes checked for a scope (the own chart's node shows checked). */
export function checkedChartKeys(layout: ScopeLayout, scope: FilterScope, ownChartId: number | null): string[] {
  const inScope = new Set(chartsInScope(layout, scope));
  return chartComponents(layout)
    .filter(([, chartId]) => inScope.has(chartId) || chartId === ownChartId)
    .map(([componentId]) => componentId);
}

/** The scope the checked nodes describe: the whole dashboard minus the unchecked charts. */
export function scopeFromCheckedKeys(
  layout: ScopeLayout,
  checkedKeys: readonly Key[],
  ownChartId: number | null,
): FilterScope {
  const checked = new Set(checkedKeys.map(String));
  const excluded = new Set<number>();
  for (const [componentId, chartId] of chartComponents(layout)) {
    if (!checked.has(componentId) && chartId !== ownChartId) excluded.add(chartId);
  }
  return { rootPath: [ROOT_ID], excluded: [...excluded] };
}
