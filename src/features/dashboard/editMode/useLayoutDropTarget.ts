/**
 * Makes an element of the edit grid a drop target. Every target takes every item: while hovering,
 * the innermost one works out the drop from the pointer and the verbs (the drop session shows it);
 * on drop it dispatches that one edit, refused or not, so a refusal shows the verb's message and
 * changes nothing. A saved chart that lands is handed to the grid to render.
 */
import { useDrop, type ConnectDropTarget } from 'react-dnd';
import { useStore } from 'react-redux';
import type { RefObject } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { addChartToDashboard } from '../state/addChartToDashboard';
import { applyLayoutEdit } from '../state/layoutEditing';
import { dropEdit } from './dropEdit';
import { useDropSession } from './dropSession';
import { DASHBOARD_DRAG_TYPE, type DashboardDragItem } from './dragItems';

export function useLayoutDropTarget(elementRef: RefObject<HTMLElement | null>): ConnectDropTarget {
  const session = useDropSession();
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [, connectDropTarget] = useDrop<DashboardDragItem, void, void>(
    () => ({
      accept: DASHBOARD_DRAG_TYPE,
      hover(item) {
        const element = elementRef.current;
        if (element) session.hover(element, item, store.getState().dashboardLayout.present);
      },
      drop(item, monitor) {
        if (monitor.didDrop()) return;
        const choice = session.takeDrop();
        if (!choice) return;
        const outcome = dispatch(applyLayoutEdit(dropEdit(item, choice.placement)));
        if (outcome.ok && item.source === 'pane' && item.chart) void dispatch(addChartToDashboard(item.chart));
      },
    }),
    [elementRef, session, store, dispatch],
  );
  return connectDropTarget;
}
