/**
 * Deleting a component and everything in it (reference §4.3 DELETE_COMPONENT): the row or tabs it
 * leaves empty goes too; deleting the top-level tabs moves their content back into the grid, and
 * deleting the last top-level tab gives the root an empty grid.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { GRID_TYPE, INVALID_CHANGE_MESSAGE, ROOT_ID, UNKNOWN_COMPONENT_MESSAGE } from '../layout/layoutConstants';
import { refused, type LayoutEditResult } from './editResult';
import { deleteIfEmpty } from './emptyContainers';
import { LayoutDraft, parentMap } from './layoutTree';
import { deleteTopLevelTabs } from './topLevelTabs';

export function deleteComponent(layout: DashboardLayout, componentId: string): LayoutEditResult {
  const parentId = parentMap(layout).get(componentId);
  const component = layout[componentId];
  if (!component || !parentId) return refused(UNKNOWN_COMPONENT_MESSAGE);
  if (component.type === GRID_TYPE) return refused(INVALID_CHANGE_MESSAGE);
  if (parentId === ROOT_ID) return deleteTopLevelTabs(layout);
  const draft = new LayoutDraft(layout);
  draft.detach(parentId, componentId);
  draft.removeSubtree(componentId);
  deleteIfEmpty(draft, parentId);
  return { layout: draft.result() };
}
