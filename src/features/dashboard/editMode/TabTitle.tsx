/**
 * A tab's title in edit mode, the tab's frame: a drop target (before or after the tab for a tab,
 * into the tab for anything else), a drag handle, and its title edited in place once the tab is open.
 */
import { HolderOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { LayoutComponent } from '../dashboardLayoutSlice';
import { KEYBOARD_MOVE_HINT } from '../hooks/useKeyboardLayoutMoves';
import { NEW_TAB_TITLE, TAB_TYPE } from '../layout/layoutConstants';
import { applyLayoutEdit } from '../state/layoutEditing';
import type { DashboardDragItem } from './dragItems';
import { InlineText } from './InlineText';
import { useComponentDrag } from './useComponentDrag';
import { useLayoutDropTarget } from './useLayoutDropTarget';

export function TabTitle({ tab, active }: { tab: LayoutComponent; active: boolean }) {
  const dispatch = useAppDispatch();
  const frameRef = useRef<HTMLSpanElement | null>(null);
  const connectDropTarget = useLayoutDropTarget(frameRef);
  const item: DashboardDragItem = useMemo(() => ({ source: 'grid', type: TAB_TYPE, componentId: tab.id }), [tab.id]);
  const [connectDragSource] = useComponentDrag(item);
  const attachFrame = useCallback(
    (node: HTMLSpanElement | null) => {
      frameRef.current = node;
      connectDropTarget(node);
    },
    [connectDropTarget],
  );
  const attachHandle = useCallback((node: HTMLSpanElement | null) => void connectDragSource(node), [connectDragSource]);
  return (
    <span
      ref={attachFrame}
      className="dashboard-component-frame dashboard-tab-title"
      data-test="dashboard-component-frame"
      data-layout-id={tab.id}
      data-component-type={TAB_TYPE}
      tabIndex={0}
      aria-description={KEYBOARD_MOVE_HINT}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <span ref={attachHandle} data-test="drag-handle" aria-label="Drag to move" className="dashboard-drag-handle">
        <HolderOutlined />
      </span>
      <InlineText
        value={String(tab.meta.text ?? '')}
        placeholder={String(tab.meta.defaultText || NEW_TAB_TITLE)}
        editable={active}
        label="Tab title"
        onCommit={(text) => dispatch(applyLayoutEdit({ kind: 'updateMeta', componentId: tab.id, meta: { text } }))}
      />
    </span>
  );
}
