/**
 * Top-level tabs (reference §4.3): tabs dropped on the root take the grid's place and everything
 * the grid held moves into their first tab; removing them moves every tab's content back into the
 * grid. The grid component stays in the layout, empty, while tabs replace it, as Superset keeps it.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { GRID_TYPE, INVALID_DROP_MESSAGE, ROOT_ID, TAB_TYPE, TABS_TYPE } from '../layout/layoutConstants';
import { refused, type LayoutEditResult, type NewComponentId } from './editResult';
import { deleteIfEmpty, restoreGrid } from './emptyContainers';
import { subtreeIsValid } from './isValidChild';
import { LayoutDraft, parentMap } from './layoutTree';
import { freshId, newComponent, randomComponentId } from './newComponent';

/** The root's grid when it has one (not tabs). */
function rootGrid(layout: DashboardLayout): string | undefined {
  const topLevel = layout[ROOT_ID]?.children[0];
  return topLevel !== undefined && layout[topLevel]?.type === GRID_TYPE ? topLevel : undefined;
}

function finish(draft: LayoutDraft): LayoutEditResult {
  const layout = draft.result();
  return subtreeIsValid(layout, ROOT_ID) ? { layout } : refused(INVALID_DROP_MESSAGE);
}

/**
 * Tabs dropped on the root: new ones (`tabsId` undefined) or tabs already on the dashboard. The
 * grid's content goes into the tabs' first tab, after what that tab holds.
 */
export function createTopLevelTabs(
  layout: DashboardLayout,
  tabsId?: string,
  newId: NewComponentId = randomComponentId,
): LayoutEditResult {
  const gridId = rootGrid(layout);
  if (!gridId) return refused(INVALID_DROP_MESSAGE);
  const draft = new LayoutDraft(layout);
  let tabs = tabsId;
  let sourceId: string | undefined;
  if (tabs === undefined) {
    tabs = freshId(TABS_TYPE, (id) => draft.has(id), newId);
    const tab = freshId(TAB_TYPE, (id) => draft.has(id) || id === tabs, newId);
    draft.put({ ...newComponent(tabs, TABS_TYPE), children: [tab] });
    draft.put(newComponent(tab, TAB_TYPE));
  } else {
    sourceId = parentMap(layout).get(tabs);
    if (layout[tabs]?.type !== TABS_TYPE || !sourceId || !layout[tabs].children[0]) {
      return refused(INVALID_DROP_MESSAGE);
    }
    draft.detach(sourceId, tabs);
  }
  const firstTab = draft.get(tabs)!.children[0]!;
  draft.setChildren(firstTab, [...draft.get(firstTab)!.children, ...draft.get(gridId)!.children]);
  draft.setChildren(gridId, []);
  draft.setChildren(ROOT_ID, [tabs]);
  if (sourceId) deleteIfEmpty(draft, sourceId);
  return finish(draft);
}

/** Removes the top-level tabs; their tabs' content, in order, becomes the grid's. */
export function deleteTopLevelTabs(layout: DashboardLayout): LayoutEditResult {
  const tabsId = layout[ROOT_ID]?.children[0];
  const tabs = tabsId === undefined ? undefined : layout[tabsId];
  if (!tabs || tabs.type !== TABS_TYPE) return refused(INVALID_DROP_MESSAGE);
  const draft = new LayoutDraft(layout);
  const content = tabs.children.flatMap((tabId) => layout[tabId]?.children ?? []);
  for (const tabId of tabs.children) draft.setChildren(tabId, []);
  draft.removeSubtree(tabs.id);
  restoreGrid(draft, content);
  return finish(draft);
}
