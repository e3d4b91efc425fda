/**
 * What a screen reader hears after a keyboard edit of the layout: the component by the name a
 * sighted user reads on it, and where it went.
 */
import type { DashboardLayout, LayoutComponent } from '../dashboardLayoutSlice';
import type { KeyboardMoveDirection } from '../editing';
import { parentMap } from '../editing';
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

const TYPE_LABELS: Readonly<Record<string, string>> = {
  [CHART_TYPE]: 'Chart',
  [COLUMN_TYPE]: 'Column',
  [DIVIDER_TYPE]: 'Divider',
  [DYNAMIC_TYPE]: 'Component',
  [GRID_TYPE]: 'Dashboard',
  [HEADER_TYPE]: 'Header',
  [MARKDOWN_TYPE]: 'Markdown',
  [ROOT_TYPE]: 'Dashboard',
  [ROW_TYPE]: 'Row',
  [TAB_TYPE]: 'Tab',
  [TABS_TYPE]: 'Tabs',
};

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** "Chart 'Sales'", "Tab 'Overview'", or the bare type where a component shows no name. */
function componentLabel(component: LayoutComponent): string {
  const type = TYPE_LABELS[component.type] ?? 'Component';
  const { meta } = component;
  let name = '';
  if (component.type === CHART_TYPE) name = textOf(meta.sliceNameOverride) || textOf(meta.sliceName);
  if (component.type === HEADER_TYPE || component.type === TAB_TYPE) name = textOf(meta.text);
  return name ? `${type} '${name}'` : type;
}

/** Where `id` sits in `layout`: "position 2 of 3 in Row". */
function placeText(layout: DashboardLayout, id: string, parentId: string): string {
  const parent = layout[parentId];
  if (!parent) return '';
  const position = parent.children.indexOf(id) + 1;
  return `position ${position} of ${parent.children.length} in ${componentLabel(parent)}`;
}

export function movedText(before: DashboardLayout, after: DashboardLayout, componentId: string): string {
  const component = after[componentId];
  const parents = parentMap(after);
  const parentId = parents.get(componentId);
  if (!component || !parentId) return '';
  const label = componentLabel(component);
  const grandparentId = parents.get(parentId);
  // A component dropped into the grid or a tab gets a row of its own: where that row went is what changed.
  if (!(parentId in before) && after[parentId]?.type === ROW_TYPE && grandparentId) {
    return `Moved ${label} to a new row at ${placeText(after, parentId, grandparentId)}.`;
  }
  return `Moved ${label} to ${placeText(after, componentId, parentId)}.`;
}

export function alreadyAtEndText(component: LayoutComponent, direction: KeyboardMoveDirection): string {
  return `${componentLabel(component)} is already ${direction === 'next' ? 'last' : 'first'}.`;
}

export function deletedText(component: LayoutComponent): string {
  return `Deleted ${componentLabel(component)}.`;
}

export function resizedText(layout: DashboardLayout, componentId: string): string {
  const component = layout[componentId];
  if (!component) return '';
  const width = Number(component.meta.width);
  return `${componentLabel(component)} is now ${width} ${width === 1 ? 'column' : 'columns'} wide.`;
}

/** Why a width key did nothing: the component has no width of its own here, or it is at a bound. */
export function resizeLimitText(component: LayoutComponent, canResize: boolean, deltaColumns: number): string {
  const label = componentLabel(component);
  if (!canResize) return `${label} cannot be resized here.`;
  return `${label} cannot get any ${deltaColumns < 0 ? 'narrower' : 'wider'}.`;
}
