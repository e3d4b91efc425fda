/**
 * Resizing by handle, as pure arithmetic (reference §4.1): widths snap to grid columns (12 across
 * the grid, a gutter between each), heights to 8 px units within 5–100; a width stays between the
 * component's minimum and the room its row has left.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { availableWidth, minimumWidth, occupiedWidth } from '../editing';
import { metaWidth } from '../layout/gridGeometry';
import {
  CHART_TYPE,
  COLUMN_TYPE,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  MARKDOWN_TYPE,
  ROW_TYPE,
} from '../layout/layoutConstants';

/** A size in grid terms: columns wide, GRID_BASE_UNIT units high. */
export interface GridSize {
  width: number;
  height: number;
}

/** What a resize may change, and within which bounds; undefined bounds mean that side is fixed. */
export interface ResizeLimits {
  width?: { min: number; max: number };
  height?: { min: number; max: number };
}

/** The pixels one more column adds: a column and a gutter. */
export function columnStepPx(gridWidthPx: number): number {
  return (gridWidthPx + GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT;
}

function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value));
}

/** The size after dragging the handle by (`dxPx`, `dyPx`) from `start`, snapped and bounded. */
export function snappedSize(
  start: GridSize,
  dxPx: number,
  dyPx: number,
  gridWidthPx: number,
  limits: ResizeLimits,
): GridSize {
  // Rounded by distance, so dragging left or up snaps exactly as dragging right or down does.
  const steps = (px: number, step: number) => Math.sign(px) * Math.round(Math.abs(px) / step);
  return {
    width: limits.width ? clamp(start.width + steps(dxPx, columnStepPx(gridWidthPx)), limits.width) : start.width,
    height: limits.height ? clamp(start.height + steps(dyPx, GRID_BASE_UNIT), limits.height) : start.height,
  };
}

/** Which sides a handle resizes: a width in a row only (chart, markdown, column), a height for charts and markdown. */
export function resizableSides(type: string, parentType: string | undefined): { width: boolean; height: boolean } {
  const hasHeight = type === CHART_TYPE || type === MARKDOWN_TYPE;
  return { width: parentType === ROW_TYPE && (hasHeight || type === COLUMN_TYPE), height: hasHeight };
}

/** The bounds of resizing `componentId` (in `parentId`); none on a side that does not resize. */
export function resizeLimits(layout: DashboardLayout, componentId: string, parentId: string): ResizeLimits {
  const component = layout[componentId];
  if (!component) return {};
  const sides = resizableSides(component.type, layout[parentId]?.type);
  const limits: ResizeLimits = {};
  if (sides.width) {
    const current = metaWidth(component.meta, GRID_MIN_COLUMN_COUNT);
    const room = availableWidth(layout, parentId) - (occupiedWidth(layout, parentId) - current);
    // A row already too full (an old layout) still lets its components shrink.
    limits.width = { min: minimumWidth(layout, componentId), max: Math.max(current, room) };
  }
  if (sides.height) {
    limits.height = { min: GRID_MIN_ROW_UNITS, max: GRID_MAX_ROW_UNITS };
  }
  return limits;
}

/** A component's size as stored, with the defaults the grid draws it at. */
export function storedSize(meta: Record<string, unknown>): GridSize {
  const height = Number(meta.height);
  return {
    width: metaWidth(meta, GRID_DEFAULT_CHART_WIDTH),
    height: Number.isFinite(height) && height > 0 ? height : GRID_DEFAULT_CHART_HEIGHT,
  };
}
