/**
 * Moving and resizing from the keyboard: the same verbs as the mouse, one step at a time. A move
 * goes to the nearest place before or after the component, in reading order, where a drop would
 * be accepted and would change what the dashboard looks like, so repeated presses walk a
 * component through every place the mouse could put it.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { ROOT_ID, ROW_TYPE } from '../layout/layoutConstants';
import { componentDepths } from './componentDepth';
import { isResizable, widthOf } from './componentWidth';
import { isValidChild } from './isValidChild';
import { moveComponent } from './moveComponent';
import { resizeComponent, type ResizeComponentArgs } from './resizeComponent';

export type KeyboardMoveDirection = 'previous' | 'next';

interface InsertSlot {
  parentId: string;
  index: number;
}

/** Where the component sits among the slots: slots before it have a lower position. */
interface SlotsAroundComponent {
  slots: InsertSlot[];
  /** The number of slots before the component. */
  place: number;
}

/**
 * Every insert position in reading order (each container's slots interleaved with its children's
 * own), the moving component's subtree left out, and where the component itself falls.
 */
function insertSlots(layout: DashboardLayout, componentId: string): SlotsAroundComponent {
  const slots: InsertSlot[] = [];
  let place = -1;
  const seen = new Set<string>();
  const visit = (id: string) => {
    const component = layout[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    if (id === componentId) {
      place = slots.length;
      return;
    }
    component.children.forEach((child, index) => {
      slots.push({ parentId: id, index });
      visit(child);
    });
    slots.push({ parentId: id, index: component.children.length });
  };
  visit(ROOT_ID);
  return { slots, place };
}

/**
 * What the dashboard looks like: its tree with widths, where a row counts by what it holds, not by
 * its id. A component alone in a row that is re-wrapped in a fresh row in the same place looks the
 * same and is no move.
 */
function layoutShape(layout: DashboardLayout): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const component = layout[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    parts.push(component.type === ROW_TYPE ? ROW_TYPE : id, String(component.meta.width ?? ''), '(');
    component.children.forEach(visit);
    parts.push(')');
  };
  visit(ROOT_ID);
  return parts.join(' ');
}

/** The nearest place in `direction` the component can be moved to, or null when there is none. */
export function keyboardMoveTarget(
  layout: DashboardLayout,
  componentId: string,
  direction: KeyboardMoveDirection,
): InsertSlot | null {
  const component = layout[componentId];
  if (!component) return null;
  const { slots, place } = insertSlots(layout, componentId);
  if (place < 0) return null;
  const depths = componentDepths(layout);
  const shape = layoutShape(layout);
  const step = direction === 'next' ? 1 : -1;
  for (let at = direction === 'next' ? place : place - 1; at >= 0 && at < slots.length; at += step) {
    const slot = slots[at]!;
    const parent = layout[slot.parentId];
    const depth = depths.get(slot.parentId);
    // The nesting table rules most slots out cheaply; moveComponent has the final word.
    if (!parent || depth === undefined) continue;
    if (slot.parentId !== ROOT_ID && !isValidChild(parent.type, component.type, depth)) continue;
    const result = moveComponent(layout, { componentId, parentId: slot.parentId, index: slot.index });
    if ('layout' in result && result.layout !== layout && layoutShape(result.layout) !== shape) return slot;
  }
  return null;
}

/** The resize that makes a component one column narrower or wider, or null when it cannot change so. */
export function keyboardResize(
  layout: DashboardLayout,
  componentId: string,
  deltaColumns: number,
): ResizeComponentArgs | null {
  const component = layout[componentId];
  if (!component || !isResizable(component.type)) return null;
  const args = { componentId, width: widthOf(layout, componentId) + deltaColumns };
  const result = resizeComponent(layout, args);
  return 'layout' in result && result.layout !== layout ? args : null;
}
