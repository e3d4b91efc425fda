/**
 * The line showing where the dragged item lands, drawn over the page from the drop session; in the
 * warning colour (with the reason as its title) where the verbs would refuse the drop. Hidden when
 * the pointer is over no drop target, and when no drag is under way.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useDragDropManager } from 'react-dnd';
import { useDropSession } from './dropSession';

const ACCEPTED_COLOUR = '#20a7c9';
const REFUSED_COLOUR = '#fa8c16';

function useOverDropTarget(): boolean {
  const monitor = useDragDropManager().getMonitor();
  const subscribe = useCallback((listener: () => void) => monitor.subscribeToStateChange(listener), [monitor]);
  return useSyncExternalStore(subscribe, () => monitor.isDragging() && monitor.getTargetIds().length > 0);
}

export function DropIndicator() {
  const session = useDropSession();
  const indicator = useSyncExternalStore(session.subscribe, session.currentIndicator);
  const overTarget = useOverDropTarget();
  if (!indicator || !overTarget) return null;
  const refused = indicator.refusal !== undefined;
  return (
    <div
      data-test="drop-indicator"
      data-drop-valid={refused ? 'false' : 'true'}
      data-drop-parent={indicator.placement.parentId}
      data-drop-index={indicator.placement.index}
      title={indicator.refusal}
      style={{
        position: 'fixed',
        ...indicator.box,
        background: refused ? REFUSED_COLOUR : ACCEPTED_COLOUR,
        borderRadius: 2,
        pointerEvents: 'none',
        zIndex: 1100,
      }}
    />
  );
}
