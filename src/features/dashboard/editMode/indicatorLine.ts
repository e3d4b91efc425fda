/** Where the drop indicator is drawn: a 4 px line between the children a drop lands between (pure). */
import type { DropAxis } from './dropPlacement';

export const INDICATOR_THICKNESS = 4;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The line in `container` (laid out along `axis`) between the child the item lands after and the
 * child it lands before; at the container's start when it is empty.
 */
export function indicatorLine(axis: DropAxis, container: Box, after?: Box, before?: Box): Box {
  const half = INDICATOR_THICKNESS / 2;
  if (axis === 'vertical') {
    let top = container.top;
    if (after && before) top = (after.top + after.height + before.top) / 2 - half;
    else if (before) top = before.top - INDICATOR_THICKNESS;
    else if (after) top = after.top + after.height;
    return { left: container.left, top, width: container.width, height: INDICATOR_THICKNESS };
  }
  let left = container.left;
  if (after && before) left = (after.left + after.width + before.left) / 2 - half;
  else if (before) left = before.left - INDICATOR_THICKNESS;
  else if (after) left = after.left + after.width;
  const beside = before ?? after ?? container;
  return { left, top: beside.top, width: INDICATOR_THICKNESS, height: beside.height };
}
