/**
 * Cleanup after a component leaves its container (spec §4): a row or tabs left empty is deleted,
 * and when that was the top-level tabs the root gets its grid back.
 */
import { GRID_ID, GRID_TYPE, ROOT_ID, ROW_TYPE, TABS_TYPE } from '../layout/layoutConstants';
import { parentMap, type LayoutDraft } from './layoutTree';

/** Makes GRID_ID the root's child again, holding `children`. */
export function restoreGrid(draft: LayoutDraft, children: string[]): void {
  const grid = draft.get(GRID_ID);
  draft.put(grid ? { ...grid, children } : { id: GRID_ID, type: GRID_TYPE, children, meta: {} });
  draft.setChildren(ROOT_ID, [GRID_ID]);
}

export function deleteIfEmpty(draft: LayoutDraft, containerId: string): void {
  const container = draft.get(containerId);
  if (!container || container.children.length > 0) return;
  if (container.type !== ROW_TYPE && container.type !== TABS_TYPE) return;
  const parentId = parentMap(draft.snapshot()).get(containerId);
  if (!parentId) return;
  draft.detach(parentId, containerId);
  draft.removeSubtree(containerId);
  if (parentId === ROOT_ID) restoreGrid(draft, []);
}
