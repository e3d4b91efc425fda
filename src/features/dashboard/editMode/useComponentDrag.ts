/** Makes an element a drag source of the edit grid; a drag that ends anywhere takes the indicator away. */
import { useDrag, type ConnectDragPreview, type ConnectDragSource } from 'react-dnd';
import { useDropSession } from './dropSession';
import { DASHBOARD_DRAG_TYPE, type DashboardDragItem } from './dragItems';

export function useComponentDrag(item: DashboardDragItem, canDrag = true): [ConnectDragSource, ConnectDragPreview] {
  const session = useDropSession();
  const [, connectDragSource, connectDragPreview] = useDrag<DashboardDragItem, void, void>(
    () => ({ type: DASHBOARD_DRAG_TYPE, item, canDrag, end: () => session.clear() }),
    [item, canDrag, session],
  );
  return [connectDragSource, connectDragPreview];
}
