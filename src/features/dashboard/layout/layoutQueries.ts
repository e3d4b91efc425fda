/** Questions the page asks of a layout: which tab is open, which tabs lead to a component, where a chart is. */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { CHART_TYPE, ROOT_ID, TAB_TYPE, TABS_TYPE } from './layoutConstants';

/** Each component's container, found by walking down from the root (stored `parents` may be stale). */
function parentMap(layout: DashboardLayout): Map<string, string> {
  const parents = new Map<string, string>();
  const pending = [ROOT_ID];
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const child of layout[id]?.children ?? []) {
      if (parents.has(child) || child === ROOT_ID) continue;
      parents.set(child, id);
      pending.push(child);
    }
  }
  return parents;
}

/** The open tab of a TABS component: the one among `activeTabs`, else its first. */
export function activeTabOf(
  layout: DashboardLayout,
  tabsId: string,
  activeTabs: readonly string[],
): string | undefined {
  const children = layout[tabsId]?.children ?? [];
  return children.find((tabId) => activeTabs.includes(tabId)) ?? children[0];
}

/** The tabs to open so that `componentId` is shown (outermost first); empty when none or unknown. */
export function tabsLeadingTo(layout: DashboardLayout, componentId: string): string[] {
  const parents = parentMap(layout);
  if (!layout[componentId] || (componentId !== ROOT_ID && !parents.has(componentId))) return [];
  const tabs: string[] = [];
  let id: string | undefined = componentId;
  while (id) {
    if (layout[id]?.type === TAB_TYPE) tabs.unshift(id);
    id = parents.get(id);
  }
  return tabs;
}

/** `activeTabs` with `tabIds` opened: a tab replaces its siblings. */
export function withTabsOpened(layout: DashboardLayout, activeTabs: readonly string[], tabIds: readonly string[]) {
  const parents = parentMap(layout);
  let next = [...activeTabs];
  for (const tabId of tabIds) {
    const tabsId = parents.get(tabId);
    const siblings = tabsId && layout[tabsId]?.type === TABS_TYPE ? layout[tabsId].children : [];
    next = [...next.filter((id) => !siblings.includes(id)), tabId];
  }
  return next;
}

/** The layout id of the (first) component showing chart `chartId`. */
export function chartComponentId(layout: DashboardLayout, chartId: number): string | undefined {
  return Object.values(layout).find(
    (component) => component.type === CHART_TYPE && Number(component.meta.chartId) === chartId,
  )?.id;
}

/** Every chart id in the layout, in no particular order. */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  return [
    ...new Set(
      Object.values(layout)
        .filter((component) => component.type === CHART_TYPE)
        .map((component) => Number(component.meta.chartId))
        .filter((id) => Number.isInteger(id)),
    ),
  ];
}
