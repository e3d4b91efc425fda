/**
 * A markdown component in edit mode: the sanitised preview, or a plain textarea of its text. The
 * text is kept when the textarea is left (one edit, not one per keystroke).
 */
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { MarkdownView } from '../components/grid/MarkdownView';
import type { LayoutComponent } from '../dashboardLayoutSlice';
import { applyLayoutEdit } from '../state/layoutEditing';

function MarkdownTextarea({
  component,
  widthPx,
  heightPx,
}: {
  component: LayoutComponent;
  widthPx: number;
  heightPx: number;
}) {
  const dispatch = useAppDispatch();
  const code = String(component.meta.code ?? '');
  const [draft, setDraft] = useState(code);
  const keep = () => {
    if (draft !== code)
      dispatch(applyLayoutEdit({ kind: 'updateMeta', componentId: component.id, meta: { code: draft } }));
  };
  return (
    <textarea
      data-test="markdown-editor"
      aria-label="Markdown text"
      autoFocus
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={keep}
      // The grid's keyboard moves must not see typing.
      onKeyDown={(event) => event.stopPropagation()}
      style={{
        display: 'block',
        width: widthPx,
        height: heightPx,
        padding: 16,
        boxSizing: 'border-box',
        fontFamily: 'monospace',
        fontSize: 13,
        resize: 'none',
        border: '1px solid #d9d9d9',
      }}
    />
  );
}

export function MarkdownEditor({
  component,
  widthPx,
  heightPx,
  escapeHtml,
  editing,
}: {
  component: LayoutComponent;
  widthPx: number;
  heightPx: number;
  escapeHtml: boolean;
  editing: boolean;
}) {
  if (!editing)
    return <MarkdownView component={component} widthPx={widthPx} heightPx={heightPx} escapeHtml={escapeHtml} />;
  // A text changed elsewhere (undo) starts the textarea afresh.
  return (
    <MarkdownTextarea
      key={String(component.meta.code ?? '')}
      component={component}
      widthPx={widthPx}
      heightPx={heightPx}
    />
  );
}
