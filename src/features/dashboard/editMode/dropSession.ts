/**
 * One edit grid's drag-and-drop state, kept outside React so hovering re-renders nothing but the
 * indicator: where the pointer is, and the drop it is on (what the indicator shows and what a drop
 * makes). The pointer and the element under it come from the drag events themselves: react-dnd
 * calls hover handlers before it records the hover, so its monitor is one event behind.
 */
import { createContext, useContext } from 'react';
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { parentMap } from '../editing';
import { rememberedDropRefusal } from './dropEdit';
import { AREA_ATTRIBUTE, FRAME_ATTRIBUTE, hoverLevels, indicatorBox, type Point } from './dropGeometry';
import { chooseDrop, dropCandidates, type DropChoice } from './dropPlacement';
import type { DashboardDragItem } from './dragItems';
import type { Box } from './indicatorLine';

interface DropIndicatorState extends DropChoice {
  box: Box;
}

function sameIndicator(a: DropIndicatorState | null, b: DropIndicatorState | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.placement.parentId === b.placement.parentId &&
    a.placement.index === b.placement.index &&
    a.refusal === b.refusal &&
    a.box.left === b.box.left &&
    a.box.top === b.box.top &&
    a.box.width === b.box.width &&
    a.box.height === b.box.height
  );
}

const DROP_TARGETS = `[${FRAME_ATTRIBUTE}], [${AREA_ATTRIBUTE}]`;
const POINTER_EVENTS = ['dragenter', 'dragover', 'drop'] as const;

export class DropSession {
  /** The pointer, and the innermost drop target under it. */
  private pointer: (Point & { over: Element | null }) | null = null;
  private indicator: DropIndicatorState | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly refusalOf = rememberedDropRefusal();
  private parents: { layout: DashboardLayout; map: Map<string, string> } | undefined;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly currentIndicator = (): DropIndicatorState | null => this.indicator;

  /** Follows the pointer through the drag events on `target` (the window); returns the way to stop. */
  listen(target: Window): () => void {
    const record = (event: Event) => {
      if (!(event instanceof MouseEvent)) return;
      const node = event.target;
      const element = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
      this.pointer = { x: event.clientX, y: event.clientY, over: element?.closest(DROP_TARGETS) ?? null };
    };
    for (const type of POINTER_EVENTS) target.addEventListener(type, record, true);
    return () => {
      for (const type of POINTER_EVENTS) target.removeEventListener(type, record, true);
    };
  }

  /** react-dnd says the pointer is over drop target `target`: when it is the innermost one, the drop is worked out there. */
  hover(target: Element, item: DashboardDragItem, layout: DashboardLayout): void {
    const pointer = this.pointer;
    if (!pointer || pointer.over !== target) return;
    const levels = hoverLevels(target, layout, this.parentsOf(layout), pointer);
    const choice = chooseDrop(dropCandidates(levels), (placement) => this.refusalOf(layout, item, placement));
    const box = choice && indicatorBox(layout, choice.placement, target.ownerDocument);
    this.show(choice && box ? { ...choice, box } : null);
  }

  /** The drop to make now; the indicator goes. */
  takeDrop(): DropChoice | null {
    const choice = this.indicator;
    this.show(null);
    return choice;
  }

  clear(): void {
    this.show(null);
  }

  private parentsOf(layout: DashboardLayout): Map<string, string> {
    const cached = this.parents;
    if (cached?.layout === layout) return cached.map;
    const map = parentMap(layout);
    this.parents = { layout, map };
    return map;
  }

  private show(next: DropIndicatorState | null): void {
    if (sameIndicator(this.indicator, next)) return;
    this.indicator = next;
    for (const listener of this.listeners) listener();
  }
}

export const DropSessionContext = createContext<DropSession | null>(null);

export function useDropSession(): DropSession {
  const session = useContext(DropSessionContext);
  if (!session) throw new Error('Drag and drop in the dashboard happens inside the edit grid');
  return session;
}
