/**
 * The width a dropped component gets (reference §4.3): unchanged within its own container; else its
 * width if the destination has room for it, shrunk to the room left if that is still at least its
 * minimum, and otherwise no width at all (-1: the drop is refused with the spec's message). A row
 * or tabs, which have no width, must find room for their widest row.
 */
import type { DashboardLayout, LayoutComponent } from '../dashboardLayoutSlice';
import { COLUMN_TYPE, GRID_TYPE, ROW_TYPE, TAB_TYPE } from '../layout/layoutConstants';
import { availableWidth, contentWidth, isResizable, minimumWidth, occupiedWidth, widthOf } from './componentWidth';
import { parentMap } from './layoutTree';

export const DOES_NOT_FIT = -1;

/** Room in `destinationId` for one more component, or undefined when widths do not apply there. */
function destinationCapacity(layout: DashboardLayout, destinationId: string): number | undefined {
  const destination = layout[destinationId];
  const parents = parentMap(layout);
  switch (destination?.type) {
    case ROW_TYPE:
      return availableWidth(layout, destinationId, parents) - occupiedWidth(layout, destinationId);
    case COLUMN_TYPE:
      // A column stacks its children: each may be as wide as the column.
      return widthOf(layout, destinationId);
    case GRID_TYPE:
    case TAB_TYPE:
      // The component lands in a new row of its own.
      return availableWidth(layout, destinationId, parents);
    default:
      return undefined;
  }
}

/**
 * `component` (already in `layout`, or new) moving from `sourceParentId` (undefined when new) into
 * `destinationId`: its width there, undefined when it has none, or DOES_NOT_FIT.
 */
export function widthFromDrop(
  layout: DashboardLayout,
  component: LayoutComponent,
  sourceParentId: string | undefined,
  destinationId: string,
): number | undefined {
  if (!isResizable(component.type)) {
    if (sourceParentId === destinationId) return undefined;
    const capacity = destinationCapacity(layout, destinationId);
    const needed = contentWidth({ ...layout, [component.id]: component }, component.id);
    return capacity !== undefined && needed > capacity ? DOES_NOT_FIT : undefined;
  }
  const width = widthOf({ ...layout, [component.id]: component }, component.id);
  if (sourceParentId === destinationId) return width;
  const capacity = destinationCapacity(layout, destinationId);
  if (capacity === undefined || width <= capacity) return width;
  return capacity >= minimumWidth(layout, component.id) ? capacity : DOES_NOT_FIT;
}
