/**
 * The edit frame around every component below the grid: a drop target, focusable (so it can be
 * selected), with a toolbar (drag handle, the component's own settings, Delete) and, for charts,
 * markdown and columns, a resize handle. Headers edit their text in place; markdown switches
 * between its preview and a text editor.
 */
import { DeleteOutlined, EditOutlined, EyeOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { EditFrameProps } from '../components/grid/gridContext';
import { useGridSettings } from '../components/grid/gridContext';
import { HeaderView } from '../components/grid/HeaderView';
import type { LayoutComponent } from '../dashboardLayoutSlice';
import { COLUMN_TYPE, HEADER_TYPE, MARKDOWN_TYPE, NEW_HEADER_TEXT, ROOT_ID, ROW_TYPE } from '../layout/layoutConstants';
import { KEYBOARD_MOVE_HINT } from '../hooks/useKeyboardLayoutMoves';
import { applyLayoutEdit } from '../state/layoutEditing';
import type { DashboardDragItem } from './dragItems';
import { InlineText } from './InlineText';
import { MarkdownEditor } from './MarkdownEditor';
import { BackgroundMenu, HeaderOptionsMenu } from './MetaOptionsMenu';
import { ResizeHandle } from './ResizeHandle';
import { useComponentDrag } from './useComponentDrag';
import { useLayoutDropTarget } from './useLayoutDropTarget';

function HeaderEditor({ component }: { component: LayoutComponent }) {
  const dispatch = useAppDispatch();
  const title = (
    <InlineText
      value={String(component.meta.text ?? '')}
      placeholder={NEW_HEADER_TEXT}
      editable
      label="Header text"
      onCommit={(text) => dispatch(applyLayoutEdit({ kind: 'updateMeta', componentId: component.id, meta: { text } }))}
    />
  );
  return <HeaderView component={component} title={title} />;
}

function typeSettings(component: LayoutComponent, markdownEditing: boolean, toggleMarkdown: () => void): ReactNode {
  switch (component.type) {
    case HEADER_TYPE:
      return <HeaderOptionsMenu component={component} />;
    case ROW_TYPE:
    case COLUMN_TYPE:
      return <BackgroundMenu component={component} />;
    case MARKDOWN_TYPE:
      return (
        <Button
          size="small"
          type="text"
          aria-label={markdownEditing ? 'Preview' : 'Edit'}
          icon={markdownEditing ? <EyeOutlined /> : <EditOutlined />}
          onClick={toggleMarkdown}
        />
      );
    default:
      return null;
  }
}

export function ComponentFrame({ component, parentId, parentType, widthPx, heightPx, children }: EditFrameProps) {
  const dispatch = useAppDispatch();
  const { gridWidthPx, escapeMarkdownHtml } = useGridSettings();
  const [markdownEditing, setMarkdownEditing] = useState(false);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const connectDropTarget = useLayoutDropTarget(frameRef);
  // The top-level tabs are only ever removed, never dragged.
  const draggable = parentId !== ROOT_ID;
  const item: DashboardDragItem = useMemo(
    () => ({ source: 'grid', type: component.type, componentId: component.id }),
    [component.type, component.id],
  );
  const [connectDragSource, connectDragPreview] = useComponentDrag(item, draggable);
  const attachFrame = useCallback(
    (node: HTMLDivElement | null) => {
      frameRef.current = node;
      connectDropTarget(node);
      connectDragPreview(node);
    },
    [connectDropTarget, connectDragPreview],
  );
  const attachHandle = useCallback((node: HTMLSpanElement | null) => void connectDragSource(node), [connectDragSource]);

  let body = children;
  if (component.type === HEADER_TYPE) body = <HeaderEditor component={component} />;
  if (component.type === MARKDOWN_TYPE) {
    body = (
      <MarkdownEditor
        component={component}
        widthPx={widthPx}
        heightPx={heightPx}
        escapeHtml={escapeMarkdownHtml}
        editing={markdownEditing}
      />
    );
  }
  return (
    <div
      ref={attachFrame}
      className="dashboard-component-frame"
      data-test="dashboard-component-frame"
      data-layout-id={component.id}
      data-component-type={component.type}
      tabIndex={0}
      aria-description={KEYBOARD_MOVE_HINT}
      style={{ position: 'relative', flex: 'none' }}
    >
      <div className="dashboard-frame-toolbar" data-test="component-toolbar">
        {draggable ? (
          <span ref={attachHandle} data-test="drag-handle" aria-label="Drag to move" className="dashboard-drag-handle">
            <HolderOutlined />
          </span>
        ) : null}
        {typeSettings(component, markdownEditing, () => setMarkdownEditing((editing) => !editing))}
        <Button
          size="small"
          type="text"
          aria-label="Delete"
          icon={<DeleteOutlined />}
          onClick={() => dispatch(applyLayoutEdit({ kind: 'delete', componentId: component.id }))}
        />
      </div>
      {body}
      <ResizeHandle component={component} parentId={parentId} parentType={parentType} gridWidthPx={gridWidthPx} />
    </div>
  );
}
