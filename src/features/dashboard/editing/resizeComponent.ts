/**
 * Resizing with the handles (reference §4.1, §4.3): a width only for a chart, markdown or column
 * in a row, from its minimum up to the room the row has; a height only for a chart or markdown,
 * within 5–100 grid units. Sizes are whole grid steps.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import {
  CHART_TYPE,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_ROW_UNITS,
  INVALID_SIZE_MESSAGE,
  MARKDOWN_TYPE,
  NOT_ENOUGH_SPACE_MESSAGE,
  ROW_TYPE,
  UNKNOWN_COMPONENT_MESSAGE,
} from '../layout/layoutConstants';
import { availableWidth, isResizable, minimumWidth, occupiedWidth, widthOf } from './componentWidth';
import { refused, type LayoutEditResult } from './editResult';
import { LayoutDraft, parentMap } from './layoutTree';

export interface ResizeComponentArgs {
  componentId: string;
  /** Columns. */
  width?: number;
  /** GRID_BASE_UNIT units. */
  height?: number;
}

function widthRefusal(layout: DashboardLayout, componentId: string, rowId: string, width: number) {
  const parents = parentMap(layout);
  const component = layout[componentId]!;
  if (!Number.isInteger(width) || !isResizable(component.type) || layout[rowId]!.type !== ROW_TYPE) {
    return INVALID_SIZE_MESSAGE;
  }
  if (width < minimumWidth(layout, componentId)) return INVALID_SIZE_MESSAGE;
  const current = widthOf(layout, componentId);
  const room = availableWidth(layout, rowId, parents) - (occupiedWidth(layout, rowId) - current);
  // A row already too full (an old layout) may still shrink.
  return width > room && width > current ? NOT_ENOUGH_SPACE_MESSAGE : undefined;
}

function heightRefusal(type: string, height: number) {
  const resizable = type === CHART_TYPE || type === MARKDOWN_TYPE;
  const inBounds = Number.isInteger(height) && height >= GRID_MIN_ROW_UNITS && height <= GRID_MAX_ROW_UNITS;
  return resizable && inBounds ? undefined : INVALID_SIZE_MESSAGE;
}

export function resizeComponent(layout: DashboardLayout, args: ResizeComponentArgs): LayoutEditResult {
  const { componentId, width, height } = args;
  const component = layout[componentId];
  const parentId = parentMap(layout).get(componentId);
  if (!component || !parentId) return refused(UNKNOWN_COMPONENT_MESSAGE);
  const meta = { ...component.meta };
  if (width !== undefined && width !== component.meta.width) {
    const refusal = widthRefusal(layout, componentId, parentId, width);
    if (refusal) return refused(refusal);
    meta.width = width;
  }
  if (height !== undefined && height !== component.meta.height) {
    const refusal = heightRefusal(component.type, height);
    if (refusal) return refused(refusal);
    meta.height = height;
  }
  if (meta.width === component.meta.width && meta.height === component.meta.height) return { layout };
  const draft = new LayoutDraft(layout);
  draft.setMeta(componentId, meta);
  return { layout: draft.result() };
}
