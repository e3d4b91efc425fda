/**
 * Moving a component within or between containers (reference §4.3 drop and MOVE_COMPONENT): the
 * nesting table, the width it gets, top-level tabs rules, a row around it where Superset wraps, and
 * the row or tabs it leaves empty deleted. `index` is the position among the destination's
 * children as they are before the move (a drop indicator's place).
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import {
  DROP_INTO_ITSELF_MESSAGE,
  GRID_TYPE,
  INVALID_DROP_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  ROOT_ID,
  TABS_TYPE,
  TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
  UNKNOWN_COMPONENT_MESSAGE,
} from '../layout/layoutConstants';
import { componentDepths } from './componentDepth';
import { refused, type LayoutEditResult, type NewComponentId } from './editResult';
import { deleteIfEmpty } from './emptyContainers';
import { isValidChild, subtreeIsValid } from './isValidChild';
import { LayoutDraft, parentMap, subtreeIds } from './layoutTree';
import { randomComponentId } from './newComponent';
import { isInsertIndex, placeInto, shouldWrapInRow } from './placement';
import { createTopLevelTabs } from './topLevelTabs';
import { DOES_NOT_FIT, widthFromDrop } from './widthFromDrop';

interface MoveComponentArgs {
  componentId: string;
  parentId: string;
  index: number;
  newId?: NewComponentId;
}

/** Refusals that do not depend on where in the destination the component lands. */
function moveRefusal(layout: DashboardLayout, componentId: string, sourceId: string, parentId: string) {
  const component = layout[componentId]!;
  const destination = layout[parentId]!;
  if (component.type === GRID_TYPE) return INVALID_DROP_MESSAGE;
  if (subtreeIds(layout, componentId).includes(parentId)) return DROP_INTO_ITSELF_MESSAGE;
  const topLevel = layout[ROOT_ID]?.children[0];
  if (topLevel === undefined || layout[topLevel]?.type !== TABS_TYPE) return undefined;
  // The top-level tabs themselves are only ever removed, never dragged.
  if (componentId === topLevel) return INVALID_DROP_MESSAGE;
  if (sourceId === topLevel && destination.type === TABS_TYPE && parentId !== topLevel) {
    return TOP_LEVEL_TAB_INTO_NESTED_MESSAGE;
  }
  return undefined;
}

export function moveComponent(layout: DashboardLayout, args: MoveComponentArgs): LayoutEditResult {
  const { componentId, parentId, index, newId = randomComponentId } = args;
  const parents = parentMap(layout);
  const component = layout[componentId];
  const sourceId = parents.get(componentId);
  const destination = layout[parentId];
  if (!component || !sourceId || !destination || (parentId !== ROOT_ID && !parents.has(parentId))) {
    return refused(UNKNOWN_COMPONENT_MESSAGE);
  }
  const refusal = moveRefusal(layout, componentId, sourceId, parentId);
  if (refusal) return refused(refusal);
  if (parentId === ROOT_ID) {
    return component.type === TABS_TYPE
      ? createTopLevelTabs(layout, componentId, newId)
      : refused(INVALID_DROP_MESSAGE);
  }
  if (!isInsertIndex(index, destination.children.length)) return refused(INVALID_DROP_MESSAGE);
  if (!isValidChild(destination.type, component.type, componentDepths(layout).get(parentId)!)) {
    return refused(INVALID_DROP_MESSAGE);
  }
  const width = widthFromDrop(layout, component, sourceId, parentId);
  if (width === DOES_NOT_FIT) return refused(NOT_ENOUGH_SPACE_MESSAGE);

  const sameParent = sourceId === parentId;
  const sourceIndex = layout[sourceId]!.children.indexOf(componentId);
  const targetIndex = sameParent && index > sourceIndex ? index - 1 : index;
  if (sameParent && targetIndex === sourceIndex && !shouldWrapInRow(destination.type, component.type)) {
    return { layout };
  }
  const draft = new LayoutDraft(layout);
  draft.detach(sourceId, componentId);
  placeInto(draft, component, parentId, targetIndex, newId);
  if (width !== undefined && component.meta.width !== width) draft.setMeta(componentId, { ...component.meta, width });
  if (!sameParent) deleteIfEmpty(draft, sourceId);
  const next = draft.result();
  return subtreeIsValid(next, parentId) ? { layout: next } : refused(INVALID_DROP_MESSAGE);
}
