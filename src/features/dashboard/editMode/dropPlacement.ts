/**
 * Where a drop lands, as pure decisions over what the pointer is on: the insert position among a
 * container's children, the drops each hovered component offers (inside it, or beside it in its
 * container), and the first of those the layout verbs accept. An item that does not belong in a
 * container at all looks further out (a row dragged over a chart lands beside the chart's row); any
 * other refusal (no room left, top-level tabs into nested tabs) is where the drop stays, shown as a
 * warning, so the verb's message explains it.
 */
import { DROP_INTO_ITSELF_MESSAGE, INVALID_DROP_MESSAGE, ROW_TYPE, TABS_TYPE } from '../layout/layoutConstants';

/** A container and the position among its children (as they are before the drop). */
export interface DropPlacement {
  parentId: string;
  index: number;
}

export type DropAxis = 'horizontal' | 'vertical';

/** Rows lay their children side by side and tabs their titles; every other container stacks them. */
export function childAxis(containerType: string | undefined): DropAxis {
  return containerType === ROW_TYPE || containerType === TABS_TYPE ? 'horizontal' : 'vertical';
}

/** The insert position for a pointer at `pointer` along the axis: after every child whose middle it has passed. */
export function insertIndex(childMiddles: readonly number[], pointer: number): number {
  return childMiddles.filter((middle) => pointer > middle).length;
}

/** One component or container under the pointer, innermost first, and the drops it offers. */
export interface HoverLevel {
  /** Into this container, at this position. */
  inside?: DropPlacement;
  /** Beside this component in its container: before it, or after it when the pointer is past its middle. */
  beside?: { parentId: string; index: number; after: boolean };
}

/** Every drop the hovered levels offer, the most specific first. */
export function dropCandidates(levels: readonly HoverLevel[]): DropPlacement[] {
  const candidates: DropPlacement[] = [];
  for (const { inside, beside } of levels) {
    if (inside) candidates.push(inside);
    if (beside) candidates.push({ parentId: beside.parentId, index: beside.index + (beside.after ? 1 : 0) });
  }
  return candidates;
}

/** Refusals meaning "not in this container": the drop looks at the next container out. */
const LOOK_FURTHER_OUT: readonly string[] = [INVALID_DROP_MESSAGE, DROP_INTO_ITSELF_MESSAGE];

export interface DropChoice {
  placement: DropPlacement;
  /** Why the verbs would refuse this drop; undefined when they accept it. */
  refusal?: string;
}

/**
 * The first candidate the verbs accept; else the one whose refusal is not about nesting; else the
 * most specific one, refused. Undefined when nothing is under the pointer.
 */
export function chooseDrop(
  candidates: readonly DropPlacement[],
  refusalOf: (placement: DropPlacement) => string | undefined,
): DropChoice | undefined {
  for (const placement of candidates) {
    const refusal = refusalOf(placement);
    if (refusal === undefined) return { placement };
    if (!LOOK_FURTHER_OUT.includes(refusal)) return { placement, refusal };
  }
  const [first] = candidates;
  return first ? { placement: first, refusal: refusalOf(first) } : undefined;
}
