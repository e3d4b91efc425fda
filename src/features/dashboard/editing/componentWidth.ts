/**
 * Widths on the 12-column grid (reference §4.3). A row offers the width of what holds it: 12 in the
 * grid or a tab, the column's width inside a column (through any tabs in between, so content in a
 * column's tabs never outgrows the column). A column can shrink down to its widest row.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { metaWidth } from '../layout/gridGeometry';
import {
  CHART_TYPE,
  COLUMN_TYPE,
  DYNAMIC_TYPE,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  MARKDOWN_TYPE,
  ROW_TYPE,
  TAB_TYPE,
  TABS_TYPE,
} from '../layout/layoutConstants';
import { parentMap } from './layoutTree';

const RESIZABLE_TYPES: readonly string[] = [CHART_TYPE, MARKDOWN_TYPE, COLUMN_TYPE, DYNAMIC_TYPE];

/** Components that carry a width and take one from a drop. */
export function isResizable(type: string): boolean {
  return RESIZABLE_TYPES.includes(type);
}

/** A component's width in columns; dynamic components default to the full grid, the rest to 1. */
export function widthOf(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  if (!component) return 0;
  return metaWidth(component.meta, component.type === DYNAMIC_TYPE ? GRID_COLUMN_COUNT : GRID_MIN_COLUMN_COUNT);
}

/** The columns the children of container `id` may use side by side. */
export function availableWidth(layout: DashboardLayout, id: string, parents = parentMap(layout)): number {
  let current: string | undefined = id;
  while (current) {
    const type = layout[current]?.type;
    if (type === COLUMN_TYPE) return widthOf(layout, current);
    if (type !== ROW_TYPE && type !== TAB_TYPE && type !== TABS_TYPE) return GRID_COLUMN_COUNT;
    current = parents.get(current);
  }
  return GRID_COLUMN_COUNT;
}

/** The columns a row's children take together. */
export function occupiedWidth(layout: DashboardLayout, rowId: string): number {
  return (layout[rowId]?.children ?? []).reduce((sum, child) => sum + widthOf(layout, child), 0);
}

/** The narrowest `id` may become: 1 for a leaf; for a column, its widest row (rows in its tabs included). */
export function minimumWidth(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  if (component?.type !== COLUMN_TYPE) return GRID_MIN_COLUMN_COUNT;
  let widest = GRID_MIN_COLUMN_COUNT;
  const pending = [...component.children];
  while (pending.length > 0) {
    const child = layout[pending.pop()!];
    if (!child) continue;
    if (child.type === ROW_TYPE) widest = Math.max(widest, occupiedWidth(layout, child.id));
    // Rows in tabs use this column's width; rows in a nested column are bounded by that column.
    if (child.type === TABS_TYPE || child.type === TAB_TYPE) pending.push(...child.children);
  }
  return widest;
}

/**
 * The columns a component without a width of its own needs: a row, its children side by side; tabs,
 * their widest row (a column inside counts at its own width). 0 for anything else.
 */
export function contentWidth(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  if (component?.type === ROW_TYPE) return occupiedWidth(layout, id);
  if (component?.type !== TABS_TYPE && component?.type !== TAB_TYPE) return 0;
  return component.children.reduce((widest, child) => Math.max(widest, contentWidth(layout, child)), 0);
}
