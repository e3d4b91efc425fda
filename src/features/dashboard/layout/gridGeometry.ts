/** Pixel sizes on the 12-column grid (reference §4.1): widths in columns with 16 px gutters, heights in 8 px units. */
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from './layoutConstants';

function columnWidthPx(gridWidthPx: number): number {
  return (gridWidthPx + GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT - GRID_GUTTER_SIZE;
}

/** The width of a component `columns` wide, gutters between its columns included. */
export function componentWidthPx(columns: number, gridWidthPx: number): number {
  const count = Math.max(1, Math.min(GRID_COLUMN_COUNT, columns));
  return Math.max(0, Math.floor(count * columnWidthPx(gridWidthPx) + (count - 1) * GRID_GUTTER_SIZE));
}

export function componentHeightPx(heightUnits: number): number {
  return Math.max(0, heightUnits) * GRID_BASE_UNIT;
}

/** A meta width, or `fallback` when missing or not a positive number. */
export function metaWidth(meta: Record<string, unknown>, fallback: number): number {
  const width = Number(meta.width);
  return Number.isFinite(width) && width > 0 ? width : fallback;
}
