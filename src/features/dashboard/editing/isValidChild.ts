/**
 * Which component may be dropped into which (reference §4.2): the parent's type must allow the
 * child's type, and the parent must be no deeper than the limit for that pair.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import {
  CHART_TYPE,
  COLUMN_TYPE,
  DIVIDER_TYPE,
  DYNAMIC_TYPE,
  GRID_TYPE,
  HEADER_TYPE,
  MARKDOWN_TYPE,
  ROOT_TYPE,
  ROW_TYPE,
  TAB_TYPE,
  TABS_TYPE,
} from '../layout/layoutConstants';
import { childDepth, componentDepths } from './componentDepth';

/** Parent type → child type → the deepest the parent may be. */
const MAX_PARENT_DEPTH: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [ROOT_TYPE]: { [TABS_TYPE]: 0, [GRID_TYPE]: 0 },
  [GRID_TYPE]: {
    [CHART_TYPE]: 1,
    [DYNAMIC_TYPE]: 1,
    [MARKDOWN_TYPE]: 1,
    [COLUMN_TYPE]: 1,
    [DIVIDER_TYPE]: 1,
    [HEADER_TYPE]: 1,
    [ROW_TYPE]: 1,
    [TABS_TYPE]: 1,
  },
  [ROW_TYPE]: { [CHART_TYPE]: 4, [DYNAMIC_TYPE]: 4, [MARKDOWN_TYPE]: 4, [COLUMN_TYPE]: 4 },
  [TABS_TYPE]: { [TAB_TYPE]: 3 },
  [TAB_TYPE]: {
    [CHART_TYPE]: 5,
    [DYNAMIC_TYPE]: 5,
    [MARKDOWN_TYPE]: 5,
    [DIVIDER_TYPE]: 5,
    [HEADER_TYPE]: 5,
    [COLUMN_TYPE]: 3,
    [ROW_TYPE]: 3,
    [TABS_TYPE]: 3,
  },
  [COLUMN_TYPE]: {
    [CHART_TYPE]: 5,
    [HEADER_TYPE]: 5,
    [MARKDOWN_TYPE]: 5,
    [ROW_TYPE]: 3,
    [DIVIDER_TYPE]: 3,
    [TABS_TYPE]: 3,
  },
};

export function isValidChild(parentType: string, childType: string, parentDepth: number): boolean {
  const maxDepth = MAX_PARENT_DEPTH[parentType]?.[childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/**
 * Whether every parent/child pair under `id` (itself included as a parent) keeps the table at the
 * depths it has in `layout`. A tab inside its tabs is checked by type only: adding a tab to tabs
 * is always allowed (the depth limit of that pair applies to dragging a tab in, as in Superset).
 */
export function subtreeIsValid(layout: DashboardLayout, id: string): boolean {
  const depths = componentDepths(layout);
  const start = depths.get(id);
  if (start === undefined) return false;
  const pending: [string, number][] = [[id, start]];
  while (pending.length > 0) {
    const [parentId, depth] = pending.pop()!;
    const parent = layout[parentId]!;
    for (const child of parent.children) {
      const component = layout[child];
      if (!component) return false;
      const valid =
        parent.type === TABS_TYPE ? component.type === TAB_TYPE : isValidChild(parent.type, component.type, depth);
      if (!valid) return false;
      pending.push([child, childDepth(layout, parentId, depth)]);
    }
  }
  return true;
}
