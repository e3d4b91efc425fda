/**
 * A drop as a layout edit, and whether the verbs would refuse it: the same verbs the drop runs,
 * run ahead on the current layout while hovering (nothing is dispatched), remembered per place
 * so a pointer resting on a target costs nothing.
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { createComponent, moveComponent } from '../editing';
import type { LayoutEdit } from '../state/layoutEditing';
import type { DashboardDragItem } from './dragItems';
import type { DropPlacement } from './dropPlacement';

/** Ids for the trial run: cheap and predictable, since the result is thrown away. */
const trialId = (type: string) => `${type}-drop-trial`;

export function dropEdit(item: DashboardDragItem, { parentId, index }: DropPlacement): LayoutEdit {
  return item.source === 'pane'
    ? { kind: 'create', type: item.type, parentId, index, meta: item.meta }
    : { kind: 'move', componentId: item.componentId, parentId, index };
}

/** What the verbs would say to this drop: their refusal, or undefined when they accept it. */
export function dropRefusal(
  layout: DashboardLayout,
  item: DashboardDragItem,
  { parentId, index }: DropPlacement,
): string | undefined {
  const result =
    item.source === 'pane'
      ? createComponent(layout, { type: item.type, parentId, index, meta: item.meta, newId: trialId })
      : moveComponent(layout, { componentId: item.componentId, parentId, index, newId: trialId });
  return 'error' in result ? result.error : undefined;
}

/** `dropRefusal`, remembered for one dragged item on one layout (a new drag or an edit starts afresh). */
export function rememberedDropRefusal(): typeof dropRefusal {
  let seenLayout: DashboardLayout | undefined;
  let seenItem: DashboardDragItem | undefined;
  const refusals = new Map<string, string | undefined>();
  return (layout, item, placement) => {
    if (layout !== seenLayout || item !== seenItem) {
      seenLayout = layout;
      seenItem = item;
      refusals.clear();
    }
    const key = `${placement.parentId}\u0000${placement.index}`;
    if (!refusals.has(key)) refusals.set(key, dropRefusal(layout, item, placement));
    return refusals.get(key);
  };
}
