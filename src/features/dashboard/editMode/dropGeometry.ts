/**
 * What the pointer is over and where the indicator goes, read from the edit grid's elements:
 * frames carry `data-layout-id`, the grid's and tabs' content areas and the strip above the grid
 * `data-drop-area`. Only the hovered element, its ancestors and one container's children are measured.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { COLUMN_TYPE, GRID_TYPE, ROOT_ID, ROW_TYPE, TAB_TYPE, TABS_TYPE } from '../layout/layoutConstants';
import { childAxis, insertIndex, type DropAxis, type DropPlacement, type HoverLevel } from './dropPlacement';
import { indicatorLine, INDICATOR_THICKNESS, type Box } from './indicatorLine';

export const FRAME_ATTRIBUTE = 'data-layout-id';
export const AREA_ATTRIBUTE = 'data-drop-area';

export interface Point {
  x: number;
  y: number;
}

/** Containers drawn inside their own frame: a drop on the frame between children goes inside. */
const FRAMED_CONTAINERS: readonly string[] = [ROW_TYPE, COLUMN_TYPE, TABS_TYPE];
/** Containers whose children sit in a content area rather than in a frame. */
const AREA_CONTAINERS: readonly string[] = [GRID_TYPE, TAB_TYPE];

function selector(attribute: string, value: string): string {
  return `[${attribute}="${value.replace(/["\\]/g, '\\$&')}"]`;
}

function frameOf(root: ParentNode, id: string): Element | null {
  return root.querySelector(selector(FRAME_ATTRIBUTE, id));
}

/** An element's box, or undefined when it is not laid out (an inactive tab's content). */
function boxOf(element: Element | null | undefined): Box | undefined {
  const rect = element?.getBoundingClientRect();
  if (!rect || (rect.width === 0 && rect.height === 0)) return undefined;
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

function along(point: Point, axis: DropAxis): number {
  return axis === 'horizontal' ? point.x : point.y;
}

function middle(box: Box, axis: DropAxis): number {
  return axis === 'horizontal' ? box.left + box.width / 2 : box.top + box.height / 2;
}

function insideAt(element: Element, layout: DashboardLayout, containerId: string, pointer: Point): DropPlacement {
  const container = layout[containerId];
  const axis = childAxis(container?.type);
  const middles = (container?.children ?? []).map((childId) => {
    const box = boxOf(frameOf(element, childId));
    return box ? middle(box, axis) : Number.NEGATIVE_INFINITY;
  });
  return { parentId: containerId, index: insertIndex(middles, along(pointer, axis)) };
}

function besideOf(
  element: Element,
  id: string,
  layout: DashboardLayout,
  parents: ReadonlyMap<string, string>,
  pointer: Point,
): HoverLevel['beside'] {
  const parentId = parents.get(id);
  const index = parentId === undefined ? -1 : (layout[parentId]?.children.indexOf(id) ?? -1);
  const box = boxOf(element);
  if (parentId === undefined || index < 0 || !box) return undefined;
  const axis = childAxis(layout[parentId]?.type);
  return { parentId, index, after: along(pointer, axis) > middle(box, axis) };
}

function innermostLevels(
  target: Element,
  layout: DashboardLayout,
  parents: ReadonlyMap<string, string>,
  pointer: Point,
) {
  const areaId = target.getAttribute(AREA_ATTRIBUTE);
  if (areaId === ROOT_ID) {
    // The strip above the grid: tabs become the top-level tabs; anything else goes to the grid's top.
    const levels: HoverLevel[] = [{ inside: { parentId: ROOT_ID, index: 0 } }];
    const first = layout[ROOT_ID]?.children[0];
    if (first !== undefined && layout[first]?.type === GRID_TYPE)
      levels.push({ inside: { parentId: first, index: 0 } });
    return levels;
  }
  if (areaId !== null) return [{ inside: insideAt(target, layout, areaId, pointer) }];
  const id = target.getAttribute(FRAME_ATTRIBUTE);
  const component = id === null ? undefined : layout[id];
  if (id === null || !component) return [];
  let inside: DropPlacement | undefined;
  // A tab's title takes drops into that tab, after what it holds.
  if (component.type === TAB_TYPE) inside = { parentId: id, index: component.children.length };
  else if (FRAMED_CONTAINERS.includes(component.type)) inside = insideAt(target, layout, id, pointer);
  return [{ inside, beside: besideOf(target, id, layout, parents, pointer) }];
}

/** The drops offered by the hovered drop target `target` and every frame around it, innermost first. */
export function hoverLevels(
  target: Element,
  layout: DashboardLayout,
  parents: ReadonlyMap<string, string>,
  pointer: Point,
): HoverLevel[] {
  const levels = innermostLevels(target, layout, parents, pointer);
  const frames = `[${FRAME_ATTRIBUTE}]`;
  for (let outer = target.parentElement?.closest(frames); outer; outer = outer.parentElement?.closest(frames)) {
    const outerId = outer.getAttribute(FRAME_ATTRIBUTE);
    if (outerId !== null) levels.push({ beside: besideOf(outer, outerId, layout, parents, pointer) });
  }
  return levels;
}

/** The indicator's box for a drop at `placement`, in viewport coordinates; undefined when not on screen. */
export function indicatorBox(layout: DashboardLayout, placement: DropPlacement, root: ParentNode): Box | undefined {
  const container = layout[placement.parentId];
  if (!container) return undefined;
  const ownElement =
    placement.parentId === ROOT_ID || AREA_CONTAINERS.includes(container.type)
      ? root.querySelector(selector(AREA_ATTRIBUTE, placement.parentId))
      : frameOf(root, placement.parentId);
  const box = boxOf(ownElement);
  if (!box) {
    // Into a tab that is not open: underline its title.
    const title = container.type === TAB_TYPE ? boxOf(frameOf(root, placement.parentId)) : undefined;
    return title && { ...title, top: title.top + title.height - INDICATOR_THICKNESS, height: INDICATOR_THICKNESS };
  }
  const childBox = (index: number) => {
    const childId = container.children[index];
    return childId === undefined ? undefined : boxOf(frameOf(root, childId));
  };
  return indicatorLine(childAxis(container.type), box, childBox(placement.index - 1), childBox(placement.index));
}
