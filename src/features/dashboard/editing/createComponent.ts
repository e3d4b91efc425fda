/**
 * Adding a component from the builder pane, or a tab to tabs (reference §4.3 CREATE_COMPONENT):
 * Superset's defaults, the width the destination has room for, a new row around a chart, markdown
 * or column dropped in the grid or a tab, a first tab inside new tabs, and new tabs dropped on the
 * root becoming the top-level tabs.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import {
  CHART_TYPE,
  GRID_COLUMN_COUNT,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  INVALID_DROP_MESSAGE,
  INVALID_SIZE_MESSAGE,
  NO_CHART_DEFINITION_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  ROOT_ID,
  TAB_TYPE,
  TABS_TYPE,
  UNKNOWN_COMPONENT_MESSAGE,
} from '../layout/layoutConstants';
import { componentDepths } from './componentDepth';
import { refused, type LayoutEditResult, type NewComponentId } from './editResult';
import { isValidChild, subtreeIsValid } from './isValidChild';
import { LayoutDraft, parentMap } from './layoutTree';
import { freshId, NEW_COMPONENT_TYPES, newComponent, randomComponentId } from './newComponent';
import { isInsertIndex, placeInto } from './placement';
import { createTopLevelTabs } from './topLevelTabs';
import { DOES_NOT_FIT, widthFromDrop } from './widthFromDrop';

interface CreateComponentArgs {
  type: string;
  parentId: string;
  index: number;
  /** Overrides of the defaults; a chart needs its `chartId` (and brings `sliceName`, `uuid`). */
  meta?: Record<string, unknown>;
  newId?: NewComponentId;
}

function inRange(value: unknown, min: number, max: number): boolean {
  return value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);
}

function metaRefusal(type: string, meta: Record<string, unknown>): string | undefined {
  const chartId = meta.chartId;
  if (type === CHART_TYPE && !(Number.isInteger(chartId) && (chartId as number) > 0)) {
    return NO_CHART_DEFINITION_MESSAGE;
  }
  const sizeOk =
    inRange(meta.width, GRID_MIN_COLUMN_COUNT, GRID_COLUMN_COUNT) &&
    inRange(meta.height, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  return sizeOk ? undefined : INVALID_SIZE_MESSAGE;
}

export function createComponent(layout: DashboardLayout, args: CreateComponentArgs): LayoutEditResult {
  const { type, parentId, index, meta = {}, newId = randomComponentId } = args;
  if (!NEW_COMPONENT_TYPES.includes(type)) return refused(INVALID_DROP_MESSAGE);
  const metaProblem = metaRefusal(type, meta);
  if (metaProblem) return refused(metaProblem);
  const destination = layout[parentId];
  if (!destination || (parentId !== ROOT_ID && !parentMap(layout).has(parentId))) {
    return refused(UNKNOWN_COMPONENT_MESSAGE);
  }
  if (parentId === ROOT_ID) {
    return type === TABS_TYPE ? createTopLevelTabs(layout, undefined, newId) : refused(INVALID_DROP_MESSAGE);
  }
  if (!isInsertIndex(index, destination.children.length)) return refused(INVALID_DROP_MESSAGE);
  // A tab can always be added to tabs; the depth limit of that pair is for dragging a tab in.
  const addingTab = type === TAB_TYPE && destination.type === TABS_TYPE;
  if (!addingTab && !isValidChild(destination.type, type, componentDepths(layout).get(parentId)!)) {
    return refused(INVALID_DROP_MESSAGE);
  }

  const draft = new LayoutDraft(layout);
  let component = newComponent(
    freshId(type, (id) => draft.has(id), newId),
    type,
    meta,
  );
  const width = widthFromDrop(layout, component, undefined, parentId);
  if (width === DOES_NOT_FIT) return refused(NOT_ENOUGH_SPACE_MESSAGE);
  if (width !== undefined) component = { ...component, meta: { ...component.meta, width } };
  draft.put(component);
  if (type === TABS_TYPE) {
    const tabId = freshId(TAB_TYPE, (id) => draft.has(id), newId);
    draft.put(newComponent(tabId, TAB_TYPE));
    draft.setChildren(component.id, [tabId]);
  }
  placeInto(draft, component, parentId, index, newId);
  const next = draft.result();
  return subtreeIsValid(next, parentId) ? { layout: next } : refused(INVALID_DROP_MESSAGE);
}
