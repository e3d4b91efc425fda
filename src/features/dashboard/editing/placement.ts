/** Where a dropped component lands: at an index of its new container, in a new row where Superset wraps it. */
import type { LayoutComponent } from '../dashboardLayoutSlice';
import { CHART_TYPE, COLUMN_TYPE, GRID_TYPE, MARKDOWN_TYPE, ROW_TYPE, TAB_TYPE } from '../layout/layoutConstants';
import type { NewComponentId } from './editResult';
import type { LayoutDraft } from './layoutTree';
import { freshId, newComponent } from './newComponent';

/** Charts, markdown and columns never sit directly in the grid or a tab: each gets a row of its own. */
export function shouldWrapInRow(parentType: string, childType: string): boolean {
  const wrapsHere = parentType === GRID_TYPE || parentType === TAB_TYPE;
  return wrapsHere && (childType === CHART_TYPE || childType === MARKDOWN_TYPE || childType === COLUMN_TYPE);
}

/** A valid insert position among `length` children: before one of them, or at the end. */
export function isInsertIndex(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= length;
}

export function placeInto(
  draft: LayoutDraft,
  component: LayoutComponent,
  destinationId: string,
  index: number,
  newId: NewComponentId,
): void {
  let placedId = component.id;
  if (shouldWrapInRow(draft.get(destinationId)!.type, component.type)) {
    placedId = freshId(ROW_TYPE, (id) => draft.has(id), newId);
    draft.put({ ...newComponent(placedId, ROW_TYPE), children: [component.id] });
  }
  draft.insert(destinationId, index, placedId);
}
