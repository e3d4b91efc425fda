/**
 * Nesting depth of containers, as Superset's drop rules count it (reference §4.2): ROOT is 0, GRID
 * and the top-level tabs 1; a TAB sits at its TABS's depth, and the content of a nested TAB at the
 * TAB's depth, while the content of a top-level TAB starts at 2 like the grid's. So
 * root(0) › grid(1) › row(2) › column(3) › row(4) › chart(5), and grid(1) › tabs(2) › tab(2) › row(2).
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { ROOT_ID, TAB_TYPE, TABS_TYPE } from '../layout/layoutConstants';

/** The depth a child of `parentId` (at `parentDepth`) has. */
export function childDepth(layout: DashboardLayout, parentId: string, parentDepth: number): number {
  const parent = layout[parentId];
  if (parentId === ROOT_ID) return parentDepth + 1;
  if (parent?.type === TABS_TYPE) return parentDepth;
  if (parent?.type === TAB_TYPE) return isTopLevelTab(layout, parentId) ? parentDepth + 1 : parentDepth;
  return parentDepth + 1;
}

function isTopLevelTab(layout: DashboardLayout, tabId: string): boolean {
  const topLevel = layout[ROOT_ID]?.children[0];
  return topLevel !== undefined && layout[topLevel]?.type === TABS_TYPE && layout[topLevel].children.includes(tabId);
}

/** Every reachable component's depth. */
export function componentDepths(layout: DashboardLayout): Map<string, number> {
  const depths = new Map<string, number>([[ROOT_ID, 0]]);
  const pending = [ROOT_ID];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const depth = depths.get(id)!;
    for (const child of layout[id]?.children ?? []) {
      if (depths.has(child) || !layout[child]) continue;
      depths.set(child, childDepth(layout, id, depth));
      pending.push(child);
    }
  }
  return depths;
}
